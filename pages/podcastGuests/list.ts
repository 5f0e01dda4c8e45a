// The podcast guests' list pages: by name in the locale's alphabet (content-pipeline/listOrder.ts,
// which also gives each guest its path: an anchor on the page it is on), `constants.pageSize.podcastGuests`
// a page. A page depends on its own slice (page-data/content.ts): a guest's new bio, or a new
// episode with a guest of that page, re-renders that page only.
import { constants } from '../../shared/config/constants.js'
import type { Locale } from '../../shared/config/locales.js'
import { byNameIn, newestFirst } from '../../content-pipeline/listOrder.js'
import { content, perLocaleKeyed } from '../../page-data/content.js'
import { imageData } from '../../page-data/images.js'
import { itemCount } from '../../page-data/itemCount.js'
import { pagesOf } from '../../page-data/paginate.js'

export const podcastGuestsPageSize = constants.pageSize.podcastGuests

/** How many items the list has (page-data/itemCount.ts). */
export const podcastGuestsCount = (locale: Locale) => itemCount(locale, 'podcastGuests')

/** Page n's guests, each with the episodes they were in (newest first). */
export const podcastGuestsSlice = perLocaleKeyed('podcastGuestsSlice', (locale: Locale) => {
  const episodes = newestFirst(content(locale, 'podcastEpisodes'))
  return pagesOf(byNameIn(content(locale, 'podcastGuests'), locale), podcastGuestsPageSize, (g) => ({
    id: g.id,
    name: g.name,
    position: g.position,
    company: g.company,
    bio: g.bio,
    photo: imageData(locale, g.photo),
    episodes: episodes.filter((e) => e.guest_ids.includes(g.id)).map((e) => ({ id: e.id, number: e.number, title: e.title, path: e.path })),
  }))
})
