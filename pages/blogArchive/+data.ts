import type { PageContextServer } from 'vike/types'
import { messagesOf } from '../../shared/locales/buildMessages.js'
import { pagedListPage } from '../../page-data/pagedList.js'
import { pageData } from '../../page-data/pageData.js'
import { archiveCount, archivePageSize, archiveSlice, archiveYearPages } from './list.js'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { locale, routeParams } = pageContext
  const t = messagesOf(locale)
  const list = pagedListPage(locale, routeParams.page, { first: 'blogArchive', paged: 'blogArchivePage', size: archivePageSize, countIn: archiveCount, parents: ['blog'] })
  return pageData(
    pageContext,
    {
      ...list.seo,
      description: t('archive.description'),
    },
    {
      months: archiveSlice(locale, list.page) ?? [],
      years: archiveYearPages(locale),
      page: list.page,
      pages: list.pages,
    },
  )
}
