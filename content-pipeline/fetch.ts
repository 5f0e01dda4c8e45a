// The pipeline's HTTP client. The CMS is another team's server reached over a network, so every
// request has a deadline, transient failures (network, 5xx, 429) are retried with exponential
// backoff and jitter, client errors (other 4xx) are not (asking again gives the same answer),
// and at most `concurrency` requests are in flight so a build never floods the CMS.
import { contentConcurrency, contentTimeoutMs } from './settings.js'

export type HttpOptions = {
  /** Deadline of one attempt, body included. */
  timeoutMs: number
  /** Retries after the first attempt (capped at 3). */
  retries: number
  /** Requests in flight at once. */
  concurrency: number
  /** First backoff step; doubles per retry up to backoffMaxMs, then jittered. */
  backoffBaseMs: number
  backoffMaxMs: number
  /** A Retry-After longer than this fails the request instead of stalling the build. */
  maxRetryAfterMs: number
  /** Page size asked of paginated lists (the API's maximum). */
  perPage: number
  /** A list claiming more pages than this is treated as broken. */
  maxPages: number
  /**
   * The API token that reads drafts (docs/content-api.md "Drafts"): every request then asks for
   * the draft view (`preview=1`). Only the editors' preview sets it (content-pipeline/cli.ts --drafts).
   */
  draftsToken: string | null
}

export const defaultHttpOptions: HttpOptions = {
  timeoutMs: Number(contentTimeoutMs.default),
  retries: 3,
  concurrency: Number(contentConcurrency.default),
  backoffBaseMs: 300,
  backoffMaxMs: 5_000,
  maxRetryAfterMs: 30_000,
  perPage: 100,
  maxPages: 1_000,
  draftsToken: null,
}

const MAX_RETRIES = 3

/** CONTENT_TIMEOUT_MS and CONTENT_CONCURRENCY (positive integers; anything else is ignored). */
export function httpOptionsFromEnv(env: Record<string, string | undefined> = process.env): Partial<HttpOptions> {
  const out: Partial<HttpOptions> = {}
  const timeout = positiveInt(env[contentTimeoutMs.name])
  if (timeout !== undefined) out.timeoutMs = timeout
  const concurrency = positiveInt(env[contentConcurrency.name])
  if (concurrency !== undefined) out.concurrency = concurrency
  return out
}

function positiveInt(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d+$/.test(value.trim())) return undefined
  const n = Number(value)
  return n > 0 ? n : undefined
}

export type FailureKind = 'timeout' | 'network' | 'status' | 'malformed' | 'too-many-pages'

