// The results of one query, grouped by kind with a count per kind. The best results come first
// (one round trip for the index and their fragments); the per-kind counts and the top results of
// every kind follow. Snippets are text segments rendered as text: nothing from the index is HTML.
import { Fragment, useEffect, useState } from 'react'
import { path } from '../../shared/config/routes.js'
import { useT } from '../../shared/locales/intl.js'
import { useLocale } from '../../components/layout/useLocale.js'
import { type SearchKind, searchKinds } from '../../search/kinds.js'
import type { ResultItem, ResultsEngine } from '../../search/fulltext/engine.js'

/** Results a group shows before "show more", and how many more each click adds. */
const PER_GROUP = 3
const MORE = 10

type Group = { kind: SearchKind; items: ResultItem[] }
type State = { phase: 'loading' } | { phase: 'error' } | { phase: 'done'; total: number; groups: Group[]; counts: Partial<Record<SearchKind, number>> | null }

/** Adds items to their groups (no duplicates); groups are ordered by their best result. */
function merge(groups: Group[], items: ResultItem[]): Group[] {
  const out = groups.map((g) => ({ ...g, items: [...g.items] }))
  for (const item of items) {
    let group = out.find((g) => g.kind === item.kind)
    if (!group) out.push((group = { kind: item.kind, items: [] }))
    if (!group.items.some((i) => i.url === item.url)) group.items.push(item)
  }
  for (const g of out) g.items.sort((a, b) => b.score - a.score)
  return out.sort((a, b) => (b.items[0]?.score ?? 0) - (a.items[0]?.score ?? 0))
}

export function SearchResults({ query }: { query: string }) {
  const t = useT()
  const locale = useLocale()
  const [state, setState] = useState<State>({ phase: 'loading' })
  const [engine, setEngine] = useState<ResultsEngine | null>(null)
  const [busy, setBusy] = useState<SearchKind | null>(null)

  useEffect(() => {
    let live = true
    setState({ phase: 'loading' })
    const started = performance.now()
    ;(async () => {
      const { loadResultsEngine } = await import('../../search/resultsClient.js')
      const engine = await loadResultsEngine(locale)
      if (!live) return
      setEngine(engine)
      const first = await engine.first(query)
      if (!live) return
      let groups = merge([], first.items)
      setState({ phase: 'done', total: first.total, groups, counts: null })
      // Read by the benchmark: from the start of the search to the first results on screen.
      requestAnimationFrame(() => performance.measure('search:first-result', { start: started }))
      if (!first.total) return
      const counts = await engine.counts(query)
      const missing = searchKinds.filter((kind) => {
        const shown = groups.find((g) => g.kind === kind)?.items.length ?? 0
        return shown < PER_GROUP && shown < (counts[kind] ?? 0)
      })
      const more = await Promise.all(missing.map((kind) => engine.ofKind(query, kind, 0, PER_GROUP)))
      if (!live) return
      groups = merge(groups, more.flat())
      setState({ phase: 'done', total: first.total, groups, counts })
      performance.measure('search:all-groups', { start: started })
    })().catch(() => {
      if (live) setState({ phase: 'error' })
    })
    return () => {
      live = false
    }
  }, [query, locale])

  const showMore = async (kind: SearchKind, shown: number) => {
    if (!engine || state.phase !== 'done') return
    setBusy(kind)
    try {
      const items = await engine.ofKind(query, kind, shown, MORE)
      setState((s) => (s.phase === 'done' ? { ...s, groups: merge(s.groups, items) } : s))
    } finally {
      setBusy(null)
    }
  }

  const status =
    state.phase === 'loading' ? t('search.searching') : state.phase === 'error' ? t('search.error') : state.total ? t('search.count', { count: state.total }) : t('search.no_results', { query })

  return (
    <>
      <p role="status" className={state.phase === 'done' && state.total ? 'search-results__summary' : undefined}>
        {status}
      </p>
      {state.phase === 'done' && state.total === 0 && <Tips />}
      {state.phase === 'done' && state.total > 0 && (
        <>
          <nav className="search-results__nav" aria-label={t('search.groups')}>
            <ul>
              {state.groups.map((g) => (
                <li key={g.kind}>
                  <a href={`#search-${g.kind}`}>
                    {t(`search.kind.${g.kind}`)}
                    {state.counts ? ` (${state.counts[g.kind] ?? g.items.length})` : ''}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {state.groups.map((g) => {
            const count = state.counts?.[g.kind]
            const left = (count ?? 0) - g.items.length
            return (
              <section key={g.kind} id={`search-${g.kind}`} className="search-group" aria-labelledby={`search-${g.kind}-title`}>
                <h3 id={`search-${g.kind}-title`}>
                  {t(`search.kind.${g.kind}`)} {count !== undefined && <span className="search-group__count">({count})</span>}
                </h3>
                <ol>
                  {g.items.map((item) => (
                    <Hit key={item.url} item={item} />
                  ))}
                </ol>
                {left > 0 && (
                  <button type="button" className="search-group__more" disabled={busy === g.kind} onClick={() => void showMore(g.kind, g.items.length)}>
                    {t('search.show_more', { count: left })}
                  </button>
                )}
              </section>
            )
          })}
        </>
      )}
    </>
  )
}

function Hit({ item }: { item: ResultItem }) {
  return (
    <li className="search-hit">
      <a className="search-hit__title" href={item.url}>
        {item.title}
      </a>
      {item.sub && <span className="search-hit__sub">{item.sub}</span>}
      <p className="search-hit__snippet">{item.snippet.map((s, i) => (s.mark ? <mark key={i}>{s.text}</mark> : <Fragment key={i}>{s.text}</Fragment>))}</p>
    </li>
  )
}

function Tips() {
  const t = useT()
  const locale = useLocale()
  return (
    <div className="search-tips">
      <h3>{t('search.tips_title')}</h3>
      <ul>
        <li>{t('search.tip_spelling')}</li>
        <li>{t('search.tip_general')}</li>
        <li>
          <a href={path('services', locale)}>{t('search.tip_services')}</a> <a href={path('contacts', locale)}>{t('search.tip_contact')}</a>
        </li>
      </ul>
    </div>
  )
}
