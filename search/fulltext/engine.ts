// The results page's engine over the index of format.ts (browser and Node). A query loads the
// manifest once, then only the term shards its words fall in, and the document files of the
// results it shows. Matching: words folded like the index (no diacritics, no case); every word
// of 3+ letters also matches as a word beginning (Czech endings vary: `danove` finds `daňového`);
// a word that matches neither way is taken for a typo and forgiven what the dropdown forgives
// (fuzzy.ts: `ucetnitvi` finds what `ucetnictvi` finds), looked up in the shards near it — at
// most one more than a correct word reads (matchTypo), so the index stays as it is;
// all words must match, else any word may. Every downloaded file is validated before use.
import { array, assert, type Struct } from 'superstruct'
import { fold, words } from '../fold.js'
import { editDistance, typosForgiven } from '../fuzzy.js'
import { type SearchKind, searchKinds } from '../kinds.js'
import { snippet, type Segment } from '../snippet.js'
import { DocRecord, docFile, docPlace, Manifest, manifestFile, Reader, shardFile } from './format.js'

export type ResultItem = { url: string; kind: SearchKind; title: string; sub: string; snippet: Segment[]; score: number }

export type ResultsEngine = {
  /** The best `n` results of any kind, and how many there are in all. */
  first(query: string, n?: number): Promise<{ total: number; items: ResultItem[] }>
  /** Results per kind. */
  counts(query: string): Promise<Partial<Record<SearchKind, number>>>
  /** `n` results of one kind from `offset`, in rank order. */
  ofKind(query: string, kind: SearchKind, offset: number, n: number): Promise<ResultItem[]>
}

/** A word-beginning match counts less than the whole word. */
const PREFIX_WEIGHT = 0.6
const PREFIX_MIN = 3
/** Bound on the terms one word expands to (a short beginning on a large index). */
const MAX_EXPANSION = 400
/** A typo's match counts less than a word as typed (MiniSearch's default fuzzy weight). */
const FUZZY_WEIGHT = 0.45
/** Shards a typo may read besides the word's own. */
const FUZZY_EXTRA = 1
/** The beginning whose words a typo is looked for among, when they fit the budget. */
const FUZZY_STEM = 2

/** The word with one letter doubled or a doubled letter single, first letter kept, from the start. */
function doublings(word: string): string[] {
  const out: string[] = []
  for (let i = 1; i < word.length; i++) {
    out.push(word.slice(0, i) + word[i] + word.slice(i))
    if (word[i] === word[i - 1]) out.push(word.slice(0, i) + word.slice(i + 1))
  }
  return out
}

type Hit = { doc: number; score: number }
type Ranked = { hits: Hit[]; matched: Set<string> }

function checked<T, S>(value: unknown, struct: Struct<T, S>): T {
  assert(value, struct)
  return value
}

async function gunzip(res: Response): Promise<Uint8Array> {
  if (!res.ok || !res.body) throw new Error(`${res.url}: HTTP ${res.status}`)
  return new Uint8Array(await new Response(res.body.pipeThrough(new DecompressionStream('gzip'))).arrayBuffer())
}

/** Only site paths come out of the index; anything else (a tampered file) is dropped. */
const sitePath = (url: string) => /^\/(?!\/)[^\s]*$/.test(url)

/** One shard file: each term, then its postings (documents as gaps, then one score byte each). */
function readShard(bytes: Uint8Array, docs: number): Map<string, Hit[]> {
  const terms = new Map<string, Hit[]>()
  const r = new Reader(bytes)
  while (!r.done) {
    const term = r.text(r.varint())
    const count = r.varint()
    r.varint() // byte length of the postings (lets a reader skip them)
    const hits: Hit[] = new Array(count)
    let doc = 0
    for (let i = 0; i < count; i++) hits[i] = { doc: (doc += r.varint()), score: 0 }
    for (let i = 0; i < count; i++) hits[i]!.score = r.byte()
    if (count && doc >= docs) throw new Error('search index: document out of range')
    terms.set(term, hits)
  }
  return terms
}

