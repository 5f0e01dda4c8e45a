// Issue 10, "as a real deployment runs it": the site built with PUBLIC_API_BASE pointing at the
// sample API on another origin, served by a plain static file server (serve-handler with its
// defaults: no /api forwarding, no rules of ours), and the whole shop flow run once more — CORS
// preflights, the Bearer token across origins, cookies on the site's origin.
import { createServer, type Server } from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import handler from 'serve-handler'
import { chromium, type Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { projectCopy, runIn } from '../../build/testing.js'
import { startSampleApi, type SampleApi } from '../../tools/sample-api/server.js'
import { chromiumPath } from './browser.js'
import { shopFlow, shopper } from './shopFlow.js'

const flags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--accept-lang=cs-CZ,cs']

let api: SampleApi
let box: string
let dataDir: string
let server: Server
let siteUrl: string
let browser: Browser

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'e2e-api-'))
  api = await startSampleApi({ port: 0, dataDir, control: true })
  box = projectCopy()
  const build = await runIn(box, ['build'], { PUBLIC_API_BASE: api.url, CONTENT_API_URL: api.url })
  if (build.code !== 0) throw new Error(`build with PUBLIC_API_BASE failed:\n${build.out.slice(-3000)}`)
  const root = join(box, 'dist', 'client')
  server = createServer((req, res) => {
    void handler(req, res, { public: root })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  siteUrl = `http://127.0.0.1:${address.port}`
  browser = await chromium.launch({ executablePath: chromiumPath, args: flags })
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => server?.close(resolve))
  await api?.close()
  if (box) rmSync(box, { recursive: true, force: true })
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

describe('shop on a plain static host, API on another origin', () => {
  it('the host has no API: /api is not answered there', async () => {
    expect(new URL(api.url).origin).not.toBe(siteUrl)
    expect((await fetch(`${siteUrl}/api/lists/currencies`)).status).toBe(404)
  })

  it('runs the whole shop and sign-in flow against PUBLIC_API_BASE', async () => {
    const page = await shopper(browser, siteUrl)
    await shopFlow(page, siteUrl, api.url)
    await page.context().close()
  }, 180_000)
})
