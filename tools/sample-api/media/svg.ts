// Generated SVG images: abstract compositions in the brand palette (dark teal, orange, sand),
// initials avatars for people, wordmarks for client logos and round badges for icons. All are
// seeded by the media path, so a path always gets the same picture.
import { createRng, hash32, type Rng } from '../random.js'

const TEALS = ['#0b3b3a', '#0f4c4a', '#13625e', '#1f7a74', '#3f938b', '#7fbdb4']
const WARM = ['#f28c28', '#f5a04a', '#f8c27e', '#e4692a']
const LIGHT = ['#f4efe6', '#eaf3f1', '#fbf7f0', '#dcebe8']
const INK = '#10201f'
const FONT = "'Plus Jakarta Sans', 'Segoe UI', Arial, sans-serif"

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c)
}

const r1 = (n: number): string => (Math.round(n * 10) / 10).toString()

function frame(w: number, h: number, title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-labelledby="t">` + `<title id="t">${escapeXml(title)}</title>${body}</svg>\n`
}

/** Image size by what the folder holds: banners are wide, mobile banners tall, the rest 1200×630. */
function sizeFor(path: string): [number, number] {
  if (/mobile/.test(path)) return [720, 960]
  if (/\/(banners?|posters?)\//.test(path)) return [1600, 600]
  if (/\/(service-groups|services)\//.test(path)) return [1200, 800]
  return [1200, 630]
}

function art(rng: Rng, w: number, h: number): string {
  const bg = rng.pick(TEALS.slice(0, 3))
  const light = rng.pick(LIGHT)
  const accent = rng.pick(WARM)
  const parts: string[] = [
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/>` + `<stop offset="1" stop-color="${rng.pick(TEALS.slice(2))}"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#g)"/>`,
  ]
  const motif = rng.int(0, 2)
  if (motif === 0) {
    // Concentric arcs from a corner, like contour lines.
    const cx = rng.chance(0.5) ? 0 : w
    const cy = rng.chance(0.5) ? 0 : h
    for (let i = 1; i <= 7; i++) {
      parts.push(`<circle cx="${cx}" cy="${cy}" r="${r1((i * Math.max(w, h)) / 7)}" fill="none" stroke="${light}" stroke-opacity="${r1(0.08 + i * 0.02)}" stroke-width="${rng.int(2, 10)}"/>`)
    }
  } else if (motif === 1) {
    // Diagonal bands.
    for (let i = 0; i < 5; i++) {
      const x = rng.int(-w / 2, w)
      const bw = rng.int(40, 220)
      parts.push(`<polygon points="${x},${h} ${x + bw},${h} ${x + bw + h * 0.8},0 ${x + h * 0.8},0" fill="${rng.pick(TEALS)}" fill-opacity="${r1(0.3 + rng.next() * 0.4)}"/>`)
    }
  } else {
    // A dot grid.
    const step = rng.int(28, 48)
    for (let y = step; y < h; y += step) {
      for (let x = step; x < w; x += step) {
        if (rng.chance(0.55)) parts.push(`<circle cx="${x}" cy="${y}" r="${rng.int(2, 5)}" fill="${light}" fill-opacity="0.25"/>`)
      }
    }
  }
  // The sun: one warm disc, and a light one overlapping it.
  const cx = rng.int(Math.round(w * 0.5), Math.round(w * 0.85))
  const cy = rng.int(Math.round(h * 0.25), Math.round(h * 0.7))
  const r = rng.int(Math.round(h * 0.15), Math.round(h * 0.3))
  parts.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${accent}"/>`)
  parts.push(`<circle cx="${cx - r * 0.6}" cy="${cy + r * 0.4}" r="${r1(r * 0.75)}" fill="${light}" fill-opacity="0.85"/>`)
  parts.push(`<rect x="0" y="${h - 12}" width="${w}" height="12" fill="${accent}" fill-opacity="0.9"/>`)
  return parts.join('')
}

export function initials(name: string): string {
  const words = name.split(/[\s,]+/).filter((w) => /^\p{Lu}/u.test(w) && !/\.$/.test(w))
  const chosen = words.length >= 2 ? [words[0]!, words[words.length - 1]!] : words.slice(0, 1)
  return chosen.map((w) => w.charAt(0)).join('') || '?'
}

function avatar(rng: Rng, name: string): string {
  const bg = rng.pick(TEALS.slice(1, 5))
  const ring = rng.pick(WARM)
  return (
    `<rect width="600" height="600" fill="${rng.pick(LIGHT)}"/>` +
    `<circle cx="300" cy="300" r="270" fill="${bg}"/>` +
    `<circle cx="300" cy="300" r="270" fill="none" stroke="${ring}" stroke-width="14" stroke-dasharray="${rng.int(300, 900)} 2000" transform="rotate(${rng.int(0, 359)} 300 300)"/>` +
    `<text x="300" y="300" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-size="200" font-weight="700" fill="#ffffff">${escapeXml(initials(name))}</text>`
  )
}

function logo(rng: Rng, name: string): string {
  const color = rng.pick(TEALS.slice(0, 4))
  const accent = rng.pick(WARM)
  const size = name.length > 22 ? 26 : name.length > 14 ? 32 : 40
  // Very long client names are squeezed into the box rather than cut off.
  const fit = name.length * size * 0.58 > 344 ? ' textLength="344" lengthAdjust="spacingAndGlyphs"' : ''
  return (
    `<rect width="480" height="200" fill="#ffffff"/>` +
    `<rect x="24" y="64" width="72" height="72" rx="${rng.pick([0, 12, 36])}" fill="${color}"/>` +
    `<circle cx="${rng.int(48, 72)}" cy="${rng.int(88, 112)}" r="16" fill="${accent}"/>` +
    `<text x="116" y="100" dy="0.35em" font-family="${FONT}" font-size="${size}" font-weight="700" fill="${INK}"${fit}>${escapeXml(name)}</text>`
  )
}

function icon(rng: Rng, name: string): string {
  return (
    `<circle cx="32" cy="32" r="32" fill="${rng.pick(TEALS.slice(0, 3))}"/>` +
    `<text x="32" y="32" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-size="28" font-weight="700" fill="#ffffff">${escapeXml(name.charAt(0).toUpperCase() || '?')}</text>`
  )
}

export function renderSvg(path: string, style: 'avatar' | 'logo' | 'art' | 'icon', title: string, name: string): string {
  const rng = createRng(hash32(path))
  switch (style) {
    case 'avatar':
      return frame(600, 600, title, avatar(rng, name))
    case 'logo':
      return frame(480, 200, title, logo(rng, name))
    case 'icon':
      return frame(64, 64, title, icon(rng, name))
    case 'art': {
      const [w, h] = sizeFor(path)
      return frame(w, h, title, art(rng, w, h))
    }
  }
}
