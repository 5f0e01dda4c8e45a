import { useData } from '../../renderer/pageContext.js'
import { PersonCard } from '../../components/content/Cards.js'
import { Faq } from '../../components/content/Faq.js'
import { Html } from '../../components/content/Html.js'
import { PageHeader } from '../../components/content/PageHeader.js'
import { ServicePromo } from '../../components/content/ServicePromo.js'
import { useT } from '../../shared/locales/intl.js'
import type { Data } from './+data.js'

export default function Page() {
  const { service, group, contacts, siblings, seo } = useData<Data>()
  const t = useT()
  return (
    <article className="service-detail" data-service-id={group.id} data-subservice-slug={service.slug}>
      <PageHeader title={service.name} perex={service.perex} crumbs={seo.breadcrumbs} />
      <div className="layout-with-aside">
        <div>
          {service.introPopup && <ServicePromo promo={service.introPopup} />}
          <Html html={service.body} />
          <Faq items={service.faq} />
        </div>
        <aside aria-label={t('services.aside')}>
          {contacts.length > 0 && (
            <section aria-labelledby="service-contacts">
              <h2 id="service-contacts">{t('services.contacts')}</h2>
              {contacts.map((p) => (
                <PersonCard key={p.id} person={p} />
              ))}
            </section>
          )}
          {siblings.length > 0 && (
            <nav aria-labelledby="service-siblings">
              <h2 id="service-siblings">{t('services.related')}</h2>
              <ul>
                {siblings.map((s) => (
                  <li key={s.id}>
                    <a href={s.path}>{s.name}</a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </aside>
      </div>
    </article>
  )
}
