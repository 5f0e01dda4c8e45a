// After `vike build`: sitemap.xml (every indexable page with its hreflang alternates, read from
// the pages themselves), robots.txt, the host files (redirect map, rules, headers: redirects/) and the search indexes
// (search/build.ts).
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { site } from '../config/site.js'
import { buildSearchIndex } from '../search/build.js'
import { readGeneratedContent } from '../search/content.js'
import { htmlFiles, parseFile, readHead, urlForFile } from './html.js'
import { writeHostFilesStep } from '../redirects/cli.js'

const root = 'dist/client'
const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const entries: string[] = []
for (const file of htmlFiles(root)) {
  const head = readHead(parseFile(root, file))
  if (head.noindex || !head.canonical) continue
  if (head.canonical !== site.url + urlForFile(file)) throw new Error(`${file}: canonical ${head.canonical} is not the page's own URL`)
  const links = Object.entries(head.alternates)
    .map(([lang, href]) => `    <xhtml:link rel="alternate" hreflang="${escapeXml(lang)}" href="${escapeXml(href)}"/>`)
  entries.push([`  <url>`, `    <loc>${escapeXml(head.canonical)}</loc>`, ...links, `  </url>`].join('\n'))
}
writeFileSync(join(root, 'sitemap.xml'), [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ...entries,
  '</urlset>',
  '',
].join('\n'))
writeFileSync(join(root, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${site.url}/sitemap.xml\n`)
console.log(`sitemap.xml: ${entries.length} URLs; robots.txt written`)

// Search: the dropdown's suggestion lists and the results page's full-text indexes, per locale.
const search = buildSearchIndex(readGeneratedContent(), root)
for (const [locale, s] of Object.entries(search)) {
  console.log(`search index ${locale}: ${s.docs} docs, suggestions ${Math.round(s.suggestGzip / 1024)} KB gzip, full text ${s.shards} shards + ${s.docs} records, ${s.ms} ms`)
}

// Last, so the map's checks see every file the build wrote.
writeHostFilesStep({ root })
