import type { PageContextServer } from 'vike/types'
import { path } from '../../shared/config/routes.js'
import { site } from '../../shared/config/site.js'
import { content, itemAt } from '../../page-data/content.js'
import { crumbs } from '../../page-data/crumbs.js'
import { pageData } from '../../page-data/pageData.js'
import { areaLinks } from '../../page-data/serviceAreas.js'
import { personName } from '../../content-pipeline/kinds.js'
import { peopleByIds, personTeaser } from '../../page-data/teasers.js'
import { eventJsonLd } from './eventJsonLd.js'
import { imageData } from '../../page-data/images.js'
import { messagesOf } from '../../shared/locales/buildMessages.js'
import { calendarPaths, feedLink } from '../../page-data/subscriptions.js'
import { buildNow } from '../../shared/config/clock.js'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { locale, routeParams } = pageContext
  const t = messagesOf(locale)
  const seminar = itemAt(content(locale, 'seminars'), routeParams)
  // Lecturers without a profile in this locale are left out (peopleByIds skips them).
  const lecturers = peopleByIds(locale, seminar.lecturer_ids)
  const area = areaLinks(locale, [seminar.service_group_id])[0] ?? null
  return pageData(
    pageContext,
    {
      title: seminar.title,
      description: seminar.perex,
      path: seminar.path,
      alternates: seminar.alternates,
      image: seminar.image,
      breadcrumbs: crumbs(locale, 'seminars', { name: seminar.title, path: seminar.path }),
      feeds: [feedLink(locale, 'seminars')],
      jsonLd: [
        eventJsonLd(
          seminar,
          lecturers.map((p) => ({ name: personName(p), url: site.url + p.path })),
          site.url + path('home', locale),
        ),
      ],
    },
    {
      seminar: {
        id: seminar.id,
        title: seminar.title,
        perex: seminar.perex,
        body: seminar.body,
        starts_at: seminar.starts_at,
        ends_at: seminar.ends_at,
        online: seminar.online,
        place: seminar.place,
        price: seminar.price,
        capacity: seminar.capacity,
        image: imageData(locale, seminar.image),
        // Decided at build time; the site is rebuilt when content changes.
        past: Date.parse(seminar.ends_at) < buildNow(),
        // Its text comes with the data, not from the browser's catalog: no first-load JS for it.
        calendar: { href: calendarPaths.seminar(locale, seminar.id), label: t('seminar.add_to_calendar'), hint: t('seminar.calendar_file') },
      },
      area,
      lecturers: lecturers.map(personTeaser),
    },
  )
}
