import { useData, usePageContext } from '../../renderer/pageContext.js'
import { Pagination } from '../../components/content/Pagination.js'
import { listPagePath } from '../../shared/config/routes.js'
import { PageHeader } from '../../components/content/PageHeader.js'
import { ReferenceCarousel } from '../../components/content/ReferenceCarousel.js'
import { ReferenceEntry } from '../../components/content/ReferenceEntry.js'
import { useT } from '../../shared/locales/intl.js'
import type { Data } from './+data.js'

export default function Page() {
  const { references, slides, page, pages, seo } = useData<Data>()
  const { locale } = usePageContext()
  const t = useT()
  return (
    <>
      <PageHeader title={seo.title} perex={seo.description} crumbs={seo.breadcrumbs} />
      <ReferenceCarousel items={slides} />
      <section className="section" aria-labelledby="references-list">
        <h2 id="references-list">{t('references.list')}</h2>
        <ul className="reference-list">
          {references.map((r) => (
            <li key={r.id}>
              <ReferenceEntry reference={r} />
            </li>
          ))}
        </ul>
        <Pagination page={page} pages={pages} hrefFor={(n) => listPagePath('references', 'referencesPage', locale, n)} />
      </section>
    </>
  )
}
