// The page's locale. +onBeforeRoute sets it, but an error page rendered after a +data hook threw
// render(404) may not carry it: then it is read from the original URL's prefix.
import type { PageContext } from 'vike/types'
import { isLocale, splitLocale, type Locale } from '../config/locales.js'

export function localeOf(pageContext: Pick<PageContext, 'locale' | 'urlOriginal'>): Locale {
  if (isLocale(pageContext.locale)) return pageContext.locale
  return splitLocale(new URL(pageContext.urlOriginal, 'http://localhost').pathname).locale
}
