// Incremental fetching: reuse the previous run's answers and ask the API only for what changed.
// The cache file keeps every answer the last run used (body and ETag, per request path), which
// pages made up each list, and the change-feed cursor taken before that run fetched anything.
// A run then asks the feed (one request) and:
//   - nothing changed → no further request; every answer comes from the cache;
//   - some items changed → the singletons are revalidated with If-None-Match (304 = reuse the
//     cached answer); of a kind whose changes are all edits, the changed items are asked for alone
//     in each locale (`?ids=`) and put in their places in the cached pages (listPatch.ts); the
//     lists of other changed kinds (an item added, deleted or moved) are revalidated page by page;
//     the rest comes from the cache;
//   - no cache, or the feed answers 410 → everything is fetched (still conditionally, so unchanged
//     answers cost a 304 only).
// On disk the cache is an index (`cacheFile`: cursor, lists, each answer's ETag and the hash of its
// body) and the bodies, one file each named by that hash, in a folder beside it: a run writes the
// few bodies that changed, not the whole ~50 MB of a network-scale API again.
// The answers then go through collectSource's own validation, so the result is exactly what a full
// collectSource returns for the same API state. Should cached answers fail it (a damaged cache,
// structs changed by a code update), the run fetches everything again without the cache.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { mkdir, readdir, readFile, rm } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { array, literal, nullable, object, optional, record, string, validate, type Infer } from 'superstruct'
import { localeCodes } from '../config/locales.js'
import { type ChangedItem, currentCursor, fetchChanges, latestChanges } from './changes.js'
import type { CachedAnswer, ConditionalAnswer, ConditionalHttpClient, HttpClient, JsonAnswer } from './fetch.js'
import { pipelineCodeFingerprint } from './fingerprint.js'
import { Issues } from './issues.js'
import { contentKindNames } from './schemas/changes.js'
import { type ContentKind, contentKinds, listPathOf, type OrderKey, pagination } from './schemas/endpoints.js'
import { patchedPages } from './listPatch.js'
import { collectSource, type ExpectedCounts, type KindProgress, type Source, validatedPages, type ValidatedPages } from './source.js'
import { fileStamp } from '../shared/file-stamp.mjs'
import { writeFileAtomically } from '../shared/files.js'

/**
 * The cache as a run uses it; `source` names the API it came from (answers of another API are
 * never reused). On disk it is SourceIndex and the bodies' files (readSourceCache, writeSourceCache).
 */
export type SourceCache = {
  source: string
  cursor: string
  /** Request path (`/api/jobs/cs?page=1&per_page=100`, `/api/settings/en`) → ETag and parsed body. */
  answers: Record<string, { etag: string | null; body: unknown }>
  /** List path (`/api/jobs/cs`) → its page request paths, page 1 first. */
  lists: Record<string, string[]>
  /**
   * The pipeline code (fingerprint.ts pipelineCodeFingerprint) every answer passed validation
   * with; null: not known, every answer is validated again. A run of the same code takes the
   * cached answers as validated (validate.ts TrustedAnswers).
   */
  validatedBy: string | null
}

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
   * from them). Asked only when the feed named changes and every other list is in the cache.
   */
  narrow?: (changedKinds: ReadonlySet<ContentKind>, cachedCursor: string) => Promise<boolean>
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
}

/** The cache file's shape (an index): each answer's body is the hash naming its file in the bodies folder. */
const SourceIndex = object({
  version: literal(2),
  source: string(),
  cursor: string(),
  answers: record(string(), object({ etag: nullable(string()), body: string() })),
  lists: record(string(), array(string())),
  validatedBy: optional(string()),
})

const bodiesDir = (file: string) => join(dirname(file), `${basename(file).replace(/\.json$/, '')}.bodies`)
/** Of a body's text as stored (UTF-8): a string or the bytes read give the same hash. */
const bodyHash = (text: string | Uint8Array) => createHash('sha1').update(text).digest('hex')

