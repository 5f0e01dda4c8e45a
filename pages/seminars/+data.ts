import type { PageContextServer } from 'vike/types'
import type { Seminar } from '../../content-pipeline/model.js'
import type { AreaSeminar } from '../../components/content/SeminarDirectory.js'
import { messagesOf } from '../../locales/buildMessages.js'
import { content } from '../../page-data/content.js'
import { crumbs } from '../../page-data/crumbs.js'
import { pageData } from '../../page-data/pageData.js'
import { fixedRouteSeo } from '../../page-data/routeSeo.js'
import { calendarPaths, feedLink } from '../../page-data/subscriptions.js'
import { areaLinks } from '../../page-data/serviceAreas.js'
import { seminarTeaser, splitSeminars } from '../../page-data/teasers.js'

export type Data = Awaited<ReturnType<typeof data>>

const withArea = (s: Seminar): AreaSeminar => ({ ...seminarTeaser(s), areaId: s.service_group_id })

export async function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const t = messagesOf(locale)
  const seminars = content(locale, 'seminars')
  const { upcoming, past } = splitSeminars(seminars)
  return pageData(
    pageContext,
    {
      ...fixedRouteSeo(locale, 'seminars'),
      description: t('seminars.description'),
      breadcrumbs: crumbs(locale, 'seminars'),
      feeds: [feedLink(locale, 'seminars')],
    },
    {
      // Its text comes with the data, not from the browser's catalog: no first-load JS for it.
      calendar: { href: calendarPaths.seminars(locale), label: t('seminars.subscribe_calendar') },
      upcoming: upcoming.map(withArea),
      past: past.map(withArea),
      // Only areas that have a seminar, so no filter button leads to an empty list.
      areas: areaLinks(
        locale,
        seminars.map((s) => s.service_group_id),
      ).map((a) => ({ id: a.id, name: a.name })),
    },
  )
}
