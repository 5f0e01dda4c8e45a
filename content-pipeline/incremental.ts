// Incremental fetching: reuse the previous run's answers and ask the API only for what changed.
// The answer cache (source-cache-file.ts) keeps every answer the last run used (body and ETag, per
// request path), which pages made up each list, and the change-feed cursor taken before that run
// fetched anything. A run asks the feed (one request), and the fetch plan (reuse-plan.ts planFetch)
// says per kind what the caching client (caching-client.ts) does:
//   - nothing changed → no further request; every answer comes from the cache;
//   - some items changed → the singletons are revalidated with If-None-Match (304 = reuse the
//     cached answer); of a kind whose changes are all edits, the changed items are asked for alone
//     in each locale (`?ids=`) and put in their places in the cached pages (listPatch.ts); the
//     lists of other changed kinds (an item added, deleted or moved) are revalidated page by page;
//     the rest comes from the cache;
//   - no cache, or the feed answers 410 → everything is fetched (still conditionally, so unchanged
//     answers cost a 304 only).
// The answers then go through collectSource's own validation, so the result is exactly what a full
// collectSource returns for the same API state. Should cached answers fail it (a damaged cache,
// structs changed by a code update), the run fetches everything again without the cache.
import { localeCodes } from '../shared/config/locales.js'
import { type ChangedItem, currentCursor, fetchChanges, latestChanges } from './changes.js'
import type { ConditionalHttpClient } from './fetch.js'
import { pipelineCodeFingerprint } from './fingerprint.js'
import { Issues } from './issues.js'
import { contentKindNames } from './schemas/changes.js'
import { type ContentKind, listPathOf } from './schemas/endpoints.js'
import { cacheOnlyClient, type CachePolicy, cachingClient, newRecorder, type Recorder } from './caching-client.js'
import { cacheTrusted, type FetchFacts, type FetchPlan, planFetch } from './reuse-plan.js'
import { collectSource, type ExpectedCounts, type KindProgress, type Source, validatedPages, type ValidatedPages } from './source.js'
import { readSourceCache, type SourceCache } from './source-cache-file.js'
import { fileStamp } from '../shared/file-stamp.mjs'

export { readSourceCache, writeSourceCache, type SourceCache } from './source-cache-file.js'

export type IncrementalOptions = {
  /** The cache file, e.g. `.cache/content-source.json` (read if present; written only by writeSourceCache). */
  cacheFile: string
  /**
   * Which API the cache belongs to: its URL, or a stable name for one whose URL changes between runs
   * (the embedded sample API listens on a new port every time: use `sample-api`).
   */
  sourceId: string
  onKind?: (progress: KindProgress) => void
  /** The cache as prepareSource read it ahead of the run; used only while the file is still the one read. */
  prepared?: PreparedSource
  /**
   * Whether the run may be narrow (IncrementalSource `narrow`) when these kinds' lists changed,
   * given the cursor of the cached answers (the caller knows whether its previous output was made
   * from them: reuse-plan.ts narrowOutput). Asked once the feed named changes.
   */
  narrow?: (changedKinds: ReadonlySet<ContentKind>, cachedCursor: string) => Promise<{ usable: boolean; reason: string }>
  /**
   * Check the feed (verify.ts): revalidate every answer with If-None-Match instead of taking the
   * lists of kinds the feed did not name from the cache, so a change it missed is fetched too.
   */
  verify?: boolean
  /** Per kind and locale, how many items the previous output had: an empty list where it had items is asked again (source.ts). */
  expected?: ExpectedCounts
}

