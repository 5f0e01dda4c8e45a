import type { PageContextServer } from 'vike/types'
import { constants } from '../../config/constants.js'
import { path } from '../../config/routes.js'
import { catalogs } from '../../renderer/intl.js'
import { pageData } from '../../renderer/pageData.js'
import { routeAlternates } from '../../renderer/seo.js'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const t = catalogs[locale]
  return pageData(pageContext, {
    title: t['route.servicesThanks'],
    description: t['thanks.services_text'].replace('{hours}', String(constants.replyWithinHours)),
    path: path('servicesThanks', locale),
    alternates: routeAlternates('servicesThanks'),
    // Reached only after sending a form: not a search result.
    noindex: true,
  }, {})
}