// Bodies read from a cache (or written to it) by this process → their hash, and per bodies folder
// the hashes known to be on disk intact: a body taken from the cache is not serialized again to
// be stored, nor written again.
const storedBodies = new WeakMap<object, string>()
const storedHashes = new Map<string, Set<string>>()
const storedIn = (dir: string): Set<string> => {
  let set = storedHashes.get(dir)
  if (!set) storedHashes.set(dir, (set = new Set()))
  return set
}

/**
 * Of a cache as read (readSourceCache): its bodies are read, checked against their hash and parsed
 * when first asked for (a narrow run never asks for the lists of kinds that did not change: ~60 %
 * of the bytes after an edited post), and `onParse` hooks see each body as it is parsed
 * (trustValidated). `damaged`: why a body could not be used, once one could not.
 */
type LazyBodies = { parsed: object[]; onParse: ((body: object) => void)[]; damaged: string | null }
const lazyBodies = new WeakMap<SourceCache, LazyBodies>()
// An answer read from a cache → its body's hash, so storing it again needs no parse.
const answerHashes = new WeakMap<object, string>()

/**
 * The cache, or why it cannot be used (absent, unreadable, another API, another format). A body
 * is read when first asked for: one missing or not what its name says (a disk error, a hand edit)
 * throws then, which fails the collection that asked, and the run fetches everything again
 * (collectSourceIncremental, with the reason `cache unusable: the body … is damaged`).
 */
