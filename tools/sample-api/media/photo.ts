// Photograph-like scenes for the raster media (raster.ts renders them to JPEG/PNG): studio
// portraits, offices, events, desks, city views and a dashboard screenshot. Shapes, gradients and
// blur only (no text: the machine may have no fonts), seeded by the media path, so a path always
// gets the same picture. Written here; nothing is copied from a photo library.
import { createRng, hash32, type Rng } from '../random.js'

export const photoScenes = ['portrait', 'office', 'event', 'desk', 'skyline', 'dashboard'] as const
export type PhotoScene = (typeof photoScenes)[number]

/** Pixel size of each scene's original: portraits 4:5, the rest 16:9 (a CMS's article header). */
export function photoSize(scene: PhotoScene): [number, number] {
  return scene === 'portrait' ? [800, 1000] : scene === 'dashboard' ? [1200, 750] : [1600, 900]
}

const SKIN = ['#f1d3bd', '#e8bd9c', '#d9a27e', '#c68863', '#a86b4a', '#7d4f36']
const HAIR = ['#1f1a17', '#3a2a20', '#5a3d2b', '#7b5236', '#a87b4f', '#c9a36b', '#8a8580', '#d8d2c8']
const SUIT = ['#1d2a3a', '#2b2f36', '#3d4450', '#0f4c4a', '#4b3a32', '#5b6470', '#23324a']
const SHIRT = ['#f7f7f4', '#e6eef6', '#f3ede4', '#dfe7e3']
const BACKDROP: readonly (readonly [string, string])[] = [
  ['#9aa8ad', '#56646b'],
  ['#d8cfc2', '#8f8373'],
  ['#a9bdb8', '#4e6b66'],
  ['#c9ccd1', '#6d737c'],
  ['#b7a89a', '#5e5148'],
] as const
const TEAL = ['#0b3b3a', '#0f4c4a', '#13625e', '#1f7a74', '#3f938b']
const WARM = ['#f28c28', '#f5a04a', '#e4692a', '#f8c27e']

const n1 = (v: number): string => (Math.round(v * 10) / 10).toString()

function shade(hex: string, f: number): string {
  const c = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))
  const out = c.map((v) => Math.max(0, Math.min(255, Math.round(f < 0 ? v * (1 + f) : v + (255 - v) * f))))
  return '#' + out.map((v) => v.toString(16).padStart(2, '0')).join('')
}

