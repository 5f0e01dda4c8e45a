import type { PageContextServer } from 'vike/types'
import { jobTeaser } from '../../components/content/JobList.js'
import { newestFirst } from '../../content-pipeline/listOrder.js'
import { content } from '../../page-data/content.js'
import { pageData } from '../../page-data/pageData.js'
import { routePage, routePageSeo } from '../../page-data/routePage.js'
import { postTeaser } from '../../page-data/teasers.js'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const page = routePage(locale, 'career')
  return pageData(pageContext, routePageSeo(locale, 'career', page), {
    page,
    jobs: newestFirst(content(locale, 'jobs')).slice(0, 3).map(jobTeaser),
    posts: newestFirst(content(locale, 'careerPosts'))
      .slice(0, 3)
      .map((p) => postTeaser(locale, p)),
  })
}
