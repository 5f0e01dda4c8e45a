import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { catalogs } from '../../locales/catalogs.js'
import { listPosition } from '../../renderer/listing.js'
import { pagedListSeo } from '../../renderer/pagedListSeo.js'
import { pageData } from '../../renderer/pageData.js'
import { documentCategoryPages, documentsCount, documentsPageSize, documentsSlice } from './list.js'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { locale, routeParams } = pageContext
  const t = catalogs[locale]
  const list = listPosition(documentsCount(locale), routeParams.page, documentsPageSize)
  if (!list) throw render(404)
  return pageData(pageContext, {
    ...pagedListSeo(locale, { first: 'documents', paged: 'documentsPage', size: documentsPageSize, countIn: documentsCount }, list.page),
    description: t['documents.description'],
  }, {
    categories: documentsSlice(locale, list.page) ?? [],
    index: documentCategoryPages(locale),
    page: list.page,
    pages: list.pages,
  })
}
