import { useData } from '../../renderer/pageContext.js'
import { PersonCard, SeminarCard } from '../../components/content/Cards.js'
import { Html } from '../../components/content/Html.js'
import { PageHeader } from '../../components/content/PageHeader.js'
import { useT } from '../../shared/locales/intl.js'
import type { Data } from './+data.js'
import { hasEnded, useNow } from '../../components/content/seminarTime.js'

export default function Page() {
  const { group, services, experts, seminars: builtSeminars, seo } = useData<Data>()
  const now = useNow()
  // Upcoming at build time; one may have ended since.
  const seminars = builtSeminars.filter((s) => now === null || !hasEnded(s, now))
  const t = useT()
  return (
    <article data-service-group={group.id}>
      <PageHeader title={group.name} perex={group.perex} crumbs={seo.breadcrumbs} />
      <Html html={group.body} />
      <section className="section" aria-labelledby="group-services">
        <h2 id="group-services">{t('services.in_group')}</h2>
        <ul className="grid">
          {services.map((s) => (
            <li key={s.id} className="card">
              <h3>
                <a href={s.path}>{s.name}</a>
              </h3>
              <p>{s.perex}</p>
            </li>
          ))}
        </ul>
      </section>
      {experts.length > 0 && (
        <section className="section" aria-labelledby="group-experts">
          <h2 id="group-experts">{t('services.experts')}</h2>
          <div className="grid">
            {experts.map((p) => (
              <PersonCard key={p.id} person={p} />
            ))}
          </div>
        </section>
      )}
      {seminars.length > 0 && (
        <section className="section" aria-labelledby="group-seminars">
          <h2 id="group-seminars">{t('home.seminars_title')}</h2>
          <div className="grid">
            {seminars.map((s) => (
              <SeminarCard key={s.id} seminar={s} />
            ))}
          </div>
        </section>
      )}
    </article>
  )
}
