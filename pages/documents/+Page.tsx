import { useData } from '../../renderer/pageContext.js'
import { PageHeader } from '../../components/content/PageHeader.js'
import { fileType, formatFileSize } from '../../components/content/fileInfo.js'
import { useLocale } from '../../components/layout/useLocale.js'
import { localeEntry } from '../../config/locales.js'
import { useFormatDate, useT } from '../../renderer/intl.js'
import type { Data } from './+data.js'

export default function Page() {
  const { categories, seo } = useData<Data>()
  const t = useT()
  const formatDate = useFormatDate()
  const iso = localeEntry(useLocale()).iso
  return (
    <>
      <PageHeader title={seo.title} perex={seo.description} crumbs={seo.breadcrumbs} />
      {categories.length === 0 && <p className="empty-state">{t('documents.empty')}</p>}
      {categories.map((c, ci) => (
        <section key={c.name} className="section document-group" aria-labelledby={`documents-${ci}`}>
          <h2 id={`documents-${ci}`}>{c.name}</h2>
          <ul className="document-list">
            {c.documents.map((d) => {
              const info = t('documents.file_info', { type: fileType(d.file.mime, d.file.path), size: formatFileSize(d.file.size, iso) })
              return (
                <li key={d.id} id={`document-${d.id}`} className="document">
                  <h3>{d.title}</h3>
                  <p>{d.description}</p>
                  <p className="document__meta">
                    <time dateTime={d.published_at}>{formatDate(d.published_at)}</time>{' · '}{info}
                  </p>
                  <a className="button button--secondary" href={d.file.path} download>
                    {t('documents.download')}<span className="visually-hidden"> {d.title} ({info})</span>
                  </a>
                </li>
              )
            })}
          </ul>
        </section>
      ))}
    </>
  )
}
