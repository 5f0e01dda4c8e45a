// Editorial pages bound to fixed routes (content `pages` with route_key: about, time for change,
// donation fund, career, reliable partner). Server only.
import type { PageContextServer } from 'vike/types'
import type { Locale } from '../shared/config/locales.js'
import { path } from '../shared/config/routes.js'
import type { InfoPage } from '../content-pipeline/model.js'
import { content } from './content.js'
import { crumbs } from './crumbs.js'
import { messagesOf } from '../shared/locales/buildMessages.js'
import { pageData } from './pageData.js'
import { routeAlternates, type Seo } from './seo.js'
import { htmlToText } from './text.js'

/** What components/content/InfoArticle.tsx shows of an editorial page. */
export type InfoBody = { title: string; perex: string | null; body: string }

export type InfoRouteKey = NonNullable<InfoPage['route_key']>

/**
 * The page's title, perex and body. The route exists in every locale even when the editors have
 * not written its page there yet: it then shows the route's name and no body, not a 404.
 */
export function routePage(locale: Locale, key: InfoRouteKey): InfoBody {
  const page = content(locale, 'pages').find((p) => p.route_key === key)
  if (!page) return { title: messagesOf(locale)(`route.${key}`), perex: null, body: '' }
  return { title: page.title, perex: page.perex, body: page.body }
}

/** Meta description: the perex, else the body's opening words. */
export function describe(page: InfoBody, fallback: string): string {
  const text = page.perex ?? htmlToText(page.body)
  if (!text) return fallback
  return text.length > 160 ? `${text.slice(0, 157).replace(/\s+\S*$/, '')}…` : text
}

/** SEO block of a fixed route showing a route-bound page. */
export function routePageSeo(locale: Locale, key: InfoRouteKey, page: InfoBody, extra: Partial<Seo> = {}): Seo {
  return {
    title: page.title,
    description: describe(page, page.title),
    path: path(key, locale),
    alternates: routeAlternates(key),
    // The last crumb names the page as its heading does, not by the route's short name.
    breadcrumbs: crumbs(locale, { name: page.title, path: path(key, locale) }),
    ...extra,
  }
}

/** +data of a route that shows only its page (time for change, donation fund, reliable partner). */
export function routePageData(pageContext: PageContextServer, key: InfoRouteKey, extra: Partial<Seo> = {}) {
  const page = routePage(pageContext.locale, key)
  return pageData(pageContext, routePageSeo(pageContext.locale, key, page, extra), { page })
}
