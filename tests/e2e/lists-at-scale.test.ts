// The long lists of a network firm's site (the sample API's generator), built and served: the
// glossary and the documents come in pages of the constants' size, every item on exactly one of
// them, and each list's index (letters, categories) leads to the page its section starts on.
import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { constants } from '../../config/constants.js'
import type { Locale } from '../../config/locales.js'
import { path } from '../../config/routes.js'
import type { ItemPaths } from '../../content-pipeline/model.js'
import { projectCopy, runIn } from '../../build/testing.js'
import { generateDataset } from '../../sample-api/generate.js'
import { startSampleApi, type SampleApi } from '../../sample-api/server.js'
import { startSite, watchProblems } from './browser.js'

let box = ''
let api: SampleApi | undefined
let site: Awaited<ReturnType<typeof startSite>> | undefined

beforeAll(async () => {
  box = projectCopy()
  // ~150 glossary terms and ~25 documents across both locales: more than a page of each.
  api = await startSampleApi({ port: 0, host: '127.0.0.1', dataset: generateDataset({ scale: 900, seed: 'lists' }), dataDir: join(box, '.sample-api-data') })
  // Cloudflare's and Vercel's redirect limits (2,000 / 2,048 rules) cannot hold a network site's map.
  const built = await runIn(box, ['build'], { CONTENT_API_URL: api.url, HOSTS: 'nginx,apache,netlify' })
  expect(built.code, built.out.slice(-3000)).toBe(0)
  site = await startSite({ root: join(box, 'dist/client') })
}, 600_000)

afterAll(async () => {
  await site?.close()
  await api?.close()
  if (box) rmSync(box, { recursive: true, force: true })
})

const itemPaths = (locale: Locale): ItemPaths => JSON.parse(readFileSync(join(box, 'content/generated', locale, 'itemPaths.json'), 'utf8')) as ItemPaths
const html = async (p: string) => {
  const res = await fetch((site?.url ?? '') + p)
  expect(res.status, p).toBe(200)
  return res.text()
}
/** The hrefs inside each `<ul class="…">` of that class. */
const linksIn = (page: string, listClass: string) =>
  [...page.matchAll(new RegExp(`<ul class="${listClass}">(.*?)</ul>`, 'gs'))].flatMap((m) => [...(m[1] ?? '').matchAll(/href="([^"]+)"/g)].map((h) => h[1] ?? ''))

/** Every page of a list, following its "next" links from page 1. */
async function listPages(first: string): Promise<{ path: string; html: string }[]> {
  const out: { path: string; html: string }[] = []
  for (let p: string | undefined = first; p; ) {
    const page = await html(p)
    out.push({ path: p, html: page })
    p = /<a href="([^"]+)" rel="next">/.exec(page)?.[1]
    expect(out.length).toBeLessThan(100)
  }
  return out
}

describe.each([
  // laterPage: this dataset has a section of the list that starts on a later page.
  { locale: 'cs' as const, list: 'glossary' as const, pageKey: 'glossaryPage' as const, items: 'glossary' as const, listClass: 'term-list', size: constants.pageSize.glossary, laterPage: true },
  { locale: 'en' as const, list: 'glossary' as const, pageKey: 'glossaryPage' as const, items: 'glossary' as const, listClass: 'term-list', size: constants.pageSize.glossary, laterPage: true },
  { locale: 'cs' as const, list: 'documents' as const, pageKey: 'documentsPage' as const, items: 'documents' as const, listClass: 'document-list', size: constants.pageSize.documents, laterPage: true },
  { locale: 'en' as const, list: 'documents' as const, pageKey: 'documentsPage' as const, items: 'documents' as const, listClass: 'document-list', size: constants.pageSize.documents, laterPage: false },
])('the $list list in $locale at network scale', ({ locale, list, pageKey, items, listClass, size, laterPage }) => {
  it('comes in pages of the page size, each item on exactly one page, in the sitemap', async () => {
    const all = itemPaths(locale)[items].map((i) => i.path)
    expect(all.length).toBeGreaterThan(size)
    const pages = await listPages(path(list, locale))
    expect(pages.map((p) => p.path)).toEqual([path(list, locale), ...Array.from({ length: pages.length - 1 }, (_, i) => path(pageKey, locale, { page: i + 2 }))])
    expect(pages.length).toBe(Math.ceil(all.length / size))
    const listed = pages.map((p) => linksIn(p.html, listClass))
    for (const l of listed.slice(0, -1)) expect(l).toHaveLength(size)
    expect(listed.flat().sort()).toEqual([...all].sort())
    const sitemap = await html('/sitemap.xml')
    for (const p of pages) expect(sitemap).toContain(`${p.path}</loc>`)
  })

  it('leads from its index to the page a section starts on, in the browser', async () => {
    const page = await site!.browser.newPage()
    const problems = watchProblems(page)
    await page.goto(site!.url + path(list, locale))
    // The last section that starts on a later page, else the last one (an anchor on this page).
    const elsewhere = page.locator('nav.letter-index a[href^="/"], nav.section-index a[href^="/"]')
    expect((await elsewhere.count()) > 0).toBe(laterPage)
    const link = laterPage ? elsewhere.last() : page.locator('nav.letter-index a, nav.section-index a').last()
    const href = (await link.getAttribute('href')) ?? ''
    const [target, id] = href.split('#')
    if (laterPage) expect(target).toMatch(new RegExp(`^${path(pageKey, locale, { page: 0 }).replace(/0$/, '')}\\d+$`))
    else expect(target).toBe('')
    await link.click()
    await page.waitForURL((u) => u.pathname === (target || path(list, locale)) && u.hash === `#${id}`)
    const section = page.locator(`section[id="${id}"]`)
    await expect.poll(() => section.isVisible()).toBe(true)
    await expect.poll(() => section.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight)).toBe(true)
    if (laterPage) {
      // The page says which page it is, and leads back.
      expect(await page.locator('main h1').textContent()).toMatch(/– (strana|page) \d+$/)
      expect(await page.locator('nav.pagination a[rel="prev"]').count()).toBe(1)
    }
    expect(problems).toEqual([])
    await page.close()
  })
})
