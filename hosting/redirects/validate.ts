// Build-time checks of the whole map (issue "Validation at build time"): well-formed sources and
// targets, no source that is a page or a file, no two entries for one source, chains collapsed to
// one hop, no loops, every target a page of this build. Each problem names its entry.
import type { BuildIndex } from '../staticFiles.js'
import { splitSource, type Redirect } from './types.js'

// Characters every host file can carry unquoted or quoted without escaping trouble: no spaces,
// quotes, `$`, `#`, `;`, `\`, braces. Percent-escapes allowed (old URLs with diacritics).
const PATH = /^\/(?:[A-Za-z0-9\-._~!*'(),+@:/]|%[0-9A-F]{2})*$/
const QUERY = /^\?[A-Za-z0-9\-._~%*'(),+@:/]+=(?:[A-Za-z0-9\-._~*'(),+@:/]|%[0-9A-F]{2})+(?:&[A-Za-z0-9\-._~%*'(),+@:/]+=(?:[A-Za-z0-9\-._~*'(),+@:/]|%[0-9A-F]{2})+)*$/

export class RedirectMapError extends Error {
  constructor(readonly problems: string[]) {
    super(`Redirect map: ${problems.length} problem(s)\n${problems.map((p) => `  - ${p}`).join('\n')}`)
  }
}

function checkShape(entry: Redirect): string | null {
  const { path, query } = splitSource(entry.from)
  if (!PATH.test(path)) return `source ${entry.from}: the path must start with / and use only URL-safe characters (percent-escapes upper-case)`
  if (path !== '/' && path.endsWith('/')) return `source ${entry.from}: write it without the trailing slash (hosts strip slashes before matching)`
  if (path.includes('//')) return `source ${entry.from}: empty path segment`
  if (query && !QUERY.test(query)) return `source ${entry.from}: the query must be key=value pairs joined by &`
  if (!PATH.test(entry.to) || (entry.to !== '/' && entry.to.endsWith('/'))) return `target ${entry.to}: must be a page path without query, fragment or trailing slash`
  return null
}

/**
 * Checks and collapses the map. Returns the entries in a stable order (exact-query entries first,
 * then by source) or throws a RedirectMapError naming every bad entry.
 */
export function finalizeMap(entries: Redirect[], build: BuildIndex): Redirect[] {
  const problems: string[] = []
  const bySource = new Map<string, Redirect>()
  for (const entry of entries) {
    const shape = checkShape(entry)
    if (shape) {
      problems.push(`${entry.label}: ${shape}`)
      continue
    }
    const key = entry.from.toLowerCase()
    const seen = bySource.get(key)
    if (seen) {
      if (seen.to !== entry.to) problems.push(`${entry.label}: source ${entry.from} is also ${seen.label} (→ ${seen.to})`)
      continue
    }
    bySource.set(key, entry)
  }

  const out: Redirect[] = []
  for (const entry of bySource.values()) {
    const { path, query } = splitSource(entry.from)
    // A path-only source must not be something the host serves; a source with a query may share
    // its path with a page (only that query redirects).
    if (!query && (build.isPage(path) || build.isFile(path) || build.lowerPages.has(path.toLowerCase()))) {
      problems.push(`${entry.label}: source ${entry.from} is a page or file of this build`)
      continue
    }
    // Follow the target while it is itself a source (a target never has a query, so only
    // path-only sources can chain), one hop in the end.
    const chain = [entry.from]
    let to = entry.to
    let loop = false
    for (let next = bySource.get(to.toLowerCase()); next; next = bySource.get(to.toLowerCase())) {
      if (chain.includes(next.from)) {
        loop = true
        break
      }
      chain.push(next.from)
      to = next.to
    }
    if (loop || to.toLowerCase() === entry.from.toLowerCase()) {
      problems.push(`${entry.label}: redirect loop ${[...chain, to].join(' → ')}`)
      continue
    }
    if (!build.isPage(to)) {
      problems.push(`${entry.label}: target ${to}${to !== entry.to ? ` (reached through ${entry.to})` : ''} is not a page of this build`)
      continue
    }
    out.push({ ...entry, to })
  }
  if (problems.length) throw new RedirectMapError(problems)
  const hasQuery = (r: Redirect) => (r.from.includes('?') ? 0 : 1)
  return out.sort((a, b) => hasQuery(a) - hasQuery(b) || (a.from < b.from ? -1 : a.from > b.from ? 1 : 0))
}
