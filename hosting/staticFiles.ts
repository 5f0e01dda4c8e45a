// How a pre-rendered URL maps to a file of the static export (vike `noExtraDir`): `/` →
// index.html, `/en` → en.html, `/blog/1/x` → blog/1/x.html. Hosts, the preview server, the
// redirect map's checks and the output checks all use this one mapping.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { localeCodes } from '../shared/config/locales.js'
import { path as routePath } from '../shared/config/routes.js'

/** What the build contains (hosting's view; hosting/redirects/validate.ts checks the map against it): pages (served HTML) and any other file. */
export type BuildIndex = {
  isPage(path: string): boolean
  /** A file is served at this path (page, asset, media…). */
  isFile(path: string): boolean
  /** Lower-cased paths of every page (nginx and Apache compare the map case-insensitively). */
  lowerPages: ReadonlySet<string>
}

export function fileForUrl(pathname: string): string {
  if (pathname === '/') return 'index.html'
  return `${decodeURIComponent(pathname).replace(/^\//, '')}.html`
}

/** `blog/1/x.html` → `/blog/1/x`, `index.html` → `/`, `en.html` → `/en` (the inverse of fileForUrl). */
export function urlForFile(rel: string): string {
  return rel === 'index.html' ? '/' : '/' + rel.replace(/\.html$/, '')
}

/** The file that answers a request path in `root`, or null (assets are served as they are). */
export function resolveStatic(root: string, pathname: string): string | null {
  for (const rel of fileCandidates(pathname)) {
    const full = join(root, rel)
    if (existsSync(full) && statSync(full).isFile()) return rel
  }
  return null
}

/** resolveStatic against a list of the root's files (relative paths) instead of the disk. */
export function resolveStaticIn(files: ReadonlySet<string>, pathname: string): string | null {
  return fileCandidates(pathname).find((rel) => files.has(rel)) ?? null
}

/** The files a path may be served from: itself, or its `.html` (the root: index.html). */
function fileCandidates(pathname: string): string[] {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return []
  }
  const candidates = [decoded.replace(/^\//, ''), pathname === '/' ? 'index.html' : `${decoded.replace(/^\//, '')}.html`]
  return candidates.filter((rel) => rel && !rel.split('/').some((part) => part === '..'))
}

/** The 404 pages: URLs that exist as files but are never a redirect target. */
export const notFoundUrls: ReadonlySet<string> = new Set(['/404', ...localeCodes.map((l) => routePath('notFound', l))])

/** Every .html file of the build, relative to `root` with `/` separators. */
export function htmlFilesIn(root: string): string[] {
  const out: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name.endsWith('.html')) out.push(relative(root, full).split(sep).join('/'))
    }
  }
  walk(root)
  return out.sort()
}

/** Every page URL of the build (one per .html file; 404 pages excluded). */
export function pageUrls(root: string, files: string[] = htmlFilesIn(root)): string[] {
  return files
    .map(urlForFile)
    .filter((url) => !notFoundUrls.has(url))
    .sort()
}

/** What the redirect map is checked against: the pages and files of the build in `root`. */
/** `isFile` replaces the look-up in `root` (a rebuild's staging folder over the published release). */
export function buildIndex(root: string, files: string[] = htmlFilesIn(root), isFile?: (pathname: string) => boolean): BuildIndex & { pages: string[] } {
  const pages = pageUrls(root, files)
  const set = new Set(pages)
  return {
    pages,
    isPage: (p) => set.has(p),
    isFile: isFile ?? ((p) => resolveStatic(root, p) !== null),
    lowerPages: new Set(pages.map((p) => p.toLowerCase())),
  }
}
