// How a pre-rendered URL maps to a file of the static export (vike `noExtraDir`): `/` →
// index.html, `/en` → en.html, `/blog/1/x` → blog/1/x.html. Hosts, the preview server and the
// output checks all use this one mapping.
import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'

export function fileForUrl(pathname: string): string {
  if (pathname === '/') return 'index.html'
  return `${decodeURIComponent(pathname).replace(/^\//, '')}.html`
}

/** The file that answers a request path in `root`, or null (assets are served as they are). */
export function resolveStatic(root: string, pathname: string): string | null {
  const candidates = [decodeURIComponent(pathname).replace(/^\//, ''), fileForUrl(pathname)]
  for (const rel of candidates) {
    if (!rel || rel.includes('..')) continue
    const full = join(root, rel)
    if (existsSync(full) && statSync(full).isFile()) return rel
  }
  return null
}
