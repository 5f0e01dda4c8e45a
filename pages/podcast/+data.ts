import type { PageContextServer } from 'vike/types'
import { path } from '../../config/routes.js'
import { site } from '../../config/site.js'
import { content } from '../../renderer/content.js'
import { crumbs } from '../../renderer/crumbs.js'
import { catalogs } from '../../locales/catalogs.js'
import { newestFirst } from '../../renderer/blogLists.js'
import { pageData } from '../../renderer/pageData.js'
import { routeAlternates } from '../../renderer/seo.js'
import { isoDuration } from '../../components/content/duration.js'
import { imageData } from '../../renderer/images.js'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const t = catalogs[locale]
  const guests = content(locale, 'podcastGuests')
  // Every episode is on this one page: item paths point at `#episode-{id}` here, so no paging.
  const episodes = newestFirst(content(locale, 'podcastEpisodes'))
  const own = path('podcast', locale)
  return pageData(pageContext, {
    title: t['route.podcast'],
    description: t['podcast.description'],
    path: own,
    alternates: routeAlternates('podcast'),
    breadcrumbs: crumbs(locale, 'podcast'),
    jsonLd: [{
      '@context': 'https://schema.org',
      '@type': 'PodcastSeries',
      name: `${site.name} ${t['route.podcast']}`,
      description: t['podcast.description'],
      url: site.url + own,
      inLanguage: locale,
      publisher: { '@type': 'Organization', name: site.legalName, url: site.url },
      episode: episodes.map((e) => ({
        '@type': 'PodcastEpisode',
        episodeNumber: e.number,
        name: e.title,
        datePublished: e.published_at,
        timeRequired: isoDuration(e.duration_seconds),
        url: site.url + e.path,
        associatedMedia: { '@type': 'MediaObject', contentUrl: site.url + e.audio },
      })),
    }],
  }, {
    episodes: episodes.map((e) => ({
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
      guests: e.guest_ids.flatMap((id) => guests.filter((g) => g.id === id)).map((g) => ({ id: g.id, name: g.name, path: g.path })),
    })),
  })
}
