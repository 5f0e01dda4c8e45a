// Breadcrumb trails start at home; names of fixed routes come from the catalog.
import type { Locale } from '../config/locales.js'
import { path, type RouteKey } from '../config/routes.js'
import { catalogs } from '../locales/catalogs.js'
import type { Crumb } from './seo.js'

export function crumbs(locale: Locale, ...rest: (Crumb | RouteKey)[]): Crumb[] {
  const t = catalogs[locale]
  const home: Crumb = { name: t['breadcrumbs.home'], path: path('home', locale) }
  return [home, ...rest.map((c) => (typeof c === 'string' ? { name: t[`route.${c}` as const] ?? c, path: path(c, locale) } : c))]
}