export type IncrementalSource = {
  /** What collectSource would return; undefined when something failed (the reasons are in `issues`). */
  source: Source | undefined
  /**
   * `unchanged`: the feed reported nothing, all from the cache (one request). `incremental`: the
   * changed kinds and the singletons were revalidated. `full`: everything was fetched (see `reason`).
   */
  mode: 'unchanged' | 'incremental' | 'full'
  /** Why a full fetch: `no cache`, `cursor rejected (410)`, `cache unusable: …`, `cached answers failed validation`. */
  reason: string | null
  /** The items the feed reported since the cached cursor, one per item and locale (latest op); [] on a full fetch. */
  changed: ChangedItem[]
  /**
   * Endpoints whose answer differs from the cached one, e.g. `/api/blog/posts/cs`, `/api/settings/en`
   * (a list counts when any of its pages differs; all of them when there was no cache). A changed
   * `/api/settings/{locale}` means the menus changed, so every page of that locale shows something new.
   */
  changedEndpoints: string[]
  /** List pages taken from the cache as an earlier run of this code validated them, not checked again. */
  trustedPages: number
  /** The cursor of the cached answers this run started from (null: there were none). */
  cachedCursor: string | null
  /** Whether every answer was revalidated (options.verify, or a full fetch): a change the feed missed is in `source`. */
  verified: boolean
  /** HTTP requests this call made (the feed included; a 304 counts as one). */
  requests: number
  /** The cache to store once the build's output is committed: `writeSourceCache(cacheFile, cache)`. */
  cache: SourceCache | undefined
  /**
   * A narrow run (options.narrow said yes): `source` holds only the lists of the kinds that changed;
   * the others (`kinds`) are empty there, their answers are in `cache` as they were (not parsed).
   * `widen()` fills them in from the cache (no request), as `source` would have had them.
   */
  narrow: { kinds: ContentKind[]; widen(): Promise<Source | undefined> } | null
  /** The fetch plan the run carried out (reuse-plan.ts), each decision with its reason; null when the feed failed. */
  plan: FetchPlan | null
}

/** Endpoints whose answer differs between two caches (list paths for lists, the path for singletons). */
function changedEndpoints(before: SourceCache | undefined, after: SourceCache): string[] {
  const differs = (path: string): boolean => {
    const old = before?.answers[path]
    const now = after.answers[path]
    if (!old || !now) return true
    // The cached answer itself (a list a narrow run did not collect): its body is not parsed.
    if (old === now) return false
    if (old.etag !== null && now.etag !== null) return old.etag !== now.etag
    try {
      return JSON.stringify(old.body) !== JSON.stringify(now.body)
    } catch {
      return true // the cached body could not be read (damaged): this answer is new to the cache
    }
  }
  const inLists = new Set(Object.values(after.lists).flat())
  const out: string[] = []
  for (const [path, pages] of Object.entries(after.lists)) {
    const old = before?.lists[path]
    if (!old || old.join('\n') !== pages.join('\n') || pages.some(differs)) out.push(path)
  }
  for (const path of Object.keys(after.answers)) if (!inLists.has(path) && differs(path)) out.push(path)
  return out.sort()
}

/** The answer cache read, and its lists validated, ahead of a run: see prepareSource. */
export type PreparedSource = {
  read: Awaited<ReturnType<typeof readSourceCache>>
  /** The cached list pages that passed validation; the run's collectSource takes them as they are. */
  memo: ValidatedPages
  /** Whether the cache file is still the one read (another run may have written it since). */
  current(): boolean
}

/**
 * Reads the cache and validates every cached list ahead of a run, in a process that would
 * otherwise wait (`content-pipeline/cli.ts --wait`: started while the build reads its state,
 * or kept ready between a webhook's rebuilds). The run then checks only the pages it fetches anew.
 */
export async function prepareSource(cacheFile: string, sourceId: string, signal?: AbortSignal): Promise<PreparedSource> {
  const stamp = () => fileStamp(cacheFile)
  const before = stamp()
  const read = await readSourceCache(cacheFile, sourceId)
  const memo = validatedPages()
  // Failures here are not reported: the run validates whatever did not pass (and says why).
  if ('cache' in read && !trustValidated(read.cache, memo) && !signal?.aborted) await collectSource(cacheOnlyClient(read.cache, signal), new Issues(), undefined, memo)
  return { read, memo, current: () => stamp() === before }
}

/**
 * Marks the cached answers as validated when this code validated them (SourceCache validatedBy),
 * so collectSource does not check their content again; whether it did.
 */
