// The hand-kept list of old URLs (legacy.json): checked against its struct, then each `to` is
// resolved to a path — a literal path as written, or an app:// link resolved like content links.
import { readFileSync } from 'node:fs'
import { array, create, enums, object, optional, string, StructError, type Infer } from 'superstruct'
import { type Locale, localeCodes } from '../../shared/config/locales.js'
import { path, routes, type RouteKey } from '../../shared/config/routes.js'
import type { Redirect } from './types.js'

const LegacyEntry = object({
  from: string(),
  to: string(),
  locale: optional(enums(localeCodes)),
  note: string(),
})
const LegacyFile = object({ $comment: optional(string()), redirects: array(LegacyEntry) })
export type LegacyEntry = Infer<typeof LegacyEntry>

export const legacyFile = new URL('./legacy.json', import.meta.url)

export function readLegacy(file: URL | string = legacyFile): LegacyEntry[] {
  const text = readFileSync(file, 'utf8')
  try {
    return create(JSON.parse(text), LegacyFile).redirects
  } catch (err) {
    if (err instanceof StructError) throw new Error(`${String(file)}: ${err.path.join('.') || 'file'}: ${err.message}`, { cause: err })
    throw new Error(`${String(file)}: ${(err as Error).message}`, { cause: err })
  }
}

/** Finds an item's localized path by link kind and id (`service-group`, 3, 'cs'), or undefined. */
export type LinkLookup = (linkKind: string, id: number, locale: Locale) => string | undefined

const APP = /^app:\/\/([a-z-]+)\/([A-Za-z0-9]+)$/

function isFixedRoute(key: string): key is RouteKey {
  return Object.hasOwn(routes, key) && Object.values(routes[key as RouteKey]).every((p: string) => !p.includes(':'))
}

/** Legacy entries as redirects; entries whose target cannot be resolved are reported in `errors`. */
export function legacyRedirects(entries: LegacyEntry[], lookup: LinkLookup): { redirects: Redirect[]; errors: string[] } {
  const redirects: Redirect[] = []
  const errors: string[] = []
  entries.forEach((entry, index) => {
    const label = `legacy entry ${index + 1} (${entry.from} → ${entry.to})`
    let to: string | undefined
    const link = APP.exec(entry.to)
    if (entry.to.startsWith('/')) to = entry.to
    else if (!link) errors.push(`${label}: "to" must be a path or app://{kind}/{id} or app://route/{routeKey}`)
    else if (!entry.locale) errors.push(`${label}: an app:// target needs "locale"`)
    else {
      const [, kind = '', target = ''] = link
      if (kind === 'route') {
        if (isFixedRoute(target)) to = path(target, entry.locale)
        else errors.push(`${label}: route "${target}" is not a route without parameters`)
      } else {
        to = /^[1-9]\d*$/.test(target) ? lookup(kind, Number(target), entry.locale) : undefined
        if (to === undefined) errors.push(`${label}: ${kind} ${target} does not exist in ${entry.locale}`)
      }
    }
    if (to !== undefined) redirects.push({ from: entry.from, to: to.split('#')[0] ?? to, origin: 'legacy', label })
  })
  return { redirects, errors }
}