/** The shards (by their first terms, `list`) that can hold `word` (exact) or any term starting with it (prefix). */
function shardsHolding(list: readonly string[], word: string, prefix: boolean): number[] {
  let lo = 0
  let hi = list.length - 1
  let first = 0
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    if ((list[mid] ?? '') <= word) {
      first = mid
      lo = mid + 1
    } else hi = mid - 1
  }
  const out = [first]
  if (prefix) for (let i = first + 1; i < list.length && (list[i] ?? '').startsWith(word); i++) out.push(i)
  return out
}

/** Each document's best score, `hits` weighted by `weight` against what `scores` holds. */
function add(scores: Map<number, number>, hits: Hit[], weight: number) {
  for (const h of hits) {
    const s = h.score * weight
    if (s > (scores.get(h.doc) ?? 0)) scores.set(h.doc, s)
  }
}

/** The documents the query's words found (`all`: only those every word found), best first by their summed scores. */
function combine(perWord: Map<number, number>[], all: boolean): Hit[] {
  const total = new Map<number, number>()
  const seen = new Map<number, number>()
  for (const scores of perWord) {
    for (const [doc, s] of scores) {
      total.set(doc, (total.get(doc) ?? 0) + s)
      seen.set(doc, (seen.get(doc) ?? 0) + 1)
    }
  }
  return [...total]
    .filter(([doc]) => !all || seen.get(doc) === perWord.length)
    .map(([doc, score]) => ({ doc, score }))
    .sort((a, b) => b.score - a.score || a.doc - b.doc)
}

