// Site search in a real browser (issue 6): the header dropdown, the results page, the mobile
// inline variant, a query without results, the no-JS form, and no index download on plain page
// loads. Labels come from the catalogs, expected pages from the generated content.
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { consentCookie, consentCookieValue, reject } from '../../client/consent.js'
import { introHidden } from '../../client/introPopup.js'
import { constants } from '../../shared/config/constants.js'
import { path } from '../../shared/config/routes.js'
import { content } from '../../page-data/content.js'
import { catalogs } from '../../shared/locales/intl.js'
import { startSite, waitForHeading, watchProblems } from './browser.js'

let site: Awaited<ReturnType<typeof startSite>>
beforeAll(async () => {
  site = await startSite()
})
afterAll(() => site?.close())

const isIndexRequest = (url: string) => new URL(url).pathname.startsWith('/search-index/')

/** A visitor who already chose cookies and closed the intro popup: nothing takes the focus. */
async function visitor(options: Parameters<typeof site.browser.newContext>[0] = {}): Promise<{ context: BrowserContext; page: Page; problems: string[]; indexRequests: string[] }> {
  const context = await site.browser.newContext(options)
  const { hostname } = new URL(site.url)
  await context.addCookies([
    { name: consentCookie.name, value: consentCookieValue(reject()), domain: hostname, path: '/' },
    { name: constants.introPopup.cookie, value: introHidden, domain: hostname, path: '/' },
  ])
  const page = await context.newPage()
  const indexRequests: string[] = []
  page.on('request', (r) => {
    if (isIndexRequest(r.url())) indexRequests.push(new URL(r.url()).pathname)
  })
  return { context, page, problems: watchProblems(page), indexRequests }
}

const cs = catalogs.cs
const group = (locale: 'cs' | 'en', id: number) => content(locale, 'serviceGroups').find((g) => g.id === id)!

