// sitemap.xml (every indexable page with its hreflang alternates, as its own <head> declares
// them) and robots.txt.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { site } from '../config/site.js'
import type { HeadFacts } from './render/links.js'

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
