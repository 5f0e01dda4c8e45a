import type { PageContextServer } from 'vike/types'
import { jobTeaser } from '../../components/content/JobList.js'
import { newestFirst } from '../../renderer/blogLists.js'
import { catalogs } from '../../locales/catalogs.js'
import { content } from '../../renderer/content.js'
import { crumbs } from '../../renderer/crumbs.js'
import { pageData } from '../../renderer/pageData.js'
import { fixedRouteSeo } from '../../renderer/routeSeo.js'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const t = catalogs[locale]
  return pageData(pageContext, {
    ...fixedRouteSeo(locale, 'jobs'),
    description: t['jobs.description'],
    breadcrumbs: crumbs(locale, 'career', 'jobs'),
  }, { jobs: newestFirst(content(locale, 'jobs')).map(jobTeaser) })
}
