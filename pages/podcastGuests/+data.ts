import type { PageContextServer } from 'vike/types'
import { content } from '../../page-data/content.js'
import { crumbs } from '../../page-data/crumbs.js'
import { messagesOf } from '../../locales/buildMessages.js'
import { newestFirst } from '../../content-pipeline/listOrder.js'
import { pageData } from '../../page-data/pageData.js'
import { fixedRouteSeo } from '../../page-data/routeSeo.js'
import { imageData } from '../../page-data/images.js'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const t = messagesOf(locale)
  const episodes = newestFirst(content(locale, 'podcastEpisodes'))
  const episodesOf = (guestId: number) => episodes.filter((e) => e.guest_ids.includes(guestId))
  // Guests of the latest episodes first; guests with no episode in this locale last.
  const lastSeen = (guestId: number) => {
    const i = episodes.findIndex((e) => e.guest_ids.includes(guestId))
    return i === -1 ? Number.POSITIVE_INFINITY : i
  }
  const guests = [...content(locale, 'podcastGuests')].sort((a, b) => lastSeen(a.id) - lastSeen(b.id) || a.id - b.id)
  return pageData(
    pageContext,
    {
      ...fixedRouteSeo(locale, 'podcastGuests'),
      description: t('podcastGuests.description'),
      breadcrumbs: crumbs(locale, 'podcast', 'podcastGuests'),
    },
    {
      guests: guests.map((g) => ({
        id: g.id,
        name: g.name,
        position: g.position,
        company: g.company,
        bio: g.bio,
        photo: imageData(locale, g.photo),
        episodes: episodesOf(g.id).map((e) => ({ id: e.id, number: e.number, title: e.title, path: e.path })),
      })),
    },
  )
}
