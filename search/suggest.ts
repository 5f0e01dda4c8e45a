// The dropdown's engine (issue 6, measured): MiniSearch over titles plus a few keywords, with
// diacritics folded on both sides, a prefix match on the last word (the one being typed) and
// one forgiven typo in words of five letters or more. Runs in the browser and in Node (build,
// tests, benchmark) with the same options, so what the tests assert is what visitors get.
import MiniSearch, { type SearchOptions } from 'minisearch'
import { array, assert, integer, literal, object, string, tuple, type Infer } from 'superstruct'
import { words } from './fold.js'
import { fuzzyFraction, fuzzyMinLength, maxTypos } from './fuzzy.js'
import { type SearchKind, searchKinds } from './kinds.js'

/** One suggestion: [kind index into searchKinds, url, title, sub line, extra keywords]. */
const SuggestRow = tuple([integer(), string(), string(), string(), string()])
/** What each file of the dropdown's split list holds (suggestShards.ts; v: bumped when the shape changes). */
export const SuggestPayload = object({ v: literal(1), docs: array(SuggestRow) })
export type SuggestPayload = Infer<typeof SuggestPayload>

export type Suggestion = { id: number; kind: SearchKind; url: string; title: string; sub: string }

/** The sub line is only shown: a service's area there would lift every service of the area. */
type IndexedDoc = { id: number; title: string; keywords: string }

/** Words of 5+ letters forgive typos: fuzzy.ts's rule, which the results page shares. */
const fuzzy = (term: string) => (term.length >= fuzzyMinLength ? fuzzyFraction : false)
/** Only the last word is still being typed; earlier ones are whole words. */
const prefix = (_term: string, i: number, terms: string[]) => i === terms.length - 1

const searchOptions: SearchOptions = {
  // Keywords only help a title in; they must not lift a longer title above a shorter exact one.
  boost: { title: 3, keywords: 0.5 },
  prefix,
  fuzzy,
  maxFuzzy: maxTypos,
  combineWith: 'AND',
}

/** `anyWord` false: only suggestions matching every word (no fallback to any word). */
export type SuggestIndex = { search(query: string, limit?: number, anyWord?: boolean): Suggestion[]; size: number }

/** The suggestions of a payload as they are, in its order (an answer computed at build time: suggestShards.ts). */
export function payloadSuggestions(payload: unknown): Suggestion[] {
  assert(payload, SuggestPayload)
  return payload.docs.flatMap(([kindIndex, url, title, sub], id) => {
    const kind = searchKinds[kindIndex]
    return kind ? [{ id, kind, url, title, sub }] : []
  })
}

/** Validates a downloaded payload (it crossed the network) and indexes it. */
export function createSuggestIndex(payload: unknown): SuggestIndex {
  assert(payload, SuggestPayload)
  const rows: Suggestion[] = []
  const mini = new MiniSearch<IndexedDoc>({
    fields: ['title', 'keywords'],
    tokenize: words,
    processTerm: (term) => term,
    searchOptions,
  })
  const docs: IndexedDoc[] = []
  for (const [kindIndex, url, title, sub, keywords] of payload.docs) {
    const kind = searchKinds[kindIndex]
    if (!kind) continue
    const id = rows.length
    rows.push({ id, kind, url, title, sub })
    docs.push({ id, title, keywords })
  }
  mini.addAll(docs)
  return {
    size: rows.length,
    search(query: string, limit = 8, anyWord = true): Suggestion[] {
      if (!words(query).length) return []
      // Every word must match; if that finds nothing (a word that is nowhere), any word will do.
      let hits = mini.search(query)
      if (!hits.length && anyWord) hits = mini.search(query, { combineWith: 'OR' })
      const out: Suggestion[] = []
      for (const hit of hits.slice(0, limit)) {
        const row = typeof hit.id === 'number' ? rows[hit.id] : undefined
        if (row) out.push(row)
      }
      return out
    },
  }
}
