// Cookie consent, Consent Mode updates, the intro popup, the first-visit language redirect and
// the navigation loading bar, in Chromium against the built site (spec §4, §9). The build has no
// tag manager id, so the checks read window.dataLayer; client/tracking.test.ts covers loading
// the tags when an id is configured.
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import { constants } from '../../shared/config/constants.js'
import { path } from '../../shared/config/routes.js'
import { catalogs } from '../../shared/locales/intl.js'
import { content } from '../../page-data/content.js'
import { startSite, waitForHeading, watchProblems } from './browser.js'
import { introHiddenCookie, returningVisitorCookies } from './visitor.js'

let site: Awaited<ReturnType<typeof startSite>>
beforeAll(async () => {
  site = await startSite({ api: true })
})
afterAll(() => site?.close())

const DAY = 86_400
const cs = catalogs.cs
const en = catalogs.en
const granted = (...types: string[]) =>
  Object.fromEntries(['ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage', 'personalization_storage'].map((t) => [t, types.includes(t) ? 'granted' : 'denied']))

async function visitor(options: BrowserContextOptions = {}, cookies: { name: string; value: string }[] = []) {
  const context = await site.browser.newContext({ locale: 'cs-CZ', ...options })
  await context.addCookies(cookies.map((c) => ({ ...c, url: site.url })))
  const page = await context.newPage()
  return { context, page, problems: watchProblems(page) }
}

/**
 * The cookie bar once the page has hydrated (the popup's timer is running from then on): it is in
 * the pre-rendered HTML, its buttons disabled until hydration has read the consent cookie.
 */
async function barReady(page: Page, title: string) {
  await page.getByRole('region', { name: title }).waitFor({ state: 'visible' })
  await page.waitForFunction(() => document.querySelector('.cookie-bar button:disabled') === null)
}

/** window.dataLayer with gtag's `arguments` entries turned into arrays. */
function dataLayer(page: Page): Promise<unknown[]> {
  return page.evaluate(() => (window.dataLayer ?? []).map((e) => (Object.prototype.toString.call(e) === '[object Arguments]' ? Array.from(e as ArrayLike<unknown>) : e)))
}
async function consentCommands(page: Page) {
  return (await dataLayer(page)).filter((e): e is unknown[] => Array.isArray(e) && e[0] === 'consent')
}
/** The last consent command once `count` have been sent (the update follows the choice: its code loads then). */
async function lastConsentCommand(page: Page, count: number) {
  await expect.poll(async () => (await consentCommands(page)).length).toBeGreaterThanOrEqual(count)
  return (await consentCommands(page)).at(-1)
}
async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies(site.url)).find((c) => c.name === name)
}
function expectLifetime(expires: number | undefined, days: number) {
  const left = (expires ?? 0) - Date.now() / 1000
  expect(left).toBeGreaterThan(days * DAY - 120)
  expect(left).toBeLessThanOrEqual(days * DAY + 5)
}

