import type { PageContextServer } from 'vike/types'
import { path } from '../../config/routes.js'
import { jobTeaser } from '../../components/content/JobList.js'
import { newestFirst } from '../../renderer/blogLists.js'
import { catalogs } from '../../renderer/intl.js'
import { content } from '../../renderer/content.js'
import { crumbs } from '../../renderer/crumbs.js'
import { pageData } from '../../renderer/pageData.js'
import { routeAlternates } from '../../renderer/seo.js'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const t = catalogs[locale]
  return pageData(pageContext, {
    title: t['route.jobs'],
    description: t['jobs.description'],
    path: path('jobs', locale),
    alternates: routeAlternates('jobs'),
    breadcrumbs: crumbs(locale, 'career', 'jobs'),
  }, { jobs: newestFirst(content(locale, 'jobs')).map(jobTeaser) })
}
