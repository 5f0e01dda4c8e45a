// The build's decisions, made of plain data and nothing else: no file, process or clock is read
// here, so every decision is tested with plain objects (build/plan.test.ts). The stages
// (build/stages/) carry a plan out; the orchestrator (build/stages.ts) runs the same stages for a
// full build, a rebuild, a shard and a merge, with the plan these functions return:
//
//   planContentSource  before anything: whether the run fetches content, uses what is on disk or skips it
//   planRun            before the content stage: the run's shape, incremental or not and why (the
//                      published build's state head, the code fingerprint, the renderer bundle)
//   planContent        after the content stage: what content changed, nothing to do, what to index
//   keysToAsk          a rebuild's read sets and keys to ask the page worker about (the 'changes' stage)
//   planPages          after the listing: which pages to render and why, which pages go
//   planSitemap        whether the published sitemap stays as it is
//   planGone           the deleted pages' redirects
import { localeCodes, type Locale } from '../config/locales.js'
import { touchesChangedFile } from '../page-data/dependencyKey.js'
import { searchableKinds } from '../search/kinds.js'
import { parentListOf } from './gone.js'
import type { HeadFacts } from './render/links.js'
import type { PageJob } from './render/writer.js'
import { pickShard, type Shard } from './shards.js'
import type { BuildState, StateHead, SubscriptionFact } from './state.js'

export type { SubscriptionFact } from './state.js'

export type BuildMode = 'full' | 'rebuild'

// ── Before the content stage ────────────────────────────────────────────────────────────────

/**
 * `run`: the content stage runs (its process, started ahead, is the run's); `reuse`: a shard or a
 * merge renders content/generated as it is (every shard must render the same content); `skip`:
 * the benchmark fetched it already.
 */
export type ContentSource = 'run' | 'reuse' | 'skip'

export function planContentSource(input: { skipContent?: boolean | undefined; sharded: boolean; contentOnDisk: boolean }): ContentSource {
  if (input.sharded && input.contentOnDisk) return 'reuse'
  return input.skipContent ? 'skip' : 'run'
}

export type RunShape = 'full' | 'rebuild' | 'shard' | 'merge'

export type RunInput = {
  mode: BuildMode
  shard?: Shard | undefined
  merge?: readonly string[] | undefined
  content: ContentSource
  /** The published release a rebuild builds over (null: none, or a full build, which does not look). */
  published: { id: string } | null
  /** Its build state's head (build/state.ts readStateHead), null when it has none. */
  head: StateHead | null
  /** The code fingerprint now (build/code.ts). */
  code: string
  /** Whether the renderer bundle (.build/render/entry.mjs) is there. */
  rendererBuilt: boolean
  /**
   * The run replaces the published release's content source (--replace-source past the pin,
   * build/source-pin.ts): the published state describes other content, so everything is built.
   */
  sourceReplaced?: boolean
  /** A rebuild verifies the change feed (--verify, or REBUILD_VERIFY_HOURS passed): every list revalidated (content-pipeline/verify.ts). */
  verify?: boolean
}

/** Why a run renders what it renders. */
export type RunReason = 'incremental' | 'full build' | 'shard' | 'merge' | 'code changed' | 'no published state' | 'no renderer bundle' | 'source replaced'

export type RunPlan = {
  shape: RunShape
  /** Renders only the pages whose content changed, into a staging folder over the published release. */
  incremental: boolean
  reason: RunReason
  /** Lines the run logs once it has decided. */
  log: string[]
  /** How the content stage fetches (null: it does not run); `verify`: through the feed, every list revalidated. */
  fetch: 'incremental' | 'verify' | 'full' | null
  /** One request to the API's change feed may end the run before the content stage. */
  askChangeFeed: boolean
  /** The page worker and the search step start ahead, while the content stage runs. */
  helpersAhead: boolean
  /** Where the run writes: a new release, a staging folder over the published one, a shard folder. */
  folder: 'new' | 'staging' | 'shard'
  /** What the run takes the client assets, the renderer and the media from. */
  assets: 'bundle' | 'media' | 'merge'
  /**
   * The search index: first (a full build: alone on every core, before the workers run), alongside
   * the pages (a rebuild: on the other core), after the pages (a merge), none (a shard).
   */
  search: 'first' | 'alongside' | 'after' | 'none'
  /** The end: commit the staging folder, point `dist` at the new release, or write the shard's output. */
  finish: 'commit' | 'publish' | 'shard output'
}

