import type { PageContextServer } from 'vike/types'
import type { ReferenceView } from '../../components/content/ReferenceEntry.js'
import { catalogs } from '../../locales/catalogs.js'
import { content } from '../../renderer/content.js'
import { crumbs } from '../../renderer/crumbs.js'
import { pageData } from '../../renderer/pageData.js'
import { fixedRouteSeo } from '../../renderer/routeSeo.js'
import { featuredSlides } from '../../renderer/referenceSlides.js'
import { areaLinks } from '../../renderer/serviceAreas.js'
import { imageData } from '../../renderer/images.js'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const t = catalogs[locale]
  // Every reference's path is an anchor on this one page, so the list is not paginated.
  const references: ReferenceView[] = [...content(locale, 'references')].sort((a, b) => a.sort - b.sort).map((r) => ({
    id: r.id,
    client: r.client,
    title: r.title,
    perex: r.perex,
    body: r.body,
    logo: imageData(locale, r.logo),
    website: r.website,
    testimonial: r.testimonial,
    areas: areaLinks(locale, r.service_group_ids),
  }))
  return pageData(pageContext, {
    ...fixedRouteSeo(locale, 'references'),
    description: t['references.description'],
    breadcrumbs: crumbs(locale, 'references'),
  }, { references, slides: featuredSlides(locale) })
}
