// The SEO fields every fixed route (no params) shares: its catalog name as the title, its path
// and both locales as alternates.
import type { Locale } from '../shared/config/locales.js'
import { path, type RouteKey } from '../shared/config/routes.js'
import { messagesOf } from '../shared/locales/buildMessages.js'
import { routeAlternates, type Seo } from './seo.js'

export function fixedRouteSeo(locale: Locale, key: RouteKey): Pick<Seo, 'title' | 'path' | 'alternates'> {
  return { title: messagesOf(locale)(`route.${key}`), path: path(key, locale), alternates: routeAlternates(key) }
}
