// The receiver over real HTTP on 127.0.0.1. `run` is a fake the test holds open or lets finish:
// what is tested here is when runs start, not what they do.
import { afterEach, describe, expect, it } from 'vitest'
import type { SchedulerStatus } from './rebuild-scheduler.js'
import { signBody } from './webhook-auth.js'
import { MAX_BODY_BYTES, startWebhook, type RunResult, type Webhook, type WebhookOptions } from './webhook.js'

const SECRET = 'test-secret-0123456789abcdef'
const DEBOUNCE_MS = 40
// For checks that nothing has run yet: long enough that a loaded 2-core machine answers first.
const LONG_DEBOUNCE_MS = 300
const bearer = { Authorization: `Bearer ${SECRET}` }

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
  const hook = await startWebhook({ port: 0, secret: SECRET, debounceMs: DEBOUNCE_MS, run: fake.run, log: (l) => lines.push(l), ...options })
  started.push({ hook, fake })
  return { hook, fake, lines }
}

const post = (hook: Webhook, headers: Record<string, string> = bearer, body = '{}', path = '/rebuild') =>
  fetch(`${hook.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body })

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
  it('accepts the bearer secret with 202 {queued: true} before the run starts', async () => {
    const { hook, fake } = await start({ debounceMs: LONG_DEBOUNCE_MS })
    const res = await post(hook)
    expect(res.status).toBe(202)
    expect(await res.json()).toEqual({ queued: true })
    expect(fake.calls()).toBe(0) // answered at once; the run waits for the debounce
    await until(() => fake.calls() === 1)
  })

  it('refuses a wrong or missing secret with 401 and runs nothing', async () => {
    const { hook, fake, lines } = await start()
    const wrong = await post(hook, { Authorization: `Bearer ${SECRET}x` })
    const missing = await post(hook, {})
    const notBearer = await post(hook, { Authorization: `Basic ${Buffer.from(`u:${SECRET}`).toString('base64')}` })
    expect([wrong.status, missing.status, notBearer.status]).toEqual([401, 401, 401])
    expect(wrong.headers.get('www-authenticate')).toBe('Bearer')
    await sleep(DEBOUNCE_MS * 3)
    expect(fake.calls()).toBe(0)
    expect(lines.filter((l) => l.includes('401 POST /rebuild'))).toHaveLength(3)
  })

  it('accepts an HMAC-SHA256 signature of the raw body instead', async () => {
    const { hook, fake } = await start()
    const body = JSON.stringify({ event: 'entry.publish', id: 42 })
    const signature = `sha256=${signBody(SECRET, body).toString('hex')}`
    expect((await post(hook, { 'X-Webhook-Signature': signature }, body)).status).toBe(202)
    // The same signature over other bytes, another key, or no hex at all: refused.
    expect((await post(hook, { 'X-Webhook-Signature': signature }, `${body} `)).status).toBe(401)
    expect((await post(hook, { 'X-Webhook-Signature': `sha256=${signBody('other-secret-0123456789', body).toString('hex')}` }, body)).status).toBe(401)
    expect((await post(hook, { 'X-Webhook-Signature': 'sha256=xyz' }, body)).status).toBe(401)
    await until(() => fake.calls() === 1)
  })
})

describe('webhook: requests it refuses', () => {
  it('405 for other methods on /rebuild, 404 for other paths', async () => {
    const { hook } = await start()
    const get = await fetch(`${hook.url}/rebuild`, { headers: bearer })
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
    const put = await fetch(`${hook.url}/rebuild`, { method: 'PUT', headers: bearer, body: '{}' })
    expect(put.status).toBe(405)
    expect((await post(hook, bearer, '{}', '/status')).status).toBe(405)
    expect((await post(hook, bearer, '{}', '/rebuild/now')).status).toBe(404)
    expect((await fetch(`${hook.url}/`, { headers: bearer })).status).toBe(404)
  })

  it('413 for a body over 64 KiB, declared or streamed; exactly 64 KiB is fine', async () => {
    const { hook, fake } = await start()
    const limit = 'x'.repeat(MAX_BODY_BYTES)
    expect((await post(hook, bearer, `${limit}x`)).status).toBe(413)
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 5; i++) controller.enqueue(new Uint8Array(16 * 1024))
        controller.close()
      },
    })
    const chunked = await fetch(`${hook.url}/rebuild`, { method: 'POST', headers: bearer, body: streamed, duplex: 'half' } as RequestInit)
    expect(chunked.status).toBe(413)
    const signature = `sha256=${signBody(SECRET, limit).toString('hex')}`
    expect((await post(hook, { 'X-Webhook-Signature': signature }, limit)).status).toBe(202)
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
    const status = async () => (await (await fetch(`${hook.url}/status`, { headers: bearer })).json()) as SchedulerStatus
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