function svg(w: number, h: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}` +
    `<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="18"/></filter>` +
    `<filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="6"/></filter>` +
    `<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient>` +
    `</defs>${body}<rect width="${w}" height="${h}" fill="url(#vignette)"/></svg>`
  )
}

/** Out-of-focus lights behind a subject. */
function bokeh(rng: Rng, w: number, h: number, count: number, colors: readonly string[]): string {
  let out = '<g filter="url(#soft)">'
  for (let i = 0; i < count; i++) {
    out += `<circle cx="${rng.int(0, w)}" cy="${rng.int(0, Math.round(h * 0.7))}" r="${rng.int(20, 70)}" fill="${rng.pick(colors)}" fill-opacity="${n1(0.15 + rng.next() * 0.3)}"/>`
  }
  return out + '</g>'
}

/** Czech feminine surnames end in -á (Nováková, Malá): hair and tie follow, for plausible portraits. */
export function looksFeminine(name: string): boolean {
  const last =
    name
      .trim()
      .split(/\s+/)
      .filter((w) => !/\.$/.test(w))
      .pop() ?? ''
  return /á,?$/.test(last)
}

/** Whether the portrait at `path` shows a woman: after the name of whom it shows, else (no name) after the path. */
export function portraitIsFeminine(path: string, name: string): boolean {
  return looksFeminine(name || (hash32(path) % 2 ? 'Nováková' : 'Novák'))
}

function portrait(rng: Rng, feminine: boolean): string {
  const [w, h] = photoSize('portrait')
  const [light, dark] = rng.pick(BACKDROP)
  const skin = rng.pick(SKIN)
  const hair = rng.pick(HAIR)
  const suit = rng.pick(SUIT)
  const shirt = rng.pick(SHIRT)
  // 0 short, 1 side part, 2 long, 3 bun, 4 very short
  const style = feminine ? rng.pick([1, 2, 2, 3]) : rng.pick([0, 0, 1, 4])
  const cx = 400 + rng.int(-30, 30)
  const headY = 420 + rng.int(-15, 20)
  const rx = 118 + rng.int(-8, 10)
  const ry = 150 + rng.int(-8, 10)
  const shoulderW = 330 + rng.int(-20, 40)
  const defs =
    `<radialGradient id="bg" cx="${n1(0.35 + rng.next() * 0.3)}" cy="0.35" r="0.9"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></radialGradient>` +
    `<radialGradient id="face" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="${shade(skin, 0.12)}"/><stop offset="0.7" stop-color="${skin}"/><stop offset="1" stop-color="${shade(skin, -0.22)}"/></radialGradient>` +
    `<linearGradient id="suit" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(suit, 0.12)}"/><stop offset="1" stop-color="${shade(suit, -0.3)}"/></linearGradient>` +
    `<linearGradient id="hair" x1="0" y1="0" x2="0.6" y2="1"><stop offset="0" stop-color="${shade(hair, 0.18)}"/><stop offset="1" stop-color="${shade(hair, -0.25)}"/></linearGradient>`
  const top = headY - ry
  const parts: string[] = [`<rect width="${w}" height="${h}" fill="url(#bg)"/>`, bokeh(rng, w, h, 7, ['#ffffff', '#f8e7c9', shade(light, 0.3)])]
  // Long hair falls behind the shoulders.
  if (style === 2) {
    parts.push(
      `<path d="M${cx - rx - 28},${headY - 40} C${cx - rx - 60},${headY + 160} ${cx - rx - 40},${headY + 300} ${cx - rx + 10},${headY + 330} L${cx + rx - 10},${headY + 330} C${cx + rx + 40},${headY + 300} ${cx + rx + 60},${headY + 160} ${cx + rx + 28},${headY - 40} Z" fill="url(#hair)"/>`,
    )
  }
  // Shoulders and jacket, a shirt in the V of the lapels, the neck above.
  const sy = headY + ry + 70
  parts.push(
    `<rect x="${cx - 52}" y="${headY + ry - 60}" width="104" height="150" rx="40" fill="${shade(skin, -0.15)}"/>`,
    `<path d="M${cx - shoulderW},${h} L${cx - shoulderW + 20},${sy + 70} C${cx - shoulderW + 40},${sy + 10} ${cx - 140},${sy - 10} ${cx - 70},${sy - 25} L${cx + 70},${sy - 25} C${cx + 140},${sy - 10} ${cx + shoulderW - 40},${sy + 10} ${cx + shoulderW - 20},${sy + 70} L${cx + shoulderW},${h} Z" fill="url(#suit)"/>`,
    `<path d="M${cx - 68},${sy - 24} L${cx},${sy + 150} L${cx + 68},${sy - 24} Z" fill="${shirt}"/>`,
    `<path d="M${cx - 70},${sy - 25} L${cx - 10},${sy + 190} L${cx - 95},${sy + 40} Z M${cx + 70},${sy - 25} L${cx + 10},${sy + 190} L${cx + 95},${sy + 40} Z" fill="${shade(suit, -0.35)}"/>`,
  )
  if (!feminine && rng.chance(0.6))
    parts.push(`<path d="M${cx - 14},${sy - 10} L${cx + 14},${sy - 10} L${cx + 22},${sy + 130} L${cx},${sy + 160} L${cx - 22},${sy + 130} Z" fill="${rng.pick([...TEAL, '#7a2f3a', '#30405e'])}"/>`)
  // Ears, head, a soft shadow under the jaw.
  parts.push(
    `<ellipse cx="${cx - rx + 4}" cy="${headY + 10}" rx="22" ry="36" fill="${shade(skin, -0.08)}"/>`,
    `<ellipse cx="${cx + rx - 4}" cy="${headY + 10}" rx="22" ry="36" fill="${shade(skin, -0.08)}"/>`,
    `<ellipse cx="${cx}" cy="${headY}" rx="${rx}" ry="${ry}" fill="url(#face)"/>`,
  )
  // Features: brows, eyes, nose shadow and mouth, all low contrast, as at portrait distance.
  const eyeY = headY - 8
  const eyeDx = 44 + rng.int(-3, 4)
  const browColor = shade(hair, -0.1)
  parts.push(
    `<path d="M${cx - eyeDx - 24},${eyeY - 26} Q${cx - eyeDx},${eyeY - 36} ${cx - eyeDx + 22},${eyeY - 27}" stroke="${browColor}" stroke-width="7" fill="none" stroke-linecap="round" opacity="0.85"/>`,
    `<path d="M${cx + eyeDx - 22},${eyeY - 27} Q${cx + eyeDx},${eyeY - 36} ${cx + eyeDx + 24},${eyeY - 26}" stroke="${browColor}" stroke-width="7" fill="none" stroke-linecap="round" opacity="0.85"/>`,
    `<ellipse cx="${cx - eyeDx}" cy="${eyeY}" rx="13" ry="8" fill="#f4f1ec"/><circle cx="${cx - eyeDx + 1}" cy="${eyeY}" r="7" fill="#2d241e"/>`,
    `<ellipse cx="${cx + eyeDx}" cy="${eyeY}" rx="13" ry="8" fill="#f4f1ec"/><circle cx="${cx + eyeDx + 1}" cy="${eyeY}" r="7" fill="#2d241e"/>`,
    `<path d="M${cx + 4},${eyeY + 10} Q${cx + 16},${eyeY + 56} ${cx - 6},${eyeY + 64}" stroke="${shade(skin, -0.28)}" stroke-width="5" fill="none" stroke-linecap="round" opacity="0.7"/>`,
    `<path d="M${cx - 34},${eyeY + 96} Q${cx},${eyeY + 118 + rng.int(-4, 6)} ${cx + 34},${eyeY + 96}" stroke="${shade(skin, -0.4)}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  )
  if (rng.chance(0.3)) {
    const g = rng.pick(['#1c1c1c', '#5a4636', '#8b8f94'])
    parts.push(
      `<g fill="none" stroke="${g}" stroke-width="5"><rect x="${cx - eyeDx - 30}" y="${eyeY - 22}" width="60" height="42" rx="14"/><rect x="${cx + eyeDx - 30}" y="${eyeY - 22}" width="60" height="42" rx="14"/><path d="M${cx - eyeDx + 30},${eyeY - 4} L${cx + eyeDx - 30},${eyeY - 4}"/></g>`,
    )
  }
  // Hair on top.
  if (style === 0 || style === 2 || style === 3) {
    parts.push(
      `<path d="M${cx - rx - 8},${headY + 10} C${cx - rx - 20},${top - 40} ${cx + rx + 20},${top - 40} ${cx + rx + 8},${headY + 10} C${cx + rx - 10},${top + 60} ${cx - 30},${top + 40} ${cx - rx + 20},${headY - 30} Z" fill="url(#hair)"/>`,
    )
  } else if (style === 1) {
    parts.push(
      `<path d="M${cx - rx - 6},${headY} C${cx - rx - 16},${top - 30} ${cx + rx + 26},${top - 50} ${cx + rx + 6},${headY - 10} C${cx + 40},${top + 40} ${cx - 60},${top + 50} ${cx - rx + 10},${headY - 20} Z" fill="url(#hair)"/>`,
    )
  } else {
    parts.push(
      `<path d="M${cx - rx + 6},${headY - 40} C${cx - rx},${top - 10} ${cx + rx},${top - 10} ${cx + rx - 6},${headY - 40} C${cx + 60},${top + 30} ${cx - 60},${top + 30} ${cx - rx + 6},${headY - 40} Z" fill="url(#hair)" opacity="0.9"/>`,
    )
  }
  if (style === 3) parts.push(`<circle cx="${cx + rng.int(-20, 20)}" cy="${top - 30}" r="52" fill="url(#hair)"/>`)
  // Key light from the left.
  parts.push(`<rect width="${w}" height="${h}" fill="#fff4e0" opacity="0.06"/>`)
  return svg(w, h, defs, parts.join(''))
}

function windowWall(rng: Rng, w: number, y0: number, y1: number): string {
  const parts: string[] = [`<rect x="0" y="${y0}" width="${w}" height="${y1 - y0}" fill="url(#sky)"/>`]
  // A city behind the glass, out of focus.
  let x = 0
  let skyline = '<g filter="url(#blur)" opacity="0.55">'
  while (x < w) {
    const bw = rng.int(50, 140)
    const bh = rng.int(60, Math.round((y1 - y0) * 0.7))
    skyline += `<rect x="${x}" y="${y1 - bh}" width="${bw}" height="${bh}" fill="${rng.pick(['#8ea3ad', '#7d939e', '#a3b4bb', '#6f8591'])}"/>`
    x += bw + rng.int(0, 20)
  }
  parts.push(skyline + '</g>')
  for (let mx = 0; mx <= w; mx += 200) parts.push(`<rect x="${mx - 6}" y="${y0}" width="12" height="${y1 - y0}" fill="#2c3438"/>`)
  parts.push(`<rect x="0" y="${y0 + (y1 - y0) * 0.62}" width="${w}" height="8" fill="#2c3438"/>`)
  return parts.join('')
}

function plant(x: number, y: number, s: number, rng: Rng): string {
  let leaves = ''
  for (let i = 0; i < 9; i++) {
    leaves += `<ellipse cx="${n1(x + rng.int(-40, 40) * s)}" cy="${n1(y - rng.int(40, 150) * s)}" rx="${n1(28 * s)}" ry="${n1(58 * s)}" transform="rotate(${rng.int(-60, 60)} ${n1(x)} ${n1(y)})" fill="${rng.pick(['#2f6b3f', '#3f7d4c', '#24563a', '#5b8f4e'])}"/>`
  }
  return leaves + `<path d="M${n1(x - 36 * s)},${n1(y)} L${n1(x + 36 * s)},${n1(y)} L${n1(x + 28 * s)},${n1(y + 70 * s)} L${n1(x - 28 * s)},${n1(y + 70 * s)} Z" fill="#e9e4da"/>`
}

function office(rng: Rng): string {
  const [w, h] = photoSize('office')
  const defs =
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${rng.pick(['#bcd3df', '#d7e3ea', '#f1d9bd'])}"/><stop offset="1" stop-color="#eef2f3"/></linearGradient>` +
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b9ab98"/><stop offset="1" stop-color="#7d6f5e"/></linearGradient>` +
    `<linearGradient id="desk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f1ea"/><stop offset="1" stop-color="#cfc8bb"/></linearGradient>`
  const horizon = 520
  const parts = [
    `<rect width="${w}" height="${h}" fill="#e7e2d9"/>`,
    windowWall(rng, w, 60, horizon),
    `<rect x="0" y="0" width="${w}" height="60" fill="#f3f1ec"/>`,
    `<path d="M0,${horizon} L${w},${horizon} L${w},${h} L0,${h} Z" fill="url(#floor)"/>`,
  ]
  // Pendant lamps with a glow.
  for (let i = 0; i < 4; i++) {
    const lx = 200 + i * 400 + rng.int(-40, 40)
    parts.push(
      `<line x1="${lx}" y1="0" x2="${lx}" y2="150" stroke="#333" stroke-width="3"/><circle cx="${lx}" cy="190" r="90" fill="#fff3d6" opacity="0.35" filter="url(#soft)"/><path d="M${lx - 55},190 Q${lx},120 ${lx + 55},190 Z" fill="${rng.pick(['#1f2a2e', TEAL[1]!, '#c7a66a'])}"/>`,
    )
  }
  // Two rows of desks in perspective, monitors and chairs; a few people at work, blurred.
  for (const [y, scale] of [
    [560, 0.7],
    [700, 1],
  ] as const) {
    for (let x = 80; x < w - 100; x += 420 * scale + 60) {
      const dw = 380 * scale
      parts.push(
        `<rect x="${x}" y="${y}" width="${dw}" height="${22 * scale}" fill="url(#desk)"/>`,
        `<rect x="${x + 10}" y="${y + 22 * scale}" width="${8 * scale}" height="${120 * scale}" fill="#777"/><rect x="${x + dw - 18}" y="${y + 22 * scale}" width="${8 * scale}" height="${120 * scale}" fill="#777"/>`,
        `<rect x="${x + dw * 0.3}" y="${y - 110 * scale}" width="${150 * scale}" height="${95 * scale}" rx="4" fill="#1b1f23"/><rect x="${x + dw * 0.3 + 6}" y="${y - 104 * scale}" width="${138 * scale}" height="${78 * scale}" fill="${rng.pick(['#cfe3ea', '#dfe9e4', '#f0e6d6'])}"/>`,
        `<rect x="${x + dw * 0.3 + 70 * scale}" y="${y - 15 * scale}" width="${10 * scale}" height="${15 * scale}" fill="#333"/>`,
      )
      if (rng.chance(0.55)) {
        const px = x + dw * 0.15
        parts.push(
          `<g filter="url(#blur)"><circle cx="${px}" cy="${y - 120 * scale}" r="${34 * scale}" fill="${rng.pick(SKIN)}"/><path d="M${px - 70 * scale},${y + 10} Q${px},${y - 100 * scale} ${px + 70 * scale},${y + 10} Z" fill="${rng.pick(SUIT)}"/></g>`,
        )
      }
    }
  }
  parts.push(plant(60, 760, 1.3, rng), plant(w - 70, 740, 1.5, rng))
  return svg(w, h, defs, parts.join(''))
}

