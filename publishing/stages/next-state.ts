// The next rebuild's state (publishing/state.ts): every page's facts (fresh records, and for the pages
// not rendered again the published build's), the read sets, the key hashes, made and written into
// the folder the run writes.
import type { PoolResult } from '../../renderer/render/pool.js'
import type { PageRecord, WriterResult } from '../../renderer/render/writer.js'
import { writeState, type BuildState, type SubscriptionFact } from '../state.js'

export type PageFacts = BuildState['pages'][string]

/**
 * Every page's facts: fresh records, and for pages not rendered again, the previous build's.
 * A page the run did not change keeps the published state's entry itself: stateOf and the
 * state's delta (state.ts deltaOf) tell it unchanged by identity, without comparing ~35,000.
 */
export function pageFacts(results: readonly WriterResult[], current: ReadonlySet<string>, published: BuildState | null): Map<string, PageFacts> {
  const records = new Map<string, PageFacts>()
  if (published)
    for (const url of current) {
      const before = published.pages[url]
      if (before) records.set(url, before)
    }
  for (const r of results) {
    const before = records.get(r.url)
    if (r.written) records.set(r.url, factsOf(r))
    // The published entry when it reads the same: the page keeps its read set's index (stateOf), so
    // the state's delta holds it no more than a page not computed again.
    else if (before) {
      if (!sameList(before.readList, r.reads)) records.set(r.url, { ...before, readList: r.reads })
    } else throw new Error(`${r.url}: kept, but the published build has no such page`)
  }
  return records
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i])

function factsOf(r: PageRecord): PageFacts {
  return { folder: r.folder, routeKey: r.routeKey, dataHash: r.dataHash, bytes: r.bytes, reads: -1, readList: r.reads, head: r.head, scripts: r.scripts }
}

export type NextState = {
  release: string
  code: string
  contentHashes: Record<string, string>
  cursor: string | null
  records: Map<string, PageFacts>
  pool: Pick<PoolResult, 'shells' | 'dependencies'>
  gone: Record<string, string>
  staticPaths: string[]
  hostInputs: string
  subscriptions: Record<string, SubscriptionFact>
}

/**
 * Writes the state into `dir`. `read`: the published state as the run read it (a rebuild's, even
 * one that renders every page): its key hashes and derived values are the base the pages' own go
 * over. `over`: the same for an incremental rebuild, whose staging folder is committed over the
 * published release: the pages keep their read sets' indexes and the run writes what changed
 * since the state's base. Which one it wrote.
 */
export function writeNextState(dir: string, next: NextState, read: BuildState | null, over: BuildState | null): 'base' | 'delta' {
  const state = stateOf(
    next,
    {
      hashes: { ...read?.keyHashes, ...next.pool.dependencies.hashes },
      derived: { ...read?.derived, ...next.pool.dependencies.derived },
    },
    over?.readSets ?? [],
  )
  return writeState(dir, state, over ?? undefined)
}

/** `publishedSets`: the published state's read sets (a rebuild's), which its pages' lists are. */
function stateOf(next: NextState, dependencies: PoolResult['dependencies'], publishedSets: readonly string[][]): BuildState {
  const { release, code, contentHashes, cursor, records, gone, staticPaths, hostInputs, subscriptions } = next
  const { shells } = next.pool
  // A rebuild's pages whose data was not computed again share their read set's list with the
  // published state (readState): those are told apart by identity and keep their index (so the
  // state on disk changes only where pages did: state.ts writeState); only the lists computed
  // now are told apart by their text (joining 35,000 lists was a measurable part of each rebuild). A new
  // list equal to a published one is kept twice (its bytes only), and a published set no page
  // reads any more stays until the state is written whole.
  const readSets: string[][] = [...publishedSets]
  const bySet = new Map<readonly string[], number>(publishedSets.map((set, i) => [set, i]))
  const byText = new Map<string, number>()
  const pages: BuildState['pages'] = {}
  for (const [url, f] of records) {
    let i = bySet.get(f.readList)
    if (i === undefined) {
      const key = f.readList.join('|')
      i = byText.get(key)
      if (i === undefined) {
        i = readSets.length
        readSets.push(f.readList)
        byText.set(key, i)
      }
      bySet.set(f.readList, i)
    }
    pages[url] = f.reads === i ? f : { ...f, reads: i }
  }
  // The hashes of keys some page still reads. A rebuild keeps every published set, whose keys are
  // those the published hashes are of, and each key hashed now is in the list of a page that read
  // it: nothing to leave out (no need to look through the ~35,000 sets).
  let keyHashes: Record<string, string> = dependencies.hashes
  if (publishedSets.length === 0) {
    keyHashes = {}
    for (const set of readSets)
      for (const key of set) {
        const hash = dependencies.hashes[key]
        if (hash !== undefined) keyHashes[key] = hash
      }
  }
  // What each derived value read; of the values derived per item, those some page still reads
  // (a deleted post's teaser goes with its last reader).
  const derived: Record<string, string[]> = {}
  for (const [key, sources] of Object.entries(dependencies.derived)) if (!key.includes('#') || Object.hasOwn(keyHashes, key)) derived[key] = sources
  const ends = Object.values(subscriptions).flatMap((f) => (f.validUntil === null ? [] : [f.validUntil]))
  const subscriptionsValidUntil = ends.length ? Math.min(...ends) : null
  return { version: 1, release, code, contentHashes, cursor, readSets, pages, shells, gone, staticPaths, hostInputs, keyHashes, derived, subscriptions, subscriptionsValidUntil }
}
