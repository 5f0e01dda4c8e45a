// The receiver over real HTTP on 127.0.0.1. `run` is a fake the test holds open or lets finish:
// what is tested here is when runs start, not what they do. The receiver's clock is the test's.
import { connect } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import type { SchedulerStatus } from './rebuild-scheduler.js'
import { signatureHeader } from './webhook-auth.js'
import { MAX_BODY_BYTES, startWebhook, type RunResult, type Webhook, type WebhookOptions } from './webhook.js'

const SECRET = 'test-secret-0123456789abcdef'
const DEBOUNCE_MS = 40
// For checks that nothing has run yet: long enough that a loaded 2-core machine answers first.
const LONG_DEBOUNCE_MS = 300

let clock = Date.parse('2027-03-01T09:00:00Z')
/** A signature of now for `body`; each call a second later, so no two requests are the same. */
const signed = (body = '{}', secret = SECRET) => {
  clock += 1000
  return { 'X-Signature': signatureHeader(secret, Math.floor(clock / 1000), body) }
}

/** A fake rebuild: each call waits until the test finishes it. */
function fakeRun() {
  const pending: Array<(result: RunResult) => void> = []
  let calls = 0
  const run = () =>
    new Promise<RunResult>((resolve) => {
      calls += 1
      pending.push(resolve)
    })
  return {
    run,
    calls: () => calls,
    finish(result: RunResult = { ok: true, summary: 'built 415 pages' }) {
      const next = pending.shift()
      if (!next) throw new Error('no run to finish')
      next(result)
    },
    finishAll() {
      while (pending.length > 0) this.finish()
    },
  }
}

// close() waits for a run under way, so each test's fake runs are finished before it.
let started: Array<{ hook: Webhook; fake: ReturnType<typeof fakeRun> }> = []
afterEach(async () => {
  for (const { fake } of started) fake.finishAll()
  await Promise.all(started.map(({ hook }) => hook.close()))
  started = []
})

async function start(options: Partial<WebhookOptions> = {}) {
  const fake = fakeRun()
  const lines: string[] = []
  const hook = await startWebhook({ port: 0, secret: SECRET, debounceMs: DEBOUNCE_MS, run: fake.run, log: (l) => lines.push(l), now: () => clock, ...options })
  started.push({ hook, fake })
  return { hook, fake, lines }
}

