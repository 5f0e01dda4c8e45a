// The build's decisions after its content stage, made of plain data and nothing else: no file,
// process or clock is read here, so every decision is tested with plain objects
// (publishing/plan.test.ts). The stages (publishing/stages/) carry a plan out; the orchestrator
// (publishing/stages.ts) runs the same stages for a full build, a rebuild, a shard and a merge, with
// the plan these functions return, and each decision's reason goes into build-report.json (`plan`):
//
//   planRun            before the content stage (publishing/plan-run.ts), from the facts publishing/facts.ts
//                      gathers: the run's shape, the source guard, verify or not, the change feed
//   planContent        after the content stage: what content changed, nothing to do, what to index
//   keysToAsk          a rebuild's read sets and keys to ask the page worker about (the 'changes' stage)
//   planPages          after the listing and the worker's changed keys: which pages to render and
//                      why, which the writer keeps when their data is the same, which pages go
//   planSitemap        whether the published sitemap stays as it is
//   planGone           the deleted pages' redirects
import { localeCodes, type Locale } from '../shared/config/locales.js'
import { derivedSources, parseDependencyKey, touchesChangedFile } from '../page-data/dependencyKey.js'
import { searchableKinds } from '../content-pipeline/kinds.js'
import { parentListOf } from './gone.js'
import type { HeadFacts } from '../renderer/render/links.js'
import type { PageTask } from '../renderer/render/writer.js'
import { pickShard, type Shard } from './sharding.js'
import type { BuildState, SubscriptionFact } from './state.js'
import { noContentChanged, type Decision, type NothingToDo, type RunShape } from './plan-run.js'

export type { SubscriptionFact } from './state.js'

// ── After the content stage ─────────────────────────────────────────────────────────────────

export type ContentPlan = {
  /** `{locale}/{kind}` content files whose hash differs from the published build's (a rebuild's). */
  changedFiles: string[]
  /** Set: the run ends here. */
  nothingToDo: NothingToDo | null
  /** The locales whose search index the run builds (a rebuild: those whose searchable content changed). */
  searchLocales: Locale[]
  decisions: Decision[]
  log: string[]
}

/**
 * `published`: the published build's state (its id, for the error) as a rebuild read it; null for
 * a run that is not incremental. `hashes`: the content files' hashes now (publishing/state.ts contentHashes).
 */
