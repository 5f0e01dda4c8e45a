import type { PageContextServer } from 'vike/types'
import { content } from '../../page-data/content.js'
import { crumbs } from '../../page-data/crumbs.js'
import { messagesOf } from '../../shared/locales/buildMessages.js'
import { pageData } from '../../page-data/pageData.js'
import { fixedRouteSeo } from '../../page-data/routeSeo.js'

export type Data = Awaited<ReturnType<typeof data>>

// Pre-rendered from the API's product listing (GET /api/catalog/products/{locale}); only what the page shows.
export async function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const t = messagesOf(locale)
  const publications = content(locale, 'products')
    .filter((p) => p.type === 'publication')
    .map((p) => ({ id: p.id, name: p.name, price: p.price, category: p.default_category.name, variants: p.variants }))
  return pageData(
    pageContext,
    {
      ...fixedRouteSeo(locale, 'publications'),
      description: t('publications.description'),
      breadcrumbs: crumbs(locale, 'publications'),
    },
    { publications },
  )
}
