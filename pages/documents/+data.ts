import type { PageContextServer } from 'vike/types'
import { messagesOf } from '../../shared/locales/buildMessages.js'
import { pagedListPage } from '../../page-data/pagedList.js'
import { pageData } from '../../page-data/pageData.js'
import { documentCategoryPages, documentsCount, documentsPageSize, documentsSlice } from './list.js'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { locale, routeParams } = pageContext
  const t = messagesOf(locale)
  const list = pagedListPage(locale, routeParams.page, { first: 'documents', paged: 'documentsPage', size: documentsPageSize, countIn: documentsCount })
  return pageData(
    pageContext,
    {
      ...list.seo,
      description: t('documents.description'),
    },
    {
      categories: documentsSlice(locale, list.page) ?? [],
      index: documentCategoryPages(locale),
      page: list.page,
      pages: list.pages,
    },
  )
}
