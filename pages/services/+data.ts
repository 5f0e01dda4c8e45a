import type { PageContextServer } from 'vike/types'
import { catalogs } from '../../locales/catalogs.js'
import { content } from '../../renderer/content.js'
import { crumbs } from '../../renderer/crumbs.js'
import { pageData } from '../../renderer/pageData.js'
import { fixedRouteSeo } from '../../renderer/routeSeo.js'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const t = catalogs[locale]
  const services = content(locale, 'services')
  const groups = [...content(locale, 'serviceGroups')].sort((a, b) => a.sort - b.sort).map((g) => ({
    id: g.id,
    name: g.name,
    perex: g.perex,
    path: g.path,
    services: services.filter((s) => s.group_id === g.id).sort((a, b) => a.sort - b.sort).map((s) => ({ id: s.id, name: s.name, path: s.path })),
  }))
  return pageData(pageContext, {
    ...fixedRouteSeo(locale, 'services'),
    description: t['services.description'],
    breadcrumbs: crumbs(locale, 'services'),
  }, { groups })
}
