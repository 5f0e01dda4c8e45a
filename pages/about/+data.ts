import type { PageContextServer } from 'vike/types'
import { content } from '../../renderer/content.js'
import { pageData } from '../../renderer/pageData.js'
import { featuredSlides } from '../../renderer/referenceSlides.js'
import { routePage, routePageSeo } from '../../renderer/routePage.js'
import { personTeaser } from '../../renderer/teasers.js'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const page = routePage(locale, 'about')
  return pageData(pageContext, routePageSeo(locale, 'about', page), {
    page,
    partners: content(locale, 'people').filter((p) => p.group === 1).sort((a, b) => a.sort - b.sort).map(personTeaser),
    slides: featuredSlides(locale),
  })
}
