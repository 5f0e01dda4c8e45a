// Vercel: its own conversion of `vercel.json` into the routes its edge runs
// (`@vercel/routing-utils` getTransformedRoutes, with the path-to-regexp it publishes and pins), and
// those routes applied to a request the way Vercel's Build Output API documents them ("routes":
// `src` a regular expression on the pathname, `has`/`missing` conditions, a route with `status` and
// `Location` answers, `continue: true` adds its headers and goes on, `handle: "filesystem"` serves
// a file that exists, a route after it rewrites to `dest` with its `status`). No route is written
// here: each comes from the conversion. A redirect passes the request's query on to its destination
// (Vercel's guide on redirects with query strings).
//
// Bulk Redirects (`bulkRedirectsPath`) run in Vercel's network before the routes and have no local
// runtime: a map over the route limit is checked here against their documented contract (the
// pathname only, `caseSensitive`, `query`), which hosting/redirects/README.md's host table states.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { getTransformedRoutes, isHandler, type GetRoutesProps, type HasField, type Route } from '@vercel/routing-utils'
import type { VercelBulkRedirect } from '../../../hosting/redirects/emit/vercel.js'

export type VercelEngine = { answer(request: Request): Promise<Response> }

/** Every file of the document root as a site path (`/en/404.html`). */
function siteFiles(root: string): Set<string> {
  const out = new Set<string>()
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else out.add('/' + relative(root, full).split(sep).join('/'))
    }
  }
  walk(root)
  return out
}

const contentType = (file: string) => (file.endsWith('.html') ? 'text/html; charset=utf-8' : file.endsWith('.js') ? 'application/javascript; charset=utf-8' : 'application/octet-stream')

function cookies(header: string | null): Map<string, string> {
  const out = new Map<string, string>()
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0) out.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim())
  }
  return out
}

/** A `has`/`missing` item: present, and its `value` (a regular expression, anchored as Vercel does) matches. */
function holds(item: HasField[number], request: Request): boolean {
  const url = new URL(request.url)
  const value =
    item.type === 'host'
      ? url.hostname
      : item.type === 'header'
        ? (request.headers.get(item.key) ?? undefined)
        : item.type === 'cookie'
          ? cookies(request.headers.get('cookie')).get(item.key)
          : (url.searchParams.get(item.key) ?? undefined)
  if (value === undefined) return false
  if (item.value === undefined) return true
  if (typeof item.value !== 'string') throw new Error(`vercel.json: a condition value that is not a string is not used by this site (${JSON.stringify(item.value)})`)
  return new RegExp(`^${item.value}$`).test(value)
}

/** `$1`, `$name` in a route's `dest` or header value, from its `src` match. */
const substitute = (text: string, match: RegExpExecArray) =>
  text.replace(/\$(\d+|[A-Za-z_]\w*)/g, (all, key: string) => (/^\d+$/.test(key) ? (match[Number(key)] ?? '') : (match.groups?.[key] ?? all)))

export function startVercel({ root, configFile }: { root: string; configFile: string }): VercelEngine {
  // Written by hosting/redirects/emit/vercel.ts from a typed value; the conversion validates it.
  const config: GetRoutesProps & { bulkRedirectsPath?: string } = JSON.parse(readFileSync(configFile, 'utf8'))
  const { bulkRedirectsPath, ...routing } = config
  const { routes, error } = getTransformedRoutes(routing)
  if (error || !routes) throw new Error(`Vercel rejects vercel.json: ${error?.message ?? 'no routes'}`)
  const bulkFile = bulkRedirectsPath ? join(dirname(configFile), bulkRedirectsPath) : undefined
  const bulk: VercelBulkRedirect[] = bulkFile && existsSync(bulkFile) ? JSON.parse(readFileSync(bulkFile, 'utf8')) : []
  const bulkExact = new Map(bulk.filter((b) => b.caseSensitive).map((b) => [b.source, b]))
  const bulkCaseless = new Map(bulk.filter((b) => !b.caseSensitive).map((b) => [b.source.toLowerCase(), b]))
  const files = siteFiles(root)

  /** The file system with clean URLs (`/x` → x.html, `/` → index.html). */
  const fileFor = (path: string): string | null => {
    let decoded = path
    try {
      decoded = decodeURIComponent(path)
    } catch {
      /* as sent */
    }
    if (decoded === '/') return '/index.html'
    if (files.has(decoded) && !decoded.endsWith('.html')) return decoded
    if (routing.cleanUrls && files.has(`${decoded}.html`)) return `${decoded}.html`
    return files.has(decoded) ? decoded : null
  }
  const serve = (file: string, status: number, headers: Headers) => {
    headers.set('Content-Type', contentType(file))
    if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'public, max-age=0, must-revalidate')
    return new Response(readFileSync(join(root, file)), { status, headers })
  }

  return {
    async answer(request) {
      const url = new URL(request.url)
      const bulkHit = bulkExact.get(url.pathname) ?? bulkCaseless.get(url.pathname.toLowerCase())
      if (bulkHit) return new Response(null, { status: bulkHit.statusCode, headers: { Location: bulkHit.destination + (bulkHit.query ? url.search : '') } })
      const headers = new Headers()
      let path = url.pathname
      let phase: string | null = null
      for (const route of routes as Route[]) {
        if (isHandler(route)) {
          if (route.handle === 'filesystem') {
            const file = fileFor(path)
            if (file) return serve(file, 200, headers)
          }
          phase = route.handle
          continue
        }
        if (phase !== null && phase !== 'filesystem') continue
        const match = new RegExp(route.src).exec(path)
        if (!match) continue
        if (!(route.has ?? []).every((c) => holds(c, request)) || (route.missing ?? []).some((c) => holds(c, request))) continue
        const routeHeaders = Object.entries(route.headers ?? {}).map(([k, v]) => [k, substitute(v, match)] as const)
        const location = routeHeaders.find(([k]) => k.toLowerCase() === 'location')?.[1]
        if (location !== undefined && route.status) {
          const to = url.search ? (location.includes('?') ? `${location}&${url.search.slice(1)}` : location + url.search) : location
          return new Response(null, { status: route.status, headers: { Location: to } })
        }
        for (const [k, v] of routeHeaders) headers.set(k, v)
        if (route.continue) continue
        if (route.dest) {
          const target = fileFor(substitute(route.dest, match).split('?')[0] ?? '/')
          if (target) return serve(target, route.status ?? 200, headers)
          path = substitute(route.dest, match)
        }
      }
      // Vercel's own miss: the root 404.html with status 404.
      return files.has('/404.html') ? serve('/404.html', 404, headers) : new Response('Not found', { status: 404, headers })
    },
  }
}
