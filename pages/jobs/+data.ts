import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { catalogs } from '../../locales/catalogs.js'
import { listPosition } from '../../renderer/listing.js'
import { pagedListSeo } from '../../renderer/pagedListSeo.js'
import { pageData } from '../../renderer/pageData.js'
import { jobsCount, jobsPageSize, jobsSlice } from './list.js'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { locale, routeParams } = pageContext
  const t = catalogs[locale]
  const list = listPosition(jobsCount(locale), routeParams.page, jobsPageSize)
  if (!list) throw render(404)
  return pageData(pageContext, {
    ...pagedListSeo(locale, { first: 'jobs', paged: 'jobsPage', size: jobsPageSize, countIn: jobsCount, parents: ['career'] }, list.page),
    description: t['jobs.description'],
  }, { jobs: jobsSlice(locale, list.page) ?? [], page: list.page, pages: list.pages })
}
