import { useData, usePageContext } from '../../renderer/pageContext.js'
import { PersonCard } from '../../components/content/Cards.js'
import { InfoArticle } from '../../components/content/InfoArticle.js'
import { ReferenceCarousel } from '../../components/content/ReferenceCarousel.js'
import { path } from '../../shared/config/routes.js'
import { useT } from '../../shared/locales/intl.js'
import type { Data } from './+data.js'

export default function Page() {
  const { page, partners, slides, seo } = useData<Data>()
  const { locale } = usePageContext()
  const t = useT()
  return (
    <InfoArticle page={page} crumbs={seo.breadcrumbs}>
      {/* The copy's claims (spec §1). */}
      <section className="section claims" aria-labelledby="about-claims">
        <h2 id="about-claims">{t('about.claims')}</h2>
        <ul className="hero__claims">
          <li>
            <strong>140+</strong> {t('home.claim_experts')}
          </li>
          <li>
            <strong>24</strong> {t('home.claim_years')}
          </li>
          <li>
            <strong>530</strong> {t('home.claim_offices')}
          </li>
        </ul>
      </section>
      {partners.length > 0 && (
        <section className="section" aria-labelledby="about-partners">
          <h2 id="about-partners">{t('about.partners')}</h2>
          <ul className="grid grid--people">
            {partners.map((p) => (
              <li key={p.id}>
                <PersonCard person={p} />
              </li>
            ))}
          </ul>
          <a href={path('people', locale)}>{t('about.people_all')}</a>
        </section>
      )}
      <ReferenceCarousel items={slides} />
    </InfoArticle>
  )
}