export async function readSourceCache(file: string, sourceId: string): Promise<{ cache: SourceCache } | { reason: string }> {
  const dir = bodiesDir(file)
  // Known intact from now on only what this read names (a body found damaged is written again).
  storedHashes.delete(dir)
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (err) {
    if (err instanceof Error && 'code' in err && err.code === 'ENOENT') return { reason: 'no cache' }
    return { reason: `cache unusable: ${err instanceof Error ? err.message : String(err)}` }
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (err) {
    return { reason: `cache unusable: ${err instanceof Error ? err.message : String(err)}` }
  }
  const [error, index] = validate(parsed, SourceIndex)
  if (error) return { reason: `cache unusable: ${error.message}` }
  if (index.source !== sourceId) return { reason: `cache unusable: it is of ${index.source}, not ${sourceId}` }
  const stored = storedIn(dir)
  const lazy: LazyBodies = { parsed: [], onParse: [], damaged: null }
  const bodies = new Map<string, unknown>()
  const bodyOf = (hash: string): unknown => {
    if (bodies.has(hash)) return bodies.get(hash)
    let bytes: Buffer
    try {
      bytes = readFileSync(join(dir, `${hash}.json`))
      // Hashed as the bytes read: a string would be encoded to UTF-8 again to be hashed.
      if (bodyHash(bytes) !== hash) throw new Error(`the body ${hash} is damaged`)
    } catch (err) {
      stored.delete(hash)
      lazy.damaged ??= `cache unusable: ${err instanceof Error && 'code' in err ? `the body ${hash} is damaged (${String(err.code)})` : err instanceof Error ? err.message : String(err)}`
      throw err
    }
    const body: unknown = JSON.parse(bytes.toString('utf8'))
    bodies.set(hash, body)
    if (typeof body === 'object' && body !== null) {
      storedBodies.set(body, hash)
      lazy.parsed.push(body)
      for (const hook of lazy.onParse) hook(body)
    }
    return body
  }
  const answers: SourceCache['answers'] = {}
  for (const [path, a] of Object.entries(index.answers)) {
    stored.add(a.body)
    const answer = {
      etag: a.etag,
      get body(): unknown {
        return bodyOf(a.body)
      },
    }
    answerHashes.set(answer, a.body)
    answers[path] = answer
  }
  const cache: SourceCache = { source: index.source, cursor: index.cursor, answers, lists: index.lists, validatedBy: index.validatedBy ?? null }
  lazyBodies.set(cache, lazy)
  return { cache }
}

/**
 * Writes the cache: the bodies it lacks (each to a temporary file, then renamed), then the index
 * the same way, then removes the bodies no answer names any more. A run stopped half-way leaves
 * the previous index, whose bodies are all still there.
 */
export async function writeSourceCache(file: string, cache: SourceCache): Promise<void> {
  const dir = bodiesDir(file)
  await mkdir(dir, { recursive: true })
  const stored = storedIn(dir)
  const answers: Infer<typeof SourceIndex>['answers'] = {}
  for (const [path, a] of Object.entries(cache.answers)) {
    // An answer read from the cache is known by its hash without parsing its body.
    let hash = answerHashes.get(a) ?? (typeof a.body === 'object' && a.body !== null ? storedBodies.get(a.body) : undefined)
    if (hash === undefined || !stored.has(hash)) {
      const text = JSON.stringify(a.body)
      hash = bodyHash(text)
      if (!stored.has(hash)) {
        await writeFileAtomically(join(dir, `${hash}.json`), text)
        stored.add(hash)
      }
      if (typeof a.body === 'object' && a.body !== null) storedBodies.set(a.body, hash)
    }
    answers[path] = { etag: a.etag, body: hash }
  }
  const index: Infer<typeof SourceIndex> = {
    version: 2,
    source: cache.source,
    cursor: cache.cursor,
    answers,
    lists: cache.lists,
    ...(cache.validatedBy === null ? {} : { validatedBy: cache.validatedBy }),
  }
  await writeFileAtomically(file, JSON.stringify(index))
  const named = new Set(Object.values(answers).map((a) => a.body))
  for (const name of await readdir(dir)) {
    const hash = name.replace(/\.json$/, '')
    if (named.has(hash)) continue
    await rm(join(dir, name), { force: true })
    stored.delete(hash)
  }
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
  if (cache.validatedBy !== pipelineCodeFingerprint()) return false
  const trust = (body: unknown) => {
    if (typeof body === 'object' && body !== null) memo.trusted.bodies.add(body)
  }
  const lazy = lazyBodies.get(cache)
  if (!lazy) {
    for (const { body } of Object.values(cache.answers)) trust(body)
    return true
  }
  // Bodies not parsed yet are trusted as they are parsed.
  for (const body of lazy.parsed) trust(body)
  lazy.onParse.push(trust)
  return true
}

/** Answers from the cache alone; anything it lacks is an error, and so is every answer once `signal` aborts. */
function cacheOnlyClient(cache: SourceCache, signal?: AbortSignal): HttpClient {
  const answer = (path: string): JsonAnswer => {
    if (signal?.aborted) throw new Error('stopped')
    const hit = cache.answers[path]
    if (!hit) throw new Error(`${path} is not in the cache`)
    return { url: `(cache) ${path}`, path, body: hit.body }
  }
  return {
    getJson: async (path) => answer(path),
    getPages: async (path) => (cache.lists[path] ?? [path]).map(answer),
    getBytes: async (path) => {
      throw new Error(`${path}: no bytes in the answer cache`)
    },
    stats: { requests: 0, retries: 0, maxInFlight: 0 },
  }
}

/** A list's path without its page (`/api/jobs/cs`), as the cache keys its pages. */
const listPaths: ReadonlyMap<string, ContentKind> = new Map(contentKindNames.flatMap((kind) => localeCodes.map((locale) => [listPathOf(kind, locale), kind] as const)))

type Recorder = {
  answers: Map<string, { etag: string | null; body: unknown }>
  lists: Map<string, string[]>
  /** Whether any answer came from the cache (then a validation failure may be the cache's fault). */
  usedCache: boolean
}

/** Of a list whose kind changed: the ids of its changed items and the kind's order, to patch its cached pages with. */
type Patch = { ids: ReadonlySet<number>; order: readonly OrderKey[] }

/**
 * Per kind whose every change is an edit (an added or deleted item changes every page's
 * `meta.total`), the ids the feed named: they are asked for alone (at most one page of them).
 */
function patchesOf(changed: readonly ChangedItem[]): Map<ContentKind, Patch> {
  const ids = new Map<ContentKind, Set<number> | null>()
  for (const c of changed) {
    const set = ids.get(c.kind)
    if (set === null) continue
    if (c.op !== 'upsert') ids.set(c.kind, null)
    else if (set) set.add(c.id)
    else ids.set(c.kind, new Set([c.id]))
  }
  const out = new Map<ContentKind, Patch>()
  for (const [kind, set] of ids) if (set && set.size <= pagination.maxPerPage) out.set(kind, { ids: set, order: contentKinds[kind].order })
  return out
}

/**
 * An HttpClient for collectSource that takes answers from `cache` where `reuse(path)` says so
 * (without a request), patches the cached pages of a list `patch(path)` names with its changed
 * items, revalidates the rest with If-None-Match, and records every answer it gives.
 */
function cachingClient(client: ConditionalHttpClient, cache: SourceCache | undefined, reuse: (path: string) => boolean, patch: (path: string) => Patch | undefined, recorder: Recorder): HttpClient {
  const cached = (path: string): CachedAnswer | undefined => {
    const hit = cache?.answers[path]
    return hit && hit.etag !== null ? { etag: hit.etag, body: hit.body } : undefined
  }
  const record = (answer: ConditionalAnswer): JsonAnswer => {
    recorder.answers.set(answer.path, { etag: answer.etag, body: answer.body })
    if (!answer.fresh) recorder.usedCache = true
    return { url: answer.url, path: answer.path, body: answer.body }
  }
  const fromCache = (path: string): JsonAnswer | undefined => {
    const hit = cache?.answers[path]
    if (!hit) return undefined
    recorder.answers.set(path, hit)
    recorder.usedCache = true
    return { url: `(cache) ${path}`, path, body: hit.body }
  }
  /** The list's cached pages with its changed items in place, or null (then it is revalidated). */
  const patched = async (path: string, wanted: Patch): Promise<JsonAnswer[] | null> => {
    const pagePaths = cache?.lists[path]
    const hits = pagePaths?.map((p) => cache?.answers[p])
    if (!pagePaths || !hits || hits.length === 0 || !hits.every((hit) => hit !== undefined)) return null
    // A failed request (an API without `ids`, say) is no error: the pages are revalidated instead.
    const fresh = await client.getJson(`${path}?ids=${[...wanted.ids].join(',')}&per_page=${pagination.maxPerPage}`).catch(() => null)
    const bodies =
      fresh &&
      patchedPages(
        hits.map((hit) => hit.body),
        fresh.body,
        wanted.ids,
        wanted.order,
      )
    if (!fresh || !bodies) return null
    recorder.lists.set(path, pagePaths)
    recorder.usedCache = true
    return pagePaths.map((pagePath, i) => {
      const hit = hits[i]
      const body = bodies[i]
      if (hit && body === hit.body) {
        recorder.answers.set(pagePath, hit)
        return { url: `(cache) ${pagePath}`, path: pagePath, body }
      }
      // Not bytes the API served for this page: no ETag to revalidate it with.
      recorder.answers.set(pagePath, { etag: null, body })
      return { url: fresh.url, path: pagePath, body }
    })
  }
  return {
    async getJson(path) {
      if (reuse(path)) {
        const hit = fromCache(path)
        if (hit) return hit
      }
      return record(await client.getJsonConditional(path, cached(path)))
    },
    async getPages(path) {
      const pagePaths = cache?.lists[path]
      if (reuse(path) && pagePaths && pagePaths.length > 0 && pagePaths.every((p) => cache?.answers[p])) {
        recorder.lists.set(path, pagePaths)
        return pagePaths.flatMap((p) => fromCache(p) ?? [])
      }
      const wanted = patch(path)
      const done = wanted ? await patched(path, wanted) : null
      if (done) return done
      const pages = (await client.getPagesConditional(path, cached)).map(record)
      recorder.lists.set(
        path,
        pages.map((p) => p.path),
      )
      return pages
    },
    getBytes: (path) => client.getBytes(path),
    get stats() {
      return client.stats
    },
  }
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
  })

  let mode: IncrementalSource['mode'] = 'full'
  let reason: string | null = 'reason' in read ? read.reason : null
  let changed: ChangedItem[] = []
  let cursor: string
  try {
    const feed = previous ? await fetchChanges(client, previous.cursor) : 'reset'
    if (feed === 'reset') {
      reason ??= 'cursor rejected (410)'
      // Taken before anything is fetched: changes made meanwhile come back next time.
      cursor = await currentCursor(client)
    } else {
      cursor = feed.cursor
      changed = latestChanges(feed.changes)
      mode = changed.length === 0 ? 'unchanged' : 'incremental'
      reason = null
    }
  } catch (err) {
    issues.fail(err instanceof Error ? err.message : String(err))
    return failed()
  }

  // What may come from the cache without asking: nothing on a full fetch, everything when nothing
  // changed, and the lists of unchanged kinds otherwise (singletons are always revalidated then).
  const changedKinds = new Set(changed.map((c) => c.kind))
  // A verifying run patches nothing in and reuses nothing unasked: the feed is what it checks.
  const verify = options.verify === true
  const patches = mode === 'incremental' && !verify ? patchesOf(changed) : new Map<ContentKind, Patch>()
  const patch = (path: string): Patch | undefined => {
    const kind = listPaths.get(path)
    return kind === undefined ? undefined : patches.get(kind)
  }
  const reuse = (path: string): boolean => {
    if (verify) return false
    if (mode === 'unchanged') return true
    if (mode === 'full') return false
    const kind = listPaths.get(path)
    return kind !== undefined && !changedKinds.has(kind)
  }

  // A narrow run leaves the lists of unchanged kinds as the cache has them, unparsed.
  const cachedList = (kind: ContentKind) =>
    localeCodes.every((locale) => {
      const pages = previous?.lists[listPathOf(kind, locale)]
      return pages !== undefined && pages.length > 0 && pages.every((page) => previous?.answers[page] !== undefined)
    })
  const unchangedKinds = contentKindNames.filter((kind) => !changedKinds.has(kind))
  let uncollected: ContentKind[] =
    mode === 'incremental' && !verify && previous && options.narrow && unchangedKinds.every(cachedList) && (await options.narrow(changedKinds, previous.cursor)) ? unchangedKinds : []

  const attempt = async (cache: SourceCache | undefined, into: Issues) => {
    const recorder: Recorder = { answers: new Map(), lists: new Map(), usedCache: false }
    const lists = uncollected.length > 0 ? new Set(contentKindNames.filter((kind) => !uncollected.includes(kind))) : undefined
    const source = await collectSource(cachingClient(client, cache, reuse, patch, recorder), into, options.onKind, memo, lists, options.expected)
    for (const kind of uncollected) {
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
    return { source, recorder }
  }

  // First with the cache; if that fails and cached answers were used, once more without it.
  const scratch = new Issues()
  let { source, recorder } = await attempt(previous, scratch)
  if (!source && recorder.usedCache) {
    mode = 'full'
    reason = (previous && lazyBodies.get(previous)?.damaged) ?? 'cached answers failed validation'
    changed = []
    uncollected = []
    ;({ source, recorder } = await attempt(undefined, issues))
  } else {
    for (const error of scratch.errors) issues.fail(error)
    issues.warnings.push(...scratch.warnings)
  }
  if (!source) return { ...failed(), mode, reason }

  const cache: SourceCache = {
    source: options.sourceId,
    cursor,
    answers: Object.fromEntries([...recorder.answers].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
    lists: Object.fromEntries([...recorder.lists].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
    // Every answer recorded passed collectSource's validation, this run's or (trusted) an earlier one's of this code.
    validatedBy: pipelineCodeFingerprint(),
  }
  return {
    source,
    mode,
    reason,
    changed,
    changedEndpoints: changedEndpoints(previous, cache),
    trustedPages: memo.trusted.taken - trustedBefore,
    cachedCursor: previous?.cursor ?? null,
    requests: requests(),
    cache,
    narrow: previous && uncollected.length > 0 ? { kinds: uncollected, widen: () => widen(source, previous, uncollected, issues, options.onKind, memo) } : null,
    verified: verify || mode === 'full',
  }
}

/** A narrow run's source with the lists it left out, from the cached answers (validated as any run's). */
async function widen(source: Source, cache: SourceCache, kinds: readonly ContentKind[], issues: Issues, onKind: IncrementalOptions['onKind'], memo: ValidatedPages): Promise<Source | undefined> {
  const more = await collectSource(cacheOnlyClient(cache), issues, onKind, memo, new Set(kinds))
  if (!more) return undefined
  for (const kind of kinds) Object.assign(source.content, { [kind]: more.content[kind] })
  return source
}
