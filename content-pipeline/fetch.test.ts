// The HTTP client against a tiny local server whose every answer the test scripts, so retries,
// Retry-After, timeouts and pagination are checked over real sockets.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createHttpClient, createLimiter, HttpError, httpOptionsFromEnv, retryAfterMs } from './fetch.js'

function portOf(s: Server): number {
  const address = s.address()
  if (address === null || typeof address === 'string') throw new Error('not listening on TCP')
  return address.port
}

type Script = (req: IncomingMessage, res: ServerResponse, hit: number) => void
let server: Server
let base = ''
let script: Script = (_req, res) => res.end('{}')
let hits: string[] = []
let inFlight = 0
let maxInFlight = 0

beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push(req.url ?? '')
    inFlight++
    maxInFlight = Math.max(maxInFlight, inFlight)
    res.on('close', () => inFlight--)
    script(req, res, hits.length)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${portOf(server)}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise<void>((resolve) => server.close(() => resolve()))
})
beforeEach(() => {
  hits = []
  maxInFlight = 0
})

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers })
  res.end(JSON.stringify(body))
}

/** A client that does not really sleep between retries, but records how long it would have. */
function client(options: Parameters<typeof createHttpClient>[1] = {}) {
  const waits: number[] = []
  const c = createHttpClient(
    base,
    { backoffBaseMs: 100, ...options },
    {
      sleep: async (ms) => {
        waits.push(ms)
      },
      random: () => 0.5,
    },
  )
  return { c, waits }
}

describe('retries', () => {
  it('retries a 500 and succeeds with the 200 that follows', async () => {
    script = (_req, res, hit) => (hit === 1 ? json(res, 500, { error: 'boom' }) : json(res, 200, { data: 'ok' }))
    const { c, waits } = client()
    const answer = await c.getJson('/api/x')
    expect(answer.body).toEqual({ data: 'ok' })
    expect(hits).toHaveLength(2)
    expect(c.stats.retries).toBe(1)
    expect(waits).toEqual([75]) // 100 ms step, jittered to 50–100 %
  })

  it('backs off exponentially and gives up after 3 retries, naming the URL and status', async () => {
    script = (_req, res) => json(res, 503, {})
    const { c, waits } = client()
    const error = await c.getJson('/api/down').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect(String(error)).toContain(`GET ${base}/api/down answered HTTP 503`)
    expect(String(error)).toContain('gave up after 4 attempts')
    expect(hits).toHaveLength(4)
    expect(waits).toEqual([75, 150, 300])
  })

  it('honours Retry-After on 429 (seconds and HTTP date)', async () => {
    script = (_req, res, hit) => (hit === 1 ? json(res, 429, {}, { 'retry-after': '2' }) : json(res, 200, { ok: true }))
    const { c, waits } = client()
    await expect(c.getJson('/api/limited')).resolves.toMatchObject({ body: { ok: true } })
    expect(waits).toEqual([2000])
    expect(retryAfterMs('Wed, 21 Oct 2015 07:28:05 GMT', Date.parse('Wed, 21 Oct 2015 07:28:00 GMT'))).toBe(5000)
    expect(retryAfterMs('soon')).toBeUndefined()
  })

  it('really waits for Retry-After with the default sleep', async () => {
    script = (_req, res, hit) => (hit === 1 ? json(res, 429, {}, { 'retry-after': '1' }) : json(res, 200, { ok: true }))
    const started = Date.now()
    await createHttpClient(base).getJson('/api/limited')
    expect(Date.now() - started).toBeGreaterThanOrEqual(950)
    expect(hits).toHaveLength(2)
  })

  it('fails at once when Retry-After asks for more than a build waits', async () => {
    script = (_req, res) => json(res, 429, {}, { 'retry-after': '3600' })
    const { c } = client()
    await expect(c.getJson('/api/limited')).rejects.toThrow(/Retry-After asks for 3600 s/)
    expect(hits).toHaveLength(1)
  })

  it.each([400, 401, 404, 422])('does not retry a %i', async (status) => {
    script = (_req, res) => json(res, status, { error: 'no' })
    const { c, waits } = client()
    const error = await c.getJson('/api/nope').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ kind: 'status', status })
    expect(String(error)).toContain(`GET ${base}/api/nope answered HTTP ${status}`)
    expect(hits).toHaveLength(1)
    expect(waits).toEqual([])
  })

  it('times out a stalled answer, retries it, and says so', async () => {
    // Generous times: on a loaded machine a 60 ms deadline ran out before the retry reached the server.
    script = (_req, res) => setTimeout(() => json(res, 200, {}), 3000)
    const { c } = client({ timeoutMs: 400, retries: 1 })
    await expect(c.getJson('/api/slow')).rejects.toThrow(`GET ${base}/api/slow timed out after 400 ms (gave up after 2 attempts)`)
    await vi.waitFor(() => expect(hits).toHaveLength(2))
  })

  it('reports a refused connection with its socket error', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = portOf(closed)
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const c = createHttpClient(`http://127.0.0.1:${port}`, { retries: 0 })
    await expect(c.getJson('/api/x')).rejects.toThrow(/failed: ECONNREFUSED/)
  })
})

