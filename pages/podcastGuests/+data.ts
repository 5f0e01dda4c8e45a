import type { PageContextServer } from 'vike/types'
import { messagesOf } from '../../shared/locales/buildMessages.js'
import { pagedListPage } from '../../page-data/pagedList.js'
import { pageData } from '../../page-data/pageData.js'
import { podcastGuestsCount, podcastGuestsPageSize, podcastGuestsSlice } from './list.js'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { locale, routeParams } = pageContext
  const t = messagesOf(locale)
  // A guest's path is an anchor on the page they are on (content-pipeline/paths.ts).
  const list = pagedListPage(locale, routeParams.page, {
    first: 'podcastGuests',
    paged: 'podcastGuestsPage',
    size: podcastGuestsPageSize,
    countIn: podcastGuestsCount,
    parents: ['podcast'],
  })
  return pageData(
    pageContext,
    {
      ...list.seo,
      description: t('podcastGuests.description'),
    },
    {
      guests: podcastGuestsSlice(locale, list.page) ?? [],
      page: list.page,
      pages: list.pages,
    },
  )
}
