// The sitemap stage: sitemap.xml and robots.txt from the pages' heads, or the
// published ones kept when the plan says nothing they list changed (plan.ts planSitemap).
import { join } from 'node:path'
import type { Release } from '../publish.js'
import type { PageFacts } from './next-state.js'
import type { Run } from './run.js'
import { readFileSync, writeFileSync } from 'node:fs'
import { site } from '../../shared/config/site.js'
import type { HeadFacts } from '../../renderer/render/links.js'

export async function sitemapStage(run: Run, release: Release, records: Map<string, PageFacts>, plan: 'keep' | 'write'): Promise<void> {
  const clientDir = join(release.dir, 'client')
  const publishedClient = release.base ? join(release.base, 'client') : undefined
  await run.stage(
    'sitemap',
    () =>
      plan === 'keep'
        ? null
        : writeSitemap(
            clientDir,
            [...records].map(([url, f]) => ({ url, head: f.head })),
            publishedClient,
          ),
    (s) =>
      s === null
        ? 'no page added or removed, no head it lists changed: the published sitemap and robots.txt kept'
        : `${s.urls} URLs${release.base ? `; ${s.written.length ? `written: ${s.written.join(', ')}` : 'the published sitemap and robots.txt are the same: kept'}` : ''}`,
  )
}

// sitemap.xml (every indexable page with its hreflang alternates, as its own <head> declares
// them) and robots.txt.
const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * Writes both into `clientDir`; with `publishedDir` (a rebuild's published client folder) a file
 * that is already the same there is not written (the sitemap of a network site is megabytes, and
 * each write is compressed again). Returns the sitemap's URL count and the files written.
 */
export function writeSitemap(clientDir: string, pages: { url: string; head: HeadFacts }[], publishedDir?: string): { urls: number; written: string[] } {
  const entries: string[] = []
  for (const { url, head } of [...pages].sort((a, b) => (a.head.canonical ?? '').localeCompare(b.head.canonical ?? ''))) {
    if (head.noindex || !head.canonical) continue
    if (head.canonical !== site.url + url) throw new Error(`${url}: canonical ${head.canonical} is not the page's own URL`)
    const links = head.alternates.map(([lang, href]) => `    <xhtml:link rel="alternate" hreflang="${escapeXml(lang)}" href="${escapeXml(href)}"/>`)
    entries.push([`  <url>`, `    <loc>${escapeXml(head.canonical)}</loc>`, ...links, `  </url>`].join('\n'))
  }
  const files: [string, string][] = [
    [
      'sitemap.xml',
      ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">', ...entries, '</urlset>', ''].join('\n'),
    ],
    ['robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${site.url}/sitemap.xml\n`],
  ]
  const written: string[] = []
  for (const [name, text] of files) {
    if (publishedDir && sameText(join(publishedDir, name), text)) continue
    writeFileSync(join(clientDir, name), text)
    written.push(name)
  }
  return { urls: entries.length, written }
}

function sameText(file: string, text: string): boolean {
  try {
    return readFileSync(file, 'utf8') === text
  } catch {
    return false
  }
}
