// The people's list pages: the four groups in the spec's order (§3), each in the editors' order,
// `constants.pageSize.people` a page (page-data/sectionPages.ts), with the page each group starts
// on for the sidebar's links. A page depends on its own slice and on the groups' pages.
import { constants } from '../../shared/config/constants.js'
import type { Locale } from '../../shared/config/locales.js'
import type { PeopleGroupKey } from '../../components/content/PeopleDirectory.js'
import { bySortKey } from '../../content-pipeline/listOrder.js'
import { content, perLocale, perLocaleKeyed } from '../../page-data/content.js'
import { itemCount } from '../../page-data/itemCount.js'
import { sectionPages } from '../../page-data/sectionPages.js'
import { personTeaser } from '../../page-data/teasers.js'

export const peoplePageSize = constants.pageSize.people

const groupIds = [1, 2, 3, 4] as const

const paged = perLocale('peoplePaged', (locale: Locale) => {
  const people = content(locale, 'people')
  return sectionPages(
    groupIds.map((g) => {
      const key: PeopleGroupKey = constants.peopleGroups[g]
      return { section: { key, id: `group-${key}` }, items: bySortKey(people.filter((p) => p.group === g)) }
    }),
    peoplePageSize,
    personTeaser,
  )
})

/** How many items the list has (page-data/itemCount.ts). */
export const peopleCount = (locale: Locale) => itemCount(locale, 'people')

/** Each group with people, its section's id and the page it starts on, in order. */
export const peopleGroupPages = perLocale('peopleGroupPages', (locale: Locale) => paged(locale).starts)

/** Page n's people, by group (a group may go on from the page before). */
export const peopleSlice = perLocaleKeyed('peopleSlice', (locale: Locale) => paged(locale).pages)
