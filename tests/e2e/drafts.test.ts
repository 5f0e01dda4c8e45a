// The editors' preview (npm run drafts, docs/preview.md) in a real Chromium, over the sample build
// in dist/ and a sample API holding drafts: the signed link, the answers' headers, a draft title and a
// never-published item on their pages, the bar, and links that stay in the preview.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { site } from '../../shared/config/site.js'
import { catalogs } from '../../shared/locales/intl.js'
import { signedLinkPath } from '../../publishing/drafts/link.js'
import { startDraftsServer, type DraftsServer } from '../../publishing/drafts/server.js'
import { previewSessionCookie } from '../../publishing/drafts/testing.js'
import { samplePreviewToken, startSampleApi, type SampleApi } from '../../tools/sample-api/server.js'
import { chromiumPath } from './browser.js'
import { neverPublishedPost } from '../../tools/sample-api/test-helpers.js'

const secret = 'e2e-preview-secret-0123456789'
const { cs, en } = catalogs
const post = { path: '/blog/30/24-let-korviny-co-jsme-se-naucili', published: '24 let Korviny: co jsme se za ta léta naučili', draft: 'Koncept: 24 let Korviny jinak' }
const fresh = {
  path: '/blog/9001/nikdy-nepublikovany-clanek',
  patch: neverPublishedPost('nikdy-nepublikovany-clanek', 'Nikdy nepublikovaný článek', {
    perex: 'Perex konceptu.',
    body: 'Text konceptu.',
    category_id: 6,
    author_id: 10,
    published_at: '2026-11-27T10:00:00+01:00',
  }),
}

describe('npm run drafts', () => {
  let api: SampleApi
  let server: DraftsServer
  let browser: Browser
  const dirs: string[] = []
  beforeAll(async () => {
    execFileSync('bash', ['tools/scripts/ensure-chromium.sh'], { stdio: 'inherit' })
    const temp = (prefix: string) => {
      const dir = mkdtempSync(join(tmpdir(), prefix))
      dirs.push(dir)
      return dir
    }
    api = await startSampleApi({ port: 0, dataDir: temp('drafts-api-') })
    for (const command of [
      { kind: 'blogPosts', id: 30, locale: 'cs', patch: { title: post.draft } },
      { kind: 'blogPosts', id: 9001, locale: 'cs', patch: fresh.patch },
    ]) {
      expect(api.drafts.apply(command).status).toBe(200)
    }
    // The sample build's render cache (warm after it): the draft content renders only what differs.
    server = await startDraftsServer({ secret, apiUrl: api.url, token: samplePreviewToken, workDir: temp('drafts-work-'), markdownCache: '.cache/markdown' })
    browser = await chromium.launch({ executablePath: chromiumPath, args: ['--headless', '--no-sandbox', '--disable-gpu', '--accept-lang=cs-CZ,cs'] })
  })
  afterAll(async () => {
    await browser?.close()
    await server?.close()
    await api?.close()
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })

  it('answers 401 without a session, and never lets an answer be indexed or stored', async () => {
    for (const path of [post.path, '/assets/nothing.js', `/__preview/enter?path=${post.path}&expires=9999999999&sig=00`]) {
      const res = await fetch(server.url + path, { redirect: 'manual' })
      expect(res.status, path).toBe(401)
      expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow')
      expect(res.headers.get('cache-control')).toBe('no-store')
    }
  })

  it('opens a draft from the one link a CMS gives, with the bar, the assets and links that stay in the preview', async () => {
    const page = await browser.newPage()
    const failed: string[] = []
    page.on('response', (r) => {
      if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`)
    })
    // The bar is outside what React hydrates: the page hydrates without a warning.
    const errors: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text())
    })
    page.on('pageerror', (e) => errors.push(e.message))
    const res = await page.goto(server.url + signedLinkPath(secret, post.path, Math.floor(Date.now() / 1000) + 60))
    expect(new URL(page.url()).pathname).toBe(post.path)
    expect(res?.status()).toBe(200)
    expect(res?.headers()['x-robots-tag']).toBe('noindex, nofollow')
    expect(res?.headers()['cache-control']).toBe('no-store')
    await expect(page.locator('h1').first().textContent()).resolves.toContain(post.draft)
    const bar = page.getByRole('region', { name: cs['preview.bar.label'] })
    expect(await bar.isVisible()).toBe(true)
    expect(await bar.getByRole('link', { name: cs['preview.bar.published'] }).getAttribute('href')).toBe(site.url + post.path)
    // The published release's style sheet applies (the site's font, not the browser's default).
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Plus Jakarta Sans')

    // A link inside the preview stays in it: the blog list shows the never-published post.
    await page.goto(`${server.url}/blog`)
    await page.locator(`a[href="${fresh.path}"]`).first().click()
    await page.waitForURL(`${server.url}${fresh.path}`)
    await expect(page.locator('h1').first().textContent()).resolves.toContain(fresh.patch.title)
    expect(await page.getByRole('region', { name: cs['preview.bar.label'] }).textContent()).toContain(cs['preview.bar.unpublished'])
    expect(failed).toEqual([])
    expect(errors).toEqual([])
    await page.close()
  })

  it('labels the bar in the page language', async () => {
    const res = await fetch(`${server.url}/en/blog`, { headers: { cookie: await previewSessionCookie(server.url, secret) } })
    expect(res.status).toBe(200)
    expect(await res.text()).toContain(`aria-label="${en['preview.bar.label']}"`)
  })

  it('shows a draft saved while it runs, and a deleted item no more', async () => {
    const auth = { headers: { cookie: await previewSessionCookie(server.url, secret) } }
    expect(api.drafts.apply({ kind: 'blogPosts', id: 30, locale: 'cs', patch: { title: `${post.draft} (2)` } }).status).toBe(200)
    expect(await (await fetch(server.url + post.path, auth)).text()).toContain(`${post.draft} (2)`)
    expect(api.drafts.apply({ kind: 'blogPosts', id: 9001, locale: null, delete: true }).status).toBe(200)
    const gone = await fetch(server.url + fresh.path, auth)
    expect(gone.status).toBe(404)
    expect(gone.headers.get('x-robots-tag')).toBe('noindex, nofollow')
  })

  it('leaves drafts out of the published build', () => {
    const html = readFileSync(join('dist/client', `${post.path}.html`), 'utf8')
    expect(html).toContain(post.published)
    expect(html).not.toContain(post.draft)
    expect(readFileSync('dist/client/blog.html', 'utf8')).not.toContain(fresh.patch.title)
  })
})
