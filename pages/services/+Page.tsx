import { useData } from '../../renderer/pageContext.js'
import { PageHeader } from '../../components/content/PageHeader.js'
import { useT } from '../../shared/locales/intl.js'
import type { Data } from './+data.js'

export default function Page() {
  const { groups, seo } = useData<Data>()
  const t = useT()
  return (
    <>
      <PageHeader title={seo.title} perex={t('services.description')} crumbs={seo.breadcrumbs} />
      <ul className="grid grid--services">
        {groups.map((g) => (
          <li key={g.id} className="card service-card">
            <h2>
              <a href={g.path}>{g.name}</a>
            </h2>
            <p>{g.perex}</p>
            {g.services.length > 0 && (
              <ul className="service-card__list">
                {g.services.map((s) => (
                  <li key={s.id}>
                    <a href={s.path}>{s.name}</a>
                  </li>
                ))}
              </ul>
            )}
            {g.total > g.services.length && (
              <p className="service-card__more">
                <a href={g.path}>{t('services.all_in_group', { count: g.total })}</a>
              </p>
            )}
          </li>
        ))}
      </ul>
    </>
  )
}
