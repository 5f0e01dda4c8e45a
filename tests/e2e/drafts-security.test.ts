// The editors' preview (npm run drafts) tried as an attacker would (issue 52), over real HTTP, the
// sample build in dist/ and a sample API; the clock is the test's. The master secret opens
// nothing; links are signed and expire; sessions expire and end on "leave preview"; failed links
// are limited per client; no redirect leaves the origin; every answer carries a CSP, and an SVG
// opened as a document runs no script (in Chromium); a file removed or cut short while it is served
// ends that answer only.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { site } from '../../shared/config/site.js'
import { contentDirOf } from '../../publishing/drafts/content.js'
import { signedLinkPath } from '../../publishing/drafts/link.js'
import { startDraftsServer, type DraftsServer } from '../../publishing/drafts/server.js'
import { catalogs } from '../../shared/locales/intl.js'
import { samplePreviewToken, startSampleApi, type SampleApi } from '../../tools/sample-api/server.js'
import { holdThreadPool } from '../held-threads.js'
import { getRaw, redirectPayloads, readWhileTruncating, staysOnOrigin } from '../http-attacks.js'
import { chromiumPath } from './browser.js'

const secret = 'attack-test-preview-secret-0123'
const hour = 3600_000
let clock = Date.parse('2027-03-01T09:00:00Z')
const seconds = () => Math.floor(clock / 1000)
const link = (path: string, validFor = 300) => signedLinkPath(secret, path, seconds() + validFor)
const { cs, en } = catalogs