function trustValidated(cache: SourceCache, memo: ValidatedPages): boolean {
  if (!cacheTrusted(cache.validatedBy, pipelineCodeFingerprint())) return false
  const trust = (body: unknown) => {
    if (typeof body === 'object' && body !== null) memo.trusted.bodies.add(body)
  }
  const stored = cache.stored
  if (!stored) {
    for (const { body } of Object.values(cache.answers)) trust(body)
    return true
  }
  // Bodies not parsed yet are trusted as they are parsed.
  for (const body of stored.parsed) trust(body)
  stored.onParse.push(trust)
  return true
}

/** A list's path without its page (`/api/jobs/cs`), as the cache keys its pages. */
const listPaths: ReadonlyMap<string, ContentKind> = new Map(contentKindNames.flatMap((kind) => localeCodes.map((locale) => [listPathOf(kind, locale), kind] as const)))

/** The client's policy per request path, as the plan says it: a content kind's lists by their kind's plan, anything else as the singletons. */
function policyOf(plan: FetchPlan): CachePolicy {
  return {
    reuse: (path) => {
      const kind = listPaths.get(path)
      const how = kind === undefined ? plan.singletons.how : plan.kinds[kind].how
      return how === 'cache' || how === 'unread'
    },
    patch: (path) => {
      const kind = listPaths.get(path)
      const k = kind === undefined ? undefined : plan.kinds[kind]
      return k?.how === 'patch' ? k.patch : undefined
    },
  }
}

/** The content kinds whose lists the cache holds whole, every page of every locale. */
function wholeKinds(cache: SourceCache): Set<ContentKind> {
  const whole = (kind: ContentKind) =>
    localeCodes.every((locale) => {
      const pages = cache.lists[listPathOf(kind, locale)]
      return pages !== undefined && pages.length > 0 && pages.every((page) => cache.answers[page] !== undefined)
    })
  return new Set(contentKindNames.filter(whole))
}

/** The change feed's answer since the cache's cursor, and the cursor the next cache is taken at (before anything is fetched). */
async function askFeed(client: ConditionalHttpClient, previous: SourceCache | undefined): Promise<{ feed: FetchFacts['feed']; cursor: string }> {
  const feed = previous ? await fetchChanges(client, previous.cursor) : 'reset'
  // Taken before anything is fetched: changes made meanwhile come back next time.
  if (feed === 'reset') return { feed, cursor: await currentCursor(client) }
  return { feed: { changed: latestChanges(feed.changes) }, cursor: feed.cursor }
}

/** A narrow run records the lists it left out as the cache has them, unread. */
function recordUnread(recorder: Recorder, cache: SourceCache | undefined, kinds: readonly ContentKind[]): void {
  for (const kind of kinds) {
    for (const locale of localeCodes) {
      const path = listPathOf(kind, locale)
      const pages = cache?.lists[path] ?? []
      recorder.lists.set(path, pages)
      for (const page of pages) {
        const hit = cache?.answers[page]
        if (hit) recorder.answers.set(page, hit)
      }
    }
  }
}

const sortedEntries = <T>(entries: Map<string, T>): Record<string, T> => Object.fromEntries([...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))

/**
 * Everything the API serves, like collectSource, reusing the previous run's answers from
 * `options.cacheFile` and asking the change feed what to fetch again. Errors go to `issues` as
 * with collectSource (a failing feed is one of them). The cache file is not written here: store
 * `result.cache` with writeSourceCache once the build's output is committed, so a build that fails
 * after fetching reports the same changes again next time.
 */
