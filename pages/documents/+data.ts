import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { crumbs } from '../../renderer/crumbs.js'
import { catalogs } from '../../locales/catalogs.js'
import { fill, listAlternates, listPosition } from '../../renderer/listing.js'
import { pageCount } from '../../renderer/paginate.js'
import { pageData } from '../../renderer/pageData.js'
import { documentCategoryPages, documentsCount, documentsPageSize, documentsSlice } from './list.js'
import { documentsListPath } from './paths.js'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { locale, routeParams } = pageContext
  const t = catalogs[locale]
  const list = listPosition(documentsCount(locale), routeParams.page, documentsPageSize)
  if (!list) throw render(404)
  const own = documentsListPath(locale, list.page)
  const pageLabel = fill(t['listing.page'], { page: list.page })
  return pageData(pageContext, {
    title: list.page > 1 ? `${t['route.documents']} – ${pageLabel}` : t['route.documents'],
    description: t['documents.description'],
    path: own,
    // The same page in each locale that lists that many documents.
    alternates: listAlternates(list.page, (l) => pageCount(documentsCount(l), documentsPageSize), (l) => documentsListPath(l, list.page)),
    breadcrumbs: crumbs(locale, 'documents', ...(list.page > 1 ? [{ name: pageLabel, path: own }] : [])),
  }, {
    categories: documentsSlice(locale, list.page) ?? [],
    index: documentCategoryPages(locale),
    page: list.page,
    pages: list.pages,
  })
}
