import type { PageContextServer } from 'vike/types'
import { constants } from '../../config/constants.js'
import { bySortKey } from '../../content-pipeline/listOrder.js'
import type { Service } from '../../content-pipeline/model.js'
import { messagesOf } from '../../locales/buildMessages.js'
import { content } from '../../page-data/content.js'
import { crumbs } from '../../page-data/crumbs.js'
import { pageData } from '../../page-data/pageData.js'
import { fixedRouteSeo } from '../../page-data/routeSeo.js'

export type Data = Awaited<ReturnType<typeof data>>

/**
 * A group card lists its first services in the editors' order and links to the group's page for
 * the rest: a network firm's group has ~56 services, ~16 KB of this page each.
 */
function firstServices(inGroup: Service[]) {
  return {
    services: bySortKey(inGroup)
      .slice(0, constants.servicesPerGroupCard)
      .map((s) => ({ id: s.id, name: s.name, path: s.path })),
    total: inGroup.length,
  }
}

export async function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const t = messagesOf(locale)
  const services = content(locale, 'services')
  const groups = [...content(locale, 'serviceGroups')]
    .sort((a, b) => a.sort - b.sort)
    .map((g) => ({
      id: g.id,
      name: g.name,
      perex: g.perex,
      path: g.path,
      ...firstServices(services.filter((s) => s.group_id === g.id)),
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
