// The page's locale. +onBeforeRoute sets it, but an error page rendered after a +data hook threw
// render(404) may not carry it: then it is read from the URL's prefix — the original URL on the
// server; in the browser, where Server Routing passes no URL to the page, the address bar's.
import type { PageContext } from 'vike/types'
import { isLocale, splitLocale, type Locale } from '../config/locales.js'

export function localeOf(pageContext: Pick<PageContext, 'locale' | 'urlOriginal'>): Locale {
  if (isLocale(pageContext.locale)) return pageContext.locale
  const url = (pageContext.urlOriginal as string | undefined) ?? (typeof location === 'undefined' ? '/' : location.pathname)
  return splitLocale(new URL(url, 'http://localhost').pathname).locale
}