/** An SVG that runs script when opened as a document, unless a CSP forbids it. */
const attackSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>window.parent.svgRan = true; document.title = 'svg-ran'</script><rect width="10" height="10"/></svg>`

describe('npm run drafts, attacked', () => {
  let api: SampleApi
  let server: DraftsServer
  let workDir: string
  let browser: Browser | undefined
  const dirs: string[] = []
  const temp = (prefix: string) => {
    const dir = mkdtempSync(join(tmpdir(), prefix))
    dirs.push(dir)
    return dir
  }
  const enter = async (path = '/') => {
    const res = await getRaw(server.url, link(path))
    const cookie = String(res.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? ''
    return { res, cookie }
  }

  beforeAll(async () => {
    api = await startSampleApi({ port: 0, dataDir: temp('drafts-attack-api-') })
    workDir = temp('drafts-attack-work-')
    // Behind the firm's https proxy: the cookie is Secure, with the __Host- prefix.
    server = await startDraftsServer({
      secret,
      apiUrl: api.url,
      token: samplePreviewToken,
      workDir,
      markdownCache: '.cache/markdown',
      publicUrl: 'https://preview.korvina.example',
      now: () => clock,
    })
    mkdirSync(join(contentDirOf(workDir), 'media'), { recursive: true })
    writeFileSync(join(contentDirOf(workDir), 'media', 'attack.svg'), attackSvg)
  })
  afterAll(async () => {
    await browser?.close()
    await server?.close()
    await api?.close()
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })

  it('refuses a PREVIEW_SECRET under 16 characters', async () => {
    await expect(startDraftsServer({ secret: 'fifteen-chars!!', apiUrl: api.url, token: samplePreviewToken, workDir: temp('drafts-short-') })).rejects.toThrow(/at least 16/)
  })

  it('opens nothing with the master secret, in the URL or as a Bearer token', async () => {
    const inUrl = await getRaw(server.url, `/__preview/enter?secret=${secret}&path=/`)
    expect(inUrl.status).toBe(401)
    expect(inUrl.headers['set-cookie']).toBeUndefined()
    const bearer = await getRaw(server.url, '/', { authorization: `Bearer ${secret}` })
    expect(bearer.status).toBe(401)
    expect(bearer.body).toContain(cs['preview.refused.no_session'])
  })

  it('opens a session from a signed link: an HttpOnly, SameSite=Lax, Secure __Host- cookie of hours', async () => {
    const { res, cookie } = await enter('/blog')
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe('/blog')
    expect(res.headers['set-cookie']?.[0]).toMatch(/^__Host-drafts=[\w-]{43}; Path=\/; Max-Age=28800; HttpOnly; SameSite=Lax; Secure$/)
    expect((await getRaw(server.url, '/blog', { cookie })).status).toBe(200)
    // The session's lifetime is 8 hours of the server's clock.
    clock += 8 * hour
    expect((await getRaw(server.url, '/blog', { cookie })).status).toBe(401)
  })

  it('refuses an expired or altered link, in the language of its page', async () => {
    const old = link('/en/blog', 60)
    clock += 61_000
    const expired = await getRaw(server.url, old)
    expect(expired.status).toBe(401)
    expect(expired.body).toContain(en['preview.refused.expired'])
    const altered = await getRaw(server.url, link('/blog').replace('%2Fblog', '%2Fkontakty'))
    expect(altered.status).toBe(401)
    expect(altered.body).toContain(cs['preview.refused.invalid'])
  })

  it('ends the session on the server when the editor leaves', async () => {
    const { cookie } = await enter()
    expect((await getRaw(server.url, '/', { cookie })).status).toBe(200)
    const exit = await getRaw(server.url, '/__preview/exit?path=%2Fblog', { cookie })
    expect(exit.status).toBe(303)
    expect(exit.headers.location).toBe(`${site.url}/blog`)
    expect(exit.headers['set-cookie']?.[0]).toMatch(/^__Host-drafts=; Path=\/; Max-Age=0;/)
    // The browser's copy is gone, and so is any other copy: the server forgot the session.
    expect((await getRaw(server.url, '/', { cookie })).status).toBe(401)
  })

  it('limits failed links per client: 429 with Retry-After, then lets it try again', async () => {
    clock += hour // a full allowance
    const bad = `/__preview/enter?path=%2F&expires=${seconds() + 60}&sig=${'0'.repeat(64)}`
    for (let i = 0; i < 10; i++) expect((await getRaw(server.url, bad)).status).toBe(401)
    const limited = await getRaw(server.url, link('/'))
    expect(limited.status).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(limited.body).toContain(cs['preview.refused.too_many'])
    clock += Number(limited.headers['retry-after']) * 1000
    expect((await getRaw(server.url, link('/'))).status).toBe(303)
  })

  it('never redirects off the origin: tab, newline, CR, NUL, backslash, // and /\\, as sent or percent-encoded', async () => {
    for (const payload of redirectPayloads) {
      clock += 6000 // one failed link's allowance back: each payload is refused (401), not limited (429)
      // Signed with the secret, so only the path check stands between the link and the redirect.
      const entered = await getRaw(server.url, link(payload))
      expect(staysOnOrigin(entered.headers.location), `enter ${JSON.stringify(payload)} → ${entered.headers.location}`).toBe(true)
      expect(entered.status, JSON.stringify(payload)).toBe(401)
      const exit = await getRaw(server.url, `/__preview/exit?path=${encodeURIComponent(payload)}`)
      expect(staysOnOrigin(exit.headers.location, new URL(site.url).origin), `exit ${JSON.stringify(payload)} → ${exit.headers.location}`).toBe(true)
    }
  })

  it('sends a CSP on every answer, and serves media so that a document runs no script', async () => {
    clock += hour // the payloads spent the allowance of failed links
    const { cookie } = await enter()
    const answers = {
      page: await getRaw(server.url, '/', { cookie }),
      notFound: await getRaw(server.url, '/neexistuje', { cookie }),
      refused: await getRaw(server.url, '/'),
      redirect: await getRaw(server.url, link('/')),
      exit: await getRaw(server.url, '/__preview/exit'),
      svg: await getRaw(server.url, '/media/attack.svg', { cookie }),
    }
    expect(Object.fromEntries(Object.entries(answers).map(([k, r]) => [k, r.status]))).toEqual({ page: 200, notFound: 404, refused: 401, redirect: 303, exit: 303, svg: 200 })
    for (const [kind, res] of Object.entries(answers)) expect(res.headers['content-security-policy'], kind).toBeTruthy()
    // Pages: the published site's policy, which allows no inline script but the build's own.
    expect(answers.page.headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[^']+')*;/)
    expect(answers.page.headers['content-security-policy']).not.toContain('unsafe-inline')
    expect(answers.svg.headers['content-type']).toBe('image/svg+xml; charset=utf-8')
    expect(answers.svg.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'unsafe-inline'/)
    expect(answers.svg.headers['x-content-type-options']).toBe('nosniff')

    // In a browser: the SVG opened with the editor's session runs nothing.
    execFileSync('bash', ['tools/scripts/ensure-chromium.sh'], { stdio: 'inherit' })
    browser = await chromium.launch({ executablePath: chromiumPath, args: ['--headless', '--no-sandbox', '--disable-gpu'] })
    // The __Host- cookie needs https, which this test server does not speak: the header goes as it is.
    const context = await browser.newContext({ extraHTTPHeaders: { cookie } })
    const page = await context.newPage()
    const res = await page.goto(`${server.url}/media/attack.svg`)
    expect(res?.status()).toBe(200)
    expect(await page.title()).not.toBe('svg-ran')
    await context.close()
  })

  it('answers on when a file is removed between its stat and its open', async () => {
    const { cookie } = await enter()
    const file = join(contentDirOf(workDir), 'media', 'removed.bin')
    writeFileSync(file, Buffer.alloc(256 * 1024, 1))
    const held = holdThreadPool(workDir)
    try {
      const answer = getRaw(server.url, '/media/removed.bin', { cookie })
      // Answered without a thread: by then the server has seen removed.bin and asked to open it.
      expect((await getRaw(server.url, '/__preview/bar.css')).status).toBe(200)
      unlinkSync(file)
      await held.release()
      expect((await answer).status).toBe(404)
    } finally {
      await held.release()
    }
    expect((await getRaw(server.url, '/', { cookie })).status).toBe(200)
  })

  it('answers on when a file is cut short while it is sent, and the short answer is not taken for whole', async () => {
    const { cookie } = await enter()
    const file = join(contentDirOf(workDir), 'media', 'truncated.bin')
    const size = 32 * 1048576
    writeFileSync(file, Buffer.alloc(size, 2))
    const received = await readWhileTruncating(`${server.url}/media/truncated.bin`, file, { cookie })
    expect(received.bytes).toBeLessThan(size)
    expect(received.complete).toBe(false)
    expect((await getRaw(server.url, '/', { cookie })).status).toBe(200)
  })
})
