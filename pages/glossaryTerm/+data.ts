import type { PageContextServer } from 'vike/types'
import { path } from '../../shared/config/routes.js'
import { site } from '../../shared/config/site.js'
import { byId, content, itemAt } from '../../page-data/content.js'
import { crumbs } from '../../page-data/crumbs.js'
import { messagesOf } from '../../shared/locales/buildMessages.js'
import { pageData } from '../../page-data/pageData.js'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { locale, routeParams } = pageContext
  const t = messagesOf(locale)
  const terms = content(locale, 'glossary')
  const term = itemAt(terms, routeParams)
  // Related terms and the service group may be missing in this locale: skip them then.
  const related = term.related_ids.flatMap((id) => {
    const g = id === term.id ? undefined : byId(terms, id)
    return g ? [g] : []
  })
  const group = term.service_group_id === null ? null : (byId(content(locale, 'serviceGroups'), term.service_group_id) ?? null)
  return pageData(
    pageContext,
    {
      title: term.title,
      description: term.perex,
      path: term.path,
      alternates: term.alternates,
      breadcrumbs: crumbs(locale, 'glossary', { name: term.title, path: term.path }),
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'DefinedTerm',
          name: term.title,
          description: term.perex,
          url: site.url + term.path,
          inDefinedTermSet: { '@type': 'DefinedTermSet', name: t('route.glossary'), url: site.url + path('glossary', locale) },
        },
      ],
    },
    {
      term: { id: term.id, title: term.title, perex: term.perex, body: term.body },
      related: related.map((g) => ({ id: g.id, title: g.title, path: g.path })),
      group: group && { id: group.id, name: group.name, path: group.path },
    },
  )
}