describe('search', () => {
  it('downloads no index on plain page loads', async () => {
    const { context, page, problems, indexRequests } = await visitor()
    for (const url of ['/', group('cs', 19).path, '/en', path('people', 'en')]) {
      await page.goto(site.url + url)
      await page.waitForLoadState('networkidle')
    }
    expect(indexRequests).toEqual([])
    expect(problems).toEqual([])
    await context.close()
  })

  it('header dropdown: live suggestions without diacritics, arrows + Enter open one, Escape closes', async () => {
    const { context, page, problems, indexRequests } = await visitor()
    await page.goto(site.url + '/')
    await page.waitForLoadState('networkidle')
    await page.locator('.site-header__tools summary', { hasText: cs['search.open'] }).click()
    const input = page.locator('.site-header__tools').getByRole('combobox', { name: cs['search.label'] })
    await input.waitFor({ state: 'visible' })
    await input.pressSequentially('ucetnictvi', { delay: 20 })
    const list = page.locator('.site-header__tools').getByRole('listbox')
    const accounting = group('cs', 19)
    await list.getByRole('option', { name: accounting.name }).first().waitFor({ state: 'visible', timeout: 10_000 })
    // The manifest on focus, then only the dropdown's files the typed word needs (search/suggestShards.ts).
    expect(indexRequests[0]).toBe('/search-index/cs/suggest.json')
    expect(indexRequests.length).toBeGreaterThan(1)
    for (const r of indexRequests.slice(1)) expect(r).toMatch(/^\/search-index\/cs\/suggest\/[\w-]+\/\d+\.json$/)
    expect(await input.getAttribute('aria-expanded')).toBe('true')
    // The count is announced (combobox pattern: a polite live region).
    const count = await list.getByRole('option').count()
    const status = await page.locator('.site-header__tools [role=status]').textContent()
    expect(status).toContain(String(count - 1)) // all options but "all results"
    expect(await list.getByRole('option').first().textContent()).toContain(accounting.name)
    // Escape closes the list and leaves the field with its text.
    await input.press('Escape')
    expect(await input.getAttribute('aria-expanded')).toBe('false')
    expect(await input.inputValue()).toBe('ucetnictvi')
    // Arrows reopen and move; Enter opens the active suggestion.
    await input.press('ArrowDown')
    const active = await input.getAttribute('aria-activedescendant')
    expect(active).toBeTruthy()
    expect(await page.locator(`[id="${active}"]`).getAttribute('aria-selected')).toBe('true')
    await input.press('Enter')
    await page.waitForURL(site.url + accounting.path)
    await waitForHeading(page, accounting.name)
    expect(problems).toEqual([])
    await context.close()
  })

  it('a typo in a longer word still suggests, and a suggestion opens on click', async () => {
    const { context, page, problems } = await visitor()
    await page.goto(site.url + '/en')
    await page.locator('.site-header__tools summary', { hasText: catalogs.en['search.open'] }).click()
    const input = page.locator('.site-header__tools').getByRole('combobox', { name: catalogs.en['search.label'] })
    await input.pressSequentially('acounting', { delay: 20 })
    const accounting = group('en', 19)
    const option = page.locator('.site-header__tools').getByRole('option', { name: accounting.name }).first()
    await option.waitFor({ state: 'visible', timeout: 10_000 })
    await option.click()
    await page.waitForURL(site.url + accounting.path)
    await waitForHeading(page, accounting.name)
    expect(problems).toEqual([])
    await context.close()
  })

  it('submitting goes to the results page: grouped results with counts, highlighted snippets, query in the URL, Back works', async () => {
    const { context, page, problems, indexRequests } = await visitor()
    await page.goto(site.url + '/')
    await page.locator('.site-header__tools summary', { hasText: cs['search.open'] }).click()
    const input = page.locator('.site-header__tools').getByRole('combobox', { name: cs['search.label'] })
    await input.fill('danove priznani')
    await input.press('Enter')
    await page.waitForURL(`${site.url}${path('search', 'cs')}?q=danove+priznani`)
    const results = page.locator('.search-results')
    await results.locator('.search-group').first().waitFor({ timeout: 15_000 })
    expect(await page.getByRole('heading', { level: 2 }).first().textContent()).toBe(cs['search.results_for'].replace('{query}', 'danove priznani'))
    // Counts per kind arrive after the first results.
    const servicesHeading = results.getByRole('heading', { level: 3, name: new RegExp(`^${cs['search.kind.services']} \\(\\d+\\)$`) })
    await servicesHeading.waitFor({ timeout: 10_000 })
    const headings = await results.getByRole('heading', { level: 3 }).allTextContents()
    expect(headings.length).toBeGreaterThan(1)
    const taxReturn = content('cs', 'services').find((s) => s.name.startsWith('Daňové přiznání'))!
    expect(await results.getByRole('link', { name: taxReturn.name }).count()).toBeGreaterThan(0)
    const marks = await results.locator('mark').allTextContents()
    expect(marks.some((m) => /^přiznání$/i.test(m))).toBe(true)
    expect(indexRequests.some((u) => u.startsWith('/search-index/cs/'))).toBe(true)
    expect(indexRequests.some((u) => u.startsWith('/search-index/en/'))).toBe(false)
    // The page's own field shows the query; a new search from it is a new history entry.
    const pageField = page.locator('main').getByRole('combobox', { name: cs['search.label'] })
    expect(await pageField.inputValue()).toBe('danove priznani')
    await pageField.fill('mzdy')
    await pageField.press('Enter')
    await page.waitForURL(`${site.url}${path('search', 'cs')}?q=mzdy`)
    await page.getByRole('heading', { level: 2, name: cs['search.results_for'].replace('{query}', 'mzdy') }).waitFor()
    await page.goBack()
    await page.waitForURL(`${site.url}${path('search', 'cs')}?q=danove+priznani`)
    await page.getByRole('heading', { level: 2, name: cs['search.results_for'].replace('{query}', 'danove priznani') }).waitFor()
    await servicesHeading.waitFor({ timeout: 10_000 })
    expect(problems).toEqual([])
    await context.close()
  })

  it('English results come from English pages only', async () => {
    const { context, page, problems } = await visitor()
    await page.goto(`${site.url}${path('search', 'en')}?q=accounting`)
    await page.locator('.search-group').first().waitFor({ timeout: 15_000 })
    const hrefs = await page.locator('.search-hit a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
    expect(hrefs.length).toBeGreaterThan(0)
    for (const href of hrefs) expect(href.startsWith('/en/') || href.startsWith('/media/')).toBe(true)
    expect(problems).toEqual([])
    await context.close()
  })

  it('mobile menu: the inline variant at 375 px suggests and opens a page', async () => {
    const { context, page, problems } = await visitor({ viewport: { width: 375, height: 740 } })
    await page.goto(site.url + '/')
    await page.getByRole('button', { name: cs['nav.open_menu'], exact: true }).click()
    const panel = page.getByRole('dialog', { name: cs['nav.main'] })
    const input = panel.getByRole('combobox', { name: cs['search.label'] })
    await input.waitFor({ state: 'visible' })
    await input.click()
    await input.pressSequentially('mzdy', { delay: 20 })
    const payroll = group('cs', 22)
    const option = panel.getByRole('option', { name: payroll.name }).first()
    await option.waitFor({ state: 'visible', timeout: 10_000 })
    // Inline: the list is in the panel's flow and fits the narrow screen.
    const box = await option.boundingBox()
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(375)
    await option.click()
    await page.waitForURL(site.url + payroll.path)
    await waitForHeading(page, payroll.name)
    expect(await panel.isVisible()).toBe(false)
    expect(problems).toEqual([])
    await context.close()
  })

  it('a query without results says so and suggests what to try', async () => {
    const { context, page, problems } = await visitor()
    await page.goto(`${site.url}${path('search', 'cs')}?q=${encodeURIComponent('xyzzy qwrt')}`)
    await page.getByText(cs['search.no_results'].replace('{query}', 'xyzzy qwrt')).waitFor({ timeout: 15_000 })
    await page.getByRole('heading', { name: cs['search.tips_title'] }).waitFor()
    expect(await page.locator('.search-group').count()).toBe(0)
    // No query: the prompt.
    await page.goto(site.url + path('search', 'cs'))
    await page.getByText(cs['search.empty_prompt']).waitFor()
    expect(problems).toEqual([])
    await context.close()
  })

  it('without JavaScript the form still submits to the localized search route with q', async () => {
    const { context, page } = await visitor({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } })
    await page.goto(site.url + '/en')
    await page.locator('.site-header__tools summary').click()
    const input = page.locator('.site-header__tools input[name="q"]')
    await input.fill('audit')
    await input.press('Enter')
    await page.waitForURL(`${site.url}${path('search', 'en')}?q=audit`)
    await context.close()
  })
})
