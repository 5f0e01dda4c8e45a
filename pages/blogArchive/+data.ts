import type { PageContextServer } from 'vike/types'
import { content } from '../../renderer/content.js'
import { crumbs } from '../../renderer/crumbs.js'
import { catalogs } from '../../locales/catalogs.js'
import { pageData } from '../../renderer/pageData.js'
import { fixedRouteSeo } from '../../renderer/routeSeo.js'
import { groupByMonth } from './group.js'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const t = catalogs[locale]
  const posts = content(locale, 'blogPosts').map((p) => ({ id: p.id, title: p.title, path: p.path, published_at: p.published_at }))
  return pageData(pageContext, {
    ...fixedRouteSeo(locale, 'blogArchive'),
    description: t['archive.description'],
    breadcrumbs: crumbs(locale, 'blog', 'blogArchive'),
  }, { years: groupByMonth(posts) })
}
