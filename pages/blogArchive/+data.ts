import type { PageContextServer } from 'vike/types'
import { path } from '../../config/routes.js'
import { content } from '../../renderer/content.js'
import { crumbs } from '../../renderer/crumbs.js'
import { catalogs } from '../../renderer/intl.js'
import { pageData } from '../../renderer/pageData.js'
import { routeAlternates } from '../../renderer/seo.js'
import { groupByMonth } from './group.js'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const t = catalogs[locale]
  const posts = content(locale, 'blogPosts').map((p) => ({ id: p.id, title: p.title, path: p.path, published_at: p.published_at }))
  return pageData(pageContext, {
    title: t['route.blogArchive'],
    description: t['archive.description'],
    path: path('blogArchive', locale),
    alternates: routeAlternates('blogArchive'),
    breadcrumbs: crumbs(locale, 'blog', 'blogArchive'),
  }, { years: groupByMonth(posts) })
}
