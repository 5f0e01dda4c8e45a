// Crawls the built site over HTTP from the home pages, the way a visitor's browser and a search
// engine would, recording every internal reference and what each page declares in its head.
import { parse } from 'node-html-parser'
import { site } from '../../shared/config/site.js'
import { readHead, type PageHead } from '../../tools/scripts/html.js'

export type Ref = { from: string; url: string; kind: 'href' | 'src' }
export type CrawledPage = {
  url: string
  status: number
  contentType: string
  head: PageHead | null
  ids: Set<string>
  /** Levels of the page's headings in document order (h2 → 2), for the outline check. */
  headings: number[]
}

/** An internal reference as a local path (+ fragment), or null for external ones. */
export function localRef(raw: string): string | null {
  if (raw.startsWith(site.url + '/') || raw === site.url) return raw.slice(site.url.length) || '/'
  if (raw.startsWith('/') && !raw.startsWith('//')) return raw
  return null
}

function refsOf(html: ReturnType<typeof parse>): { url: string; kind: Ref['kind'] }[] {
  const out: { url: string; kind: Ref['kind'] }[] = []
  for (const el of html.querySelectorAll('a[href], link[href]')) {
    const rel = el.getAttribute('rel') ?? ''
    if (el.tagName === 'LINK' && /preconnect|dns-prefetch/.test(rel)) continue
    out.push({ url: el.getAttribute('href') ?? '', kind: 'href' })
  }
  // A GET form (the search boxes) is a way a visitor reaches its action page.
  for (const el of html.querySelectorAll('form[action]')) out.push({ url: el.getAttribute('action') ?? '', kind: 'href' })
  for (const el of html.querySelectorAll('[src]')) out.push({ url: el.getAttribute('src') ?? '', kind: 'src' })
  for (const el of html.querySelectorAll('[srcset]')) {
    for (const part of (el.getAttribute('srcset') ?? '').split(',')) {
      const url = part.trim().split(/\s+/)[0]
      if (url) out.push({ url, kind: 'src' })
    }
  }
  return out
}

export async function crawl(base: string, starts: string[], concurrency = 8) {
  const pages = new Map<string, CrawledPage>()
  const refs: Ref[] = []
  const queue = [...starts]
  const seen = new Set(starts)
  const visit = async (path: string) => {
    const res = await fetch(base + path, { redirect: 'manual' })
    const contentType = res.headers.get('content-type') ?? ''
    const page: CrawledPage = { url: path, status: res.status, contentType, head: null, ids: new Set(), headings: [] }
    pages.set(path, page)
    if (res.status !== 200 || !contentType.includes('text/html')) {
      await res.arrayBuffer()
      return
    }
    const html = parse(await res.text())
    page.head = readHead(html)
    page.headings = html.querySelectorAll('h1, h2, h3, h4, h5, h6').map((h) => Number(h.tagName.slice(1)))
    for (const el of html.querySelectorAll('[id], a[name]')) page.ids.add(el.getAttribute('id') ?? el.getAttribute('name') ?? '')
    for (const { url, kind } of refsOf(html)) {
      const local = localRef(url)
      if (local === null) continue
      refs.push({ from: path, url: local, kind })
      const target = local.split('#')[0]!.split('?')[0]!
      if (!seen.has(target)) {
        seen.add(target)
        queue.push(target)
      }
    }
  }
  // Breadth-first in waves of `concurrency` requests: simple, and nothing is left behind.
  while (queue.length > 0) {
    await Promise.all(queue.splice(0, concurrency).map(visit))
  }
  return { pages, refs }
}
