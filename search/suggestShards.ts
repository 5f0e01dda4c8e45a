// The dropdown's suggestions split by the words' beginnings (issue 39), so a visitor downloads only
// what the words typed can match: at network scale the whole list is ~250 KB gzip, too much to load
// on a field's focus. A trie over the folded words of every suggestion's title and keywords: a
// beginning whose suggestions fit `budget` bytes is one file (a shard: every suggestion with a word
// of that beginning); a larger one is split by the next letter, with its words of exactly that
// length in a shard of their own, and the answer to that beginning typed alone computed at build
// time over the whole list (a top file). The manifest names each beginning's file.
//
// What a query loads: per word, the shard of the longest beginning of it in the trie; a word that
// ends on a split beginning needs its exact-words shard when it is complete (not the last word),
// nothing when it is the last of several (the other words' shards hold every suggestion that can
// match them all), and the top file when it is the only word. The engine (suggest.ts) then runs
// over the suggestions of those shards, with the same options as over the whole list: diacritics
// folded, a prefix match on the last word, one typo in words of 5+ letters; a typo within the
// beginning a shard is keyed by (its first one to few letters) is not forgiven (docs/decisions.md).
import { assert, integer, literal, object, record, string, tuple, type Infer } from 'superstruct'
import { words } from './fold.js'
import { createSuggestIndex, payloadSuggestions, SuggestPayload, type Suggestion, type SuggestIndex } from './suggest.js'

type Row = SuggestPayload['docs'][number]

/** The manifest: per trie beginning, [0, shard file] or [1, top file] (the root when split: [1, -1]); the files' folder. */
export const SuggestManifest = object({ v: literal(2), build: string(), nodes: record(string(), tuple([integer(), integer()])) })
export type SuggestManifest = Infer<typeof SuggestManifest>

/**
 * A shard's most bytes of JSON (~4× less gzipped) where the trie allows: at network scale
 * (--scale 20000) the first suggestion then needs ~N KB gzip, the engine's code included (docs/performance.md).
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
 * bytes of JSON where the trie allows (`maxDepth` letters at most). `build`: the files' folder name.
 */
export function splitSuggestions(payload: SuggestPayload, build: string, budget: number, maxDepth = 6): SuggestShards {
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

  const visit = (prefix: string, ids: number[]) => {
    const size = ids.reduce((sum, id) => sum + (bytes[id] ?? 0), 0)
    if (size <= budget || prefix.length >= maxDepth) {
      nodes[prefix] = [leaf, file(pick(ids))]
      return
    }
    // Typed alone, this beginning's answer is the whole list's: computed here, one small file.
    const top = prefix ? file(pick(whole.search(prefix).map((s) => s.id))) : -1
    nodes[prefix] = [split, top]
    const exact: number[] = []
    const children = new Map<string, number[]>()
    for (const id of ids) {
      const next = new Set<string>()
      for (const term of terms[id] ?? []) {
        if (!term.startsWith(prefix)) continue
        if (term.length > prefix.length) next.add(term.slice(0, prefix.length + 1))
        else if (exact.at(-1) !== id) exact.push(id)
      }
      for (const child of next) {
        const list = children.get(child)
        if (list) list.push(id)
        else children.set(child, [id])
      }
    }
    if (exact.length) nodes[prefix + exactMark] = [leaf, file(pick(exact))]
    for (const [child, childIds] of [...children].sort(([a], [b]) => (a < b ? -1 : 1))) visit(child, childIds)
  }
  visit(
    '',
    rows.map((_, i) => i),
  )
  return { manifest: { v: 2, build, nodes }, files }
}

/** What a query needs: the shard files to search over, or one top file that is its answer. Empty: nothing can match. */
export type ShardPlan = { shards: number[] } | { top: number }

export function planQuery(manifest: SuggestManifest, query: string): ShardPlan {
  const ws = words(query)
  const shards = new Set<number>()
  for (const [i, word] of ws.entries()) {
    const last = i === ws.length - 1
    for (let p = ''; ;) {
      const node = manifest.nodes[p]
      if (!node) break
      if (node[0] === leaf) {
        shards.add(node[1])
        break
      }
      if (p.length === word.length) {
        if (!last) {
          const exact = manifest.nodes[p + exactMark]
          if (exact) shards.add(exact[1])
        } else if (ws.length === 1) return { top: node[1] }
        break
      }
      p = word.slice(0, p.length + 1)
    }
  }
  return { shards: [...shards].sort((a, b) => a - b) }
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
 * gives file n's JSON. The engine over a set of shards is kept for the next keystroke, which
 * nearly always needs the same ones.
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
  let engine: { key: string; index: SuggestIndex } | null = null
  return {
    async search(query, limit) {
      const plan = planQuery(manifest, query)
      if ('top' in plan) return payloadSuggestions(await file(plan.top)).slice(0, limit)
      if (!plan.shards.length) return []
      const key = plan.shards.join(',')
      if (engine?.key !== key) engine = { key, index: createSuggestIndex(mergeShards(await Promise.all(plan.shards.map(file)))) }
      return engine.index.search(query, limit)
    },
  }
}
