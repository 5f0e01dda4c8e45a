// The seminars' list pages: every seminar by its start, the latest first (a seminar to come is
// later than one past), `constants.pageSize.seminars` a page, ties by id. The order needs no clock,
// so which page a seminar is on depends on the content only (the rebuild's dependency map is
// exact); the page splits its own seminars into upcoming and past by the clock (+data.ts, corrected
// in the browser: components/content/seminarTime.ts). A seminar has a page of its own, so nothing
// links into the list by anchor. A page depends on its own slice (page-data/content.ts).
import type { AreaSeminar } from '../../components/content/SeminarDirectory.js'
import { constants } from '../../shared/config/constants.js'
import type { Locale } from '../../shared/config/locales.js'
import type { Seminar } from '../../content-pipeline/model.js'
import { content, perLocaleKeyed } from '../../page-data/content.js'
import { itemCount } from '../../page-data/itemCount.js'
import { pagesOf } from '../../page-data/paginate.js'
import { areaLinks } from '../../page-data/serviceAreas.js'
import { seminarTeaser } from '../../page-data/teasers.js'

export const seminarsPageSize = constants.pageSize.seminars

/** How many items the list has (page-data/itemCount.ts). */
export const seminarsCount = (locale: Locale) => itemCount(locale, 'seminars')

const latestFirst = (a: Seminar, b: Seminar) => Date.parse(b.starts_at) - Date.parse(a.starts_at) || a.id - b.id

/** Page n's seminars (latest first) and the areas they are in (the filter offers no area without a seminar on the page). */
export const seminarsSlice = perLocaleKeyed('seminarsSlice', (locale: Locale) => {
  const pages = pagesOf([...content(locale, 'seminars')].sort(latestFirst), seminarsPageSize, (s): AreaSeminar => ({ ...seminarTeaser(s), areaId: s.service_group_id }))
  return new Map(
    [...pages].map(([page, seminars]) => {
      const areas = areaLinks(
        locale,
        seminars.map((s) => s.areaId),
      ).map((a) => ({ id: a.id, name: a.name }))
      return [page, { seminars, areas }]
    }),
  )
})
