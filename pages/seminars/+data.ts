import type { PageContextServer } from 'vike/types'
import { messagesOf } from '../../locales/buildMessages.js'
import { pagedListPage } from '../../page-data/pagedList.js'
import { pageData } from '../../page-data/pageData.js'
import { seminarsCount, seminarsPageSize, seminarsSlice } from './list.js'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { locale, routeParams } = pageContext
  const t = messagesOf(locale)
  const list = pagedListPage(locale, routeParams.page, { first: 'seminars', paged: 'seminarsPage', size: seminarsPageSize, countIn: seminarsCount })
  return pageData(
    pageContext,
    {
      ...list.seo,
      description: t('seminars.description'),
    },
    {
      ...(seminarsSlice(locale, list.page) ?? { upcoming: [], past: [], areas: [] }),
      page: list.page,
      pages: list.pages,
    },
  )
}
