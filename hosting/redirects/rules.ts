// Everything a host must do per request, decided at build time (a static host runs no
// middleware): the 301 map, the trailing-slash rule, the root locale rule, per-locale 404 pages,
// maintenance mode and the response headers. Every emitter and the preview server read this one
// object; the build writes it to dist/hosting/rules.json.
import { readFileSync } from 'node:fs'
import { constants } from '../../shared/config/constants.js'
import { defaultLocale, type Locale, localeCodes, locales } from '../../shared/config/locales.js'
import { path } from '../../shared/config/routes.js'
import { cachePolicy, mediaPolicy, securityHeaders, thirdPartyOrigins } from '../headers.js'
import type { RedirectMap } from './map.js'
import type { Redirect } from './types.js'

export type LocaleRule = {
  code: Locale
  /** '' for the default locale, '/en' for English. */
  prefix: string
  /** Path of the localized maintenance page. */
  maintenancePage: string
  /** File (relative to the document root) served with status 404 under this locale. */
  notFoundFile: string
  /** Regex over Accept-Language: this locale is the first of the site's locales the browser lists. */
  preferredBy: string
}

export type HostRules = {
  redirects: Redirect[]
  stats: RedirectMap['stats']
  /** Settings say maintenance `is_enabled` (or MAINTENANCE=1 at build). */
  maintenance: boolean
  defaultLocale: Locale
  locales: LocaleRule[]
  localeCookie: string
  /**
   * Set-Cookie value per prefixed locale, sent with a root redirect decided by the browser's
   * language: the first visit's choice is remembered (§9: 365 days, path /, same-site lax).
   */
  localeCookieHeader: Partial<Record<Locale, string>>
  /** Headers of every response. */
  security: [string, string][]
  /** Under its prefix (/media/, files from the API), answers below 400 send these instead of the same-named ones of `security` (hosting/headers.ts mediaPolicy). */
  media: typeof mediaPolicy
  cache: typeof cachePolicy
  /** Config files of the hosts that sit in the document root and must never be served. */
  hiddenFiles: string[]
  /** Every page of the build (for hosts that can only list pages, e.g. in maintenance). */
  pages: string[]
}

/** `cs` → `[Cc][Ss]`: one regex that is case-insensitive in PCRE (nginx, Apache) and JS (Vercel, Node) alike. */
export const caseless = (s: string) => s.replace(/[a-z]/gi, (ch) => `[${ch.toUpperCase()}${ch.toLowerCase()}]`)

/**
 * Accept-Language lists languages by preference (browsers sort by q): the browser "prefers" `code`
 * when, of the site's locales, `code` is the first one listed. `cs,en;q=0.8` → cs; `de,en;q=0.8` → en.
 * Each skipped entry is matched one way only (`[^,]*,`, its leading spaces inside the lookahead):
 * a `\s*` before `[^,]*` could split the spaces many ways, which backtracks exponentially on a
 * header like `  ,  ,  ,…x` and let ` cs` be skipped by starting the lookahead at the space.
 */
/** Other hosts' config files in the document root: never served (and never precompressed). */
export const hiddenHostFiles = ['/.htaccess', '/_redirects', '/_headers', '/vercel.json', '/vercel-redirects.json', '/_worker.js', '/_routes.json'] as const

export function preferredByPattern(code: Locale, all: readonly Locale[] = localeCodes): string {
  const any = `(?:${all.map(caseless).join('|')})`
  return `^(?:(?!\\s*${any}(?![A-Za-z]))[^,]*,)*\\s*${caseless(code)}(?![A-Za-z])`
}

export function localeCookieHeader(code: Locale): string {
  const c = constants.localeCookie
  return `${c.name}=${code}; Max-Age=${c.maxAgeDays * 86_400}; Path=${c.path}; SameSite=${c.sameSite}`
}

/**
 * Where the root sends the visitor (spec §4, §9): the prefixed locale the cookie names, or with no
 * cookie the one the browser prefers (then `remember`: the redirect sets the cookie); null = stay
 * on the default locale's home.
 */
export function rootRedirect(rules: Pick<HostRules, 'locales'>, cookie: string | undefined, acceptLanguage: string | undefined): { locale: LocaleRule; remember: boolean } | null {
  const prefixed = rules.locales.filter((l) => l.prefix)
  if (cookie) {
    const locale = prefixed.find((l) => l.code === cookie.toLowerCase())
    return locale ? { locale, remember: false } : null
  }
  const locale = prefixed.find((l) => new RegExp(l.preferredBy).test(acceptLanguage ?? ''))
  return locale ? { locale, remember: true } : null
}

export function hostRules({
  map,
  pages,
  maintenance,
  scriptHashes = [],
  env = process.env,
}: {
  map: RedirectMap
  pages: string[]
  maintenance: boolean
  /** CSP hashes of the pages' inline scripts, each one the project wrote (hosting/headers.ts checkInlineScripts). */
  scriptHashes?: string[]
  env?: Record<string, string | undefined>
}): HostRules {
  return {
    redirects: map.redirects,
    stats: map.stats,
    maintenance,
    defaultLocale,
    locales: locales.map((l) => ({
      code: l.code,
      prefix: l.prefix,
      maintenancePage: path('maintenance', l.code),
      notFoundFile: l.prefix ? `${l.prefix.slice(1)}/404.html` : '404.html',
      preferredBy: preferredByPattern(l.code),
    })),
    localeCookie: constants.localeCookie.name,
    localeCookieHeader: Object.fromEntries(locales.filter((l) => l.prefix).map((l) => [l.code, localeCookieHeader(l.code)])),
    security: securityHeaders(thirdPartyOrigins(env), scriptHashes),
    media: mediaPolicy,
    cache: cachePolicy,
    hiddenFiles: [...hiddenHostFiles],
    pages,
  }
}

/** Maintenance from settings, overridden by MAINTENANCE=1/0 (for tests and emergencies). */
export function maintenanceEnabled(settingsSay: boolean, env: Record<string, string | undefined> = process.env): boolean {
  if (env.MAINTENANCE === '1' || env.MAINTENANCE === 'true') return true
  if (env.MAINTENANCE === '0' || env.MAINTENANCE === 'false') return false
  return settingsSay
}

export const rulesFileName = 'rules.json'

export function readRules(file: string): HostRules {
  // Written by this project's own build (emit/index.ts) from a HostRules value.
  const rules: HostRules = JSON.parse(readFileSync(file, 'utf8'))
  return rules
}