export function planContent(input: { incremental: boolean; releaseId: string; published: Pick<BuildState, 'contentHashes'> | null; hashes: Readonly<Record<string, string>> }): ContentPlan {
  if (!input.incremental) {
    const decisions = [{ about: 'search', decision: `index ${localeCodes.join(', ')}`, reason: 'the run renders every page' }]
    return { changedFiles: [], nothingToDo: null, searchLocales: [...localeCodes], decisions, log: [] }
  }
  if (!input.published) throw new Error(`the published build's state (${input.releaseId}/build-state.json) cannot be read: run npm run build`)
  const changedFiles = changedContentFiles(input.published.contentHashes, input.hashes)
  if (changedFiles.length === 0) {
    const decisions = [{ about: 'content changed', decision: 'none', reason: `every content file hashes as in ${input.releaseId}` }]
    return { changedFiles, nothingToDo: noContentChanged, searchLocales: [], decisions, log: [] }
  }
  const searchLocales = searchLocalesOf(changedFiles)
  const decisions = [
    { about: 'content changed', decision: changedFiles.join(', '), reason: `their hashes differ from ${input.releaseId}'s` },
    {
      about: 'search',
      decision: searchLocales.length ? `index ${searchLocales.join(', ')}` : 'keep the published indexes',
      reason: searchLocales.length ? 'their searchable content changed' : `no searchable kind (${searchableKinds.join(', ')}) changed`,
    },
  ]
  return { changedFiles, nothingToDo: null, searchLocales, decisions, log: [`  changed content: ${changedFiles.join(', ')}`] }
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
  const ahead = askIndexes.get(state)
  const { keys, sets } = ahead ? askedThrough(ahead, changedFiles) : askedByScan(state.readSets, touchesChangedFile(new Set(changedFiles), derived))
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

function askedByScan(readSets: readonly (readonly string[])[], touched: (key: string) => boolean): { keys: Set<string>; sets: number[] } {
  const keys = new Set<string>()
  const sets: number[] = []
  readSets.forEach((set, i) => {
    let reads = false
    for (const key of set) {
      if (!touched(key)) continue
      keys.add(key)
      reads = true
    }
    if (reads) sets.push(i)
  })
  return { keys, sets }
}

/**
 * What keysToAsk finds for any changed files, found ahead (a webhook's rebuild, while it waits:
 * at network scale scanning every key of the read sets was a measurable part of the run's main
 * thread, docs/performance.md 2026-12-08): per content file, the keys that read it (directly or
 * through a derived value) and the sets holding them; `always`, those of derived values of
 * unknown sources, which count as touched whatever changed (touchesChangedFile).
 */
type AskIndex = { byFile: Map<string, Asked>; always: Asked }
type Asked = { keys: Set<string>; sets: number[] }
const askIndexes = new WeakMap<object, AskIndex>()

/** Prepares keysToAsk for this state (publishing/cli.ts rebuild --wait); the same answers, found without the scan. */
export function prepareKeysToAsk(state: Pick<BuildState, 'readSets' | 'derived'>): void {
  const filesOf = keyFiles(state.derived ?? {})
  const index: AskIndex = { byFile: new Map(), always: { keys: new Set(), sets: [] } }
  const add = (asked: Asked, key: string, set: number) => {
    asked.keys.add(key)
    if (asked.sets.at(-1) !== set) asked.sets.push(set)
  }
  state.readSets.forEach((set, i) => {
    for (const key of set) {
      const files = filesOf(key)
      if (files === 'all') add(index.always, key, i)
      else
        for (const file of files) {
          let asked = index.byFile.get(file)
          if (!asked) index.byFile.set(file, (asked = { keys: new Set(), sets: [] }))
          add(asked, key, i)
        }
    }
  })
  askIndexes.set(state, index)
}

/** The content files a key reads (touchesChangedFile's rule, for every file at once); 'all': touched whatever changed. */
function keyFiles(derived: Readonly<Record<string, string[]>>): (key: string) => ReadonlySet<string> | 'all' {
  const memo = new Map<string, ReadonlySet<string> | 'all'>()
  const filesOf = (key: string): ReadonlySet<string> | 'all' => {
    const known = memo.get(key)
    if (known !== undefined) return known
    memo.set(key, 'all') // a cycle (never expected) counts as touched
    const k = parseDependencyKey(key)
    let result: ReadonlySet<string> | 'all'
    if (!('derived' in k)) result = new Set([k.file])
    else {
      const sources = derivedSources(derived, key, k)
      const files = new Set<string>()
      result = sources ? files : 'all'
      for (const source of sources ?? []) {
        const of = filesOf(source)
        if (of === 'all') {
          result = 'all'
          break
        }
        for (const file of of) files.add(file)
      }
    }
    memo.set(key, result)
    return result
  }
  return filesOf
}

function askedThrough(index: AskIndex, changedFiles: readonly string[]): Asked {
  const parts = [index.always, ...changedFiles.flatMap((file) => index.byFile.get(file) ?? [])]
  const keys = new Set<string>()
  const sets = new Set<number>()
  for (const part of parts) {
    for (const key of part.keys) keys.add(key)
    for (const set of part.sets) sets.add(set)
  }
  return { keys, sets: [...sets].sort((a, b) => a - b) }
}

/** Of the read sets asked about, those holding a key the worker found changed. */
export function dirtySets(readSets: readonly (readonly string[])[], asked: readonly number[], changedKeys: ReadonlySet<string>): Set<number> {
  return new Set(asked.filter((i) => (readSets[i] ?? []).some((key) => changedKeys.has(key))))
}

// ── After the listing ───────────────────────────────────────────────────────────────────────

/** Why a page is rendered. */
export type PageReason = 'new page' | 'folder changed' | 'reads a changed key' | 'full build' | 'shard'

/** What the planner needs of a published page (publishing/state.ts BuildState.pages). */
export type PublishedPage = Pick<BuildState['pages'][string], 'folder' | 'routeKey' | 'reads'> & Partial<Pick<BuildState['pages'][string], 'dataHash'>>

export type RemovedPage = { url: string; routeKey: string }

export type PagePlan = {
  /** The pages to render, in the listing's order. */
  render: PageTask[]
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
  /**
   * A rebuild's pages to render with their published data hash: the writer keeps the published
   * file of a page whose data comes out the same (renderer/render/writer.ts). Null: every page is written.
   */
  keepIfSame: Record<string, string> | null
  decisions: Decision[]
}

/** What the page worker found of the keys it was asked about (the 'changes' stage): which differ now. */
export type ChangedKeys = {
  /** The published read sets (publishing/state.ts BuildState.readSets). */
  readSets: readonly (readonly string[])[]
  /** The indexes of the read sets asked about (keysToAsk). */
  asked: readonly number[]
  keys: ReadonlySet<string>
}

export type PagePlanInput = {
  shape: RunShape
  incremental: boolean
  shard?: Shard | undefined
  /** Every page now (the listing, or the shards' records). */
  tasks: readonly PageTask[]
  /**
   * The published build's pages, when the run read its state (a rebuild does; a full build may:
   * then `removed` says what its publish drops).
   */
  published: Readonly<Record<string, PublishedPage>> | null
  /** An incremental rebuild's changed keys, as the worker reported them: null for the others. */
  changed: ChangedKeys | null
}

export function planPages(input: PagePlanInput): PagePlan {
  const current = new Set(input.tasks.map((j) => j.url))
  const reasons = new Map<string, PageReason>()
  let render: PageTask[]
  let keepIfSame: Record<string, string> | null = null
  const dirty = input.changed ? dirtySets(input.changed.readSets, input.changed.asked, input.changed.keys) : null
  if (input.incremental) {
    const published = input.published ?? {}
    render = []
    keepIfSame = {}
    for (const task of input.tasks) {
      const before = published[task.url]
      if (before?.dataHash !== undefined) keepIfSame[task.url] = before.dataHash
      const reason = incrementalReason(before, task, dirty)
      if (!reason) {
        delete keepIfSame[task.url]
        continue
      }
      render.push(task)
      reasons.set(task.url, reason)
    }
  } else {
    render = input.shard ? pickShard(input.tasks, input.shard) : [...input.tasks]
    const reason: PageReason = input.shard ? 'shard' : 'full build'
    for (const task of render) reasons.set(task.url, reason)
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
  const plan = { render, reasons, removed, removedByType, publishedByType, current, keepIfSame }
  return { ...plan, decisions: pageDecisions(plan, input, dirty) }
}

function pageDecisions(plan: Omit<PagePlan, 'decisions'>, input: PagePlanInput, dirty: ReadonlySet<number> | null): Decision[] {
  const counts = Object.entries(countReasons(plan))
  const decisions: Decision[] = [
    {
      about: 'pages',
      decision: `render ${plan.render.length} of ${input.tasks.length}`,
      reason: counts.length ? counts.map(([reason, n]) => `${n} ${reason}`).join(', ') : 'no page is new, moved or reads a changed key',
    },
  ]
  if (input.changed && dirty)
    decisions.push({
      about: 'changed keys',
      decision: `${dirty.size} of ${input.changed.readSets.length} read sets hold one`,
      reason: `the page worker found ${input.changed.keys.size} changed of the keys of ${input.changed.asked.length} read sets that read a changed file`,
    })
  if (plan.keepIfSame) decisions.push({ about: 'writer', decision: 'keep a page whose data is the same', reason: 'its published file is what it would render' })
  if (input.published && plan.removed.length)
    decisions.push({
      about: 'removed pages',
      decision: `${plan.removed.length}`,
      reason: `no longer listed: ${Object.entries(plan.removedByType)
        .map(([type, n]) => `${n} ${type}`)
        .join(', ')}`,
    })
  return decisions
}

/** The URLs a run renders with their reason, for the report: every one of a rebuild's; a full build's are one reason, counted. */
export function pageReasonsOf(plan: Pick<PagePlan, 'reasons'>, incremental: boolean): { byReason: Partial<Record<PageReason, number>>; urls?: Record<string, PageReason> } {
  return { byReason: countReasons(plan), ...(incremental ? { urls: Object.fromEntries(plan.reasons) } : {}) }
}

function incrementalReason(before: PublishedPage | undefined, task: PageTask, dirty: ReadonlySet<number> | null): PageReason | null {
  if (!before) return 'new page'
  if (before.folder !== task.folder) return 'folder changed'
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

/** The sitemap's decision with its reason, for the report. */
export function sitemapDecision(sitemap: 'keep' | 'write', incremental: boolean): Decision {
  const reason = sitemap === 'keep' ? 'no page added, removed or with a new head' : incremental ? 'pages were added, removed or have a new head' : 'the run renders every page'
  return { about: 'sitemap', decision: sitemap, reason }
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
