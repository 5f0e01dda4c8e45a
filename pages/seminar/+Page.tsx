import { useData } from '../../renderer/pageContext.js'
import { PersonCard } from '../../components/content/Cards.js'
import { EventTime } from '../../components/content/EventTime.js'
import { Html } from '../../components/content/Html.js'
import { PageHeader } from '../../components/content/PageHeader.js'
import { Price } from '../../components/content/Price.js'
import { AddToCart } from '../../components/shop/AddToCart.js'
import { CurrencyPicker } from '../../components/shop/CurrencyPicker.js'
import { path } from '../../shared/config/routes.js'
import { useFormatDate, useLocale, useT } from '../../shared/locales/intl.js'
import type { Data } from './+data.js'
import { hasEnded, useNow } from '../../components/content/seminarTime.js'
import { Picture } from '../../components/content/Picture.js'

export default function Page() {
  const { seminar, area, lecturers, seo } = useData<Data>()
  const locale = useLocale()
  const t = useT()
  const formatDate = useFormatDate()
  const now = useNow()
  const past = now === null ? seminar.past : hasEnded(seminar, now)
  return (
    <article className="seminar-detail">
      <PageHeader title={seminar.title} perex={seminar.perex} crumbs={seo.breadcrumbs} />
      {past && (
        <p className="notice" role="status">
          {t('seminar.past_notice', { date: formatDate(seminar.starts_at) })}
        </p>
      )}
      <div className="layout-with-aside">
        <div>
          {seminar.image && <Picture image={seminar.image} className="article__image" alt="" sizes="(min-width: 1024px) 46rem, calc(100vw - 2.5rem)" width={800} height={450} priority />}
          <Html html={seminar.body} />
        </div>
        <aside aria-labelledby="seminar-details">
          <h2 id="seminar-details">{t('seminar.details')}</h2>
          <dl className="facts">
            <dt>{t('seminar.when')}</dt>
            <dd>
              <EventTime startsAt={seminar.starts_at} endsAt={seminar.ends_at} />
            </dd>
            <dt>{t('seminar.where')}</dt>
            <dd>
              {seminar.online ? (
                <>
                  {t('seminar.online')}
                  <br />
                  <small>{t('seminar.online_note')}</small>
                </>
              ) : (
                <address>
                  {seminar.place.name}
                  {seminar.place.street && (
                    <>
                      <br />
                      {seminar.place.street}
                    </>
                  )}
                  <br />
                  {seminar.place.city}
                </address>
              )}
            </dd>
            <dt>{t('seminar.price')}</dt>
            <dd>
              <Price price={seminar.price} />
            </dd>
            <dt>{t('seminar.capacity')}</dt>
            <dd>{t('seminar.capacity_value', { count: seminar.capacity })}</dd>
            {area && (
              <>
                <dt>{t('seminar.area')}</dt>
                <dd>
                  <a href={area.path}>{area.name}</a>
                </dd>
              </>
            )}
          </dl>
          {!past && (
            <>
              <p>
                <a href={seminar.calendar.href} type="text/calendar" download>
                  {seminar.calendar.label}
                  <span className="visually-hidden"> {seminar.calendar.hint}</span>
                </a>
              </p>
              {seminar.price.amount > 0 && <CurrencyPicker />}
              <AddToCart productId={seminar.id} name={seminar.title} />
              <button type="button" className="button button--secondary" data-open-contact-panel>
                {t('seminar.register')}
              </button>
            </>
          )}
        </aside>
      </div>
      {lecturers.length > 0 && (
        <section className="section" aria-labelledby="seminar-lecturers">
          <h2 id="seminar-lecturers">{t('seminar.lecturers')}</h2>
          <ul className="grid">
            {lecturers.map((p) => (
              <li key={p.id}>
                <PersonCard person={p} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <p>
        <a href={path('seminars', locale)}>{t('seminar.all')}</a>
      </p>
    </article>
  )
}
