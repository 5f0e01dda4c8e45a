import type { PageContextServer } from 'vike/types'
import { path } from '../../shared/config/routes.js'
import { messagesOf } from '../../shared/locales/buildMessages.js'
import { pageData } from '../../page-data/pageData.js'
import { routeAlternates } from '../../page-data/seo.js'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const t = messagesOf(locale)
  return pageData(
    pageContext,
    {
      title: t('maintenance.title'),
      description: t('maintenance.text'),
      path: path('maintenance', locale),
      alternates: routeAlternates('maintenance'),
      noindex: true,
    },
    {},
  )
}
