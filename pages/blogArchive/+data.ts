import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { catalogs } from '../../locales/catalogs.js'
import { listPosition } from '../../renderer/listing.js'
import { pagedListSeo } from '../../renderer/pagedListSeo.js'
import { pageData } from '../../renderer/pageData.js'
import { archiveCount, archivePageSize, archiveSlice, archiveYearPages } from './list.js'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { locale, routeParams } = pageContext
  const t = catalogs[locale]
  const list = listPosition(archiveCount(locale), routeParams.page, archivePageSize)
  if (!list) throw render(404)
  return pageData(pageContext, {
    ...pagedListSeo(locale, { first: 'blogArchive', paged: 'blogArchivePage', size: archivePageSize, countIn: archiveCount, parents: ['blog'] }, list.page),
    description: t['archive.description'],
  }, {
    months: archiveSlice(locale, list.page) ?? [],
    years: archiveYearPages(locale),
    page: list.page,
    pages: list.pages,
  })
}
