import { useData, usePageContext } from '../../renderer/pageContext.js'
import { Html } from '../../components/content/Html.js'
import { PageHeader } from '../../components/content/PageHeader.js'
import { listPagePath, path } from '../../shared/config/routes.js'
import { Pagination } from '../../components/content/Pagination.js'
import { useT } from '../../shared/locales/intl.js'
import type { Data } from './+data.js'
import { Picture } from '../../components/content/Picture.js'

export default function Page() {
  const { guests, page, pages, seo } = useData<Data>()
  const { locale } = usePageContext()
  const t = useT()
  return (
    <>
      <PageHeader title={seo.title} perex={seo.description} crumbs={seo.breadcrumbs}>
        <p>
          <a href={path('podcast', locale)}>{t('podcast.all_episodes')}</a>
        </p>
      </PageHeader>
      {guests.length === 0 ? (
        <p className="empty-state">{t('podcast.empty')}</p>
      ) : (
        <ul className="guest-list">
          {guests.map((g) => (
            <li key={g.id}>
              {/* The anchor episode pages and guest paths (`#guest-{id}`) point at. */}
              <article id={`guest-${g.id}`} className="guest" aria-labelledby={`guest-${g.id}-name`}>
                {g.photo && <Picture image={g.photo} className="guest__photo" alt="" sizes="10rem" width={160} height={160} />}
                <h2 id={`guest-${g.id}-name`}>{g.name}</h2>
                <p className="guest__position">
                  {g.position}, {g.company}
                </p>
                <Html html={g.bio} />
                {g.episodes.length > 0 && (
                  <>
                    <h3>{t('podcastGuests.episodes')}</h3>
                    <ul>
                      {g.episodes.map((e) => (
                        <li key={e.id}>
                          <a href={e.path}>
                            {t('podcast.episode_number', { number: e.number })}: {e.title}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pages={pages} hrefFor={(n) => listPagePath('podcastGuests', 'podcastGuestsPage', locale, n)} />
    </>
  )
}
