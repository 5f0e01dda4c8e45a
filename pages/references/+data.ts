import type { PageContextServer } from 'vike/types'
import { messagesOf } from '../../shared/locales/buildMessages.js'
import { pagedListPage } from '../../page-data/pagedList.js'
import { pageData } from '../../page-data/pageData.js'
import { featuredSlides } from '../../page-data/referenceSlides.js'
import { referencesCount, referencesPageSize, referencesSlice } from './list.js'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { locale, routeParams } = pageContext
  const t = messagesOf(locale)
  // A reference's path is an anchor on the page it is on (content-pipeline/paths.ts).
  const list = pagedListPage(locale, routeParams.page, { first: 'references', paged: 'referencesPage', size: referencesPageSize, countIn: referencesCount })
  return pageData(
    pageContext,
    {
      ...list.seo,
      description: t('references.description'),
    },
    {
      references: referencesSlice(locale, list.page) ?? [],
      // The featured testimonials open the first page only.
      slides: list.page === 1 ? featuredSlides(locale) : [],
      page: list.page,
      pages: list.pages,
    },
  )
}
