import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { constants } from '../../config/constants.js'
import { crumbs } from '../../renderer/crumbs.js'
import { catalogs } from '../../locales/catalogs.js'
import { careerListSlice, careerPostCount } from '../../renderer/blogLists.js'
import { pageCount } from '../../renderer/paginate.js'
import { pageData } from '../../renderer/pageData.js'
import { fill, listAlternates, listPosition } from '../../renderer/listing.js'
import { careerListPath } from './paths.js'

export type Data = Awaited<ReturnType<typeof data>>

const size = constants.pageSize.careerBlog

export async function data(pageContext: PageContextServer) {
  const { locale, routeParams } = pageContext
  const t = catalogs[locale]
  // The count and the page's own slice: a changed post re-renders only the page it is on.
  const list = listPosition(careerPostCount(locale), routeParams.page, size)
  if (!list) throw render(404)
  const posts = careerListSlice(locale, `all:${list.page}`) ?? []
  const own = careerListPath(locale, list.page)
  const pageLabel = fill(t['listing.page'], { page: list.page })
  return pageData(pageContext, {
    title: list.page > 1 ? `${t['route.careerBlog']} – ${pageLabel}` : t['route.careerBlog'],
    description: t['careerBlog.description'],
    path: own,
    alternates: listAlternates(list.page, (l) => pageCount(careerPostCount(l), size), (l) => careerListPath(l, list.page)),
    breadcrumbs: crumbs(locale, 'careerBlog', ...(list.page > 1 ? [{ name: pageLabel, path: own }] : [])),
  }, {
    posts,
    page: list.page,
    pages: list.pages,
  })
}
