// Minimal HTTP plumbing on node:http: a router with `:param` segments, replies as plain values
// (so handlers stay testable and the server adds CORS/HEAD/fault handling in one place), JSON
// and form body parsing with a size limit.
import { createHash } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

export type Headers = Record<string, string>
export type Reply = { status: number; json: unknown; headers?: Headers } | { status: number; bytes: Buffer; type: string; headers?: Headers } | { status: number; empty: true; headers?: Headers }

export type Ctx = {
  req: IncomingMessage
  method: string
  url: URL
  params: Record<string, string>
}
export type Handler = (ctx: Ctx) => Reply | Promise<Reply>

export const json = (status: number, body: unknown, headers?: Headers): Reply => ({ status, json: body, ...(headers ? { headers } : {}) })
export const notFound = (message = 'Not found'): Reply => json(404, { error: 'not_found', message })
export const badRequest = (message: string): Reply => json(400, { error: 'bad_request', message })
/** §8: a 422 carries an `errors` object keyed by field, each with a list of messages. */
export const invalid = (errors: Record<string, string[]>): Reply => json(422, { message: 'Zadaná data nejsou platná.', errors })

/** A strong validator of exactly these bytes: the same content gives the same ETag, across restarts too. */
export function etagOf(bytes: Buffer | string): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`
}

/** Whether an If-None-Match header matches `etag` (weak comparison, as RFC 9110 §13.1.2 asks; `*` matches). */
export function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  const wanted = opaque(etag)
  return (Array.isArray(header) ? header : [header]).flatMap((h) => h.split(',')).some((tag) => tag.trim() === '*' || opaque(tag) === wanted)
}

/**
 * A 200 JSON answer with an ETag derived from its bytes, or 304 when the request's If-None-Match
 * already names them. `Cache-Control: no-cache`: caches may keep it but must revalidate.
 */
export function conditionalJson(ctx: Ctx, body: unknown): Reply {
  const bytes = Buffer.from(JSON.stringify(body), 'utf8')
  const etag = etagOf(bytes)
  const headers = { ETag: etag, 'Cache-Control': 'no-cache' }
  if (matchesEtag(ctx.req.headers['if-none-match'], etag)) return { status: 304, empty: true, headers }
  return { status: 200, bytes, type: 'application/json; charset=utf-8', headers }
}

type Route = { method: string; segments: string[]; handler: Handler; score: number }

export class Router {
  private readonly routes: Route[] = []

  /** `pattern` like `/api/cart/:cartId`; a `:param` matches one non-empty path segment. */
  add(method: string, pattern: string, handler: Handler): this {
    const segments = pattern.split('/').slice(1)
    const score = segments.filter((s) => !s.startsWith(':')).length
    this.routes.push({ method, segments, handler, score })
    this.routes.sort((a, b) => b.score - a.score)
    return this
  }

  /** The handler for a request, `{ allow }` when the path exists with other methods, or null. */
  match(method: string, pathname: string): { handler: Handler; params: Record<string, string> } | { allow: string[] } | null {
    const got = pathname.split('/').slice(1)
    const allow: string[] = []
    for (const route of this.routes) {
      const params = matchSegments(route.segments, got)
      if (!params) continue
      if (route.method === method || (method === 'HEAD' && route.method === 'GET')) return { handler: route.handler, params }
      allow.push(route.method)
    }
    return allow.length ? { allow } : null
  }
}

function matchSegments(want: string[], got: string[]): Record<string, string> | null {
  if (want.length !== got.length) return null
  const params: Record<string, string> = {}
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!
    const g = got[i]!
    if (w.startsWith(':')) {
      if (!g) return null
      try {
        params[w.slice(1)] = decodeURIComponent(g)
      } catch {
        return null
      }
    } else if (w !== g) return null
  }
  return params
}

export type BodyResult = { ok: true; value: unknown } | { ok: false; reply: Reply }

/** Reads a JSON or urlencoded body (empty → `{}`), at most `limit` bytes. */
export async function readBody(req: IncomingMessage, limit = 1_000_000): Promise<BodyResult> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk))
    size += buf.length
    if (size > limit) return { ok: false, reply: json(413, { error: 'payload_too_large' }) }
    chunks.push(buf)
  }
  const text = Buffer.concat(chunks).toString('utf8')
  if (!text.trim()) return { ok: true, value: {} }
  const type = req.headers['content-type'] ?? ''
  if (type.includes('application/x-www-form-urlencoded')) {
    return { ok: true, value: Object.fromEntries(new URLSearchParams(text)) }
  }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false, reply: badRequest('The body is not valid JSON') }
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The Bearer token of a request, if any. */
export function bearerToken(req: IncomingMessage): string | null {
  const header = req.headers.authorization ?? ''
  const m = /^Bearer\s+(\S+)$/i.exec(header)
  return m ? m[1]! : null
}

const LOOPBACK = /^https?:\/\/(localhost|127(?:\.\d{1,3}){3}|\[::1\])(:\d{1,5})?$/

/** CORS headers for an allowed Origin (loopback origins and the configured site origins are reflected). */
export function corsHeaders(origin: string | undefined, allowed: readonly string[]): Headers {
  const headers: Headers = { Vary: 'Origin' }
  if (!origin || !(LOOPBACK.test(origin) || allowed.includes(origin))) return headers
  return {
    ...headers,
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, Accept-Language, X-Requested-With, If-None-Match',
    'Access-Control-Expose-Headers': 'ETag, Content-Length, Retry-After',
    'Access-Control-Max-Age': '600',
  }
}
