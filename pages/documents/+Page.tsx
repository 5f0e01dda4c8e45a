import { useData, usePageContext } from '../../renderer/pageContext.js'
import { PageHeader } from '../../components/content/PageHeader.js'
import { Pagination } from '../../components/content/Pagination.js'
import { fileType, formatFileSize } from '../../components/content/fileInfo.js'
import { localeEntry } from '../../shared/config/locales.js'
import { useFormatDate, useT } from '../../shared/locales/intl.js'
import { listAnchorPath, listPagePath } from '../../shared/config/routes.js'
import type { Data } from './+data.js'

export default function Page() {
  const { categories, index, page, pages, seo } = useData<Data>()
  const { locale } = usePageContext()
  const t = useT()
  const formatDate = useFormatDate()
  const iso = localeEntry(locale).iso
  return (
    <>
      <PageHeader title={seo.title} perex={seo.description} crumbs={seo.breadcrumbs} />
      {/* Every category, linked to the page it starts on. */}
      {index.length > 1 && (
        <nav className="section-index" aria-label={t('documents.index')}>
          <ul>
            {index.map((c) => (
              <li key={c.id}>
                <a href={listAnchorPath('documents', 'documentsPage', locale, page, c)}>{c.name}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {categories.length === 0 && <p className="empty-state">{t('documents.empty')}</p>}
      {categories.map((c) => (
        <section key={c.id} id={c.id} className="section document-group" aria-labelledby={`${c.id}-title`}>
          <h2 id={`${c.id}-title`}>{c.name}</h2>
          <ul className="document-list">
            {c.items.map((d) => {
              const info = t('documents.file_info', { type: fileType(d.file.mime, d.file.path), size: formatFileSize(d.file.size, iso) })
              return (
                <li key={d.id} id={`document-${d.id}`} className="document">
                  <h3>{d.title}</h3>
                  <p>{d.description}</p>
                  <p className="document__meta">
                    <time dateTime={d.published_at}>{formatDate(d.published_at)}</time>
                    {' · '}
                    {info}
                  </p>
                  <a className="button button--secondary" href={d.file.path} download>
                    {t('documents.download')}
                    <span className="visually-hidden">
                      {' '}
                      {d.title} ({info})
                    </span>
                  </a>
                </li>
              )
            })}
          </ul>
        </section>
      ))}
      <Pagination page={page} pages={pages} hrefFor={(n) => listPagePath('documents', 'documentsPage', locale, n)} />
    </>
  )
}
