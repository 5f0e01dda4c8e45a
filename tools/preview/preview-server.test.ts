// The preview server's own edges, on a tiny document root and a fake API origin (the full rule set
// is proven against the real build in tests/hosting): host config files stay hidden however the
// path is spelled, the /api forwarder reaches nothing outside /api, no redirect leaves the origin,
// and a file removed or cut short while it is served ends that answer only.
import { unlinkSync, writeFileSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, request, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { holdThreadPool } from '../../tests/held-threads.js'
import { getRaw, redirectPayloads, readWhileTruncating, staysOnOrigin } from '../../tests/http-attacks.js'
import { fixtureBuild, fixtureContent } from '../../hosting/redirects/fixtures.js'
import { buildRedirectMap } from '../../hosting/redirects/map.js'
import { hostRules } from '../../hosting/redirects/rules.js'
import { startPreviewServer } from './preview-server.js'

/** A raw request: fetch would normalize `/./` and `/../` away before sending. */
function rawStatus(base: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(base, { path }, (res) => {
      res.resume()
      resolve(res.statusCode ?? 0)
    })
    req.on('error', reject)
    req.end()
  })
}

describe('preview server', () => {
  let root: string
  let api: Server
  let apiOrigin: string
  const apiPaths: string[] = []
  let preview: Awaited<ReturnType<typeof startPreviewServer>>

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'korvina-preview-'))
    const files = { 'index.html': '<html lang="cs"></html>', '404.html': 'nenalezeno', _headers: '/*\n  X-Secret: 1', _redirects: '/a /b 301' }
    for (const [file, text] of Object.entries(files)) await writeFile(join(root, file), text)
    api = createServer((req, res) => {
      apiPaths.push(req.url ?? '')
      res.end('{}')
    })
    await new Promise<void>((ok) => api.listen(0, '127.0.0.1', ok))
    const address = api.address()
    apiOrigin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
    const build = fixtureBuild()
    const rules = hostRules({ map: buildRedirectMap(fixtureContent(), build, []), pages: build.pages, maintenance: false, env: {} })
    preview = await startPreviewServer({ root, port: 0, apiOrigin, rules })
  })

  afterAll(async () => {
    await preview?.close()
    await new Promise<void>((ok) => (api ? api.close(() => ok()) : ok()))
    await rm(root, { recursive: true, force: true })
  })

  it("never serves the hosts' config files, however the path is spelled", async () => {
    expect(await rawStatus(preview.url, '/')).toBe(200)
    for (const path of ['/_headers', '/./_headers', '/%2e/_redirects', '/x/../_redirects']) expect(await rawStatus(preview.url, path), path).toBe(404)
  })

  it('forwards /api/* and nothing that only resolves outside /api', async () => {
    expect(await rawStatus(preview.url, '/api/settings/cs')).toBe(200)
    expect(await rawStatus(preview.url, '/api/../__control/reset')).toBe(404)
    expect(apiPaths).toEqual(['/api/settings/cs'])
  })

  it('never redirects off the origin: tab, newline, CR, NUL, backslash, // and /\\, as sent or percent-encoded', async () => {
    for (const payload of redirectPayloads) {
      // The trailing slash makes the answer a redirect to the request's own path.
      const answer = await getRaw(preview.url, `${payload}/`)
      expect(staysOnOrigin(answer.headers.location), `${JSON.stringify(payload)} → ${answer.status} ${answer.headers.location}`).toBe(true)
    }
    expect((await getRaw(preview.url, '/kontakty/?a=1')).headers.location).toBe('/kontakty?a=1')
  })

  it('answers on when a file is removed between its stat and its open', async () => {
    const file = join(root, 'removed.bin')
    writeFileSync(file, Buffer.alloc(256 * 1024, 1))
    const held = holdThreadPool(root)
    try {
      const answer = getRaw(preview.url, '/removed.bin')
      // Answered without a thread: by then the server has queued its stat of removed.bin.
      expect((await getRaw(preview.url, '/kontakty/')).status).toBe(301)
      held.hold() // behind the stat: the next thread freed runs the stat, then holds again
      await held.release(1)
      await new Promise((r) => setTimeout(r, 200)) // the stat done, the open (if any) queued
      unlinkSync(file)
      await held.release()
      expect([200, 404, 500]).toContain((await answer.catch(() => ({ status: 0 }))).status)
    } finally {
      await held.release()
    }
    expect((await getRaw(preview.url, '/')).status).toBe(200)
  })

  it('answers on when a file is cut short while it is sent, and the short answer is not taken for whole', async () => {
    const file = join(root, 'truncated.bin')
    const size = 32 * 1048576
    writeFileSync(file, Buffer.alloc(size, 2))
    const received = await readWhileTruncating(`${preview.url}/truncated.bin`, file)
    expect(received.bytes).toBeLessThan(size)
    expect(received.complete).toBe(false)
    expect((await getRaw(preview.url, '/')).status).toBe(200)
  })
})
