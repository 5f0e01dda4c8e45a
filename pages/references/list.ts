// The references' list pages: in the editors' order (content-pipeline/listOrder.ts, which also
// gives each reference its path: an anchor on the page it is on), `constants.pageSize.references`
// a page. A page depends on its own slice (page-data/content.ts).
import type { ReferenceView } from '../../components/content/ReferenceEntry.js'
import { constants } from '../../shared/config/constants.js'
import type { Locale } from '../../shared/config/locales.js'
import { bySortKey } from '../../content-pipeline/listOrder.js'
import { content, perLocaleKeyed } from '../../page-data/content.js'
import { itemCount } from '../../page-data/itemCount.js'
import { imageData } from '../../page-data/images.js'
import { pagesOf } from '../../page-data/paginate.js'
import { areaLinks } from '../../page-data/serviceAreas.js'

export const referencesPageSize = constants.pageSize.references

/** How many items the list has (page-data/itemCount.ts). */
export const referencesCount = (locale: Locale) => itemCount(locale, 'references')

/** Page n's references. */
export const referencesSlice = perLocaleKeyed('referencesSlice', (locale: Locale) =>
  pagesOf(
    bySortKey(content(locale, 'references')),
    referencesPageSize,
    (r): ReferenceView => ({
      id: r.id,
      client: r.client,
      title: r.title,
      perex: r.perex,
      body: r.body,
      logo: imageData(locale, r.logo),
      website: r.website,
      testimonial: r.testimonial,
      areas: areaLinks(locale, r.service_group_ids),
    }),
  ),
)
