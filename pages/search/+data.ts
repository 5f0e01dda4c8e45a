import type { PageContextServer } from 'vike/types'
import { crumbs } from '../../page-data/crumbs.js'
import { messagesOf } from '../../shared/locales/buildMessages.js'
import { pageData } from '../../page-data/pageData.js'
import { fixedRouteSeo } from '../../page-data/routeSeo.js'

export type Data = Awaited<ReturnType<typeof data>>

// The page is a shell: the query lives in the URL and is read in the browser.
export async function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const t = messagesOf(locale)
  return pageData(
    pageContext,
    {
      ...fixedRouteSeo(locale, 'search'),
      description: t('search.description'),
      breadcrumbs: crumbs(locale, 'search'),
      noindex: true,
    },
    {},
  )
}
