// Breadcrumb trails start at home; names of fixed routes come from the catalog.
import type { Locale } from '../shared/config/locales.js'
import { path, type RouteKey } from '../shared/config/routes.js'
import { messagesOf } from '../shared/locales/buildMessages.js'
import type { Crumb } from './seo.js'

export function crumbs(locale: Locale, ...rest: (Crumb | RouteKey)[]): Crumb[] {
  const t = messagesOf(locale)
  const home: Crumb = { name: t('breadcrumbs.home'), path: path('home', locale) }
  return [home, ...rest.map((c) => (typeof c === 'string' ? { name: t(`route.${c}`) ?? c, path: path(c, locale) } : c))]
}
