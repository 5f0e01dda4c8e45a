// Browser side of the dropdown: downloads the locale's manifest of suggestion files once (on the
// first focus of a search field, never on a plain page load), then the files the typed words need
// (search/suggestShards.ts), and times each query (`search:suggest` measures, read by the
// benchmark; `search:suggest-load` ends when the manifest is in).
import type { Locale } from '../shared/config/locales.js'
import { suggestFilePath, suggestPath } from './paths.js'
import type { Suggestion } from './suggest.js'
import { createShardedSuggest, SuggestManifest, type ShardedSuggest } from './suggestShards.js'
import { assert } from 'superstruct'

const loading = new Map<Locale, Promise<ShardedSuggest>>()

async function json(path: string): Promise<unknown> {
  const res = await fetch(path)
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`)
  return res.json()
}

export function loadSuggestIndex(locale: Locale): Promise<ShardedSuggest> {
  let index = loading.get(locale)
  if (!index) {
    index = (async () => {
      const started = performance.now()
      const manifest = await json(suggestPath(locale))
      assert(manifest, SuggestManifest)
      const built = createShardedSuggest(manifest, (n) => json(suggestFilePath(locale, manifest.build, n)))
      performance.measure('search:suggest-load', { start: started })
      return built
    })()
    // A failed download is tried again on the next focus.
    index.catch(() => loading.delete(locale))
    loading.set(locale, index)
  }
  return index
}

/** A query's suggestions; the time includes downloading the files it needs the first time. */
export async function suggest(index: ShardedSuggest, query: string, limit?: number): Promise<Suggestion[]> {
  const started = performance.now()
  const found = await index.search(query, limit)
  performance.measure('search:suggest', { start: started })
  if (performance.getEntriesByName('search:suggest').length > 200) performance.clearMeasures('search:suggest')
  return found
}