export async function collectSourceIncremental(client: ConditionalHttpClient, issues: Issues, options: IncrementalOptions): Promise<IncrementalSource> {
  const requestsBefore = client.stats.requests
  const requests = () => client.stats.requests - requestsBefore
  const prepared = options.prepared?.current() ? options.prepared : undefined
  const read = prepared ? prepared.read : await readSourceCache(options.cacheFile, options.sourceId)
  const memo = prepared?.memo ?? validatedPages()
  const previous = 'cache' in read ? read.cache : undefined
  if (previous && !prepared) trustValidated(previous, memo)
  const trustedBefore = memo.trusted.taken
  const failed = (): IncrementalSource => ({
    source: undefined,
    mode: 'full',
    reason: null,
    changed: [],
    changedEndpoints: [],
    cachedCursor: previous?.cursor ?? null,
    requests: requests(),
    cache: undefined,
    trustedPages: 0,
    narrow: null,
    verified: false,
    plan: null,
  })

  let asked: Awaited<ReturnType<typeof askFeed>>
  try {
    asked = await askFeed(client, previous)
  } catch (err) {
    issues.fail(err instanceof Error ? err.message : String(err))
    return failed()
  }
  const verify = options.verify === true
  const changedKinds = new Set(asked.feed === 'reset' ? [] : asked.feed.changed.map((c) => c.kind))
  const facts: FetchFacts = {
    cache: previous ? { cursor: previous.cursor, validatedBy: previous.validatedBy, wholeKinds: wholeKinds(previous) } : { reason: 'reason' in read ? read.reason : 'no cache' },
    feed: asked.feed,
    code: pipelineCodeFingerprint(),
    verify,
    output: previous && options.narrow && changedKinds.size > 0 && !verify ? await options.narrow(changedKinds, previous.cursor) : null,
  }
  let plan = planFetch(facts)

  const attempt = async (cache: SourceCache | undefined, into: Issues) => {
    const recorder = newRecorder()
    const unread = plan.narrow.kinds
    const lists = unread.length > 0 ? new Set(contentKindNames.filter((kind) => !unread.includes(kind))) : undefined
    const source = await collectSource(cachingClient(client, cache, policyOf(plan), recorder), into, options.onKind, memo, lists, options.expected)
    recordUnread(recorder, cache, unread)
    return { source, recorder }
  }

  // First with the cache; if that fails and cached answers were used, once more without it.
  const scratch = new Issues()
  let { source, recorder } = await attempt(previous, scratch)
  if (!source && recorder.usedCache) {
    plan = planFetch({ ...facts, cache: { reason: previous?.stored?.damaged ?? 'cached answers failed validation' } })
    ;({ source, recorder } = await attempt(undefined, issues))
  } else {
    for (const error of scratch.errors) issues.fail(error)
    issues.warnings.push(...scratch.warnings)
  }
  const { mode, reason } = plan
  if (!source) return { ...failed(), mode, reason, plan }

  const cache: SourceCache = {
    source: options.sourceId,
    cursor: asked.cursor,
    answers: sortedEntries(recorder.answers),
    lists: sortedEntries(recorder.lists),
    // Every answer recorded passed collectSource's validation, this run's or (trusted) an earlier one's of this code.
    validatedBy: pipelineCodeFingerprint(),
    ...(previous?.stored ? { stored: previous.stored } : {}),
  }
  const unread = plan.narrow.kinds
  return {
    source,
    mode,
    reason,
    changed: [...plan.changed],
    changedEndpoints: changedEndpoints(previous, cache),
    trustedPages: memo.trusted.taken - trustedBefore,
    cachedCursor: previous?.cursor ?? null,
    requests: requests(),
    cache,
    narrow: previous && unread.length > 0 ? { kinds: unread, widen: () => widen(source, previous, unread, issues, options.onKind, memo) } : null,
    verified: verify || mode === 'full',
    plan,
  }
}

/** A narrow run's source with the lists it left out, from the cached answers (validated as any run's). */
async function widen(source: Source, cache: SourceCache, kinds: readonly ContentKind[], issues: Issues, onKind: IncrementalOptions['onKind'], memo: ValidatedPages): Promise<Source | undefined> {
  const more = await collectSource(cacheOnlyClient(cache), issues, onKind, memo, new Set(kinds))
  if (!more) return undefined
  for (const kind of kinds) Object.assign(source.content, { [kind]: more.content[kind] })
  return source
}
