// Browser scenarios of the pre-rendered site (real Chromium over HTTP). Labels come from the
// message catalogs, expected paths from the route table and the generated content.
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { site as siteConfig } from '../../shared/config/site.js'
import { catalogs } from '../../shared/locales/intl.js'
import { content } from '../../page-data/content.js'
import { startSite, waitForHeading, watchProblems } from './browser.js'

let site: Awaited<ReturnType<typeof startSite>>
// With the sample API: the cart page loads its cart from the API as soon as it renders. In the
// full Chromium, the browser a visitor runs; the rest of the suite runs the headless shell (browser.ts).
beforeAll(async () => {
  site = await startSite({ api: true, browser: 'full' })
})
afterAll(() => site?.close())

describe('navigation', () => {
  it('home → service group → sub-service → language switch → the English counterpart', async () => {
    const page = await site.browser.newPage()
    const problems = watchProblems(page)
    const chromeFiles: string[] = []
    const documents: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/assets/chrome/')) chromeFiles.push(new URL(r.url()).pathname)
      if (r.resourceType() === 'document') documents.push(new URL(r.url()).pathname)
    })
    const group = content('cs', 'serviceGroups').find((g) => g.id === 19)!
    const sub = content('cs', 'services')
      .filter((s) => s.group_id === 19 && s.alternates.en)
      .sort((a, b) => a.sort - b.sort)[0]!
    await page.goto(site.url + '/')
    await page.locator('main').getByRole('link', { name: group.name, exact: true }).first().click()
    await page.waitForURL(site.url + group.path)
    await page.locator('main').getByRole('link', { name: sub.name, exact: true }).first().click()
    await page.waitForURL(site.url + sub.path)
    await waitForHeading(page, sub.name)
    const enSub = content('en', 'services').find((s) => s.id === sub.id)!
    await page.locator('.site-header__tools .lang-switch a[data-locale="en"]').click()
    await page.waitForURL(site.url + enSub.path)
    expect(enSub.path).toMatch(/^\/en\/services\/19\/accounting\//)
    await waitForHeading(page, enSub.name)
    expect(await page.locator('html').getAttribute('lang')).toBe('en')
    // Server Routing: every page is a document the browser loads, and hydrates with its
    // locale's chrome file (the Czech one for the three Czech pages, then the English one).
    expect(documents).toEqual(['/', group.path, sub.path, enSub.path])
    const enMenu = content('en', 'settings').topMenu.map((m) => m.text)
    await expect.poll(() => page.locator('.site-header').innerText()).toContain(enMenu.at(-1))
    expect([...new Set(chromeFiles.map((p) => p.split('/').pop()?.split('.')[0]))]).toEqual(['cs', 'en'])
    expect(problems).toEqual([])
  })

  it('a page whose chrome file cannot be loaded stays as pre-rendered: its links still lead on', async () => {
    const page = await site.browser.newPage()
    await page.route('**/assets/chrome/en.*', (route) => route.abort())
    await page.goto(site.url + '/en')
    await page.waitForLoadState('networkidle')
    expect(await page.locator('html').getAttribute('lang')).toBe('en')
    // Not hydrated: the header and footer are the pre-rendered ones, and a link is a link.
    const link = page.locator('footer a[href^="/en/"]').first()
    const href = await link.getAttribute('href')
    await link.click()
    await page.waitForURL(site.url + href)
    expect(await page.locator('html').getAttribute('lang')).toBe('en')
    expect(await page.locator('footer').count()).toBe(1)
  })

  it('the mobile menu works at 375 px with the keyboard', async () => {
    // The page as served holds the panel empty: what it shows is the top menu's, rendered when it opens.
    const served = await (await fetch(site.url + '/')).text()
    expect(served).toMatch(/<div id="mobile-menu-panel"[^>]*><\/div>/)
    const page = await site.browser.newPage({ viewport: { width: 375, height: 740 } })
    const problems = watchProblems(page)
    await page.goto(site.url + '/')
    const toggle = page.getByRole('button', { name: catalogs.cs['nav.open_menu'], exact: true })
    await toggle.waitFor({ state: 'visible', timeout: 5000 })
    expect(await page.locator('.top-menu').isVisible()).toBe(false)
    await toggle.click()
    const panel = page.getByRole('dialog', { name: catalogs.cs['nav.main'] })
    await panel.waitFor({ state: 'visible', timeout: 5000 })
    const servicesItem = panel.getByRole('button', { name: catalogs.cs['nav.submenu'].replace('{name}', catalogs.cs['route.services']) })
    await servicesItem.click()
    const firstGroup = [...content('cs', 'serviceGroups')].sort((a, b) => a.sort - b.sort)[0]!
    await panel.getByRole('link', { name: firstGroup.name, exact: true }).waitFor({ state: 'visible', timeout: 5000 })
    await page.keyboard.press('Escape')
    await panel.waitFor({ state: 'hidden', timeout: 5000 })
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true)
    await toggle.click()
    await panel.getByRole('link', { name: firstGroup.name, exact: true }).click()
    await page.waitForURL(site.url + firstGroup.path)
    // The new page is a new document: its menu is closed and focus starts at the top, as after any page load.
    await waitForHeading(page, firstGroup.name)
    expect(await page.locator('#mobile-menu-panel').isHidden()).toBe(true)
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)
    expect(problems).toEqual([])
  })

  it('an unknown URL shows the localized 404, also when a host serves the root 404 for an English URL', async () => {
    const page = await site.browser.newPage()
    const problems = watchProblems(page)
    const res = await page.goto(site.url + '/en/no-such-page')
    expect(res?.status()).toBe(404)
    expect((await page.locator('h1').textContent())?.trim()).toBe(catalogs.en['error.not_found_title'])
    expect(await page.title()).toBe(`${catalogs.en['error.not_found_title']} | ${siteConfig.name}`)
    const root404 = readFileSync('dist/client/404.html', 'utf8')
    await page.route('**/en/another-missing-page', (route) => route.fulfill({ status: 404, contentType: 'text/html', body: root404 }))
    await page.goto(site.url + '/en/another-missing-page')
    await page.waitForLoadState('networkidle')
    // Hydrated as rendered (Czech), then switched to the URL's language.
    await page.waitForFunction((text) => document.querySelector('h1')?.textContent?.trim() === text, catalogs.en['error.not_found_title'])
    expect(await page.locator('html').getAttribute('lang')).toBe('en')
    expect(problems.filter((p) => !p.includes('status of 404'))).toEqual([])
  })
})

describe('a blog post', () => {
  it('relates the posts of its category published closest after it, newest first', async () => {
    const posts = [...content('cs', 'blogPosts')].sort((a, b) => Date.parse(b.published_at) - Date.parse(a.published_at))
    // A category with posts on both sides of the one visited.
    const counts = new Map<number, number>()
    for (const p of posts) counts.set(p.category_id, (counts.get(p.category_id) ?? 0) + 1)
    const category = [...counts].sort((a, b) => b[1] - a[1])[0]![0]
    const ofCategory = posts.filter((p) => p.category_id === category)
    expect(ofCategory.length, 'the sample content needs a category with five posts').toBeGreaterThanOrEqual(5)
    const visited = ofCategory[ofCategory.length - 1]!
    const page = await site.browser.newPage()
    await page.goto(site.url + visited.path)
    const related = page.locator('section[aria-labelledby="post-related"] h3 a')
    expect(await related.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(ofCategory.slice(-4, -1).map((p) => p.path))
    // The newest post of the category, with none newer, relates the next three.
    await page.goto(site.url + ofCategory[0]!.path)
    expect(await related.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(ofCategory.slice(1, 4).map((p) => p.path))
    await page.close()
  })
})
