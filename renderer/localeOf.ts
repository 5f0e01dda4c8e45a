// The page's locale. +onBeforeRoute sets it, but an error page rendered after a +data hook threw
// render(404) may not carry it, and an error page in the browser never does (a host serves the
// root 404 for English URLs too): then it is read from the URL's prefix — the original URL on the
// server; in the browser the address bar's.
import { isLocale, splitLocale, type Locale } from '../shared/config/locales.js'

export function localeOf(pageContext: { locale?: unknown; urlOriginal?: unknown }): Locale {
  if (isLocale(pageContext.locale)) return pageContext.locale
  const url = typeof pageContext.urlOriginal === 'string' ? pageContext.urlOriginal : typeof location === 'undefined' ? '/' : location.pathname
  return splitLocale(new URL(url, 'http://localhost').pathname).locale
}
