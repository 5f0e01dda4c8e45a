// A page of a paged list that takes no other parameter (career blog, glossary, documents,
// podcast, references, people, jobs, blog archive): which page the URL asks for (404 past the
// end), and its SEO fields: the list's name with the page, its own path, the same page in each
// locale whose list is that long (hreflang may only point at pre-rendered pages), and the trail.
import { render } from 'vike/abort'
import type { Locale } from '../shared/config/locales.js'
import { listPagePath, type RouteKey } from '../shared/config/routes.js'
import { messagesOf } from '../shared/locales/buildMessages.js'
import { crumbs } from './crumbs.js'
import { listAlternates, listPosition } from './listing.js'
import { pageCount } from './paginate.js'
import type { Seo } from './seo.js'

export type PagedList = {
  /** The list's route (page 1) and its numbered twin (`:page`). */
  first: RouteKey
  paged: RouteKey
  size: number
  /** How many items the list has in a locale. */
  countIn: (locale: Locale) => number
  /** The routes above the list in the trail (after home). */
  parents?: RouteKey[]
}

export function pagedListPage(locale: Locale, pageParam: string | undefined, list: PagedList): { page: number; pages: number; seo: Pick<Seo, 'title' | 'path' | 'alternates' | 'breadcrumbs'> } {
  const at = listPosition(list.countIn(locale), pageParam, list.size)
  if (!at) throw render(404)
  const { page } = at
  const t = messagesOf(locale)
  const own = listPagePath(list.first, list.paged, locale, page)
  const label = t('listing.page', { page })
  const name = t(`route.${list.first}`)
  return {
    ...at,
    seo: {
      title: page > 1 ? `${name} – ${label}` : name,
      path: own,
      alternates: listAlternates(
        page,
        (l) => pageCount(list.countIn(l), list.size),
        (l) => listPagePath(list.first, list.paged, l, page),
      ),
      breadcrumbs: crumbs(locale, ...(list.parents ?? []), list.first, ...(page > 1 ? [{ name: label, path: own }] : [])),
    },
  }
}
