import { useData } from '../../renderer/pageContext.js'
import { PageHeader } from '../../components/content/PageHeader.js'
import { useFormatDate, useT } from '../../renderer/intl.js'
import type { Data } from './+data.js'

const pad = (n: number) => String(n).padStart(2, '0')

export default function Page() {
  const { years, seo } = useData<Data>()
  const t = useT()
  const formatDate = useFormatDate()
  return (
    <>
      <PageHeader title={seo.title} perex={seo.description} crumbs={seo.breadcrumbs} />
      {years.length === 0 && <p className="empty-state">{t('blog.empty')}</p>}
      {years.map((y) => (
        <section key={y.year} className="archive-year" aria-labelledby={`archive-${y.year}`}>
          <h2 id={`archive-${y.year}`}>{y.year}</h2>
          {y.months.map((m) => {
            const id = `archive-${y.year}-${pad(m.month)}`
            return (
              <section key={m.month} className="archive-month" aria-labelledby={id}>
                <h3 id={id}>
                  {/* Mid-month noon: the month name cannot shift with the time zone. */}
                  <time dateTime={`${y.year}-${pad(m.month)}`}>{formatDate(`${y.year}-${pad(m.month)}-15T12:00:00Z`, { month: 'long', year: 'numeric' })}</time>
                  {' '}<span className="archive-month__count">({t('blog.post_count', { count: m.items.length })})</span>
                </h3>
                <ul>
                  {m.items.map((p) => (
                    <li key={p.id}>
                      <a href={p.path}>{p.title}</a>{' '}
                      <time dateTime={p.published_at}>{formatDate(p.published_at, { day: 'numeric', month: 'numeric', year: 'numeric' })}</time>
                    </li>
                  ))}
                </ul>
              </section>
            )
          })}
        </section>
      ))}
    </>
  )
}