describe('answers', () => {
  it('names malformed JSON with the URL and does not retry it', async () => {
    script = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end('{"data": [1, 2,')
    }
    const { c } = client()
    await expect(c.getJson('/api/broken')).rejects.toThrow(new RegExp(`GET ${base}/api/broken answered malformed JSON \\(application/json, 15 bytes\\)`))
    expect(hits).toHaveLength(1)
  })

  it('follows pagination to meta.last_page with per_page=100', async () => {
    script = (req, res) => {
      const page = Number(new URL(req.url ?? '', base).searchParams.get('page'))
      json(res, 200, { data: [page], meta: { page, per_page: 100, total: 3, last_page: 3 } })
    }
    const { c } = client()
    const pages = await c.getPages('/api/list/cs')
    expect(pages.map((p) => p.body)).toEqual([1, 2, 3].map((page) => ({ data: [page], meta: { page, per_page: 100, total: 3, last_page: 3 } })))
    expect(hits.sort()).toEqual([1, 2, 3].map((p) => `/api/list/cs?page=${p}&per_page=100`))
    expect(pages[1]?.path).toBe('/api/list/cs?page=2&per_page=100')
  })

  it('reads one page when meta is missing (validation reports it)', async () => {
    script = (_req, res) => json(res, 200, { data: [] })
    const { c } = client()
    expect(await c.getPages('/api/list/cs')).toHaveLength(1)
  })

  it('refuses an absurd page count', async () => {
    script = (_req, res) => json(res, 200, { data: [], meta: { page: 1, per_page: 100, total: 1e9, last_page: 1e7 } })
    const { c } = client()
    await expect(c.getPages('/api/list/cs')).rejects.toThrow(/claims 10000000 pages/)
  })

  it('returns bytes with their Content-Type', async () => {
    script = (_req, res) => {
      res.writeHead(200, { 'content-type': 'image/svg+xml' })
      res.end('<svg/>')
    }
    const answer = await client().c.getBytes('/media/a.svg')
    expect(answer.contentType).toBe('image/svg+xml')
    expect(answer.bytes.toString()).toBe('<svg/>')
  })
})

