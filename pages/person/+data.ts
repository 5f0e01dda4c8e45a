import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { constants } from '../../shared/config/constants.js'
import { listPagePath, path } from '../../shared/config/routes.js'
import { site } from '../../shared/config/site.js'
import { postsByAuthor } from '../../page-data/blogLists.js'
import { byId, content, groupedBy } from '../../page-data/content.js'
import { crumbs } from '../../page-data/crumbs.js'
import { pageData } from '../../page-data/pageData.js'
import { areaLinks } from '../../page-data/serviceAreas.js'
import { personName } from '../../content-pipeline/kinds.js'
import { seminarTeaser, splitSeminars } from '../../page-data/teasers.js'
import { imageData } from '../../page-data/images.js'
import { peopleGroupPages } from '../people/list.js'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { locale, routeParams } = pageContext
  // People 25-28 have a Czech profile only: their English URL is a 404.
  const person = byId(content(locale, 'people'), Number(routeParams.id))
  if (!person) throw render(404)
  const name = personName(person)
  const areas = areaLinks(locale, person.service_group_ids)
  const seminars = splitSeminars(groupedBy(content(locale, 'seminars'), 'lecturer_ids', (s) => s.lecturer_ids, person.id)).upcoming
  const posts = postsByAuthor(locale, person.id) ?? []
  const group = constants.peopleGroups[person.group]
  // The person's group on the people list: on the page the group starts on.
  const groupStart = peopleGroupPages(locale).find((g) => g.key === group)
  const groupPath = `${listPagePath('people', 'peoplePage', locale, groupStart?.page ?? 1)}#group-${group}`
  return pageData(
    pageContext,
    {
      title: name,
      description: person.perex,
      path: person.path,
      alternates: person.alternates,
      image: person.photo,
      ogType: 'profile',
      breadcrumbs: crumbs(locale, 'people', { name, path: person.path }),
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Person',
          name,
          givenName: person.firstname,
          familyName: person.lastname,
          ...(person.degree_before || person.degree_after ? { honorificPrefix: person.degree_before ?? undefined, honorificSuffix: person.degree_after ?? undefined } : {}),
          jobTitle: person.position,
          description: person.perex,
          url: site.url + person.path,
          ...(person.email ? { email: `mailto:${person.email}` } : {}),
          ...(person.phone ? { telephone: person.phone } : {}),
          ...(person.photo ? { image: site.url + person.photo } : {}),
          ...(person.linkedin ? { sameAs: [person.linkedin] } : {}),
          knowsAbout: areas.map((a) => a.name),
          worksFor: { '@type': 'Organization', name: site.legalName, url: site.url + path('home', locale) },
        },
      ],
    },
    {
      person: {
        id: person.id,
        name,
        position: person.position,
        perex: person.perex,
        group,
        groupPath,
        photo: imageData(locale, person.photo),
        email: person.email,
        phone: person.phone,
        linkedin: person.linkedin,
        bio: person.bio,
      },
      areas,
      seminars: seminars.map(seminarTeaser),
      posts,
    },
  )
}
