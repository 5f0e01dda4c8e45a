// Cross-cutting server behaviour: CORS, fault injection (programmatic and over HTTP), control
// endpoints, and the store's serialization.
import { rm } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateDataset } from './generate.js'
import { Store } from './store.js'
import { at, get, list, post, startTestApi, tempDir, type TestApi } from './test-helpers.js'

const dataset = generateDataset({ scale: 100, seed: 'server' })

describe('CORS', () => {
  let api: TestApi
  beforeAll(async () => {
    api = await startTestApi({ dataset, origins: ['https://preview.korvina.example'] })
  })
  afterAll(() => api.dispose())

  it('answers a preflight from a loopback origin, reflecting it', async () => {
    const res = await fetch(`${api.url}/api/user-request/save`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,authorization' },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000')
    expect(res.headers.get('access-control-allow-headers')).toContain('Authorization')
    expect(res.headers.get('access-control-allow-headers')).toContain('Content-Type')
    expect(res.headers.get('access-control-allow-methods')).toContain('PUT')
  })

  it('reflects the site and configured origins, not others', async () => {
    const allowed = await fetch(`${api.url}/api/lists/currencies`, { headers: { Origin: 'https://www.korvina.example' } })
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://www.korvina.example')
    const extra = await fetch(`${api.url}/api/lists/currencies`, { headers: { Origin: 'https://preview.korvina.example' } })
    expect(extra.headers.get('access-control-allow-origin')).toBe('https://preview.korvina.example')
    const loopback = await fetch(`${api.url}/api/lists/currencies`, { headers: { Origin: 'http://127.0.0.1:4173' } })
    expect(loopback.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173')
    const foreign = await fetch(`${api.url}/api/lists/currencies`, { headers: { Origin: 'https://evil.example' } })
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
    expect(foreign.headers.get('vary')).toBe('Origin')
  })
})

describe('faults', () => {
  let api: TestApi
  beforeAll(async () => {
    api = await startTestApi({ dataset, control: true })
  })
  afterAll(() => api.dispose())

  it('status faults fire `times` times, then the endpoint answers normally', async () => {
    api.faults.set('/api/services/cs', { kind: 'status', status: 500, times: 2 })
    expect((await get(api.url, '/api/services/cs')).status).toBe(500)
    expect((await get(api.url, '/api/services/cs?page=2')).status).toBe(500)
    expect((await get(api.url, '/api/services/cs')).status).toBe(200)
    expect((await get(api.url, '/api/services/en')).status).toBe(200)
  })

  it('429 carries Retry-After; 404 looks like a missing endpoint', async () => {
    api.faults.set('/api/people', { kind: 'status', status: 429, times: 1 })
    const res = await fetch(`${api.url}/api/people/en`)
    expect(res.status).toBe(429)
    expect(res.headers.get('retry-after')).toBe('1')
    api.faults.set('/api/jobs/en', { kind: 'status', status: 404 })
    expect((await get(api.url, '/api/jobs/en')).status).toBe(404)
    expect((await get(api.url, '/api/jobs/en')).status).toBe(404)
    api.faults.clear()
    expect((await get(api.url, '/api/jobs/en')).status).toBe(200)
  })

  it('the longest prefix wins', async () => {
    api.faults.set('/api/', { kind: 'status', status: 500 })
    api.faults.set('/api/glossary/', { kind: 'status', status: 404 })
    expect((await get(api.url, '/api/glossary/cs')).status).toBe(404)
    expect((await get(api.url, '/api/pages/cs')).status).toBe(500)
    api.faults.clear()
  })

  it('malformed answers are 200 with broken JSON', async () => {
    api.faults.set('/api/settings/en', { kind: 'malformed', times: 1 })
    const res = await fetch(`${api.url}/api/settings/en`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/json')
    await expect(res.clone().json()).rejects.toThrow()
    expect((await get(api.url, '/api/settings/en')).status).toBe(200)
  })

  it('delays hold the answer back', async () => {
    api.faults.set('/api/documents/cs', { kind: 'delay', ms: 300, times: 1 })
    const started = performance.now()
    expect((await get(api.url, '/api/documents/cs')).status).toBe(200)
    expect(performance.now() - started).toBeGreaterThanOrEqual(280)
  })

  it('can be driven over HTTP with /__control/faults and cleared by /__control/reset', async () => {
    const set = await post(api.url, '/__control/faults', { prefix: '/api/blog/posts/', fault: { kind: 'status', status: 500 } })
    expect(set.status).toBe(200)
    expect((await get(api.url, '/api/blog/posts/cs')).status).toBe(500)
    expect((await post(api.url, '/__control/faults', { prefix: 'x', fault: { kind: 'status', status: 418 } })).status).toBe(400)
    await post(api.url, '/api/subscriber/save', { email: 'reset@example.cz' })
    expect((await post(api.url, '/__control/reset', {})).status).toBe(200)
    expect((await get(api.url, '/api/blog/posts/cs')).status).toBe(200)
    expect(list(at((await get(api.url, '/__control/requests?collection=subscriber')).body, 'data'))).toEqual([])
    expect(await post(api.url, '/api/subscriber/save', { email: 'reset@example.cz' })).toMatchObject({ body: { success: true } })
  })
})

describe('control endpoints', () => {
  it('do not exist without `control: true`', async () => {
    const api = await startTestApi({ dataset })
    try {
      expect((await post(api.url, '/__control/reset', {})).status).toBe(404)
      expect((await get(api.url, '/__control/requests')).status).toBe(404)
    } finally {
      await api.dispose()
    }
  })
})

describe('store', () => {
  it('serializes appends: sequence numbers are gapless under concurrency', async () => {
    const dir = await tempDir('store')
    const store = await Store.open(dir)
    await Promise.all(Array.from({ length: 100 }, (_, i) => store.append('things', (seq) => ({ i, seq }))))
    const seqs = store.entries('things').map((e) => e.seq)
    expect(seqs).toEqual(Array.from({ length: 100 }, (_, i) => i + 1))
    expect(store.entries('things').every((e) => at(e.data, 'seq') === e.seq)).toBe(true)
    await store.close()
    const reopened = await Store.open(dir)
    expect(reopened.entries('things').length).toBe(100)
    await reopened.close()
    await rm(dir, { recursive: true, force: true })
  })

  it('rejects bad collection names', async () => {
    const dir = await tempDir('store-names')
    const store = await Store.open(dir)
    expect(() => store.append('../etc', () => null)).toThrow()
    await store.close()
    await rm(dir, { recursive: true, force: true })
  })
})