describe('concurrency', () => {
  it('keeps at most `concurrency` requests in flight', async () => {
    script = (_req, res) => setTimeout(() => json(res, 200, {}), 30)
    const { c } = client({ concurrency: 3 })
    await Promise.all(Array.from({ length: 12 }, (_, i) => c.getJson(`/api/item/${i}`)))
    expect(hits).toHaveLength(12)
    expect(maxInFlight).toBeLessThanOrEqual(3)
    expect(c.stats.maxInFlight).toBe(3)
  })

  it('defaults to 4', async () => {
    script = (_req, res) => setTimeout(() => json(res, 200, {}), 30)
    const c = createHttpClient(base)
    await Promise.all(Array.from({ length: 10 }, (_, i) => c.getJson(`/api/item/${i}`)))
    expect(c.stats.maxInFlight).toBe(4)
  })

  it('the limiter hands slots over in order and survives failures', async () => {
    const limit = createLimiter(1)
    const order: number[] = []
    const tasks = [1, 2, 3].map((n) =>
      limit(async () => {
        order.push(n)
        if (n === 2) throw new Error('x')
        return n
      }),
    )
    const results = await Promise.allSettled(tasks)
    expect(order).toEqual([1, 2, 3])
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
  })
})

it('reads CONTENT_TIMEOUT_MS and CONTENT_CONCURRENCY', () => {
  expect(httpOptionsFromEnv({ CONTENT_TIMEOUT_MS: '2500', CONTENT_CONCURRENCY: '8' })).toEqual({ timeoutMs: 2500, concurrency: 8 })
  expect(httpOptionsFromEnv({ CONTENT_TIMEOUT_MS: 'soon', CONTENT_CONCURRENCY: '0' })).toEqual({})
})

describe('conditional requests', () => {
  it('sends If-None-Match only with a cached answer; 304 gives back the cached body, 200 the new one with its ETag', async () => {
    let seen: (string | undefined)[] = []
    script = (req, res) => {
      const match = req.headers['if-none-match']
      seen.push(typeof match === 'string' ? match : undefined)
      if (match === '"v1"') {
        res.writeHead(304, { etag: '"v1"' })
        res.end()
      } else json(res, 200, { data: 'new' }, { etag: '"v2"' })
    }
    const { c } = client()
    expect(await c.getJsonConditional('/api/a')).toMatchObject({ body: { data: 'new' }, etag: '"v2"', fresh: true })
    expect(await c.getJsonConditional('/api/a', { etag: '"v1"', body: { data: 'old' } })).toMatchObject({ body: { data: 'old' }, etag: '"v1"', fresh: false })
    expect(await c.getJsonConditional('/api/a', { etag: '"v0"', body: { data: 'older' } })).toMatchObject({ body: { data: 'new' }, etag: '"v2"', fresh: true })
    expect(seen).toEqual([undefined, '"v1"', '"v0"'])
    // A 304 nobody asked for is an error, not an empty answer.
    seen = []
    script = (_req, res) => {
      res.writeHead(304)
      res.end()
    }
    await expect(c.getJson('/api/b')).rejects.toThrow(/answered HTTP 304/)
  })

  it('revalidates each page of a list on its own and follows last_page of fresh or cached page 1', async () => {
    const page = (n: number, last: number) => ({ data: [n], meta: { page: n, per_page: 1, total: last, last_page: last } })
    script = (req, res) => {
      const n = Number(new URL(req.url ?? '/', base).searchParams.get('page'))
      if (req.headers['if-none-match'] === `"p${n}"`) {
        res.writeHead(304, { etag: `"p${n}"` })
        res.end()
      } else json(res, 200, page(n, 3), { etag: `"new${n}"` })
    }
    const { c } = client({ perPage: 1 })
    const cached = (path: string) => (path.includes('page=1&') ? { etag: '"p1"', body: page(1, 3) } : path.includes('page=3&') ? { etag: '"p3"', body: page(3, 3) } : undefined)
    const pages = await c.getPagesConditional('/api/list', cached)
    expect(pages.map((p) => [p.path, p.fresh, p.etag])).toEqual([
      ['/api/list?page=1&per_page=1', false, '"p1"'],
      ['/api/list?page=2&per_page=1', true, '"new2"'],
      ['/api/list?page=3&per_page=1', false, '"p3"'],
    ])
  })
})
