import type { PageContextServer } from 'vike/types'
import { constants } from '../../config/constants.js'
import type { PeopleGroupSection } from '../../components/content/PeopleDirectory.js'
import { catalogs } from '../../locales/catalogs.js'
import { content } from '../../renderer/content.js'
import { crumbs } from '../../renderer/crumbs.js'
import { pageData } from '../../renderer/pageData.js'
import { fixedRouteSeo } from '../../renderer/routeSeo.js'
import { personTeaser } from '../../renderer/teasers.js'

export type Data = Awaited<ReturnType<typeof data>>

const groupIds = [1, 2, 3, 4] as const

export async function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const t = catalogs[locale]
  const people = content(locale, 'people')
  const groups: PeopleGroupSection[] = groupIds
    .map((g) => ({
      key: constants.peopleGroups[g],
      people: people.filter((p) => p.group === g).sort((a, b) => a.sort - b.sort).map(personTeaser),
    }))
    .filter((g) => g.people.length > 0)
  return pageData(pageContext, {
    ...fixedRouteSeo(locale, 'people'),
    description: t['people.description'],
    breadcrumbs: crumbs(locale, 'people'),
  }, { groups })
}
