import type { PageContextServer } from 'vike/types'
import { content } from '../../page-data/content.js'
import { pageData } from '../../page-data/pageData.js'
import { featuredSlides } from '../../page-data/referenceSlides.js'
import { routePage, routePageSeo } from '../../page-data/routePage.js'
import { personTeaser } from '../../page-data/teasers.js'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const page = routePage(locale, 'about')
  return pageData(pageContext, routePageSeo(locale, 'about', page), {
    page,
    partners: content(locale, 'people')
      .filter((p) => p.group === 1)
      .sort((a, b) => a.sort - b.sort)
      .map(personTeaser),
    slides: featuredSlides(locale),
  })
}
