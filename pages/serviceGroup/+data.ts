import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { content } from '../../page-data/content.js'
import { crumbs } from '../../page-data/crumbs.js'
import { pageData } from '../../page-data/pageData.js'
import { peopleByIds, personTeaser, seminarTeaser, splitSeminars } from '../../page-data/teasers.js'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { locale, routeParams } = pageContext
  const group = content(locale, 'serviceGroups').find((g) => g.id === Number(routeParams.id))
  // A known id with a wrong slug is not this page (it becomes a redirect entry).
  if (!group || group.slug !== routeParams.slug) throw render(404)
  const services = content(locale, 'services')
    .filter((s) => s.group_id === group.id)
    .sort((a, b) => a.sort - b.sort)
  const expertIds = content(locale, 'people')
    .filter((p) => p.service_group_ids.includes(group.id))
    .sort((a, b) => a.group - b.group || a.sort - b.sort)
    .map((p) => p.id)
  return pageData(
    pageContext,
    {
      title: group.name,
      description: group.perex,
      path: group.path,
      alternates: group.alternates,
      image: group.image,
      breadcrumbs: crumbs(locale, 'services', { name: group.name, path: group.path }),
    },
    {
      group: { id: group.id, name: group.name, perex: group.perex, body: group.body, image: group.image },
      services: services.map((s) => ({ id: s.id, name: s.name, perex: s.perex, path: s.path })),
      experts: peopleByIds(locale, expertIds).slice(0, 4).map(personTeaser),
      seminars: splitSeminars(content(locale, 'seminars').filter((s) => s.service_group_id === group.id))
        .upcoming.slice(0, 3)
        .map(seminarTeaser),
    },
  )
}
