import type { PageContextServer } from 'vike/types'
import { messagesOf } from '../../shared/locales/buildMessages.js'
import { content } from '../../page-data/content.js'
import { crumbs } from '../../page-data/crumbs.js'
import { pageData } from '../../page-data/pageData.js'
import { fixedRouteSeo } from '../../page-data/routeSeo.js'
import { firstServices, servicesPerCard } from './cards.js'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const t = messagesOf(locale)
  const services = content(locale, 'services')
  const sorted = [...content(locale, 'serviceGroups')].sort((a, b) => a.sort - b.sort)
  const perCard = servicesPerCard(sorted.length)
  const groups = sorted.map((g) => ({
    id: g.id,
    name: g.name,
    perex: g.perex,
    path: g.path,
    ...firstServices(
      services.filter((s) => s.group_id === g.id),
      perCard,
    ),
  }))
  return pageData(
    pageContext,
    {
      ...fixedRouteSeo(locale, 'services'),
      description: t('services.description'),
      breadcrumbs: crumbs(locale, 'services'),
    },
    { groups },
  )
}
