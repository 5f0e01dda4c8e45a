// The preview server's own edges, on a tiny document root and a fake API origin (the full rule set
// is proven against the real build in tests/hosting): host config files stay hidden however the
// path is spelled, and the /api forwarder reaches nothing outside /api.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, request, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixtureBuild, fixtureContent } from '../../redirects/fixtures.js'
import { buildRedirectMap } from '../../redirects/map.js'
import { hostRules } from '../../redirects/rules.js'
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
})
