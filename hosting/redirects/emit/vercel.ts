// Vercel `vercel.json`: redirects with `has`/`missing` conditions, headers, clean URLs, and a
// rewrite with status 404 for the prefixed locales' misses. Vercel turns these into routes in this
// order (vercel/vercel packages/routing-utils, getTransformedRoutes): clean-URL redirects,
// redirects, headers, the file system, then rewrites — so a rewrite only sees paths no file
// answers. Redirects carry the request's query over (Vercel: "all query strings found in the source
// path will be passed to the destination"). Sources are path-to-regexp 6.1 patterns, matched
// case-sensitively.
import { typedFolders } from '../../compression.js'
import { caseless, type HostRules } from '../rules.js'
import { splitSource } from '../types.js'
import { exactEntries, HostLimitError, limits, pathEntries } from './static-hosts.js'

type VercelCondition = { type: 'query' | 'cookie' | 'header'; key: string; value?: string }
type VercelRedirect = { source: string; destination: string; statusCode: 301 | 302; has?: VercelCondition[]; missing?: VercelCondition[] }
type VercelRewrite = { source: string; destination: string; statusCode?: 404 }
/** A Bulk Redirects entry (Vercel docs "Bulk Redirects"): an exact pathname, no query matching. */
export type VercelBulkRedirect = { source: string; destination: string; statusCode: 301; caseSensitive: boolean; query: boolean }
export type VercelConfig = {
  $schema: string
  cleanUrls: boolean
  /** The Bulk Redirects file (in the deployed folder), when the map's path entries do not fit the routes. */
  bulkRedirectsPath?: string

  redirects: VercelRedirect[]
  rewrites: VercelRewrite[]
  headers: { source: string; headers: { key: string; value: string }[] }[]
}

/** path-to-regexp specials in a literal source path. */
export const vercelPath = (p: string) => p.replace(/[()*+?:{}!]/g, (ch) => `\\${ch}`)
const regexLiteral = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** An optional trailing slash (a path-to-regexp 6 group): `/old/` reaches the target in one hop. */
const orSlash = '{/}?'

/**
 * Maintenance as two rules per locale (the bare prefix or root, extensionless paths), prefixed
 * locales first; the default locale's rules skip the prefixed locales' paths.
 */
function vercelMaintenance(rules: HostRules): VercelRedirect[] {
  const prefixed = rules.locales.filter((l) => l.prefix)
  return [...rules.locales]
    .sort((a, b) => b.prefix.length - a.prefix.length)
    .flatMap((l): VercelRedirect[] => {
      const own = regexLiteral(l.maintenancePage.slice(l.prefix.length + 1))
      const notOthers = l.prefix ? '' : prefixed.map((o) => `(?!${regexLiteral(o.prefix.slice(1))}(?:/|$))`).join('')
      const base = `${l.prefix}/`
      const to = l.maintenancePage
      return [
        { source: l.prefix || '/', destination: to, statusCode: 302 },
        { source: `${base}:path(${notOthers}(?!${own}$)[^.]*)`, destination: to, statusCode: 302 },
      ]
    })
}

/** The Bulk Redirects file's name, in dist/client beside vercel.json (a hidden file for every other host). */
export const vercelBulkFile = 'vercel-redirects.json'

/**
 * The map's path entries as Bulk Redirects: Vercel applies them before every other route,
 * case-insensitive (like nginx's map), the query kept (§9); the source with a trailing slash too,
 * so `/source/` reaches the target in one hop.
 */
function bulkRedirects(rules: HostRules): VercelBulkRedirect[] {
  return pathEntries(rules).flatMap((r) => [r.from, `${r.from}/`].map((source): VercelBulkRedirect => ({ source, destination: r.to, statusCode: 301, caseSensitive: false, query: true })))
}

export type VercelFiles = { config: VercelConfig; bulk: VercelBulkRedirect[] | null }

/**
 * vercel.json, with the map's path entries as its own redirects while the routes fit the limit,
 * else in the Bulk Redirects file (`routesLimit`: lowered by a test to run that form on a small site).
 */
