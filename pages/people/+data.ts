import type { PageContextServer } from 'vike/types'
import { messagesOf } from '../../shared/locales/buildMessages.js'
import { pagedListPage } from '../../page-data/pagedList.js'
import { pageData } from '../../page-data/pageData.js'
import { peopleCount, peopleGroupPages, peoplePageSize, peopleSlice } from './list.js'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { locale, routeParams } = pageContext
  const t = messagesOf(locale)
  const list = pagedListPage(locale, routeParams.page, { first: 'people', paged: 'peoplePage', size: peoplePageSize, countIn: peopleCount })
  return pageData(
    pageContext,
    {
      ...list.seo,
      description: t('people.description'),
    },
    {
      groups: peopleSlice(locale, list.page) ?? [],
      index: peopleGroupPages(locale),
      page: list.page,
      pages: list.pages,
    },
  )
}
