// First visit (spec §4, §9): with no `locale` cookie, the Czech root follows the browser's
// languages — an English-preferring visitor goes to /en; any other page keeps its own language
// (the route prefix). Either way the locale in effect is kept in the cookie (365 days, path /,
// same-site lax), which the language switcher also sets. With the cookie, the Czech root follows
// its locale. The hosts decide the root server-side; the page covers what a host cannot
// (hosting/redirects/README.md): a plain static host has no rules, and neither has Netlify for the root
// (its Language condition takes a request without Accept-Language, a search engine's, as
// English); Netlify and Vercel cannot set the cookie. On the root the Czech home's first script (client/rootLanguage.ts,
// the same rule, held equal to firstVisit by its test) leaves before the page paints; hydration
// applies the rule again, to record the locale on every page and to send on a root served
// without that script (the dev server, the editors' preview).
import { constants } from '../shared/config/constants.js'
import { defaultLocale, isLocale, splitLocale, type Locale } from '../shared/config/locales.js'
import { path } from '../shared/config/routes.js'
import { readCookie, writeCookie } from './cookies.js'

/** The first supported language in the visitor's preference order (`en-GB` counts as `en`). */
export function preferredLocale(languages: readonly string[]): Locale | null {
  for (const language of languages) {
    const primary = language.trim().toLowerCase().split(/[-_]/)[0]
    if (isLocale(primary)) return primary
  }
  return null
}

export type FirstVisit = { remember: Locale; redirectTo: string | null }

/** What to do on a page load: once the cookie is set, only the root follows it. */
export function firstVisit({
  cookie,
  pathname,
  search = '',
  hash = '',
  languages,
}: {
  cookie: string | null
  pathname: string
  search?: string
  hash?: string
  languages: readonly string[]
}): FirstVisit | null {
  const home = path('home', defaultLocale)
  if (isLocale(cookie)) {
    return pathname === home && cookie !== defaultLocale ? { remember: cookie, redirectTo: path('home', cookie) + search + hash } : null
  }
  if (pathname !== home) return { remember: splitLocale(pathname).locale, redirectTo: null }
  const locale = preferredLocale(languages) ?? defaultLocale
  return { remember: locale, redirectTo: locale === defaultLocale ? null : path('home', locale) + search + hash }
}

export function rememberLocale(locale: Locale) {
  const { name, maxAgeDays, path: cookiePath, sameSite } = constants.localeCookie
  writeCookie(name, locale, { days: maxAgeDays, path: cookiePath, sameSite })
}

/** Runs before the first render (client/start/hydrate.tsx). Returns true when the page is being replaced. */
export function followBrowserLanguage(): boolean {
  const decision = firstVisit({
    cookie: readCookie(constants.localeCookie.name),
    pathname: location.pathname,
    search: location.search,
    hash: location.hash,
    languages: navigator.languages?.length ? navigator.languages : [navigator.language],
  })
  if (!decision) return false
  rememberLocale(decision.remember)
  if (!decision.redirectTo) return false
  location.replace(decision.redirectTo)
  return true
}