describe('cookie consent (spec §4)', () => {
  it('before any choice nothing leaves the site origin and Consent Mode says denied', async () => {
    const { context, page, problems } = await visitor()
    const foreign: string[] = []
    page.on('request', (req) => {
      const url = new URL(req.url())
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== site.url) foreign.push(req.url())
    })
    await page.goto(site.url + '/')
    const bar = page.getByRole('region', { name: cs['consent.bar_title'] })
    await bar.waitFor({ state: 'visible' })
    // Intro popup (3 s), link prefetch, lazy images further down, a navigation.
    await page.mouse.wheel(0, 20_000)
    await page.waitForTimeout(3500)
    await page.keyboard.press('Escape')
    const contacts = path('contacts', 'cs')
    await page.locator(`header a[href="${contacts}"]`).first().click()
    await page.waitForURL(site.url + contacts)
    await page.mouse.wheel(0, 20_000)
    await page.waitForLoadState('networkidle')
    expect(foreign).toEqual([])
    expect(await consentCommands(page)).toEqual([['consent', 'default', granted()]])
    expect(await cookie(context, 'cookie-consent')).toBeUndefined()
    expect(await page.locator('script[src*="googletagmanager"], script[src*="licdn"], script[src*="hotjar"]').count()).toBe(0)
    expect(problems).toEqual([])
    await context.close()
  })

  it('accept all: cookie for a year, everything granted, bar gone and stays gone', async () => {
    const { context, page, problems } = await visitor({}, [introHiddenCookie(site.url)])
    await page.goto(site.url + '/')
    const bar = page.getByRole('region', { name: cs['consent.bar_title'] })
    await bar.getByRole('button', { name: cs['consent.accept_all'], exact: true }).click()
    await bar.waitFor({ state: 'hidden' })
    const stored = await cookie(context, 'cookie-consent')
    expect(stored?.value).toBe('accepted.technical.analytical.marketing.advertisement')
    expectLifetime(stored?.expires, 365)
    expect(stored?.sameSite).toBe('Lax')
    await lastConsentCommand(page, 2)
    expect(await consentCommands(page)).toEqual([
      ['consent', 'default', granted()],
      ['consent', 'update', granted('ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage', 'personalization_storage')],
    ])
    // The next page load re-applies the stored choice and shows no bar.
    await page.reload()
    await page.locator('footer').waitFor()
    await page.waitForFunction(() => (window.dataLayer ?? []).length >= 2)
    expect((await consentCommands(page))[1]).toEqual(['consent', 'update', granted('ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage', 'personalization_storage')])
    expect(await bar.count()).toBe(0)
    expect(problems).toEqual([])
    await context.close()
  })

  it('accept selected: settings dialog with a locked technical switch, focus inside, analytical only', async () => {
    const { context, page, problems } = await visitor({}, [introHiddenCookie(site.url)])
    await page.goto(site.url + '/')
    const bar = page.getByRole('region', { name: cs['consent.bar_title'] })
    const customise = bar.getByRole('button', { name: cs['consent.customize'], exact: true })
    await customise.click()
    const dialog = page.getByRole('dialog', { name: cs['consent.settings_title'] })
    await dialog.waitFor({ state: 'visible' })
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
    const technical = dialog.getByRole('switch', { name: cs['consent.technical'] })
    expect(await technical.isChecked()).toBe(true)
    expect(await technical.isDisabled()).toBe(true)
    for (const key of ['consent.analytical', 'consent.marketing', 'consent.advertisement'] as const) {
      expect(await dialog.getByRole('switch', { name: cs[key] }).isChecked()).toBe(false)
    }
    // Escape closes the dialog and gives focus back to its opener.
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    expect(await customise.evaluate((b) => b === document.activeElement)).toBe(true)
    await customise.click()
    await dialog.getByRole('switch', { name: cs['consent.analytical'] }).check()
    await dialog.getByRole('button', { name: cs['consent.save'], exact: true }).click()
    await bar.waitFor({ state: 'hidden' })
    const stored = await cookie(context, 'cookie-consent')
    expect(stored?.value).toBe('accepted.technical.analytical')
    expectLifetime(stored?.expires, 365)
    expect(await lastConsentCommand(page, 2)).toEqual(['consent', 'update', granted('analytics_storage')])
    expect(problems).toEqual([])
    await context.close()
  })

  it('reject (in English): cookie marks denied, update denies all; the footer link brings the bar back', async () => {
    const { context, page, problems } = await visitor({ locale: 'en-US' }, [introHiddenCookie(site.url), { name: 'locale', value: 'en' }])
    await page.goto(site.url + '/en')
    const bar = page.getByRole('region', { name: en['consent.bar_title'] })
    await bar.getByRole('button', { name: en['consent.reject'], exact: true }).click()
    await bar.waitFor({ state: 'hidden' })
    const stored = await cookie(context, 'cookie-consent')
    expect(stored?.value).toBe('denied')
    expectLifetime(stored?.expires, 365)
    expect(await lastConsentCommand(page, 2)).toEqual(['consent', 'update', granted()])
    await page.getByRole('button', { name: en['footer.cookie_settings'], exact: true }).click()
    await bar.waitFor({ state: 'visible' })
    expect(await bar.evaluate((b) => b === document.activeElement)).toBe(true)
    // Changing one's mind: marketing only → ad_storage and personalization_storage.
    await bar.getByRole('button', { name: en['consent.customize'], exact: true }).click()
    const dialog = page.getByRole('dialog', { name: en['consent.settings_title'] })
    await dialog.getByRole('switch', { name: en['consent.marketing'] }).check()
    await dialog.getByRole('button', { name: en['consent.save'], exact: true }).click()
    await bar.waitFor({ state: 'hidden' })
    expect((await cookie(context, 'cookie-consent'))?.value).toBe('accepted.technical.marketing')
    expect(await lastConsentCommand(page, 3)).toEqual(['consent', 'update', granted('ad_storage', 'personalization_storage')])
    expect(problems).toEqual([])
    await context.close()
  })

  it('the bar is at most 750 px wide', async () => {
    const { context, page } = await visitor({ viewport: { width: 1600, height: 900 } }, [introHiddenCookie(site.url)])
    await page.goto(site.url + '/')
    const box = await page.getByRole('region', { name: cs['consent.bar_title'] }).boundingBox()
    expect(box?.width).toBeLessThanOrEqual(750)
    await context.close()
  })
})