export function planRun(input: RunInput): RunPlan {
  const shape: RunShape = input.shard ? 'shard' : input.merge ? 'merge' : input.mode
  const sameCode = input.head?.code === input.code
  const incremental = shape === 'rebuild' && input.published !== null && input.head !== null && sameCode && input.rendererBuilt && !input.sourceReplaced
  const log: string[] = []
  let reason: RunReason = incremental ? 'incremental' : shape === 'rebuild' || shape === 'full' ? 'full build' : shape
  if (shape === 'rebuild' && !incremental) {
    reason = input.sourceReplaced ? 'source replaced' : input.head && !sameCode ? 'code changed' : input.head ? 'no renderer bundle' : 'no published state'
    log.push(
      input.sourceReplaced
        ? '  the content source is replaced: building everything'
        : input.head && !sameCode
          ? '  the code changed since the published build: building everything'
          : '  no published release with build state: building everything',
    )
  }
  const throughFeed = shape === 'rebuild' && input.published !== null
  if (throughFeed && input.verify && input.content === 'run') log.push('  verifying the change feed: every list revalidated')
  if (input.content === 'reuse') log.push('  content: using content/generated as it is (every shard must render the same content)')
  return {
    shape,
    incremental,
    reason,
    log,
    // A rebuild fetches through the change feed even when it renders every page (the code changed
    // since the published build): the cached answers are as good for new code as for the old (when
    // its own code changed, the pipeline validates them again and downloads the media again:
    // incremental.ts, run.ts). Only `npm run build` fetches everything afresh.
    fetch: input.content !== 'run' ? null : throughFeed ? (input.verify ? 'verify' : 'incremental') : 'full',
    askChangeFeed: incremental && !input.verify && Boolean(input.head?.cursor) && input.content === 'run',
    helpersAhead: incremental,
    folder: shape === 'shard' ? 'shard' : incremental ? 'staging' : 'new',
    assets: shape === 'merge' ? 'merge' : incremental ? 'media' : 'bundle',
    search: shape === 'shard' ? 'none' : incremental ? 'alongside' : shape === 'merge' ? 'after' : 'first',
    finish: shape === 'shard' ? 'shard output' : incremental ? 'commit' : 'publish',
  }
}

/** A run that ends before it writes anything: what it logs and reports. */
export type NothingToDo = { log: string; reason: string }

export const noChangeInFeed: NothingToDo = { log: 'the API reports no change since the published build: nothing to do', reason: 'no change (change feed)' }
export const noContentChanged: NothingToDo = { log: 'no content changed since the published build: nothing to do', reason: 'no change' }

// ── After the content stage ─────────────────────────────────────────────────────────────────

export type ContentPlan = {
  /** `{locale}/{kind}` content files whose hash differs from the published build's (a rebuild's). */
  changedFiles: string[]
  /** Set: the run ends here. */
  nothingToDo: NothingToDo | null
  /** The locales whose search index the run builds (a rebuild: those whose searchable content changed). */
  searchLocales: Locale[]
  log: string[]
}

/**
 * `published`: the published build's state (its id, for the error) as a rebuild read it; null for
 * a run that is not incremental. `hashes`: the content files' hashes now (build/state.ts contentHashes).
 */
export function planContent(input: { incremental: boolean; releaseId: string; published: Pick<BuildState, 'contentHashes'> | null; hashes: Readonly<Record<string, string>> }): ContentPlan {
  if (!input.incremental) return { changedFiles: [], nothingToDo: null, searchLocales: [...localeCodes], log: [] }
  if (!input.published) throw new Error(`the published build's state (${input.releaseId}/build-state.json) cannot be read: run npm run build`)
  const changedFiles = changedContentFiles(input.published.contentHashes, input.hashes)
  if (changedFiles.length === 0) return { changedFiles, nothingToDo: noContentChanged, searchLocales: [], log: [] }
  return { changedFiles, nothingToDo: null, searchLocales: searchLocalesOf(changedFiles), log: [`  changed content: ${changedFiles.join(', ')}`] }
}

/** The content files added, removed or changed between two sets of hashes, sorted. */
export function changedContentFiles(before: Readonly<Record<string, string>>, now: Readonly<Record<string, string>>): string[] {
  return Object.keys({ ...now, ...before })
    .filter((k) => now[k] !== before[k])
    .sort()
}

