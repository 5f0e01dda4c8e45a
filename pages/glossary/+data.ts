import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { path } from '../../config/routes.js'
import { site } from '../../config/site.js'
import { crumbs } from '../../renderer/crumbs.js'
import { catalogs } from '../../locales/catalogs.js'
import { fill, listAlternates, listPosition } from '../../renderer/listing.js'
import { pageCount } from '../../renderer/paginate.js'
import { pageData } from '../../renderer/pageData.js'
import { alphabet } from './letters.js'
import { glossaryCount, glossaryLetterPages, glossaryPageSize, glossarySlice } from './list.js'
import { glossaryListPath } from './paths.js'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { locale, routeParams } = pageContext
  const t = catalogs[locale]
  const list = listPosition(glossaryCount(locale), routeParams.page, glossaryPageSize)
  if (!list) throw render(404)
  const groups = glossarySlice(locale, list.page) ?? []
  const own = glossaryListPath(locale, list.page)
  const pageLabel = fill(t['listing.page'], { page: list.page })
  return pageData(pageContext, {
    title: list.page > 1 ? `${t['route.glossary']} – ${pageLabel}` : t['route.glossary'],
    description: t['glossary.description'],
    path: own,
    // The same page in each locale whose glossary is that long.
    alternates: listAlternates(list.page, (l) => pageCount(glossaryCount(l), glossaryPageSize), (l) => glossaryListPath(l, list.page)),
    breadcrumbs: crumbs(locale, 'glossary', ...(list.page > 1 ? [{ name: pageLabel, path: own }] : [])),
    jsonLd: [{
      '@context': 'https://schema.org',
      '@type': 'DefinedTermSet',
      name: t['route.glossary'],
      url: site.url + path('glossary', locale),
      hasDefinedTerm: groups.flatMap((g) => g.items).map((term) => ({ '@type': 'DefinedTerm', name: term.title, url: site.url + term.path })),
    }],
  }, {
    alphabet: alphabet(locale),
    letters: glossaryLetterPages(locale),
    groups,
    page: list.page,
    pages: list.pages,
  })
}
