// A webhook receiver that lets the CMS ask for a rebuild after content changes
// (docs/scheduling.md). POST /rebuild, signed with the shared secret (webhook-auth.ts), answers
// 202 at once and schedules a run (rebuild-scheduler.ts: debounced, one at a time, one follow-up for
// triggers during a run); GET /status tells the last run's result and whether one is running or
// queued. Bounded against slow or many clients: few connections, short time limits, checked often.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { isFresh, parseSignatureHeader, SIGNATURE_HEADER, signatureMatches } from './webhook-auth.js'
import { createReplayGuard } from './webhook-replay.js'
import { createRebuildScheduler, type RunResult } from './rebuild-scheduler.js'

export type { RunResult } from './rebuild-scheduler.js'

export type WebhookOptions = {
  /** 0 picks a free port (tests). */
  port: number
  host?: string
  secret: string
  debounceMs?: number
  run: () => Promise<RunResult>
  /** One line per event; the receiver adds an ISO timestamp. */
  log: (line: string) => void
  /** The clock, in milliseconds (tests pass their own). */
  now?: () => number
  /** The connection limits; tests make them shorter. */
  limits?: Partial<WebhookLimits>
}
export type Webhook = { url: string; close(): Promise<void> }

export const MAX_BODY_BYTES = 64 * 1024

export type WebhookLimits = {
  /** Connections open at once; more are closed as they come (a CMS sends one at a time). */
  maxConnections: number
  /** The whole request head must have come by then. */
  headersTimeoutMs: number
  /** The whole request, body included, must have come by then. */
  requestTimeoutMs: number
  /** How often Node checks those two (its default, 30 s, would let a slow client stay 30 s). */
  checkIntervalMs: number
}

export const WEBHOOK_LIMITS: WebhookLimits = { maxConnections: 16, headersTimeoutMs: 5000, requestTimeoutMs: 10_000, checkIntervalMs: 1000 }

export async function startWebhook({ port, host = '127.0.0.1', secret, debounceMs = 5000, run, log: write, now = Date.now, limits: given }: WebhookOptions): Promise<Webhook> {
  if (secret === '') throw new Error('startWebhook: a shared secret is required')
  const log = (line: string) => write(`${new Date().toISOString()} webhook: ${line}`)
  const scheduler = createRebuildScheduler({ debounceMs, run, log })
  const replays = createReplayGuard()
  const limits = { ...WEBHOOK_LIMITS, ...given }

  // A client that trickles its request must not hold a connection for long.
  const server = createServer({ headersTimeout: limits.headersTimeoutMs, requestTimeout: limits.requestTimeoutMs, connectionsCheckingInterval: limits.checkIntervalMs }, (req, res) => {
    handle(req, res).catch((error: unknown) => {
      log(`500 ${req.method} ${req.url}: ${error instanceof Error ? error.message : String(error)}`)
      if (!res.headersSent) send(res, 500, { error: 'internal error' })
      else res.destroy()
    })
  })
  server.maxConnections = limits.maxConnections
  server.on('drop', (data?: { remoteAddress?: string }) => log(`connection from ${data?.remoteAddress ?? 'unknown'} dropped: ${limits.maxConnections} open already`))

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://webhook').pathname
    const method = req.method ?? 'GET'
    const allowed = path === '/rebuild' ? 'POST' : path === '/status' ? 'GET' : null
    if (allowed === null) return reject(req, res, 404, 'not found')
    if (method !== allowed) return reject(req, res, 405, 'method not allowed', { Allow: allowed, Connection: 'close' })
    // Before the body is read: a signature of the right form, and of now.
    const signature = parseSignatureHeader(header(req, SIGNATURE_HEADER))
    if (signature === null) return reject(req, res, 401, `missing or malformed ${SIGNATURE_HEADER} header (t=<unix seconds>,v1=<hex HMAC-SHA256>)`, { Connection: 'close' })
    const nowSeconds = Math.floor(now() / 1000)
    if (!isFresh(signature, nowSeconds)) return reject(req, res, 401, `signature time ${signature.timestamp} is more than 5 minutes from ${nowSeconds}`, { Connection: 'close' })
    const body = await readBody(req)
    if (body === null) return reject(req, res, 413, `body over ${MAX_BODY_BYTES} bytes`, { Connection: 'close' })
    if (!signatureMatches(secret, signature, body)) return reject(req, res, 401, 'unauthorized')
    if (path === '/status') return send(res, 200, scheduler.status())
    // A trigger counts once: the same signed request again is a replay. (A status read may be
    // repeated: it changes nothing, and a CMS may poll it more than once a second.)
    if (!replays.firstSight(signature.digest.toString('hex'), signature.timestamp, nowSeconds)) return reject(req, res, 409, 'this signed request was seen before')
    scheduler.trigger()
    const quiet = `${debounceMs} ms after the last trigger`
    const when = scheduler.status().running ? `once the run under way has ended and ${quiet}` : quiet
    log(`202 POST /rebuild from ${req.socket.remoteAddress}: rebuild queued (starts ${when})`)
    send(res, 202, { queued: true })
  }

  function reject(req: IncomingMessage, res: ServerResponse, status: number, error: string, headers: Record<string, string> = {}) {
    log(`${status} ${req.method} ${req.url} from ${req.socket.remoteAddress}: ${error}`)
    send(res, status, { error }, headers)
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('webhook: not listening on TCP')
  const url = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`
  log(`listening on ${url} (POST /rebuild, GET /status; debounce ${debounceMs} ms)`)

  let closing: Promise<void> | null = null
  return {
    url,
    close() {
      closing ??= (async () => {
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()))
        server.closeAllConnections()
        await Promise.all([stopped, scheduler.close()])
        log('closed')
      })()
      return closing
    },
  }
}

/**
 * The raw body (the HMAC is over its exact bytes), or null as soon as it is over MAX_BODY_BYTES.
 * The rest is then read and dropped rather than the request destroyed, which would take the
 * socket, and the 413 answer, with it; the answer closes the connection.
 */
function readBody(req: IncomingMessage): Promise<Buffer | null> {
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
    req.resume()
    return Promise.resolve(null)
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size <= MAX_BODY_BYTES) return void chunks.push(chunk)
      req.off('data', onData)
      req.resume()
      resolve(null)
    }
    req.on('data', onData)
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name]
  return Array.isArray(value) ? value[0] : value
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const json = JSON.stringify(body)
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(json), 'Cache-Control': 'no-store', ...headers })
  res.end(json)
}
