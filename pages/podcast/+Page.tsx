import { useData, usePageContext } from '../../renderer/pageContext.js'
import { PageHeader } from '../../components/content/PageHeader.js'
import { PodcastEpisode } from '../../components/content/PodcastEpisode.js'
import { Pagination } from '../../components/content/Pagination.js'
import { listPagePath, path } from '../../shared/config/routes.js'
import { useT } from '../../shared/locales/intl.js'
import type { Data } from './+data.js'

export default function Page() {
  const { episodes, page, pages, seo } = useData<Data>()
  const { locale } = usePageContext()
  const t = useT()
  return (
    <>
      <PageHeader title={seo.title} perex={seo.description} crumbs={seo.breadcrumbs}>
        <p>
          <a href={path('podcastGuests', locale)}>{t('podcast.all_guests')}</a>
        </p>
      </PageHeader>
      {episodes.length > 0 ? (
        <ul className="episode-list">
          {episodes.map((e) => (
            <li key={e.id}>
              <PodcastEpisode episode={e} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty-state">{t('podcast.empty')}</p>
      )}
      <Pagination page={page} pages={pages} hrefFor={(n) => listPagePath('podcast', 'podcastPage', locale, n)} />
    </>
  )
}
