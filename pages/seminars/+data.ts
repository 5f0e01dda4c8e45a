import type { PageContextServer } from 'vike/types'
import { messagesOf } from '../../shared/locales/buildMessages.js'
import { pagedListPage } from '../../page-data/pagedList.js'
import { pageData } from '../../page-data/pageData.js'
import { calendarPaths, feedLink } from '../../page-data/subscriptions.js'
import { splitSeminars } from '../../page-data/teasers.js'
import { seminarsCount, seminarsPageSize, seminarsSlice } from './list.js'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { locale, routeParams } = pageContext
  const t = messagesOf(locale)
  const list = pagedListPage(locale, routeParams.page, { first: 'seminars', paged: 'seminarsPage', size: seminarsPageSize, countIn: seminarsCount })
  const slice = seminarsSlice(locale, list.page)
  return pageData(
    pageContext,
    {
      ...list.seo,
      description: t('seminars.description'),
      feeds: [feedLink(locale, 'seminars')],
    },
    {
      // Its text comes with the data, not from the browser's catalog: no first-load JS for it.
      calendar: { href: calendarPaths.seminars(locale), label: t('seminars.subscribe_calendar') },
      // Upcoming (soonest first) and past by the build's clock, as the seminar pages decide it.
      ...splitSeminars(slice?.seminars ?? []),
      areas: slice?.areas ?? [],
      page: list.page,
      pages: list.pages,
    },
  )
}
