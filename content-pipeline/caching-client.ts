// HttpClients over the answer cache, for collectSource: one that takes answers from the cache
// where the fetch plan (reuse-plan.ts) says so, patches the cached pages of a list with its edited
// items, revalidates the rest with If-None-Match (fetch.ts getJsonConditional) and records every
// answer it gives for the next cache; and one that answers from the cache alone.
import type { CachedAnswer, ConditionalAnswer, ConditionalHttpClient, HttpClient, JsonAnswer } from './fetch.js'
import { patchedPages } from './listPatch.js'
import type { ListPatch } from './reuse-plan.js'
import { pagination } from './schemas/endpoints.js'
import type { CacheEntry, SourceCache } from './source-cache-file.js'

/** The answers a collection gave, for the next cache. */
export type Recorder = {
  answers: Map<string, CacheEntry>
  lists: Map<string, string[]>
  /** Whether any answer came from the cache (then a validation failure may be the cache's fault). */
  usedCache: boolean
}

export const newRecorder = (): Recorder => ({ answers: new Map(), lists: new Map(), usedCache: false })

/** What the client does with a request path: take it from the cache, patch its cached pages, or ask (revalidating). */
export type CachePolicy = {
  reuse(path: string): boolean
  patch(path: string): ListPatch | undefined
}

/**
 * An HttpClient for collectSource that takes answers from `cache` where `policy.reuse(path)` says
 * so (without a request), patches the cached pages of a list `policy.patch(path)` names with its
 * changed items, revalidates the rest with If-None-Match, and records every answer it gives.
 */
export function cachingClient(client: ConditionalHttpClient, cache: SourceCache | undefined, policy: CachePolicy, recorder: Recorder): HttpClient {
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
  const patched = async (path: string, wanted: ListPatch): Promise<JsonAnswer[] | null> => {
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
      if (policy.reuse(path)) {
        const hit = fromCache(path)
        if (hit) return hit
      }
      return record(await client.getJsonConditional(path, cached(path)))
    },
    async getPages(path) {
      const pagePaths = cache?.lists[path]
      if (policy.reuse(path) && pagePaths && pagePaths.length > 0 && pagePaths.every((p) => cache?.answers[p])) {
        recorder.lists.set(path, pagePaths)
        return pagePaths.flatMap((p) => fromCache(p) ?? [])
      }
      const wanted = policy.patch(path)
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

/** Answers from the cache alone; anything it lacks is an error, and so is every answer once `signal` aborts. */
export function cacheOnlyClient(cache: SourceCache, signal?: AbortSignal): HttpClient {
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