function event(rng: Rng): string {
  const [w, h] = photoSize('event')
  const accent = rng.pick(WARM)
  const defs =
    `<linearGradient id="room" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#141c22"/><stop offset="1" stop-color="#0b1013"/></linearGradient>` +
    `<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${TEAL[2]}"/><stop offset="1" stop-color="${TEAL[0]}"/></linearGradient>`
  const sx = 420 + rng.int(-60, 60)
  const parts = [
    `<rect width="${w}" height="${h}" fill="url(#room)"/>`,
    // The projected slide: a heading bar and a bar chart in the firm's colours.
    `<rect x="${sx - 20}" y="80" width="800" height="450" fill="#dfe8e6" opacity="0.12" filter="url(#soft)"/>`,
    `<rect x="${sx}" y="100" width="760" height="410" fill="url(#screen)"/>`,
    `<rect x="${sx + 50}" y="140" width="${rng.int(260, 420)}" height="26" rx="6" fill="#f4efe6"/>`,
    `<rect x="${sx + 50}" y="182" width="${rng.int(160, 260)}" height="14" rx="5" fill="#f4efe6" opacity="0.6"/>`,
  ]
  for (let i = 0; i < 6; i++) {
    const bh = rng.int(60, 230)
    parts.push(`<rect x="${sx + 60 + i * 110}" y="${470 - bh}" width="70" height="${bh}" fill="${i === 3 ? accent : '#7fbdb4'}"/>`)
  }
  // Stage lights and the speaker at a lectern.
  for (let i = 0; i < 3; i++) {
    const lx = 250 + i * 550 + rng.int(-40, 40)
    parts.push(`<path d="M${lx},0 L${lx - 160},${h * 0.75} L${lx + 160},${h * 0.75} Z" fill="#fff2cf" opacity="0.07" filter="url(#soft)"/>`)
  }
  const px = sx + 900 + rng.int(-30, 60)
  parts.push(
    `<circle cx="${px}" cy="330" r="34" fill="${rng.pick(SKIN)}"/><path d="M${px - 62},520 Q${px - 60},380 ${px},372 Q${px + 60},380 ${px + 62},520 Z" fill="${rng.pick(SUIT)}"/>`,
    `<path d="M${px - 90},440 L${px + 90},440 L${px + 70},620 L${px - 70},620 Z" fill="#2a3338"/><rect x="${px - 90}" y="440" width="180" height="14" fill="${accent}"/>`,
    `<rect x="0" y="600" width="${w}" height="300" fill="#0a0e10"/>`,
  )
  // The audience from behind, rows getting larger toward the camera.
  for (const [row, y, r] of [
    [0, 640, 26],
    [1, 730, 36],
    [2, 845, 50],
  ] as const) {
    for (let x = rng.int(-20, 40) + row * 30; x < w + 60; x += r * 3.2 + rng.int(-8, 12)) {
      const tone = rng.pick(['#1c2328', '#242b30', '#2d2a27', '#3a3029', '#1e1e22'])
      parts.push(
        `<g${row === 2 ? ' filter="url(#blur)"' : ''}><circle cx="${x}" cy="${y}" r="${r}" fill="${tone}"/><path d="M${x - r * 1.9},${y + r * 3.2} Q${x - r * 1.8},${y + r * 0.9} ${x},${y + r * 0.8} Q${x + r * 1.8},${y + r * 0.9} ${x + r * 1.9},${y + r * 3.2} Z" fill="${shade(tone, 0.05)}"/></g>`,
      )
    }
  }
  return svg(w, h, defs, parts.join(''))
}

