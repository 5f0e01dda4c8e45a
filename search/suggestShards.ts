// The dropdown's suggestions split by the words' beginnings (issue 39), so a visitor downloads only
// what the words typed can match: at network scale the whole list is ~250 KB gzip, too much to load
// on a field's focus. A trie over the folded words of every suggestion's title and keywords: a
// beginning whose suggestions fit `budget` bytes is one file (a shard: every suggestion with a word
// of that beginning); a larger one is split by the next letter, with its words of exactly that
// length in a shard of their own, and the answer to that beginning typed alone computed at build
// time over the whole list (a top file). The manifest names each beginning's file.
//
// What a query needs: per word, the shard of the longest beginning of it in the trie; a word that
// ends on a split beginning needs its exact-words shard when it is complete (not the last word),
// nothing when it is the last of several (the other words' shards hold every suggestion that can
// match them all), and the top file when it is the only word. The engine (suggest.ts) runs over
// the smallest of those shards (then over all of them if no suggestion matches every word), with
// the same options as over the whole list: diacritics
// folded, a prefix match on the last word, one typo in words of 5+ letters; a typo within the
// beginning a shard is keyed by (its first one to few letters) is not forgiven (docs/decisions.md).
import { assert, integer, literal, object, record, string, tuple, type Infer } from 'superstruct'
import { words } from './fold.js'
import { createSuggestIndex, payloadSuggestions, SuggestPayload, type Suggestion, type SuggestIndex } from './suggest.js'

type Row = SuggestPayload['docs'][number]

/** The manifest: per trie beginning, [0, shard file, its suggestions] or [1, top file, 0] (the root when split: [1, -1, 0]); the files' folder. */
export const SuggestManifest = object({ v: literal(2), build: string(), nodes: record(string(), tuple([integer(), integer(), integer()])) })
export type SuggestManifest = Infer<typeof SuggestManifest>

/**
 * A shard's most bytes of JSON (3–4× less gzipped) where the trie allows. At --scale 20000 the first
 * suggestion came after 9.4 KB gzip, the engine's code included (`npm run bench`, tools/bench/search.ts).
 */
export const suggestShardBytes = 64 * 1024

/** Marks the shard of a split beginning's words of exactly that length (words never hold a space). */
export const exactMark = ' '
const leaf = 0
const split = 1

export type SuggestShards = { manifest: SuggestManifest; files: SuggestPayload[] }

/** The words a suggestion is found by: those the engine indexes (title and keywords). */
const rowWords = (row: Row) => new Set(words(`${row[2]} ${row[4]}`))

/**
 * Splits the suggestions (`docs` as suggestPayload gives them) into shards of at most `budget`
 * bytes of JSON where the trie allows (beginnings of `maxDepth` letters at most). `build`: the files' folder name.
 */
export function splitSuggestions(payload: SuggestPayload, build: string, budget: number, maxDepth = 12): SuggestShards {
  const rows = payload.docs
  const terms = rows.map(rowWords)
  const bytes = rows.map((r) => JSON.stringify(r).length + 1)
  const whole = createSuggestIndex(payload)
  const files: SuggestPayload[] = []
  const nodes: SuggestManifest['nodes'] = {}
  const file = (docs: Row[]) => files.push({ v: 1, docs }) - 1
  const pick = (ids: readonly number[]) =>
    ids.flatMap((id) => {
      const row = rows[id]
      return row ? [row] : []
    })

  // Each suggestion goes down the trie with its words of the node's beginning only (`idWords[i]`:
  // those of ids[i]): testing every word of it at every level was most of the split's time.
  const visit = (prefix: string, ids: number[], idWords: string[][]) => {
    const size = ids.reduce((sum, id) => sum + (bytes[id] ?? 0), 0)
    if (size <= budget || prefix.length >= maxDepth) {
      nodes[prefix] = [leaf, file(pick(ids)), ids.length]
      return
    }
    // Typed alone, this beginning's answer is the whole list's: computed here, one small file.
    const top = prefix ? file(pick(whole.search(prefix).map((s) => s.id))) : -1
    nodes[prefix] = [split, top, 0]
    const exact: number[] = []
    const children = new Map<string, { ids: number[]; words: string[][] }>()
    ids.forEach((id, i) => {
      let next: Map<string, string[]> | null = null
      for (const term of idWords[i] ?? []) {
        if (term.length > prefix.length) {
          next ??= new Map()
          const child = term.slice(0, prefix.length + 1)
          const list = next.get(child)
          if (list) list.push(term)
          else next.set(child, [term])
        } else if (exact.at(-1) !== id) exact.push(id)
      }
      for (const [child, childWords] of next ?? []) {
        const entry = children.get(child)
        if (entry) {
          entry.ids.push(id)
          entry.words.push(childWords)
        } else children.set(child, { ids: [id], words: [childWords] })
      }
    })
    if (exact.length) nodes[prefix + exactMark] = [leaf, file(pick(exact)), exact.length]
    for (const [child, entry] of [...children].sort(([a], [b]) => (a < b ? -1 : 1))) visit(child, entry.ids, entry.words)
  }
  visit(
    '',
    rows.map((_, i) => i),
    terms.map((t) => [...t]),
  )
  return { manifest: { v: 2, build, nodes }, files }
}