describe('intro popup (spec §4, §9: 3 s, cookie 14 days)', () => {
  const T0 = new Date('2027-03-01T09:00:00Z').getTime()
  const posters = content('cs', 'posters')

  async function clockedVisitor(options: BrowserContextOptions = {}) {
    const v = await visitor(options)
    await v.context.clock.install({ time: T0 })
    await v.context.clock.pauseAt(T0 + 1000)
    return v
  }
  const popup = (page: Page, title: string) => page.getByRole('dialog', { name: title })

  it('appears at 3 s, not before; closing it sets the cookie and it stays away on reload', async () => {
    const { context, page, problems } = await clockedVisitor({ viewport: { width: 1280, height: 800 } })
    const banner = posters.desktop[0]!
    await page.goto(site.url + '/')
    await barReady(page, cs['consent.bar_title'])
    await page.clock.runFor(constants.introPopup.delayMs - 1)
    await page.waitForTimeout(100)
    expect(await popup(page, banner.title).count()).toBe(0)
    await page.clock.runFor(1)
    await popup(page, banner.title).waitFor({ state: 'visible' })
    expect(await popup(page, banner.title).locator('img').getAttribute('src')).toBe(banner.image)
    expect(await popup(page, banner.title).evaluate((d) => d.contains(document.activeElement))).toBe(true)
    await popup(page, banner.title).getByRole('button', { name: cs['intro.close'] }).click()
    await popup(page, banner.title).waitFor({ state: 'detached' })
    const stored = await cookie(context, constants.introPopup.cookie)
    expect(stored?.value).toBe('hidden')
    // Max-Age counts from the browser's real time, not the page's fake clock.
    expectLifetime(stored?.expires, constants.introPopup.cookieDays)
    await page.reload()
    await barReady(page, cs['consent.bar_title'])
    await page.clock.runFor(10_000)
    await page.waitForTimeout(100)
    expect(await popup(page, banner.title).count()).toBe(0)
    expect(problems).toEqual([])
    await context.close()
  })

  it('on a phone shows the mobile banner; clicking it hides the popup and follows the link', async () => {
    const { context, page, problems } = await clockedVisitor({ viewport: { width: 375, height: 740 } })
    const banner = posters.mobile[0]!
    await page.goto(site.url + '/')
    await barReady(page, cs['consent.bar_title'])
    await page.clock.runFor(constants.introPopup.delayMs)
    const dialog = popup(page, banner.title)
    await dialog.waitFor({ state: 'visible' })
    expect(await dialog.locator('img').getAttribute('src')).toBe(banner.image)
    await dialog.getByRole('link').click()
    await page.waitForURL(site.url + banner.url)
    expect((await cookie(context, constants.introPopup.cookie))?.value).toBe('hidden')
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('first visit language (spec §4, §9)', () => {
  // The preview server applies the hosts' root rule (Accept-Language → 302 /en) before the page
  // loads; the page then records the language. client/locale.test.ts covers the client-side rule.
  it('an English browser on the Czech root goes to /en and the choice is remembered for 365 days', async () => {
    const { context, page, problems } = await visitor({ locale: 'en-US' }, [introHiddenCookie(site.url)])
    await page.goto(site.url + '/')
    await page.waitForURL(site.url + '/en')
    await page.waitForFunction(() => document.cookie.includes('locale='))
    const stored = await cookie(context, 'locale')
    expect(stored?.value).toBe('en')
    expect(stored?.path).toBe('/')
    expect(stored?.sameSite).toBe('Lax')
    expectLifetime(stored?.expires, 365)
    // The switcher's choice wins from then on: Czech stays Czech on the next visit to the root.
    await page.locator('.site-header__tools .lang-switch a[data-locale="cs"]').click()
    await page.waitForURL(site.url + '/')
    expect((await cookie(context, 'locale'))?.value).toBe('cs')
    await page.goto(site.url + '/')
    await page.waitForLoadState('networkidle')
    expect(new URL(page.url()).pathname).toBe('/')
    expect(problems).toEqual([])
    await context.close()
  })

  it('where the host does not redirect, the page itself sends an English browser from the root to /en', async () => {
    const { context, page, problems } = await visitor({ locale: 'en-US' }, [introHiddenCookie(site.url)])
    // A plain static host: the root answers with the Czech home page whatever the browser says.
    const home = readFileSync('dist/client/index.html', 'utf8')
    await page.route(site.url + '/', (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: home }))
    await page.goto(site.url + '/')
    await page.waitForURL(site.url + '/en')
    await page.waitForFunction(() => document.cookie.includes('locale='))
    expect((await cookie(context, 'locale'))?.value).toBe('en')
    expect(problems).toEqual([])
    await context.close()
  })

  it("where the host cannot read the cookie's value (Netlify), the page sends a visitor whose cookie says English from the root to /en", async () => {
    const { context, page, problems } = await visitor({ locale: 'cs-CZ' }, [introHiddenCookie(site.url), { name: 'locale', value: 'en' }])
    // Netlify's Cookie condition: a locale cookie exists, so the Czech home is served as it is.
    const home = readFileSync('dist/client/index.html', 'utf8')
    await page.route(`${site.url}/?utm_source=news`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: home }))
    await page.goto(`${site.url}/?utm_source=news`)
    await page.waitForURL(`${site.url}/en?utm_source=news`)
    expect((await cookie(context, 'locale'))?.value).toBe('en')
    expect(problems).toEqual([])
    await context.close()
  })

  it('a Czech browser stays on the root; an English one with a Czech cookie too', async () => {
    for (const [options, cookies] of [
      [{ locale: 'cs-CZ' }, []],
      [{ locale: 'en-US' }, [{ name: 'locale', value: 'cs' }]],
    ] as const) {
      const { context, page } = await visitor(options, [introHiddenCookie(site.url), ...cookies])
      await page.goto(site.url + '/')
      await page.waitForLoadState('networkidle')
      expect(new URL(page.url()).pathname).toBe('/')
      expect((await cookie(context, 'locale'))?.value).toBe('cs')
      await context.close()
    }
  })
})

describe('navigation loading bar (spec §4, §9: 200 ms throttle)', () => {
  const groups = [...content('cs', 'serviceGroups')].sort((a, b) => a.sort - b.sort)

  async function onGroupPage() {
    const context = await site.browser.newContext({ locale: 'cs-CZ' })
    await context.addCookies(returningVisitorCookies(site.url))
    const page = await context.newPage()
    const problems = watchProblems(page)
    await page.goto(site.url + groups[0]!.path)
    await page.waitForLoadState('networkidle')
    return { context, page, problems }
  }
  const clickTo = async (page: Page, target: { path: string }) => {
    await page.evaluate((href) => {
      const a = document.createElement('a')
      a.href = href
      a.textContent = href
      document.querySelector('main')?.append(a)
      a.click()
    }, target.path)
  }
  /**
   * Records every class the bar takes on this page (it is created on first show). With Server
   * Routing the page is replaced by the next one, so the record lives in the test, not the page.
   */
  const watchBar = async (page: Page) => {
    const states: string[] = []
    await page.exposeFunction('recordBar', (className: string) => {
      states.push(className)
    })
    await page.evaluate(() => {
      const record = (window as unknown as { recordBar(c: string): void }).recordBar
      new MutationObserver((records) => {
        for (const r of records) {
          const nodes = r.type === 'childList' ? [...r.addedNodes] : [r.target]
          for (const n of nodes) {
            if (n instanceof HTMLElement && n.classList.contains('loading-bar')) record(n.className)
          }
        }
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] })
    })
    return states
  }

  // Timing on a busy machine: a navigation can miss the 200 ms throttle by CPU starvation alone,
  // so the test runs up to three times; a bar that shows on every try still fails it.
  it('does not appear for a fast navigation', { retry: 2 }, async () => {
    const { context, page, problems } = await onGroupPage()
    // Fast for sure: the next page's HTML from memory (its code is the same page type's, cached).
    const html = await (await fetch(`${site.url}${groups[1]!.path}`)).text()
    await page.route(`${site.url}${groups[1]!.path}`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }))
    const states = await watchBar(page)
    const clickedAt = Date.now()
    await clickTo(page, groups[1]!)
    await page.waitForURL(site.url + groups[1]!.path, { waitUntil: 'commit' })
    const took = Date.now() - clickedAt
    await waitForHeading(page, groups[1]!.name)
    // A machine too busy to load the next page within the throttle shows the bar, rightly; the
    // property is then the slow test's (client/loadingBar.test.ts holds the timing exactly).
    if (took < constants.loadingBar.throttleMs - 50) expect(states).toEqual([])
    else console.warn(`fast navigation took ${Math.round(took)} ms here (busy machine): the throttle could not be tested`)
    expect(problems).toEqual([])
    await context.close()
  })

  it('appears on a slow one and lasts until the next page is there', async () => {
    const { context, page, problems } = await onGroupPage()
    await page.route(`${site.url}${groups[2]!.path}`, async (route) => {
      await new Promise((r) => setTimeout(r, 1200))
      await route.continue()
    })
    const states = await watchBar(page)
    const started = Date.now()
    await clickTo(page, groups[2]!)
    // Shown after the throttle, while the next page is still on its way (the page's locators wait
    // for the navigation, so the record tells).
    await expect.poll(() => states.includes('loading-bar is-loading'), { timeout: 1000, interval: 25 }).toBe(true)
    expect(Date.now() - started).toBeLessThan(1200)
    await waitForHeading(page, groups[2]!.name)
    expect(states).toContain('loading-bar is-loading')
    expect(states.some((s) => s.includes('is-failed'))).toBe(false)
    // The next page starts without a bar.
    expect(await page.locator('.loading-bar').count()).toBe(0)
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('link prefetch (spec §9) and the header hover style (spec §4)', () => {
  /** Opens the home page on the given connection, once the prefetch watcher has started (idle). */
  async function homeOn(connection: { effectiveType: string; saveData: boolean }) {
    const context = await site.browser.newContext({ locale: 'cs-CZ' })
    await context.addCookies(returningVisitorCookies(site.url))
    await context.addInitScript((c) => {
      Object.defineProperty(navigator, 'connection', { value: c, configurable: true })
    }, connection)
    const page = await context.newPage()
    const target = path('contacts', 'cs')
    const prefetched: string[] = []
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === target) prefetched.push(req.url())
    })
    await page.goto(site.url + '/')
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(constants.prefetchIdleMs)
    const hover = () => page.locator(`header a[href="${target}"]`).first().hover()
    return { context, page, prefetched, hover, target }
  }

  it('fetches the HTML of a page whose link the pointer rests on, but not on 2g or with data saver', async () => {
    const fast = await homeOn({ effectiveType: '4g', saveData: false })
    expect(fast.prefetched).toEqual([])
    const request = fast.page.waitForRequest((req) => new URL(req.url()).pathname === fast.target, { timeout: 3000 })
    await fast.hover()
    await request
    expect(await fast.page.locator(`link[rel="prefetch"][href="${fast.target}"]`).count()).toBe(1)
    await fast.context.close()
    const slow = await Promise.all([homeOn({ effectiveType: '2g', saveData: false }), homeOn({ effectiveType: '4g', saveData: true })])
    for (const { hover } of slow) await hover()
    await slow[0].page.waitForTimeout(1000)
    for (const { context, prefetched } of slow) {
      expect(prefetched).toEqual([])
      await context.close()
    }
  })

  it('the header takes its hover style past its height minus 75 px', async () => {
    const context = await site.browser.newContext({ locale: 'cs-CZ', viewport: { width: 1280, height: 800 } })
    await context.addCookies(returningVisitorCookies(site.url))
    const page = await context.newPage()
    await page.goto(site.url + '/')
    const header = page.locator('header.site-header')
    const height = await header.evaluate((h) => h.getBoundingClientRect().height)
    const scrolled = () => header.evaluate((h) => h.classList.contains('is-scrolled'))
    await page.waitForLoadState('networkidle')
    await page.evaluate((y) => window.scrollTo(0, y), height - constants.headerHoverOffsetPx)
    await page.waitForTimeout(100)
    expect(await scrolled()).toBe(false)
    await page.evaluate((y) => window.scrollTo(0, y), height - constants.headerHoverOffsetPx + 10)
    await page.waitForFunction(() => document.querySelector('header.site-header')?.classList.contains('is-scrolled'))
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.waitForFunction(() => !document.querySelector('header.site-header')?.classList.contains('is-scrolled'))
    await context.close()
  })
})
