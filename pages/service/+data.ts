import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { site } from '../../shared/config/site.js'
import { byId, content } from '../../page-data/content.js'
import { nearestSiblings, servicesOfGroup } from '../../page-data/serviceAreas.js'
import { crumbs } from '../../page-data/crumbs.js'
import { pageData } from '../../page-data/pageData.js'
import { peopleByIds, personTeaser } from '../../page-data/teasers.js'
import { htmlToText } from '../../page-data/text.js'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { locale, routeParams } = pageContext
  const group = byId(content(locale, 'serviceGroups'), Number(routeParams.id))
  const inGroup = group ? (servicesOfGroup(locale, group.id) ?? []) : []
  const index = inGroup.findIndex((s) => s.slug === routeParams.slug2)
  const service = inGroup[index]
  if (!group || group.slug !== routeParams.slug || !service) throw render(404)
  const siblings = nearestSiblings(inGroup, index)
  return pageData(
    pageContext,
    {
      title: service.name,
      description: service.perex,
      path: service.path,
      alternates: service.alternates,
      image: service.image,
      breadcrumbs: crumbs(locale, 'services', { name: group.name, path: group.path }, { name: service.name, path: service.path }),
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Service',
          name: service.name,
          description: service.perex,
          serviceType: group.name,
          provider: { '@type': 'Organization', name: site.legalName, url: site.url },
          url: site.url + service.path,
        },
        ...(service.faq.length > 0
          ? [
              {
                '@context': 'https://schema.org',
                '@type': 'FAQPage',
                mainEntity: service.faq.map((f) => ({
                  '@type': 'Question',
                  name: f.question,
                  acceptedAnswer: { '@type': 'Answer', text: htmlToText(f.answer) },
                })),
              },
            ]
          : []),
      ],
    },
    {
      service: { id: service.id, slug: service.slug, name: service.name, perex: service.perex, body: service.body, faq: service.faq, image: service.image, introPopup: service.intro_popup },
      group: { id: group.id, slug: group.slug },
      contacts: peopleByIds(locale, service.contact_person_ids).map(personTeaser),
      siblings: siblings.map((s) => ({ id: s.id, name: s.name, path: s.path })),
    },
  )
}
