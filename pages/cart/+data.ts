import type { PageContextServer } from 'vike/types'
import { crumbs } from '../../page-data/crumbs.js'
import { messagesOf } from '../../shared/locales/buildMessages.js'
import { pageData } from '../../page-data/pageData.js'
import { fixedRouteSeo } from '../../page-data/routeSeo.js'

export type Data = Awaited<ReturnType<typeof data>>

// A shell: the content is the visitor's own and renders in the browser only. Not a search result.
export async function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const t = messagesOf(locale)
  return pageData(
    pageContext,
    {
      ...fixedRouteSeo(locale, 'cart'),
      description: t('cart.description'),
      breadcrumbs: crumbs(locale, 'cart'),
      noindex: true,
    },
    {},
  )
}
