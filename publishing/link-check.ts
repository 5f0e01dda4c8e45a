// The output check of internal links: what the page writers found broken (a path no page or file
// has, a fragment missing on its own page), and fragments into other pages, checked once every
// page exists (in a rebuild: the staged page, or the published one it leaves).
import { readFileSync } from 'node:fs'
import { fileForUrl } from '../hosting/staticFiles.js'
import { currentFile, type Release } from './publish.js'
import { idsOf } from '../renderer/render/links.js'
import type { PageRecord } from '../renderer/render/writer.js'

/** Throws with every broken internal link of `records` (at most 50 shown); returns how many pages were checked. */
export function checkLinks(release: Release, records: PageRecord[], pages: Set<string>): number {
  const problems: string[] = []
  const fragmentRefs = new Map<string, Set<string>>()
  for (const r of records) {
    for (const b of r.broken) problems.push(`${r.url} → ${b}`)
    for (const ref of r.fragmentRefs) {
      const [path = '', fragment = ''] = ref.split('#')
      const set = fragmentRefs.get(path) ?? new Set<string>()
      set.add(fragment)
      fragmentRefs.set(path, set)
    }
  }
  // A few long pages take most of them (the podcast and reference lists: ~2,000 fragments into
  // 14 MB of HTML in a full build at --scale 20000): each page's ids are read once.
  for (const [path, fragments] of fragmentRefs) {
    if (!pages.has(path)) continue
    const ids = idsOf(readFileSync(currentFile(release, `client/${fileForUrl(path)}`), 'utf8'))
    for (const f of fragments) if (!ids.has(f)) problems.push(`${path}#${f}: no element has that id`)
  }
  if (problems.length) throw new Error(`${problems.length} broken internal link(s):\n  ${problems.slice(0, 50).join('\n  ')}`)
  return records.length
}
