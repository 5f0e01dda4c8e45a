import type { PageContextServer } from 'vike/types'
import { path } from '../../shared/config/routes.js'
import { site } from '../../shared/config/site.js'
import { messagesOf } from '../../shared/locales/buildMessages.js'
import { pagedListPage } from '../../page-data/pagedList.js'
import { pageData } from '../../page-data/pageData.js'
import { alphabet } from './letters.js'
import { glossaryCount, glossaryLetterPages, glossaryPageSize, glossarySlice } from './list.js'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { locale, routeParams } = pageContext
  const t = messagesOf(locale)
  const list = pagedListPage(locale, routeParams.page, { first: 'glossary', paged: 'glossaryPage', size: glossaryPageSize, countIn: glossaryCount })
  const groups = glossarySlice(locale, list.page) ?? []
  return pageData(
    pageContext,
    {
      ...list.seo,
      description: t('glossary.description'),
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'DefinedTermSet',
          name: t('route.glossary'),
          url: site.url + path('glossary', locale),
          hasDefinedTerm: groups.flatMap((g) => g.items).map((term) => ({ '@type': 'DefinedTerm', name: term.title, url: site.url + term.path })),
        },
      ],
    },
    {
      alphabet: alphabet(locale),
      letters: glossaryLetterPages(locale),
      groups,
      page: list.page,
      pages: list.pages,
    },
  )
}