/** A shard file and how many suggestions it holds. */
export type ShardFile = { file: number; rows: number }

/**
 * What a query needs: per word that has one, the shard file to search over (the fewest
 * suggestions first), or one top file that is its answer. No files: nothing can match.
 */
export type ShardPlan = { files: ShardFile[] } | { top: number }

export function planQuery(manifest: SuggestManifest, query: string): ShardPlan {
  const ws = words(query)
  const files = new Map<number, number>()
  for (const [i, word] of ws.entries()) {
    const last = i === ws.length - 1
    for (let p = ''; ; ) {
      const node = manifest.nodes[p]
      if (!node) break
      if (node[0] === leaf) {
        files.set(node[1], node[2])
        break
      }
      if (p.length === word.length) {
        if (!last) {
          const exact = manifest.nodes[p + exactMark]
          if (exact) files.set(exact[1], exact[2])
        } else if (ws.length === 1) return { top: node[1] }
        break
      }
      p = word.slice(0, p.length + 1)
    }
  }
  return { files: [...files].map(([file, rows]) => ({ file, rows })).sort((a, b) => a.rows - b.rows || a.file - b.file) }
}

/** The suggestions of several shards as one list: a suggestion in two shards once. */
export function mergeShards(files: readonly SuggestPayload[]): SuggestPayload {
  const seen = new Set<string>()
  const docs: Row[] = []
  for (const f of files) {
    for (const row of f.docs) {
      const key = `${row[0]}\u0000${row[1]}`
      if (seen.has(key)) continue
      seen.add(key)
      docs.push(row)
    }
  }
  return { v: 1, docs }
}

export type ShardedSuggest = {
  /** The suggestions for `query`, once the files it needs are loaded (each file is loaded once). */
  search(query: string, limit?: number): Promise<Suggestion[]>
}

/**
 * The dropdown's engine over a split list: `manifest` as downloaded (validated here), `load(n)`
 * gives file n's JSON. A suggestion that matches every word is in the file of each word, so the
 * smallest file alone answers (a common word's file is never loaded for it); only when none
 * matches them all are the other words' files loaded, for the suggestions that match any word.
 * The engines over the last few sets of files are kept for the next keystrokes.
 */
export function createShardedSuggest(manifest: unknown, load: (file: number) => Promise<unknown>): ShardedSuggest {
  assert(manifest, SuggestManifest)
  const files = new Map<number, Promise<SuggestPayload>>()
  const file = (n: number) => {
    let f = files.get(n)
    if (!f) {
      f = load(n).then((json) => {
        assert(json, SuggestPayload)
        return json
      })
      // A failed download is tried again by the next query.
      f.catch(() => files.delete(n))
      files.set(n, f)
    }
    return f
  }
  const engines = new Map<string, SuggestIndex>()
  const engineOver = async (list: readonly ShardFile[]) => {
    const key = list.map((f) => f.file).join(',')
    let engine = engines.get(key)
    if (!engine) {
      engine = createSuggestIndex(mergeShards(await Promise.all(list.map((f) => file(f.file)))))
      engines.set(key, engine)
      const oldest = engines.keys().next().value
      if (engines.size > 4 && oldest !== undefined) engines.delete(oldest)
    }
    return engine
  }
  return {
    async search(query, limit) {
      const plan = planQuery(manifest, query)
      if ('top' in plan) return payloadSuggestions(await file(plan.top)).slice(0, limit)
      const [smallest] = plan.files
      if (!smallest) return []
      if (plan.files.length > 1) {
        const all = (await engineOver([smallest])).search(query, limit, false)
        if (all.length) return all
      }
      return (await engineOver(plan.files)).search(query, limit)
    },
  }
}
