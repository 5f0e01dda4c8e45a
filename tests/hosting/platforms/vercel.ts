// Vercel, applying the emitted vercel.json. Sources: vercel/vercel packages/routing-utils
// (getTransformedRoutes: the order of the routes a vercel.json becomes — clean-URL redirects,
// redirects, headers with `continue`, the file system, rewrites; convertRedirects/convertRewrites:
// status codes, a rewrite's `statusCode`), path-to-regexp 6.1 for sources (pathToRegexp.ts),
// `has`/`missing` values as anchored regular expressions (`^value$`, Next.js matchHas), and
// Vercel's guide "How do I perform redirects based on query strings": a redirect passes the
// request's query on to its destination. Bulk Redirects (`bulkRedirectsPath`, Vercel docs "Bulk
// Redirects"): exact pathnames, applied before every other route, case-insensitive unless
// `caseSensitive`, the query kept when `query`. A route that answers (a redirect) ends the matching, so
// the header routes after it do not reach redirects. Not modelled: anything vercel.json does not
// use here.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { cookieValue, type Platform, type PlatformAnswer, type PlatformRequest, siteFiles, splitUrl } from './model.js'
import { fillDestination, sourceRegex } from './pathToRegexp.js'

type Condition = { type: string; key: string; value?: string }
type RedirectRule = { source: string; destination: string; statusCode?: number; permanent?: boolean; has?: Condition[]; missing?: Condition[] }
type RewriteRule = { source: string; destination: string; statusCode?: number }
type HeaderRule = { source: string; headers: { key: string; value: string }[] }
type BulkRedirect = { source: string; destination: string; statusCode?: number; permanent?: boolean; caseSensitive?: boolean; query?: boolean }
type VercelJson = { bulkRedirectsPath?: string; cleanUrls?: boolean; trailingSlash?: boolean; redirects?: RedirectRule[]; rewrites?: RewriteRule[]; headers?: HeaderRule[] }

const contentType = (file: string) => (file.endsWith('.html') ? 'text/html; charset=utf-8' : file.endsWith('.js') ? 'application/javascript; charset=utf-8' : 'application/octet-stream')

function conditionHolds(c: Condition, request: PlatformRequest, search: string): boolean {
  const value =
    c.type === 'cookie'
      ? cookieValue(request.cookie, c.key)
      : c.type === 'header'
        ? c.key.toLowerCase() === 'accept-language'
          ? request.acceptLanguage
          : c.key.toLowerCase() === 'cookie'
            ? request.cookie
            : undefined
        : c.type === 'query'
          ? (new URLSearchParams(search).get(c.key) ?? undefined)
          : undefined
  if (value === undefined) return false
  return c.value === undefined ? true : new RegExp(`^${c.value}$`).test(value)
}

export function vercelPlatform(root: string, configFile = join(root, 'vercel.json')): Platform {
  // The build writes this file from a typed value (redirects/emit/vercel.ts).
  const config: VercelJson = JSON.parse(readFileSync(configFile, 'utf8'))
  const files = siteFiles(root)
  const compiled = <T extends { source: string }>(list: T[] = []) => list.map((r) => ({ rule: r, regex: sourceRegex(r.source) }))
  const redirects = compiled(config.redirects)
  const rewrites = compiled(config.rewrites)
  const headers = compiled(config.headers)
  // Written by redirects/emit/vercel.ts from a typed value, like vercel.json.
  const bulk: BulkRedirect[] = config.bulkRedirectsPath ? JSON.parse(readFileSync(join(dirname(configFile), config.bulkRedirectsPath), 'utf8')) : []
  const bulkExact = new Map(bulk.filter((b) => b.caseSensitive).map((b) => [b.source, b]))
  const bulkCaseless = new Map(bulk.filter((b) => !b.caseSensitive).map((b) => [b.source.toLowerCase(), b]))

  /** The file system with clean URLs: `/x` → x.html, `/` → index.html; other files as they are. */
  const fileFor = (path: string): string | null => {
    let decoded = path
    try {
      decoded = decodeURIComponent(path)
    } catch {
      /* keep */
    }
    if (decoded === '/') return '/index.html'
    if (files.has(decoded) && !decoded.endsWith('.html')) return decoded
    if (config.cleanUrls && files.has(`${decoded}.html`)) return `${decoded}.html`
    if (files.has(decoded)) return decoded
    return null
  }

  return {
    name: 'Vercel',
    async answer(request): Promise<PlatformAnswer> {
      const { path, search } = splitUrl(request.url)
      const out = new Headers()
      const bulkHit = bulkExact.get(path) ?? bulkCaseless.get(path.toLowerCase())
      if (bulkHit) {
        const status = bulkHit.statusCode ?? (bulkHit.permanent ? 308 : 307)
        return { status, location: bulkHit.destination + (bulkHit.query ? search : ''), headers: out, body: '' }
      }
      // Clean URLs first: a request for the .html file or /index goes to the clean URL (308).
      if (config.cleanUrls) {
        const clean = /^\/(?:(.+)\/)?index(?:\.html)?\/?$/.exec(path) ?? /^\/(.*)\.html\/?$/.exec(path)
        if (clean) return { status: 308, location: `/${clean[1] ?? ''}${search}`, headers: out, body: '' }
      }
      for (const { rule, regex } of redirects) {
        const match = regex.exec(path)
        if (!match) continue
        if (!(rule.has ?? []).every((c) => conditionHolds(c, request, search))) continue
        if ((rule.missing ?? []).some((c) => conditionHolds(c, request, search))) continue
        const status = typeof rule.permanent === 'boolean' ? (rule.permanent ? 308 : 307) : (rule.statusCode ?? 308)
        const destination = fillDestination(rule.source, rule.destination, match)
        // The request's query is passed on (merged after a query of the destination's own).
        const location = search ? (destination.includes('?') ? `${destination}&${search.slice(1)}` : destination + search) : destination
        return { status, location, headers: out, body: '' }
      }
      for (const { rule, regex } of headers) {
        if (regex.test(path)) for (const { key, value } of rule.headers) out.set(key, value)
      }
      const file = fileFor(path)
      if (file) {
        out.set('Content-Type', contentType(file))
        if (!out.has('Cache-Control')) out.set('Cache-Control', 'public, max-age=0, must-revalidate')
        return { status: 200, location: null, headers: out, body: readFileSync(join(root, file), 'utf8') }
      }
      for (const { rule, regex } of rewrites) {
        const match = regex.exec(path)
        if (!match) continue
        const target = fileFor(fillDestination(rule.source, rule.destination, match))
        if (!target) continue
        out.set('Content-Type', contentType(target))
        if (!out.has('Cache-Control')) out.set('Cache-Control', 'public, max-age=0, must-revalidate')
        return { status: rule.statusCode ?? 200, location: null, headers: out, body: readFileSync(join(root, target), 'utf8') }
      }
      // Vercel's own miss: the root 404.html with status 404.
      out.set('Content-Type', 'text/html; charset=utf-8')
      if (!out.has('Cache-Control')) out.set('Cache-Control', 'public, max-age=0, must-revalidate')
      return { status: 404, location: null, headers: out, body: files.has('/404.html') ? readFileSync(join(root, '404.html'), 'utf8') : '' }
    },
  }
}