export function vercelFiles(rules: HostRules, routesLimit: number = limits.vercel.routes): VercelFiles {
  const inline = vercelConfig(rules, true)
  if (vercelRoutes(inline) <= routesLimit) return { config: inline, bulk: null }
  const config = { ...vercelConfig(rules, false), bulkRedirectsPath: vercelBulkFile }
  const routes = vercelRoutes(config)
  if (routes > routesLimit) {
    throw new HostLimitError(`Vercel vercel.json: ${routes} routes besides the Bulk Redirects file (redirects + headers + rewrites + 3 of the platform), the limit is ${routesLimit}`)
  }
  return { config, bulk: bulkRedirects(rules) }
}

/** Clean URLs add two routes, the file system one, and each entry one. */
const vercelRoutes = (config: VercelConfig) => config.redirects.length + config.headers.length + config.rewrites.length + 3

/** `withPathEntries`: the map's path entries as redirects of vercel.json (false: they go to the Bulk Redirects file). */
export function vercelConfig(rules: HostRules, withPathEntries = true): VercelConfig {
  const prefixed = rules.locales.filter((l) => l.prefix)
  const maintenance = rules.maintenance ? vercelMaintenance(rules) : []
  const exact = exactEntries(rules).map((r): VercelRedirect => {
    const { path, query } = splitSource(r.from)
    const has = query
      .slice(1)
      .split('&')
      .map((pair): VercelCondition => {
        const [key = '', value = ''] = pair.split('=')
        return { type: 'query', key: decodeURIComponent(key), value: `^${regexLiteral(decodeURIComponent(value))}$` }
      })
    return { source: vercelPath(path) + orSlash, has, destination: r.to, statusCode: 301 }
  })
  const byPath = (withPathEntries ? pathEntries(rules) : []).map((r): VercelRedirect => ({ source: vercelPath(r.from) + orSlash, destination: r.to, statusCode: 301 }))
  const root = prefixed.flatMap((l): VercelRedirect[] => [
    { source: '/', has: [{ type: 'cookie', key: rules.localeCookie, value: `^${caseless(l.code)}$` }], destination: l.prefix, statusCode: 302 },
    // Vercel anchors a condition's value (`^value$`, as Next.js's matchHas): the rest of the header may follow.
    { source: '/', missing: [{ type: 'cookie', key: rules.localeCookie }], has: [{ type: 'header', key: 'accept-language', value: `${l.preferredBy}.*` }], destination: l.prefix, statusCode: 302 },
  ])
  // Spec §5: trailing slashes removed with 301 and the query kept. `trailingSlash: false` would
  // answer 308; `:path+` needs a segment, so the root is left alone.
  const trailingSlash: VercelRedirect = { source: '/:path+/', destination: '/:path+', statusCode: 301 }
  const config: VercelConfig = {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    cleanUrls: true,
    redirects: [...maintenance, ...exact, ...byPath, ...root, trailingSlash],
    // Vercel serves the root 404.html for every miss; the prefixed locales get their own.
    rewrites: prefixed.map((l) => ({ source: `${l.prefix}/(.*)`, destination: `/${l.notFoundFile}`, statusCode: 404 })),
    headers: [
      { source: '/(.*)', headers: rules.security.map(([key, value]) => ({ key, value })) },
      { source: `${rules.cache.hashed.prefix}(.*)`, headers: [{ key: 'Cache-Control', value: rules.cache.hashed.value }] },
      // A later rule's header replaces an earlier one's of the same name: the media policy's CSP for files from the API.
      { source: `${rules.cache.media.prefix}(.*)`, headers: [{ key: 'Cache-Control', value: rules.cache.media.value }, ...rules.media.headers.map(([key, value]) => ({ key, value }))] },
      ...typedFolders.map((f) => ({ source: `${f.prefix}(.*)`, headers: [{ key: 'Content-Type', value: f.type }] })),
      { source: '/', headers: [{ key: 'Vary', value: 'Cookie, Accept-Language' }] },
    ],
  }
  return config
}