function paper(x: number, y: number, wd: number, ht: number, angle: number, rng: Rng): string {
  let lines = ''
  for (let ly = y + 40; ly < y + ht - 30; ly += 22) lines += `<rect x="${x + 30}" y="${ly}" width="${rng.int(Math.round(wd * 0.4), Math.round(wd - 60))}" height="8" rx="4" fill="#c5c9cc"/>`
  return `<g transform="rotate(${angle} ${x + wd / 2} ${y + ht / 2})"><rect x="${x + 8}" y="${y + 12}" width="${wd}" height="${ht}" fill="#000" opacity="0.25" filter="url(#blur)"/><rect x="${x}" y="${y}" width="${wd}" height="${ht}" fill="#fbfbf8"/>${lines}</g>`
}

function desk(rng: Rng): string {
  const [w, h] = photoSize('desk')
  const wood = rng.pick(['#b58a5c', '#8d6a4a', '#d7c3a5', '#e8e3da', '#5d4a3b'])
  const defs =
    `<linearGradient id="top" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(wood, 0.12)}"/><stop offset="1" stop-color="${shade(wood, -0.18)}"/></linearGradient>` +
    `<linearGradient id="scr" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6f8f8"/><stop offset="1" stop-color="#e3ebea"/></linearGradient>`
  const parts = [`<rect width="${w}" height="${h}" fill="url(#top)"/>`]
  for (let i = 0; i < 14; i++) parts.push(`<rect x="0" y="${i * 66 + rng.int(0, 20)}" width="${w}" height="2" fill="${shade(wood, -0.25)}" opacity="0.25"/>`)
  parts.push(paper(rng.int(80, 200), rng.int(420, 500), 420, 540, rng.int(-14, 6), rng), paper(rng.int(1120, 1200), rng.int(80, 160), 360, 480, rng.int(-4, 12), rng))
  // A laptop with a chart on its screen.
  const lx = 520 + rng.int(-40, 40)
  const ly = 200 + rng.int(-30, 30)
  parts.push(
    `<rect x="${lx + 16}" y="${ly + 24}" width="580" height="400" rx="18" fill="#000" opacity="0.35" filter="url(#soft)"/>`,
    `<rect x="${lx}" y="${ly}" width="580" height="380" rx="16" fill="#2b2f33"/><rect x="${lx + 18}" y="${ly + 18}" width="544" height="320" rx="4" fill="url(#scr)"/>`,
    `<rect x="${lx - 30}" y="${ly + 380}" width="640" height="26" rx="10" fill="#b9bdc1"/>`,
  )
  let points = ''
  for (let i = 0; i <= 8; i++) points += `${lx + 50 + i * 58},${ly + 290 - rng.int(20, 200)} `
  parts.push(`<polyline points="${points}" fill="none" stroke="${TEAL[2]}" stroke-width="7" stroke-linejoin="round"/>`)
  for (let i = 0; i < 5; i++) parts.push(`<rect x="${lx + 60 + i * 95}" y="${ly + 300 - 10}" width="50" height="10" fill="${rng.pick(WARM)}" opacity="0.8"/>`)
  // Coffee, a pen, a phone, a plant leaf at the edge.
  const cx = rng.int(1280, 1400)
  const cy = rng.int(660, 760)
  parts.push(
    `<circle cx="${cx + 10}" cy="${cy + 14}" r="86" fill="#000" opacity="0.3" filter="url(#blur)"/><circle cx="${cx}" cy="${cy}" r="86" fill="#f4f1ec"/><circle cx="${cx}" cy="${cy}" r="64" fill="#4a2c1c"/><ellipse cx="${cx - 14}" cy="${cy - 14}" rx="24" ry="12" fill="#8a5a3a" opacity="0.6"/>`,
    `<rect x="${rng.int(300, 400)}" y="${rng.int(120, 180)}" width="16" height="260" rx="8" fill="${rng.pick(['#1d2a3a', '#b8862f', '#2b2f33'])}" transform="rotate(${rng.int(30, 70)} 350 250)"/>`,
    `<rect x="${rng.int(1000, 1060)}" y="${rng.int(640, 700)}" width="120" height="230" rx="18" fill="#15181b"/>`,
    plant(w - 30, h + 60, 1.6, rng),
  )
  return svg(w, h, defs, parts.join(''))
}

