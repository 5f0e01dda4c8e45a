import { useData } from 'vike-react/useData'
import { PageHeader } from '../../components/content/PageHeader.js'
import { useQueryParam } from '../../components/content/useQueryParam.js'
import { SearchForm } from '../../components/layout/SearchForm.js'
import { useT } from '../../renderer/intl.js'
import type { Data } from './+data.js'

export default function Page() {
  const { seo } = useData<Data>()
  const t = useT()
  const query = useQueryParam('q')?.trim() ?? ''
  return (
    <>
      <PageHeader title={seo.title} crumbs={seo.breadcrumbs}>
        {/* Remounted once the query is known, so the field shows it (defaultValue is read once). */}
        <SearchForm key={query} variant="page" defaultValue={query} />
      </PageHeader>
      <section className="search-results" aria-labelledby="search-results-title" aria-live="polite">
        <h2 id="search-results-title" className={query ? undefined : 'visually-hidden'}>
          {query ? t('search.results_for', { query }) : t('search.results')}
        </h2>
        <p className="empty-state">{query ? t('search.no_results', { query }) : t('search.empty_prompt')}</p>
      </section>
    </>
  )
}
