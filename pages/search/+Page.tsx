import { useEffect, useState } from 'react'
import { useData } from '../../renderer/pageContext.js'
import { PageHeader } from '../../components/content/PageHeader.js'
import { SearchForm } from '../../components/layout/SearchForm.js'
import { useT } from '../../shared/locales/intl.js'
import type { Data } from './+data.js'
import { SearchResults } from './SearchResults.js'

/**
 * `q` of the current URL, read in the browser (pre-rendered HTML has no query): undefined until
 * then. Re-read on back/forward.
 */
function useSearchQuery(): string | undefined {
  const [query, setQuery] = useState<string | undefined>(undefined)
  useEffect(() => {
    const read = () => setQuery(new URLSearchParams(window.location.search).get('q')?.trim() ?? '')
    read()
    window.addEventListener('popstate', read)
    return () => window.removeEventListener('popstate', read)
  }, [])
  return query
}

export default function Page() {
  const { seo } = useData<Data>()
  const t = useT()
  const query = useSearchQuery()
  return (
    <>
      <PageHeader title={seo.title} crumbs={seo.breadcrumbs}>
        {/* Remounted once the query is known, so the field shows it. */}
        <SearchForm key={query ?? ''} variant="page" defaultValue={query ?? ''} />
      </PageHeader>
      <section className="search-results" aria-labelledby="search-results-title">
        <h2 id="search-results-title" className={query ? undefined : 'visually-hidden'}>
          {query ? t('search.results_for', { query }) : t('search.results')}
        </h2>
        {query === '' && <p className="empty-state">{t('search.empty_prompt')}</p>}
        {query && <SearchResults key={query} query={query} />}
      </section>
    </>
  )
}
