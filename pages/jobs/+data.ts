import type { PageContextServer } from 'vike/types'
import { messagesOf } from '../../shared/locales/buildMessages.js'
import { pagedListPage } from '../../page-data/pagedList.js'
import { pageData } from '../../page-data/pageData.js'
import { jobsCount, jobsPageSize, jobsSlice } from './list.js'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { locale, routeParams } = pageContext
  const t = messagesOf(locale)
  const list = pagedListPage(locale, routeParams.page, { first: 'jobs', paged: 'jobsPage', size: jobsPageSize, countIn: jobsCount, parents: ['career'] })
  return pageData(
    pageContext,
    {
      ...list.seo,
      description: t('jobs.description'),
    },
    { jobs: jobsSlice(locale, list.page) ?? [], page: list.page, pages: list.pages },
  )
}
