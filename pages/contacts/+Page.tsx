import { useData } from '../../renderer/pageContext.js'
import { ContactPersonCard } from '../../components/content/ContactPersonCard.js'
import { OfficeCard } from '../../components/content/OfficeCard.js'
import { PageHeader } from '../../components/content/PageHeader.js'
import { telHref } from '../../components/content/ContactLinks.js'
import { path } from '../../shared/config/routes.js'
import { useLocale, useT } from '../../shared/locales/intl.js'
import type { Data } from './+data.js'

export default function Page() {
  const { email, phone, offices, people, morePeople, seo } = useData<Data>()
  const locale = useLocale()
  const t = useT()
  return (
    <>
      <PageHeader title={seo.title} perex={seo.description} crumbs={seo.breadcrumbs} />
      <section className="section" aria-labelledby="contacts-general">
        <h2 id="contacts-general">{t('contacts.general')}</h2>
        <p>{t('contacts.general_text')}</p>
        <dl className="contact-links">
          <dt>{t('contacts.email')}</dt>
          <dd>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
          <dt>{t('contacts.phone')}</dt>
          <dd>
            <a href={telHref(phone)}>{phone}</a>
          </dd>
        </dl>
        {/* The contact panel (spec §4) finds its openers by this attribute. */}
        <button type="button" className="button" data-open-contact-panel>
          {t('contacts.write')}
        </button>
      </section>
      <section className="section" aria-labelledby="contacts-offices">
        <h2 id="contacts-offices">{t('contacts.offices')}</h2>
        <ul className="grid grid--offices">
          {offices.map((o) => (
            <li key={o.name}>
              <OfficeCard office={o} image={o.photo} />
            </li>
          ))}
        </ul>
      </section>
      {people.length > 0 && (
        <section className="section" aria-labelledby="contacts-people">
          <h2 id="contacts-people">{t('contacts.people')}</h2>
          <ul className="grid grid--people">
            {people.map((p) => (
              <li key={p.id}>
                <ContactPersonCard person={p} />
              </li>
            ))}
          </ul>
          {morePeople && (
            <p>
              <a href={path('people', locale)}>{t('contacts.all_people')}</a>
            </p>
          )}
        </section>
      )}
    </>
  )
}