export class HttpError extends Error {
  constructor(
    readonly url: string,
    readonly kind: FailureKind,
    message: string,
    readonly status?: number,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

/** A parsed JSON answer and where it came from (`path` is relative to the API base). */
export type JsonAnswer = { url: string; path: string; body: unknown }
export type BytesAnswer = { url: string; path: string; bytes: Buffer; contentType: string }

export type HttpStats = { requests: number; retries: number; maxInFlight: number }

export type HttpClient = {
  getJson(path: string): Promise<JsonAnswer>
  /** Every page of a paginated list, page 1 first (follows `meta.last_page`). */
  getPages(path: string): Promise<JsonAnswer[]>
  getBytes(path: string): Promise<BytesAnswer>
  readonly stats: HttpStats
}

/** A previous answer to revalidate: the ETag it came with and its parsed body. */
export type CachedAnswer = { etag: string; body: unknown }

/** An answer and its ETag; `fresh` is false when the server answered 304 and `body` is the cached one. */
export type ConditionalAnswer = JsonAnswer & { etag: string | null; fresh: boolean }

/** The client with conditional requests (what createHttpClient returns). */
export type ConditionalHttpClient = HttpClient & {
  /** GET with `If-None-Match: cached.etag` when there is a cached answer; a 304 gives back the cached body. */
  getJsonConditional(path: string, cached?: CachedAnswer): Promise<ConditionalAnswer>
  /** Every page of a paginated list, each revalidated against `cached(pagePath)` (a 304 page reuses it). */
  getPagesConditional(path: string, cached: (pagePath: string) => CachedAnswer | undefined): Promise<ConditionalAnswer[]>
}

export type ClientDeps = {
  sleep?: (ms: number) => Promise<void>
  random?: () => number
}

type Attempt = { ok: true; status: number; headers: Headers; bytes: Buffer } | { ok: false; retry: boolean; waitMs?: number; error: HttpError }

export function createHttpClient(baseUrl: string, options: Partial<HttpOptions> = {}, deps: ClientDeps = {}): ConditionalHttpClient {
  const opts: HttpOptions = { ...defaultHttpOptions, ...options }
  const retries = Math.max(0, Math.min(MAX_RETRIES, opts.retries))
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  const random = deps.random ?? Math.random
  const base = baseUrl.replace(/\/+$/, '')
  const stats: HttpStats = { requests: 0, retries: 0, maxInFlight: 0 }
  const limit = createLimiter(Math.max(1, opts.concurrency), (n) => {
    stats.maxInFlight = Math.max(stats.maxInFlight, n)
  })

  async function attempt(url: string, headers: Record<string, string>): Promise<Attempt> {
    stats.requests++
    try {
      const response = await fetch(url, { headers, signal: AbortSignal.timeout(opts.timeoutMs) })
      // The body is read under the same deadline: a server that stalls mid-body is a timeout too.
      const bytes = Buffer.from(await response.arrayBuffer())
      // 304 only ever answers a request that sent If-None-Match (getJsonConditional).
      if (response.ok || (response.status === 304 && 'if-none-match' in headers)) {
        return { ok: true, status: response.status, headers: response.headers, bytes }
      }
      const status = response.status
      const error = new HttpError(url, 'status', `GET ${url} answered HTTP ${status}${response.statusText ? ' ' + response.statusText : ''}`, status)
      if (status === 429 || status >= 500) {
        return { ok: false, retry: true, waitMs: retryAfterMs(response.headers.get('retry-after')), error }
      }
      return { ok: false, retry: false, error }
    } catch (err) {
      if (isTimeout(err)) {
        return { ok: false, retry: true, error: new HttpError(url, 'timeout', `GET ${url} timed out after ${opts.timeoutMs} ms`) }
      }
      return { ok: false, retry: true, error: new HttpError(url, 'network', `GET ${url} failed: ${networkReason(err)}`) }
    }
  }

  const drafts = opts.draftsToken
  async function request(path: string, asked: Record<string, string>): Promise<{ url: string; status: number; headers: Headers; bytes: Buffer }> {
    const url = drafts ? `${base}${path}${path.includes('?') ? '&' : '?'}preview=1` : base + path
    const headers = drafts ? { ...asked, authorization: `Bearer ${drafts}` } : asked
    for (let n = 0; ; n++) {
      const result = await limit(() => attempt(url, headers))
      if (result.ok) return { url, status: result.status, headers: result.headers, bytes: result.bytes }
      if (!result.retry) throw result.error
      const tries = `${n + 1} attempt${n ? 's' : ''}`
      if (n >= retries) throw new HttpError(url, result.error.kind, `${result.error.message} (gave up after ${tries})`, result.error.status)
      let wait = backoff(n)
      if (result.waitMs !== undefined) {
        if (result.waitMs > opts.maxRetryAfterMs) {
          throw new HttpError(
            url,
            result.error.kind,
            `${result.error.message}; Retry-After asks for ${Math.ceil(result.waitMs / 1000)} s, more than the ${opts.maxRetryAfterMs / 1000} s a build waits`,
            result.error.status,
          )
        }
        wait = Math.max(wait, result.waitMs)
      }
      stats.retries++
      // Sleep outside the limiter, so a backing-off request does not hold a slot.
      await sleep(wait)
    }
  }

  /** Full-range exponential backoff with jitter: half fixed, half random, so retries spread out. */
  function backoff(n: number): number {
    const step = Math.min(opts.backoffMaxMs, opts.backoffBaseMs * 2 ** n)
    return Math.round(step / 2 + (random() * step) / 2)
  }

  function parseJson(url: string, bytes: Buffer, headers: Headers): unknown {
    const text = bytes.toString('utf8')
    try {
      return JSON.parse(text)
    } catch (err) {
      const type = headers.get('content-type') ?? 'no Content-Type'
      const reason = err instanceof Error ? err.message : String(err)
      throw new HttpError(url, 'malformed', `GET ${url} answered malformed JSON (${type}, ${bytes.length} bytes): ${reason}`)
    }
  }

  async function getJson(path: string): Promise<JsonAnswer> {
    const { url, bytes, headers } = await request(path, { accept: 'application/json' })
    return { url, path, body: parseJson(url, bytes, headers) }
  }

  async function getJsonConditional(path: string, cached?: CachedAnswer): Promise<ConditionalAnswer> {
    const { url, status, bytes, headers } = await request(path, cached ? { accept: 'application/json', 'if-none-match': cached.etag } : { accept: 'application/json' })
    if (status === 304 && cached) return { url, path, body: cached.body, etag: headers.get('etag') ?? cached.etag, fresh: false }
    return { url, path, body: parseJson(url, bytes, headers), etag: headers.get('etag'), fresh: true }
  }

  /** Page 1, then pages 2…meta.last_page at once, each through `get`. */
  async function walkPages<T extends JsonAnswer>(path: string, get: (pagePath: string) => Promise<T>): Promise<T[]> {
    const sep = path.includes('?') ? '&' : '?'
    const pagePath = (page: number) => `${path}${sep}page=${page}&per_page=${opts.perPage}`
    const first = await get(pagePath(1))
    // A missing or broken `meta` is reported by validation; here it just means "no more pages".
    const last = lastPage(first.body)
    if (last > opts.maxPages) {
      throw new HttpError(first.url, 'too-many-pages', `GET ${first.url} claims ${last} pages (meta.last_page), more than the ${opts.maxPages} a build accepts`)
    }
    const rest: Promise<T>[] = []
    for (let page = 2; page <= last; page++) rest.push(get(pagePath(page)))
    return [first, ...(await Promise.all(rest))]
  }

  const getPages = (path: string): Promise<JsonAnswer[]> => walkPages(path, getJson)
  const getPagesConditional = (path: string, cached: (pagePath: string) => CachedAnswer | undefined): Promise<ConditionalAnswer[]> =>
    walkPages(path, (pagePath) => getJsonConditional(pagePath, cached(pagePath)))

  async function getBytes(path: string): Promise<BytesAnswer> {
    const { url, bytes, headers } = await request(path, { accept: '*/*' })
    return { url, path, bytes, contentType: headers.get('content-type') ?? '' }
  }

  return { getJson, getPages, getJsonConditional, getPagesConditional, getBytes, stats }
}

function lastPage(body: unknown): number {
  if (typeof body !== 'object' || body === null || !('meta' in body)) return 1
  const meta = body.meta
  if (typeof meta !== 'object' || meta === null || !('last_page' in meta)) return 1
  const last = meta.last_page
  return typeof last === 'number' && Number.isInteger(last) && last > 1 ? last : 1
}

/** Retry-After is either delta-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (value === null) return undefined
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000
  const date = Date.parse(trimmed)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

function isTimeout(err: unknown): boolean {
  return err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')
}

/** undici hides the socket error in `cause`; that is the part a person can act on. */
function networkReason(err: unknown): string {
  if (!(err instanceof Error)) return String(err)
  const cause = err.cause
  if (cause instanceof Error) {
    const code = 'code' in cause && typeof cause.code === 'string' ? cause.code + ' ' : ''
    return `${code}${cause.message}`.trim()
  }
  return err.message
}

/** At most `n` tasks at once; the rest wait in arrival order. */
export function createLimiter(n: number, onActive?: (active: number) => void) {
  let active = 0
  const queue: (() => void)[] = []
  return async function limit<T>(task: () => Promise<T>): Promise<T> {
    if (active < n) active++
    else await new Promise<void>((resolve) => queue.push(resolve)) // the releasing task hands its slot over
    onActive?.(active)
    try {
      return await task()
    } finally {
      const next = queue.shift()
      if (next) next()
      else active--
    }
  }
}
