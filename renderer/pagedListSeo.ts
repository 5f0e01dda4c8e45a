// The SEO fields of page n of a paged list that takes no other parameter (glossary, documents,
// podcast, references, people, jobs): the list's name with the page, its own path, the same page in each
// locale whose list is that long (hreflang may only point at pre-rendered pages), and the trail.
import type { Locale } from '../config/locales.js'
import { listPagePath, type RouteKey } from '../config/routes.js'
import { catalogs } from '../locales/catalogs.js'
import { crumbs } from './crumbs.js'
import { fill, listAlternates } from './listing.js'
import { pageCount } from './paginate.js'
import type { Seo } from './seo.js'

export function pagedListSeo(
  locale: Locale,
  /** `parents`: the routes above the list in the trail (after home). */
  list: { first: RouteKey; paged: RouteKey; size: number; countIn: (locale: Locale) => number; parents?: RouteKey[] },
  page: number,
): Pick<Seo, 'title' | 'path' | 'alternates' | 'breadcrumbs'> {
  const t = catalogs[locale]
  const own = listPagePath(list.first, list.paged, locale, page)
  const label = fill(t['listing.page'], { page })
  const name = t[`route.${list.first}`]
  return {
    title: page > 1 ? `${name} – ${label}` : name,
    path: own,
    alternates: listAlternates(page, (l) => pageCount(list.countIn(l), list.size), (l) => listPagePath(list.first, list.paged, l, page)),
    breadcrumbs: crumbs(locale, ...(list.parents ?? []), list.first, ...(page > 1 ? [{ name: label, path: own }] : [])),
  }
}