function skyline(rng: Rng): string {
  const [w, h] = photoSize('skyline')
  const dusk = rng.chance(0.5)
  const defs = `<linearGradient id="air" x1="0" y1="0" x2="0" y2="1">${
    dusk
      ? '<stop offset="0" stop-color="#203a4c"/><stop offset="0.55" stop-color="#c9785a"/><stop offset="1" stop-color="#f2c48a"/>'
      : '<stop offset="0" stop-color="#7fb2d6"/><stop offset="1" stop-color="#e6eff3"/>'
  }</linearGradient>`
  const parts = [`<rect width="${w}" height="${h}" fill="url(#air)"/>`]
  if (!dusk)
    for (let i = 0; i < 5; i++) parts.push(`<ellipse cx="${rng.int(0, w)}" cy="${rng.int(60, 300)}" rx="${rng.int(120, 260)}" ry="${rng.int(30, 60)}" fill="#fff" opacity="0.6" filter="url(#soft)"/>`)
  else parts.push(`<circle cx="${rng.int(300, 1300)}" cy="560" r="70" fill="#ffd9a0" opacity="0.9" filter="url(#blur)"/>`)
  // Three layers of buildings, lighter with distance; spires and domes in the middle one.
  for (const [layer, base, color] of [
    [0, 620, dusk ? '#5b4a58' : '#9fb2bf'],
    [1, 700, dusk ? '#3a2f3b' : '#6f8796'],
    [2, 780, dusk ? '#1d1a20' : '#43596a'],
  ] as const) {
    let x = -20
    while (x < w) {
      const bw = rng.int(50, 130) + layer * 20
      const bh = rng.int(80, 260) - layer * 30
      parts.push(`<rect x="${x}" y="${base - bh}" width="${bw}" height="${h - base + bh}" fill="${color}"/>`)
      if (layer === 1 && rng.chance(0.18)) parts.push(`<path d="M${x + bw / 2 - 14},${base - bh} L${x + bw / 2},${base - bh - rng.int(80, 160)} L${x + bw / 2 + 14},${base - bh} Z" fill="${color}"/>`)
      if (layer === 1 && rng.chance(0.12)) parts.push(`<ellipse cx="${x + bw / 2}" cy="${base - bh}" rx="${bw / 2.2}" ry="${bw / 2.6}" fill="${color}"/>`)
      if (dusk && layer === 2)
        for (let i = 0; i < 6; i++)
          parts.push(`<rect x="${x + rng.int(6, bw - 14)}" y="${base - bh + rng.int(10, bh - 10)}" width="8" height="12" fill="#ffd48a" opacity="${n1(0.5 + rng.next() * 0.5)}"/>`)
      x += bw + rng.int(-10, 10)
    }
  }
  parts.push(`<rect x="0" y="${h - 90}" width="${w}" height="90" fill="${dusk ? '#2a3440' : '#56717c'}"/><rect x="0" y="${h - 90}" width="${w}" height="6" fill="#fff" opacity="0.25"/>`)
  return svg(w, h, defs, parts.join(''))
}