/** The locales with a changed content file the search documents are made of. */
export function searchLocalesOf(changedFiles: readonly string[]): Locale[] {
  return localeCodes.filter((l) => changedFiles.some((f) => searchableKinds.some((k) => f === `${l}/${k}`)))
}

/**
 * Which of the published read sets a rebuild must ask the page worker about: the pages whose
 * dependency keys name something that differs now are among those with a key of a changed file
 * (directly or through a derived value); the worker hashes what is needed to tell. It is asked
 * about each such key once, not about every set that holds it (~10,000 sets of ~30 keys after one
 * blog post at network scale, sharing a few thousand keys): `keys`, the indexes of the `sets` that
 * hold them, and the published hashes and derived values it needs.
 */
export function keysToAsk(
  state: Pick<BuildState, 'readSets' | 'keyHashes' | 'derived'>,
  changedFiles: readonly string[],
): { keys: Set<string>; sets: number[]; hashes: Record<string, string>; derived: Record<string, string[]> } {
  const derived = state.derived ?? {}
  const touched = touchesChangedFile(new Set(changedFiles), derived)
  const keys = new Set<string>()
  const sets: number[] = []
  state.readSets.forEach((set, i) => {
    let reads = false
    for (const key of set) {
      if (!touched(key)) continue
      keys.add(key)
      reads = true
    }
    if (reads) sets.push(i)
  })
  // The state's key hashes are of keys of its read sets (stateOf): those of `keys`, and of the
  // sources of the values derived per item among them, are all it needs.
  const published = state.keyHashes ?? {}
  const hashes: Record<string, string> = {}
  const take = (key: string) => {
    const hash = published[key]
    if (hash !== undefined) hashes[key] = hash
  }
  for (const key of keys) {
    take(key)
    // A value derived per item is tested through its own sources (page-data/content.ts perLocaleItem).
    for (const source of derived[key] ?? []) take(source)
  }
  return { keys, sets, hashes, derived }
}

/** Of the read sets asked about, those holding a key the worker found changed. */
export function dirtySets(readSets: readonly (readonly string[])[], asked: readonly number[], changedKeys: ReadonlySet<string>): Set<number> {
  return new Set(asked.filter((i) => (readSets[i] ?? []).some((key) => changedKeys.has(key))))
}

// ── After the listing ───────────────────────────────────────────────────────────────────────

/** Why a page is rendered. */
export type PageReason = 'new page' | 'folder changed' | 'reads a changed key' | 'full build' | 'shard'

/** What the planner needs of a published page (build/state.ts BuildState.pages). */
export type PublishedPage = Pick<BuildState['pages'][string], 'folder' | 'routeKey' | 'reads'>

export type RemovedPage = { url: string; routeKey: string }

export type PagePlan = {
  /** The pages to render, in the listing's order. */
  render: PageJob[]
  /** Why each of them is rendered. */
  reasons: Map<string, PageReason>
  /** Published pages the listing no longer has (sorted as the published state lists them). */
  removed: RemovedPage[]
  /** `removed` counted by page type (route key). */
  removedByType: Record<string, number>
  /** The published pages counted by page type (empty without a published state). */
  publishedByType: Record<string, number>
  /** The listing's URLs. */
  current: Set<string>
}

export type PagePlanInput = {
  shape: RunShape
  incremental: boolean
  shard?: Shard | undefined
  /** Every page now (the listing, or the shards' records). */
  jobs: readonly PageJob[]
  /**
   * The published build's pages, when the run read its state (a rebuild does; a full build may:
   * then `removed` says what its publish drops).
   */
  published: Readonly<Record<string, PublishedPage>> | null
  /** A rebuild's read sets that hold a changed key (the 'changes' stage): null for the others. */
  dirty: ReadonlySet<number> | null
}

