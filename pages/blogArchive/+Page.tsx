import { useData, usePageContext } from '../../renderer/pageContext.js'
import { PageHeader } from '../../components/content/PageHeader.js'
import { Pagination } from '../../components/content/Pagination.js'
import { listAnchorPath, listPagePath } from '../../shared/config/routes.js'
import { useFormatDate, useT } from '../../shared/locales/intl.js'
import type { Data } from './+data.js'
import { monthsByYear } from './group.js'

const pad = (n: number) => String(n).padStart(2, '0')

export default function Page() {
  const { months, years, page, pages, seo } = useData<Data>()
  const { locale } = usePageContext()
  const t = useT()
  const formatDate = useFormatDate()
  const pathOf = (n: number) => listPagePath('blogArchive', 'blogArchivePage', locale, n)
  return (
    <>
      <PageHeader title={seo.title} perex={seo.description} crumbs={seo.breadcrumbs} />
      {/* Every year, linked to the page its newest month starts on (when the archive has pages). */}
      {pages > 1 && (
        <nav className="section-index" aria-label={t('archive.years')}>
          <ul>
            {years.map((y) => (
              <li key={y.year}>
                <a href={listAnchorPath('blogArchive', 'blogArchivePage', locale, page, { page: y.page, id: `archive-${y.year}` })}>{y.year}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {months.length === 0 && <p className="empty-state">{t('blog.empty')}</p>}
      {monthsByYear(months).map((y) => (
        <section key={y.year} id={`archive-${y.year}`} className="archive-year" aria-labelledby={`archive-${y.year}-title`}>
          <h2 id={`archive-${y.year}-title`}>{y.year}</h2>
          {y.months.map((m) => (
            <section key={m.month} id={m.id} className="archive-month" aria-labelledby={`${m.id}-title`}>
              <h3 id={`${m.id}-title`}>
                {/* Mid-month noon: the month name cannot shift with the time zone. */}
                <time dateTime={`${y.year}-${pad(m.month)}`}>{formatDate(`${y.year}-${pad(m.month)}-15T12:00:00Z`, { month: 'long', year: 'numeric' })}</time>{' '}
                <span className="archive-month__count">({t('blog.post_count', { count: m.total })})</span>
              </h3>
              <ul>
                {m.items.map((p) => (
                  <li key={p.id}>
                    <a href={p.path}>{p.title}</a> <time dateTime={p.published_at}>{formatDate(p.published_at, { day: 'numeric', month: 'numeric', year: 'numeric' })}</time>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </section>
      ))}
      <Pagination page={page} pages={pages} hrefFor={pathOf} />
    </>
  )
}
