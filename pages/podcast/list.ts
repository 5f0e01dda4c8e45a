// The podcast's list pages: episodes newest first (content-pipeline/listOrder.ts, which also gives
// each episode its path: an anchor on the page it is on), `constants.pageSize.podcast` a page. A
// page depends on its own slice (page-data/content.ts): an episode's new text re-renders its page.
import { constants } from '../../shared/config/constants.js'
import type { Locale } from '../../shared/config/locales.js'
import { newestFirst } from '../../content-pipeline/listOrder.js'
import type { PodcastEpisode } from '../../content-pipeline/model.js'
import { byId, content, perLocaleKeyed } from '../../page-data/content.js'
import { itemCount } from '../../page-data/itemCount.js'
import { imageData } from '../../page-data/images.js'
import { pagesOf } from '../../page-data/paginate.js'

export const podcastPageSize = constants.pageSize.podcast

/** How many items the list has (page-data/itemCount.ts). */
export const podcastCount = (locale: Locale) => itemCount(locale, 'podcastEpisodes')

const shown = (locale: Locale, e: PodcastEpisode) => ({
  id: e.id,
  number: e.number,
  title: e.title,
  perex: e.perex,
  body: e.body,
  published_at: e.published_at,
  duration_seconds: e.duration_seconds,
  audio: e.audio,
  video_url: e.video_url,
  image: imageData(locale, e.image),
  // Guests missing in this locale are left out rather than linked to an absent anchor.
  guests: e.guest_ids.flatMap((id) => {
    const g = byId(content(locale, 'podcastGuests'), id)
    return g ? [{ id: g.id, name: g.name, path: g.path }] : []
  }),
})

/** Page n's episodes. */
export const podcastSlice = perLocaleKeyed('podcastSlice', (locale: Locale) => pagesOf(newestFirst(content(locale, 'podcastEpisodes')), podcastPageSize, (e) => shown(locale, e)))
