import { useData, usePageContext } from '../../renderer/pageContext.js'
import { PostCard, SeminarCard } from '../../components/content/Cards.js'
import { ReferenceCarousel } from '../../components/content/ReferenceCarousel.js'
import { Picture } from '../../components/content/Picture.js'
import { path } from '../../shared/config/routes.js'
import { useT } from '../../shared/locales/intl.js'
import type { Data } from './+data.js'
import { hasEnded, useNow } from '../../components/content/seminarTime.js'

export default function Page() {
  const { hero, groups, posts, seminars: builtSeminars, testimonials } = useData<Data>()
  const now = useNow()
  // Upcoming at build time; one may have ended since.
  const seminars = builtSeminars.filter((s) => now === null || !hasEnded(s, now))
  const { locale } = usePageContext()
  const t = useT()
  return (
    <>
      <section className={hero ? 'hero hero--photo' : 'hero'}>
        <h1>{t('home.hero_title')}</h1>
        <p className="hero__lead">{t('home.hero_lead')}</p>
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
        <a className="button" href={path('contacts', locale)}>
          {t('home.cta_contact')}
        </a>
        {hero && <Picture image={hero} className="hero__photo" alt="" sizes="(min-width: 1024px) min(42vw, 32rem), calc(100vw - 2.5rem)" width={1600} height={900} priority />}
      </section>
      <section className="section" aria-labelledby="home-services">
        <h2 id="home-services">{t('home.services_title')}</h2>
        <ul className="grid grid--services">
          {groups.map((g) => (
            <li key={g.id} className="card service-card">
              <h3>
                <a href={g.path}>{g.name}</a>
              </h3>
              <p>{g.perex}</p>
            </li>
          ))}
        </ul>
        <a href={path('services', locale)}>{t('home.services_all')}</a>
      </section>
      {seminars.length > 0 && (
        <section className="section" aria-labelledby="home-seminars">
          <h2 id="home-seminars">{t('home.seminars_title')}</h2>
          <div className="grid">
            {seminars.map((s) => (
              <SeminarCard key={s.id} seminar={s} />
            ))}
          </div>
          <a href={path('seminars', locale)}>{t('home.seminars_all')}</a>
        </section>
      )}
      <section className="section" aria-labelledby="home-blog">
        <h2 id="home-blog">{t('home.blog_title')}</h2>
        <div className="grid">
          {posts.map((p) => (
            <PostCard key={p.id} post={p} />
          ))}
        </div>
        <a href={path('blog', locale)}>{t('home.blog_all')}</a>
      </section>
      <ReferenceCarousel items={testimonials} />
    </>
  )
}