/** `base` is the locale's index folder as a URL (`/search-index/cs/`). */
// eslint-disable-next-line max-lines-per-function -- the engine is a closure over the index's manifest and its loaded shards; its methods are small and share them
export async function openResultsEngine(base: string, fetchFn: typeof fetch = fetch): Promise<ResultsEngine> {
  const get = (file: string) => fetchFn(base + file).then(gunzip)
  const manifest = checked(JSON.parse(new TextDecoder().decode(await get(manifestFile))), Manifest)
  const stop = new Set(manifest.stop)
  const shards = new Map<number, Promise<Map<string, Hit[]>>>()
  const docFiles = new Map<number, Promise<DocRecord[]>>()
  const rankings = new Map<string, Promise<Ranked>>()

  function kindOf(doc: number): SearchKind | undefined {
    const i = manifest.kinds.findIndex(([from, to]) => doc >= from && doc < to)
    return searchKinds[i]
  }

  function shard(n: number): Promise<Map<string, Hit[]>> {
    let loaded = shards.get(n)
    if (!loaded) {
      loaded = get(shardFile(manifest.build, n)).then((bytes) => readShard(bytes, manifest.docs))
      loaded.catch(() => shards.delete(n))
      shards.set(n, loaded)
    }
    return loaded
  }

  const shardsFor = (word: string, prefix: boolean) => shardsHolding(manifest.shards, word, prefix)

  /** Best score per document for one query word (whole word, else its best continuation, else a typo's). */
  async function matchWord(word: string, matched: Set<string>): Promise<Map<number, number>> {
    const prefix = word.length >= PREFIX_MIN
    const scores = new Map<number, number>()
    let expanded = 0
    for (const n of shardsFor(word, prefix)) {
      for (const [term, hits] of await shard(n)) {
        const exact = term === word
        if (!exact && !(prefix && term.startsWith(word))) continue
        if (!exact && ++expanded > MAX_EXPANSION) continue
        matched.add(term)
        add(scores, hits, exact ? 1 : PREFIX_WEIGHT)
      }
    }
    return scores.size ? scores : matchTypo(word, matched)
  }

  /**
   * Terms whose beginning is within the forgiven edits of `word`, weighted like the word they stand
   * for (a whole term fully, a continuation like a prefix match). A typo in the first letter is not
   * looked for, and only the word's own shards and at most FUZZY_EXTRA more are read:
   * - all the shards of the words that begin with the word's first two letters, when that is
   *   within the budget (the usual case): every typo after the second letter is found;
   * - else (a large index, a common beginning) the word's own shards, where typos late in the word
   *   sort, and the shard where the word would be with a letter doubled or undoubled
   *   (`acounting` → `accounting`), the first such spelling from the start that lies elsewhere.
   * The extra shard is read only when the word's own hold no match.
   */
  async function matchTypo(word: string, matched: Set<string>): Promise<Map<number, number>> {
    const scores = new Map<number, number>()
    const limit = typosForgiven(word)
    if (!limit) return scores
    const own = shardsFor(word, true)
    const elsewhere = (list: number[]) => list.filter((n) => !own.includes(n))
    const stemShards = elsewhere(shardsFor(word.slice(0, FUZZY_STEM), true))
    const fits = stemShards.length <= FUZZY_EXTRA
    const extra = fits
      ? stemShards
      : (
          doublings(word)
            .map((v) => elsewhere(shardsFor(v, true)))
            .find((l) => l.length > 0) ?? []
        ).slice(0, FUZZY_EXTRA)
    const stem = word.slice(0, fits ? FUZZY_STEM : 1)
    let expanded = 0
    // The word's own shards are on hand already; another is read only if they hold no match.
    for (const batch of [own, extra]) {
      for (const n of batch) {
        for (const [term, hits] of await shard(n)) {
          if (!term.startsWith(stem)) continue
          const distance = editDistance(word, term, limit)
          if (!distance || ++expanded > MAX_EXPANSION) continue
          matched.add(term)
          add(scores, hits, FUZZY_WEIGHT * (distance.whole <= limit ? 1 : PREFIX_WEIGHT))
        }
      }
      if (scores.size) break
    }
    return scores
  }

  function rank(query: string): Promise<Ranked> {
    const key = words(query).join(' ')
    let ranked = rankings.get(key)
    if (!ranked) {
      ranked = (async () => {
        const queryWords = [...new Set(words(query))].filter((w) => !stop.has(w))
        const matched = new Set<string>()
        const perWord = await Promise.all(queryWords.map((w) => matchWord(w, matched)))
        let hits = combine(perWord, true)
        if (!hits.length && perWord.length > 1) hits = combine(perWord, false)
        return { hits, matched }
      })()
      ranked.catch(() => rankings.delete(key))
      rankings.set(key, ranked)
    }
    return ranked
  }

  async function record(doc: number): Promise<DocRecord> {
    const { file, index } = docPlace(doc, manifest.docsPerFile)
    let loaded = docFiles.get(file)
    if (!loaded) {
      loaded = get(docFile(manifest.build, file)).then((bytes) => checked(JSON.parse(new TextDecoder().decode(bytes)), array(DocRecord)))
      loaded.catch(() => docFiles.delete(file))
      docFiles.set(file, loaded)
    }
    const found = (await loaded)[index]
    if (!found) throw new Error(`search index: document ${doc} is not in its file`)
    return found
  }

  async function items(hits: Hit[], matched: Set<string>): Promise<ResultItem[]> {
    const out = await Promise.all(
      hits.map(async ({ doc, score }): Promise<ResultItem | null> => {
        const r = await record(doc)
        const kind = kindOf(doc)
        if (!kind || !sitePath(r.url)) return null
        // Highlight the words whose folded form is one of the terms the query matched.
        const locations: number[] = []
        r.text.split(/[^\S\uFEFF]+/).forEach((w, i) => {
          if ((fold(w).match(/[\p{L}\p{N}]+/gu) ?? []).some((part) => matched.has(part))) locations.push(i)
        })
        return { url: r.url, kind, title: r.title, sub: r.sub, snippet: snippet(r.text, locations), score }
      }),
    )
    return out.filter((i): i is ResultItem => i !== null)
  }

  return {
    async first(query, n = 10) {
      const { hits, matched } = await rank(query)
      return { total: hits.length, items: await items(hits.slice(0, n), matched) }
    },
    async counts(query) {
      const { hits } = await rank(query)
      const out: Partial<Record<SearchKind, number>> = {}
      for (const { doc } of hits) {
        const kind = kindOf(doc)
        if (kind) out[kind] = (out[kind] ?? 0) + 1
      }
      return out
    },
    async ofKind(query, kind, offset, n) {
      const { hits, matched } = await rank(query)
      const [from, to] = manifest.kinds[searchKinds.indexOf(kind)] ?? [0, 0]
      return items(hits.filter((h) => h.doc >= from && h.doc < to).slice(offset, offset + n), matched)
    },
  }
}
