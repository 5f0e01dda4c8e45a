// The rules of HostRules applied to one request, in the order every host file applies them
// (spec §4 middleware order: trailing slash, old URLs, language; maintenance before all):
//   1. host config files are never served (404);
//   2. maintenance: a page request answers 302 to the localized maintenance page (assets pass);
//   3. the 301 map: exact path + query entries, then path entries (request query carried over) —
//      looked up on the path without its trailing slash, so `/old/` reaches the target in one hop;
//   4. trailing slash removed (root excepted), query kept: 301;
//   5. root: 302 to the locale prefix the cookie names, or with no cookie the browser prefers
//      (then the redirect also sets the cookie, so the first visit's language is remembered);
//   6. serve the file, else the locale's 404 page with status 404.
// The preview server runs this; nginx and Apache get the same steps as config, and the host tests
// hold all three to the same expectations.
import { posix } from 'node:path'
import { type HostRules, type LocaleRule, rootRedirect } from './rules.js'
import { splitSource } from './types.js'

export type Decision = { kind: 'redirect'; status: 301 | 302; location: string; vary?: string; setCookie?: string } | { kind: 'serve'; vary?: string } | { kind: 'notFound'; locale: LocaleRule }

export type RequestFacts = {
  /** The raw request target: path and query as sent. */
  url: string
  cookie?: string
  acceptLanguage?: string
}

export type Engine = { decide(request: RequestFacts, exists: (path: string) => boolean): Decision }

/** The locale a path belongs to by its prefix. */
export function localeOfPath(rules: HostRules, pathname: string): LocaleRule {
  const prefixed = rules.locales.find((l) => l.prefix && (pathname === l.prefix || pathname.startsWith(l.prefix + '/')))
  const fallback = rules.locales.find((l) => l.code === rules.defaultLocale)
  if (!fallback) throw new Error(`rules: default locale ${rules.defaultLocale} missing`)
  return prefixed ?? fallback
}

/** Page requests are extensionless paths; everything else is an asset. */
export function isPageRequest(pathname: string): boolean {
  return !/\.[A-Za-z0-9]+$/.test(pathname)
}

/** The value of one cookie from a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || undefined
  }
  return undefined
}

export function createEngine(rules: HostRules): Engine {
  // Case-insensitive, as nginx's map and Apache's [NC] match.
  const exact = new Map<string, string>()
  const byPath = new Map<string, string>()
  for (const r of rules.redirects) (r.from.includes('?') ? exact : byPath).set(r.from.toLowerCase(), r.to)
  const hidden = new Set(rules.hiddenFiles)
  const maintenancePages = new Set(rules.locales.map((l) => l.maintenancePage))
  const rootVary = 'Cookie, Accept-Language'

  return {
    decide({ url, cookie, acceptLanguage }, exists) {
      const { path: rawPath, query } = splitSource(url)
      let decoded = rawPath
      try {
        decoded = decodeURIComponent(rawPath)
      } catch {
        /* keep raw */
      }

      // Normalized, as the file lookup is: `/./_headers` and `//_headers` name the same file.
      if (hidden.has(posix.normalize(decoded))) {
        return { kind: 'notFound', locale: localeOfPath(rules, decoded) }
      }
      if (rules.maintenance && isPageRequest(decoded) && !maintenancePages.has(decoded)) {
        return { kind: 'redirect', status: 302, location: localeOfPath(rules, decoded).maintenancePage }
      }
      // Without its trailing slashes; leading ones collapsed too, or `//evil.example/` would send
      // `Location: //evil.example`, another origin (nginx's $korvina_path does the same).
      const trimmed = rawPath.replace(/(?<=[^/])\/+$/, '')
      const path = trimmed === rawPath ? rawPath : trimmed.replace(/^\/+/, '/')
      const exactTarget = query ? exact.get((path + query).toLowerCase()) : undefined
      if (exactTarget) return { kind: 'redirect', status: 301, location: exactTarget }
      const pathTarget = byPath.get(path.toLowerCase())
      if (pathTarget) return { kind: 'redirect', status: 301, location: pathTarget + query }
      if (path !== rawPath) return { kind: 'redirect', status: 301, location: path + query }
      if (path === '/') {
        const to = rootRedirect(rules, cookieValue(cookie, rules.localeCookie), acceptLanguage)
        if (!to) return { kind: 'serve', vary: rootVary }
        const setCookie = to.remember ? rules.localeCookieHeader[to.locale.code] : undefined
        return { kind: 'redirect', status: 302, location: to.locale.prefix + query, vary: rootVary, ...(setCookie ? { setCookie } : {}) }
      }
      return exists(rawPath) ? { kind: 'serve' } : { kind: 'notFound', locale: localeOfPath(rules, decoded) }
    },
  }
}
