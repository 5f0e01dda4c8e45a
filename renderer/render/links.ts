// Internal references of a rendered page, read with one regular expression pass instead of an
// HTML parser: the build checks every page, so this runs tens of thousands of times.
import { site } from '../../shared/config/site.js'

const attr = /\s(href|src|action|srcset)="([^"]*)"/g

/** Local path (+ fragment) of an href/src, or null for external ones and `#x` on the same page. */
function localRef(raw: string): string | null {
  const value = raw.replace(/&amp;/g, '&')
  if (value.startsWith(site.url + '/') || value === site.url) return value.slice(site.url.length) || '/'
  if (value.startsWith('/') && !value.startsWith('//')) return value
  return null
}

export type PageRefs = { refs: Set<string>; ownFragments: Set<string> }

/** `<link rel=preconnect|dns-prefetch>` point at origins, not documents; they are external anyway. */
export function refsOf(html: string): PageRefs {
  const refs = new Set<string>()
  const ownFragments = new Set<string>()
  for (const m of html.matchAll(attr)) {
    const [, name, value = ''] = m
    const values = name === 'srcset' ? value.split(',').map((part) => part.trim().split(/\s+/)[0] ?? '') : [value]
    for (const v of values) {
      if (v.startsWith('#') && v.length > 1) ownFragments.add(v.slice(1))
      const local = localRef(v)
      if (local) refs.add(local)
    }
  }
  return { refs, ownFragments }
}

/** The text of a page's `<script id="…" type="application/json">` (its page context, its module list). */
export function jsonScriptText(html: string, id: string): string | undefined {
  const open = `<script id="${id}" type="application/json">`
  const at = html.indexOf(open)
  if (at < 0) return undefined
  const end = html.indexOf('</script>', at)
  return end < 0 ? undefined : html.slice(at + open.length, end)
}

const idAttr = /\sid="([^"]+)"/g
export function idsOf(html: string): Set<string> {
  const ids = new Set<string>()
  for (const m of html.matchAll(idAttr)) if (m[1]) ids.add(m[1].replace(/&amp;/g, '&'))
  return ids
}

/** `/a/b?x=1#f` → { path: '/a/b', fragment: 'f' } with the path percent-decoded. */
export function splitRef(ref: string): { path: string; fragment: string | null } {
  const hash = ref.indexOf('#')
  const beforeHash = hash < 0 ? ref : ref.slice(0, hash)
  const q = beforeHash.indexOf('?')
  let path = q < 0 ? beforeHash : beforeHash.slice(0, q)
  try {
    path = decodeURI(path)
  } catch {
    // A malformed escape stays as written and fails the check as a missing target.
  }
  return { path, fragment: hash < 0 ? null : ref.slice(hash + 1) || null }
}

export type HeadFacts = { canonical: string | null; alternates: [string, string][]; noindex: boolean }

/** What the sitemap needs from a page's <head>, read back from the HTML as search engines read it. */
export function headFacts(html: string): HeadFacts {
  const end = html.indexOf('</head>')
  const head = end < 0 ? html : html.slice(0, end)
  const unescape = (s: string) => s.replace(/&amp;/g, '&')
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1]
  const alternates: [string, string][] = []
  for (const m of head.matchAll(/<link rel="alternate" hrefLang="([^"]*)" href="([^"]*)"/gi)) alternates.push([m[1] ?? '', unescape(m[2] ?? '')])
  return { canonical: canonical === undefined ? null : unescape(canonical), alternates, noindex: /<meta name="robots" content="[^"]*noindex/.test(head) }
}
