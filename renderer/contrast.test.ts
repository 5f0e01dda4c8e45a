// WCAG AA contrast of the site's own style sheets: every rule that sets both a text colour and a
// solid background, and every rule that colours text on the default (white, or the footer's dark
// teal) background, reaches 4.5:1 (3:1 for large text); control boundaries and focus rings 3:1.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const sheets = [
  'renderer/tokens.css',
  'renderer/styles.css',
  'components/layout/header.css',
  'components/layout/mobile-menu.css',
  'components/layout/footer.css',
  'components/panels/forms.css',
  'components/panels/consent/panels.css',
  'search/search.css',
]
const css = sheets.map((f) => readFileSync(f, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')).join('\n')
const vars = Object.fromEntries([...css.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]))

/** `#fff`, `#0f4c4f` or `var(--x)` resolving to one; anything else (inherit, rgb(), none) → null. */
function hex(value: string | undefined): string | null {
  if (!value) return null
  const v = value.trim().replace(/^var\((--[\w-]+)\)$/, (_, name: string) => vars[name] ?? '')
  if (/^#[0-9a-f]{3}$/i.test(v)) return '#' + [...v.slice(1)].map((c) => c + c).join('')
  return /^#[0-9a-f]{6}$/i.test(v) ? v.toLowerCase() : null
}
const luminance = (h: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}
const ratio = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p)
  return (x! + 0.05) / (y! + 0.05)
}

// Innermost blocks are the rules (media queries only wrap them).
const rules = [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)]
  .map((m) => ({
    selector: m[1]!.trim(),
    decls: Object.fromEntries(
      m[2]!
        .split(';')
        .map((d) => d.split(/:(.*)/s))
        .filter((p) => p.length > 1)
        .map(([k, v]) => [k!.trim(), v!.trim()]),
    ),
  }))
  .filter((r) => !r.selector.startsWith(':root') && !r.selector.startsWith('@'))

const rem = (v: string | undefined) => (v && /^[\d.]+rem$/.test(v) ? parseFloat(v) : 1)
const isLarge = (d: Record<string, string>) => rem(d['font-size']) >= 1.5 || (rem(d['font-size']) >= 1.17 && /bold|[6-9]00/.test(d['font-weight'] ?? ''))

/** The background a rule's text sits on when the rule sets none: the dark bands, else white. */
function contextBackground(selector: string): string | null {
  if (selector.includes('.skip-link')) return hex('var(--teal)')
  // The footer (with its newsletter box) and the home hero are dark teal; the about page's
  // claims reuse the hero's list on white.
  if (/\.site-footer|\.newsletter-box/.test(selector)) return hex('var(--teal-dark)')
  if (/\.hero\b|\.hero__/.test(selector) && !selector.includes('.claims')) return hex('var(--teal-dark)')
  return '#ffffff'
}

describe('style sheet contrast (WCAG AA)', () => {
  it('text colours reach 4.5:1 (large text 3:1) on their background', () => {
    const failures: string[] = []
    for (const { selector, decls } of rules) {
      const fg = hex(decls['color'])
      if (!fg) continue
      const bgDecl = decls['background-color'] ?? decls['background']
      const bg = hex(bgDecl) ?? (bgDecl ? null : contextBackground(selector))
      if (!bg) continue
      const need = isLarge(decls) ? 3 : 4.5
      const r = ratio(fg, bg)
      if (r < need) failures.push(`${selector}: ${fg} on ${bg} = ${r.toFixed(2)} < ${need}`)
    }
    expect(failures).toEqual([])
  })

  it('focus rings and control boundaries reach 3:1 on white', () => {
    const failures: string[] = []
    for (const { selector, decls } of rules) {
      const outline = /focus/.test(selector) ? hex(decls['outline']?.split(/\s+/).pop()) : null
      const border = /\b(input|select|textarea)\b/.test(selector) ? hex(decls['border']?.split(/\s+/).pop()) : null
      const track = selector === '.consent-switch input' ? hex(decls['background']) : null
      for (const c of [outline, border, track]) {
        if (c && ratio(c, '#ffffff') < 3) failures.push(`${selector}: ${c} = ${ratio(c, '#ffffff').toFixed(2)} < 3`)
      }
    }
    expect(failures).toEqual([])
  })
})
