// Browser side of the dropdown: downloads the locale's suggestion list once (on the first focus
// of a search field, never on a plain page load) and times each query (`search:suggest`
// measures, read by the benchmark).
import type { Locale } from '../config/locales.js'
import { suggestPath } from './paths.js'
import { createSuggestIndex, type SuggestIndex, type Suggestion } from './suggest.js'

const loading = new Map<Locale, Promise<SuggestIndex>>()

export function loadSuggestIndex(locale: Locale): Promise<SuggestIndex> {
  let index = loading.get(locale)
  if (!index) {
    index = (async () => {
      const started = performance.now()
      const res = await fetch(suggestPath(locale))
      if (!res.ok) throw new Error(`${suggestPath(locale)}: HTTP ${res.status}`)
      const built = createSuggestIndex(await res.json())
      performance.measure('search:suggest-load', { start: started })
      return built
    })()
    // A failed download is tried again on the next focus.
    index.catch(() => loading.delete(locale))
    loading.set(locale, index)
  }
  return index
}

export function suggest(index: SuggestIndex, query: string, limit?: number): Suggestion[] {
  const started = performance.now()
  const found = index.search(query, limit)
  performance.measure('search:suggest', { start: started })
  if (performance.getEntriesByName('search:suggest').length > 200) performance.clearMeasures('search:suggest')
  return found
}