function dashboard(rng: Rng): string {
  const [w, h] = photoSize('dashboard')
  const parts = [
    `<rect width="${w}" height="${h}" fill="#f4f6f7"/>`,
    `<rect width="220" height="${h}" fill="${TEAL[0]}"/>`,
    `<rect x="0" y="0" width="${w}" height="64" fill="#ffffff"/><rect x="240" y="24" width="260" height="16" rx="8" fill="#d8dee1"/>`,
  ]
  for (let i = 0; i < 7; i++) parts.push(`<rect x="28" y="${110 + i * 52}" width="${rng.int(100, 160)}" height="14" rx="7" fill="#ffffff" opacity="${i === 2 ? 0.95 : 0.45}"/>`)
  for (let i = 0; i < 3; i++) {
    const x = 250 + i * 310
    parts.push(
      `<rect x="${x}" y="90" width="290" height="120" rx="10" fill="#ffffff"/><rect x="${x + 20}" y="112" width="120" height="12" rx="6" fill="#c3cbcf"/><rect x="${x + 20}" y="142" width="${rng.int(120, 200)}" height="34" rx="6" fill="${i === 1 ? WARM[0] : TEAL[2]}"/>`,
    )
  }
  parts.push(`<rect x="250" y="230" width="910" height="490" rx="10" fill="#ffffff"/>`)
  // A table of payments; anomalies highlighted in orange.
  for (let r = 0; r < 12; r++) {
    const y = 260 + r * 38
    const odd = rng.chance(0.2)
    if (odd) parts.push(`<rect x="262" y="${y - 8}" width="886" height="32" fill="${WARM[3]}" opacity="0.45"/>`)
    for (let c = 0; c < 5; c++) parts.push(`<rect x="${280 + c * 175}" y="${y}" width="${rng.int(60, 140)}" height="12" rx="6" fill="${odd && c === 4 ? WARM[2] : '#b7c0c4'}"/>`)
  }
  return svg(w, h, '', parts.join(''))
}

/** `name`: whom a portrait shows (empty for a pool photo). */
export function photoSvg(path: string, scene: PhotoScene, name = ''): string {
  const rng = createRng(hash32(`photo:${path}`))
  switch (scene) {
    case 'portrait':
      return portrait(rng, portraitIsFeminine(path, name))
    case 'office':
      return office(rng)
    case 'event':
      return event(rng)
    case 'desk':
      return desk(rng)
    case 'skyline':
      return skyline(rng)
    case 'dashboard':
      return dashboard(rng)
  }
}

/** The scene a raster path shows when its context does not say (a person's photo is a portrait). */
export function sceneForPath(path: string): PhotoScene {
  if (/\/(people|podcast\/(guests|hoste))\//.test(path) || /portrait|portret/.test(path)) return 'portrait'
  if (/office|kancelar|pobocka/.test(path)) return 'office'
  if (/\/seminars\/|event|conference|konference|delegation|seminar/.test(path)) return 'event'
  if (/dashboard|analytics|screenshot/.test(path)) return 'dashboard'
  if (/city|skyline|valuation|m-and-a|mesto/.test(path)) return 'skyline'
  return 'desk'
}
