import type { PageContextServer } from 'vike/types'
import { path } from '../../shared/config/routes.js'
import { site } from '../../shared/config/site.js'
import { messagesOf } from '../../shared/locales/buildMessages.js'
import { pagedListPage } from '../../page-data/pagedList.js'
import { pageData } from '../../page-data/pageData.js'
import { isoDuration } from '../../components/content/duration.js'
import { podcastCount, podcastPageSize, podcastSlice } from './list.js'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { locale, routeParams } = pageContext
  const t = messagesOf(locale)
  // An episode's path is an anchor on the page it is on (content-pipeline/paths.ts).
  const list = pagedListPage(locale, routeParams.page, { first: 'podcast', paged: 'podcastPage', size: podcastPageSize, countIn: podcastCount })
  const episodes = podcastSlice(locale, list.page) ?? []
  const { seo } = list
  return pageData(
    pageContext,
    {
      ...seo,
      description: t('podcast.description'),
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'PodcastSeries',
          name: `${site.name} ${t('route.podcast')}`,
          description: t('podcast.description'),
          url: site.url + path('podcast', locale),
          inLanguage: locale,
          publisher: { '@type': 'Organization', name: site.legalName, url: site.url },
          episode: episodes.map((e) => ({
            '@type': 'PodcastEpisode',
            episodeNumber: e.number,
            name: e.title,
            datePublished: e.published_at,
            timeRequired: isoDuration(e.duration_seconds),
            url: `${site.url}${seo.path}#episode-${e.id}`,
            associatedMedia: { '@type': 'MediaObject', contentUrl: site.url + e.audio },
          })),
        },
      ],
    },
    {
      episodes,
      page: list.page,
      pages: list.pages,
    },
  )
}
