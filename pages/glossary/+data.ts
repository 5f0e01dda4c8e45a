import type { PageContextServer } from 'vike/types'
import { path } from '../../config/routes.js'
import { site } from '../../config/site.js'
import { content } from '../../renderer/content.js'
import { crumbs } from '../../renderer/crumbs.js'
import { catalogs } from '../../locales/catalogs.js'
import { pageData } from '../../renderer/pageData.js'
import { routeAlternates } from '../../renderer/seo.js'
import { alphabet, groupByLetter } from './letters.js'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const t = catalogs[locale]
  const terms = content(locale, 'glossary').map((g) => ({ id: g.id, title: g.title, perex: g.perex, path: g.path }))
  const own = path('glossary', locale)
  return pageData(pageContext, {
    title: t['route.glossary'],
    description: t['glossary.description'],
    path: own,
    alternates: routeAlternates('glossary'),
    breadcrumbs: crumbs(locale, 'glossary'),
    jsonLd: [{
      '@context': 'https://schema.org',
      '@type': 'DefinedTermSet',
      name: t['route.glossary'],
      url: site.url + own,
      hasDefinedTerm: terms.map((term) => ({ '@type': 'DefinedTerm', name: term.title, url: site.url + term.path })),
    }],
  }, {
    alphabet: alphabet(locale),
    groups: groupByLetter(terms, (term) => term.title, locale),
  })
}
