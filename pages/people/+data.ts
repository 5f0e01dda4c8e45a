import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { catalogs } from '../../locales/catalogs.js'
import { listPosition } from '../../renderer/listing.js'
import { pagedListSeo } from '../../renderer/pagedListSeo.js'
import { pageData } from '../../renderer/pageData.js'
import { peopleCount, peopleGroupPages, peoplePageSize, peopleSlice } from './list.js'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { locale, routeParams } = pageContext
  const t = catalogs[locale]
  const list = listPosition(peopleCount(locale), routeParams.page, peoplePageSize)
  if (!list) throw render(404)
  return pageData(pageContext, {
    ...pagedListSeo(locale, { first: 'people', paged: 'peoplePage', size: peoplePageSize, countIn: peopleCount }, list.page),
    description: t['people.description'],
  }, {
    groups: peopleSlice(locale, list.page) ?? [],
    index: peopleGroupPages(locale),
    page: list.page,
    pages: list.pages,
  })
}
