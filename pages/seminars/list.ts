// The seminars' list pages: the upcoming ones (soonest first), then the past ones (newest first),
// as decided at build time (page-data/teasers.ts splitSeminars), `constants.pageSize.seminars` a
// page (page-data/sectionPages.ts: the past section may begin on page 1 or on a later page). A
// seminar has a page of its own, so nothing links into the list by anchor. A page depends on its
// own slice (page-data/content.ts).
import type { AreaSeminar } from '../../components/content/SeminarDirectory.js'
import { constants } from '../../config/constants.js'
import type { Locale } from '../../config/locales.js'
import type { Seminar } from '../../content-pipeline/model.js'
import { content, perLocaleKeyed } from '../../page-data/content.js'
import { itemCount } from '../../page-data/itemCount.js'
import { sectionPages } from '../../page-data/sectionPages.js'
import { areaLinks } from '../../page-data/serviceAreas.js'
import { seminarTeaser, splitSeminars } from '../../page-data/teasers.js'

export const seminarsPageSize = constants.pageSize.seminars

/** How many items the list has (page-data/itemCount.ts). */
export const seminarsCount = (locale: Locale) => itemCount(locale, 'seminars')

const withArea = (s: Seminar): AreaSeminar => ({ ...seminarTeaser(s), areaId: s.service_group_id })

/** Page n's upcoming and past seminars, and the areas they are in (the filter offers no area without a seminar on the page). */
export const seminarsSlice = perLocaleKeyed('seminarsSlice', (locale: Locale) => {
  const { upcoming, past } = splitSeminars(content(locale, 'seminars'))
  const { pages } = sectionPages(
    [
      { section: { id: 'seminars-upcoming' }, items: upcoming },
      { section: { id: 'seminars-past' }, items: past },
    ],
    seminarsPageSize,
    withArea,
  )
  return new Map(
    [...pages].map(([page, sections]) => {
      const of = (id: string) => sections.find((s) => s.id === id)?.items ?? []
      const shown = [...of('seminars-upcoming'), ...of('seminars-past')]
      const areas = areaLinks(
        locale,
        shown.map((s) => s.areaId),
      ).map((a) => ({ id: a.id, name: a.name }))
      return [page, { upcoming: of('seminars-upcoming'), past: of('seminars-past'), areas }]
    }),
  )
})