export function planPages(input: PagePlanInput): PagePlan {
  const current = new Set(input.jobs.map((j) => j.url))
  const reasons = new Map<string, PageReason>()
  let render: PageJob[]
  if (input.incremental) {
    const published = input.published ?? {}
    render = []
    for (const job of input.jobs) {
      const reason = incrementalReason(published[job.url], job, input.dirty)
      if (!reason) continue
      render.push(job)
      reasons.set(job.url, reason)
    }
  } else {
    render = input.shard ? pickShard(input.jobs, input.shard) : [...input.jobs]
    const reason: PageReason = input.shard ? 'shard' : 'full build'
    for (const job of render) reasons.set(job.url, reason)
  }
  const removed: RemovedPage[] = []
  const removedByType: Record<string, number> = {}
  const publishedByType: Record<string, number> = {}
  for (const [url, page] of Object.entries(input.published ?? {})) {
    publishedByType[page.routeKey] = (publishedByType[page.routeKey] ?? 0) + 1
    if (current.has(url)) continue
    removed.push({ url, routeKey: page.routeKey })
    removedByType[page.routeKey] = (removedByType[page.routeKey] ?? 0) + 1
  }
  return { render, reasons, removed, removedByType, publishedByType, current }
}

function incrementalReason(before: PublishedPage | undefined, job: PageJob, dirty: ReadonlySet<number> | null): PageReason | null {
  if (!before) return 'new page'
  if (before.folder !== job.folder) return 'folder changed'
  return dirty?.has(before.reads) ? 'reads a changed key' : null
}

/** The pages to render counted by reason. */
export function countReasons(plan: Pick<PagePlan, 'reasons'>): Partial<Record<PageReason, number>> {
  const out: Partial<Record<PageReason, number>> = {}
  for (const reason of plan.reasons.values()) out[reason] = (out[reason] ?? 0) + 1
  return out
}

// ── After the pages ─────────────────────────────────────────────────────────────────────────

/**
 * The sitemap is made of the pages' heads (canonical, alternates, noindex): a rebuild that added
 * and removed no page and changed no page's head keeps the published one as it is instead of
 * making 35,000 entries to compare.
 */
export function planSitemap(input: {
  incremental: boolean
  published: Readonly<Record<string, { head: HeadFacts }>> | null
  removed: number
  written: readonly { url: string; head: HeadFacts }[]
}): 'keep' | 'write' {
  const { published } = input
  if (!input.incremental || !published || input.removed > 0) return 'write'
  const same = input.written.every((r) => {
    const before = published[r.url]
    return before !== undefined && JSON.stringify(before.head) === JSON.stringify(r.head)
  })
  return same ? 'keep' : 'write'
}

/**
 * Deleted pages' URLs and the list each now redirects to: the published ones, less the URLs that
 * are pages again, and the pages this run removes whose list is a page (gone.ts).
 */
export function planGone(publishedGone: Readonly<Record<string, string>> | null, current: ReadonlySet<string>, removed: readonly RemovedPage[]): Record<string, string> {
  const gone = { ...(publishedGone ?? {}) }
  for (const url of current) delete gone[url]
  for (const { url } of removed) {
    const target = parentListOf(url, current)
    if (target) gone[url] = target
  }
  return gone
}

// ── Feeds and calendars ─────────────────────────────────────────────────────────────────────

export type SubscriptionReason = 'full build' | 'new' | 'reads a changed file' | 'upcoming changed'

/**
 * Which families a run writes, and why: all of them in a run that is not incremental; in a rebuild,
 * a family the published build lacks, one whose reads touch a changed content file (directly or
 * through a derived value), and one whose `validUntil` has passed (what is upcoming moved on).
 */
export function planSubscriptions(input: {
  incremental: boolean
  families: readonly string[]
  published: Readonly<Record<string, SubscriptionFact>> | null
  changedFiles: readonly string[]
  derived: Readonly<Record<string, string[]>>
  now: number
}): Map<string, SubscriptionReason> {
  const out = new Map<string, SubscriptionReason>()
  const touched = touchesChangedFile(new Set(input.changedFiles), input.derived)
  for (const name of input.families) {
    const before = input.published?.[name]
    if (!input.incremental) out.set(name, 'full build')
    else if (!before) out.set(name, 'new')
    else if (before.reads.some(touched)) out.set(name, 'reads a changed file')
    else if (expired(before.validUntil, input.now)) out.set(name, 'upcoming changed')
  }
  return out
}

const expired = (validUntil: number | null | undefined, now: number) => validUntil !== null && validUntil !== undefined && validUntil < now

/**
 * Whether a rebuild must run although the content is the same: something upcoming is over (the
 * state head's earliest `validUntil` has passed). Then it does not stop at "nothing to do".
 */
export function subscriptionsExpired(head: { subscriptionsValidUntil?: number | null } | null, now: number): boolean {
  return expired(head?.subscriptionsValidUntil, now)
}