const post = (hook: Webhook, headers: Record<string, string> | null = null, body = '{}', path = '/rebuild') =>
  fetch(`${hook.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(headers ?? signed(body)) }, body })

/** Polls until `check` holds; bounded so a broken scheduler fails the test instead of hanging it. */
async function until(check: () => boolean | Promise<boolean>, timeoutMs = 2000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((r) => setTimeout(r, 5))
  }
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe('webhook: authentication', () => {
  it('accepts a signed request with 202 {queued: true} before the run starts', async () => {
    const { hook, fake } = await start({ debounceMs: LONG_DEBOUNCE_MS })
    const res = await post(hook)
    expect(res.status).toBe(202)
    expect(await res.json()).toEqual({ queued: true })
    expect(fake.calls()).toBe(0) // answered at once; the run waits for the debounce
    await until(() => fake.calls() === 1)
  })

  it('refuses a missing, malformed or wrong signature, and the old forms, with 401 and runs nothing', async () => {
    const { hook, fake, lines } = await start()
    const body = JSON.stringify({ event: 'entry.publish', id: 42 })
    const good = signed(body)['X-Signature']
    const refused = await Promise.all([
      post(hook, {}, body),
      post(hook, { Authorization: `Bearer ${SECRET}` }, body),
      post(hook, { 'X-Webhook-Signature': 'sha256=' + good.slice(-64) }, body),
      post(hook, { 'X-Signature': good.replace(/v1=../, 'v1=00') }, body),
      post(hook, signed(body, 'another-secret-0123456789'), body),
      post(hook, { 'X-Signature': good }, `${body} `),
    ])
    expect(refused.map((r) => r.status)).toEqual([401, 401, 401, 401, 401, 401])
    await sleep(DEBOUNCE_MS * 3)
    expect(fake.calls()).toBe(0)
    expect(lines.filter((l) => l.includes('401 POST /rebuild'))).toHaveLength(6)
  })

  it('refuses a replay: the same signed request again, or one older than five minutes or from the future', async () => {
    const { hook, fake } = await start()
    const body = JSON.stringify({ event: 'entry.publish', id: 42 })
    const headers = signed(body)
    expect((await post(hook, headers, body)).status).toBe(202)
    expect((await post(hook, headers, body)).status).toBe(409)
    const t = Math.floor(clock / 1000)
    expect((await post(hook, { 'X-Signature': signatureHeader(SECRET, t - 301, body) }, body)).status).toBe(401)
    expect((await post(hook, { 'X-Signature': signatureHeader(SECRET, t + 301, body) }, body)).status).toBe(401)
    expect((await post(hook, { 'X-Signature': signatureHeader(SECRET, t - 299, body) }, body)).status).toBe(202)
    // Captured now, sent six minutes later: too old, whatever the receiver has forgotten meanwhile.
    const captured = signed(body)
    clock += 6 * 60_000
    expect((await post(hook, captured, body)).status).toBe(401)
    await until(() => fake.calls() === 1)
  })

  it('turns away an unsigned caller before reading its body', async () => {
    const { hook } = await start()
    // The head promises a body that never comes: a receiver that read it first would wait.
    const answer = await rawExchange(hook.url, 'POST /rebuild HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n')
    expect(answer).toMatch(/^HTTP\/1\.1 401 /)
    const stale = signatureHeader(SECRET, Math.floor(clock / 1000) - 3600, '')
    expect(await rawExchange(hook.url, `POST /rebuild HTTP/1.1\r\nHost: x\r\nX-Signature: ${stale}\r\nContent-Length: 1000\r\n\r\n`)).toMatch(/^HTTP\/1\.1 401 /)
  })
})

/** Writes `head` on a new connection and resolves with what comes back until the server closes or 2 s pass. */
function rawExchange(url: string, head: string): Promise<string> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(head))
    let got = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (got += chunk))
    socket.on('close', () => resolve(got))
    socket.on('error', reject)
    setTimeout(() => {
      socket.destroy()
      resolve(got)
    }, 2000)
  })
}

describe('webhook: slow and many clients', () => {
  const limits = { headersTimeoutMs: 400, requestTimeoutMs: 800, checkIntervalMs: 100, maxConnections: 3 }

  /** How long until the server closes a connection that sends `parts` one by one, `gapMs` apart. */
  function trickle(url: string, parts: string[], gapMs: number): Promise<{ ms: number; got: string }> {
    const { hostname, port } = new URL(url)
    return new Promise((resolve, reject) => {
      const started = performance.now()
      let got = ''
      const socket = connect(Number(port), hostname)
      const timers: NodeJS.Timeout[] = parts.map((part, i) => setTimeout(() => socket.writable && socket.write(part), i * gapMs))
      socket.setEncoding('utf8')
      socket.on('data', (chunk: string) => (got += chunk))
      socket.on('close', () => {
        timers.forEach(clearTimeout)
        resolve({ ms: performance.now() - started, got })
      })
      socket.on('error', () => undefined)
      setTimeout(() => reject(new Error('the slow client was never cut off')), 10_000)
    })
  }

  it('cuts off a client that sends its headers slowly', async () => {
    const { hook } = await start({ limits })
    const head = ['POST /rebuild HTTP/1.1\r\n', 'Host: x\r\n', `X-Signature: ${signed()['X-Signature']}\r\n`, 'Content-Length: 2\r\n', 'X-Slow: 1\r\n', '\r\n{}']
    const { ms, got } = await trickle(hook.url, head, 300)
    // headersTimeout plus at most one check interval (and a loaded machine's slack), well before the head is complete.
    expect(ms).toBeLessThan(1400)
    expect(got).not.toContain('202')
  })

  it('cuts off a client that sends its body slowly', async () => {
    const { hook } = await start({ limits })
    const body = '{"event":"entry.publish","id":42}'
    const head = `POST /rebuild HTTP/1.1\r\nHost: x\r\nX-Signature: ${signed(body)['X-Signature']}\r\nContent-Length: ${body.length}\r\n\r\n`
    const { ms, got } = await trickle(hook.url, [head, ...body.split('')], 200)
    expect(ms).toBeLessThan(2000)
    expect(got).not.toContain('202')
  })

  it('keeps no more connections open than its limit', async () => {
    const { hook, lines } = await start({ limits: { ...limits, headersTimeoutMs: 5000, requestTimeoutMs: 5000 } })
    const { hostname, port } = new URL(hook.url)
    const open = Array.from({ length: 3 }, () => connect(Number(port), hostname))
    await Promise.all(open.map((s) => new Promise((r) => s.once('connect', r))))
    await sleep(50)
    const extra = connect(Number(port), hostname)
    const closed = await new Promise<boolean>((resolve) => {
      extra.on('close', () => resolve(true))
      extra.on('error', () => undefined)
      setTimeout(() => resolve(false), 2000)
    })
    for (const s of open) s.destroy()
    expect(closed).toBe(true)
    expect(lines.some((l) => l.includes('dropped: 3 open already'))).toBe(true)
  })
})

describe('webhook: requests it refuses', () => {
  it('405 for other methods on /rebuild, 404 for other paths', async () => {
    const { hook } = await start()
    const get = await fetch(`${hook.url}/rebuild`, { headers: signed('') })
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
    const put = await fetch(`${hook.url}/rebuild`, { method: 'PUT', headers: signed(), body: '{}' })
    expect(put.status).toBe(405)
    expect((await post(hook, null, '{}', '/status')).status).toBe(405)
    expect((await post(hook, null, '{}', '/rebuild/now')).status).toBe(404)
    expect((await fetch(`${hook.url}/`, { headers: signed('') })).status).toBe(404)
  })

  it('413 for a body over 64 KiB, declared or streamed; exactly 64 KiB is fine', async () => {
    const { hook, fake } = await start()
    const limit = 'x'.repeat(MAX_BODY_BYTES)
    expect((await post(hook, null, `${limit}x`)).status).toBe(413)
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 5; i++) controller.enqueue(new Uint8Array(16 * 1024))
        controller.close()
      },
    })
    const chunked = await fetch(`${hook.url}/rebuild`, { method: 'POST', headers: signed('x'), body: streamed, duplex: 'half' } as RequestInit)
    expect(chunked.status).toBe(413)
    expect((await post(hook, null, limit)).status).toBe(202)
    await until(() => fake.calls() === 1)
  })
})

describe('webhook: scheduling', () => {
  it('coalesces 5 triggers within the debounce window into 1 run', async () => {
    const { hook, fake } = await start({ debounceMs: LONG_DEBOUNCE_MS })
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(hook)))
    expect(answers.map((r) => r.status)).toEqual([202, 202, 202, 202, 202])
    await until(() => fake.calls() === 1)
    fake.finish()
    await sleep(DEBOUNCE_MS * 3)
    expect(fake.calls()).toBe(1)
  })

  it('triggers during a run give exactly one follow-up run after it', async () => {
    const { hook, fake, lines } = await start()
    await post(hook)
    await until(() => fake.calls() === 1)
    for (let i = 0; i < 3; i++) await post(hook)
    await sleep(DEBOUNCE_MS * 3) // the debounce is over, but a run is under way: no second one yet
    expect(fake.calls()).toBe(1)
    fake.finish()
    await until(() => fake.calls() === 2)
    fake.finish()
    await sleep(DEBOUNCE_MS * 3)
    expect(fake.calls()).toBe(2)
    expect(lines.filter((l) => /rebuild #\d succeeded/.test(l))).toHaveLength(2)
  })

  it('GET /status tells running, queued and the last result (same secret)', async () => {
    const { hook, fake } = await start({ debounceMs: LONG_DEBOUNCE_MS })
    const status = async () => (await (await fetch(`${hook.url}/status`, { headers: signed('') })).json()) as SchedulerStatus
    expect((await fetch(`${hook.url}/status`)).status).toBe(401)
    expect(await status()).toEqual({ running: false, queued: false, runs: 0, lastRun: null })
    await post(hook)
    expect(await status()).toMatchObject({ running: false, queued: true })
    await until(() => fake.calls() === 1)
    expect(await status()).toMatchObject({ running: true, queued: false, runs: 1 })
    fake.finish({ ok: false, summary: 'content API unreachable' })
    await until(async () => !(await status()).running)
    const { lastRun, ...rest } = await status()
    expect(rest).toEqual({ running: false, queued: false, runs: 1 })
    expect(lastRun).toMatchObject({ ok: false, summary: 'content API unreachable' })
    expect(Date.parse(lastRun?.finishedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(lastRun?.startedAt ?? 'x'))
  })

  it('a run that throws counts as failed and does not stop later runs', async () => {
    let calls = 0
    const { hook, lines } = await start({
      run: async () => {
        calls += 1
        throw new Error('vike build crashed')
      },
    })
    await post(hook)
    await until(() => lines.some((l) => l.includes('rebuild #1 FAILED') && l.includes('vike build crashed')))
    await post(hook)
    await until(() => calls === 2)
  })
})

describe('webhook: close()', () => {
  it('stops listening, drops a queued run and waits for the one under way', async () => {
    const { hook, fake, lines } = await start()
    await post(hook)
    await until(() => fake.calls() === 1)
    await post(hook) // queued behind the run
    let closed = false
    const closing = hook.close().then(() => {
      closed = true
    })
    await sleep(DEBOUNCE_MS)
    expect(closed).toBe(false) // the run under way is not cut off
    await expect(post(hook)).rejects.toThrow()
    fake.finish()
    await closing
    await sleep(DEBOUNCE_MS * 3)
    expect(fake.calls()).toBe(1)
    expect(lines.at(-1)).toMatch(/webhook: closed$/)
    await hook.close() // twice is harmless
  })
})
