// Design review of every template (issue 11): one page of each template (each page folder's
// first route key) in both locales at the four review widths. Each width must not scroll sideways
// nor have interactive elements on top of each other; axe-core must find nothing at all, of any
// impact: at 375 and 1472 px in both locales (issue 11's accessibility widths) and at the two
// middle widths in one locale each (768 px in Czech, 1024 px in English), so every template is
// audited at all four widths. A template's other route keys (its further list pages, a blog
// category) get the same layout checks at the four widths, without axe: the same components.
// The same visit checks that every page type answers, renders and hydrates without a console
// error or a hydration warning: one visit a page instead of two (the suite's time, issue 37).
// DESIGN_SCREENSHOTS=1 also saves a full-page screenshot of each in test-results/design/
// (git-ignored, for a person to look at; they were ~40 % of the test's time, which `npm test`
// spends on the checks alone) and runs axe at every width of every page. DESIGN_ONLY=home,people
// limits the run to some route keys while working on them. The two locales are reviewed at once,
// each in its own page.
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accessOf } from '../../client/auth/access.js'
import { localeCodes, type Locale } from '../../shared/config/locales.js'
import { path, type RouteKey } from '../../shared/config/routes.js'
import { prerenderUrls } from '../../renderer/prerender.js'
import type { PageRoute } from '../../renderer/route.js'
import { audit, describeViolations } from './axe.js'
import { startSite, watchProblems } from './browser.js'
import { horizontalOverflow, overlappingControls, reviewWidths } from './layout.js'
import { returningVisitorPage } from './visitor.js'

export const screenshotDir = 'test-results/design'
const only = process.env.DESIGN_ONLY?.split(',').filter(Boolean)
const screenshots = process.env.DESIGN_SCREENSHOTS === '1'

/** Each template's route keys (a page folder's +route.ts), the first one the template's page to audit. */
const templates = Object.values(import.meta.glob<PageRoute>('../../pages/*/+route.ts', { eager: true, import: 'default' })).map((route) => route.keys)
const audited = new Set(templates.map((keys) => keys[0]))
const keys = templates.flat().filter((k) => !only || only.includes(k))

/** The widths axe runs at on a template's audited page, per locale. */
const axeWidths: Record<Locale, ReadonlySet<number>> = { cs: new Set([375, 768, 1472]), en: new Set([375, 1024, 1472]) }
/** With screenshots, the review a person reads: axe at every width of every page. */
const audits = (key: RouteKey, locale: Locale, width: number) => screenshots || (audited.has(key) && axeWidths[locale].has(width))

let site: Awaited<ReturnType<typeof startSite>>
beforeAll(async () => {
  if (screenshots) mkdirSync(screenshotDir, { recursive: true })
  // With the sample API: the cart page loads its cart from the API as soon as it renders. The
  // screenshots, for a person to look at, come from the full Chromium a visitor runs.
  site = await startSite({ api: true, browser: screenshots ? 'full' : 'shell' })
})
afterAll(() => site?.close())

/** The page's calls to the site's API still unanswered (the cart's, the account's). */
function apiCallsInFlight(page: Page): () => number {
  const open = new Set<unknown>()
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) open.add(r)
  })
  page.on('requestfinished', (r) => open.delete(r))
  page.on('requestfailed', (r) => open.delete(r))
  return () => open.size
}

describe('every template at 375, 768, 1024 and 1472 px', () => {
  it('every route key belongs to one template', () => {
    expect(new Set(templates.flat()).size).toBe(templates.flat().length)
    expect(audited.size).toBe(templates.length)
  })

  for (const locale of localeCodes) {
    it.concurrent(`${locale}: every page type renders and hydrates without console errors; no sideways scroll, no overlapping controls, no axe violation`, async ({ expect }) => {
      const page = await returningVisitorPage(site.browser, site.url, { viewport: { width: reviewWidths[0], height: 800 } })
      const messages = watchProblems(page)
      const inFlight = apiCallsInFlight(page)
      const failures: string[] = []
      const problems: string[] = []
      for (const key of keys) {
        const url = prerenderUrls(key).find((u) => (locale === 'cs' ? !u.startsWith('/en') : u.startsWith('/en')))
        if (!url) continue
        await page.setViewportSize({ width: reviewWidths[0], height: 800 })
        // Hydrated (browser.ts), so enhanced widgets (carousel, filters) show their final state.
        const res = await page.goto(site.url + url)
        // The 404 page's own status is another test's (site.test.ts, an unknown URL).
        if (key !== 'notFound' && res?.status() !== 200) failures.push(`${url}: ${res?.status()}`)
        // A protected page sends a guest (this visitor) to the login page at once (ShopMount).
        if (accessOf(key) === 'protected') {
          await page.waitForURL((u) => u.pathname === path('login', locale))
          await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
        }
        // Lazy images below the fold would be blank in a full-page screenshot; the API's answers
        // (the cart) are on the page.
        await page.evaluate(async () => {
          for (const img of document.querySelectorAll('img[loading="lazy"]')) img.setAttribute('loading', 'eager')
          await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)))
          await document.fonts.ready
        })
        await expect.poll(inFlight, { timeout: 10_000, interval: 50 }).toBe(0)
        for (const width of reviewWidths) {
          await page.setViewportSize({ width, height: 800 })
          await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
          const where = `${url} @${width}`
          problems.push(...(await horizontalOverflow(page)).map((p) => `${where}: ${p}`))
          problems.push(...(await overlappingControls(page)).map((p) => `${where}: ${p}`))
          if (audits(key, locale, width)) problems.push(...describeViolations(where, await audit(page, { styleSheets: width === reviewWidths[0] })))
          if (screenshots) await page.screenshot({ path: `${screenshotDir}/${locale}-${key}-${width}.png`, fullPage: true })
        }
        // The 404 page's own status is the one error its console may show.
        const expected = (p: string) => key === 'notFound' && p.includes('status of 404')
        failures.push(
          ...messages
            .splice(0)
            .filter((p) => !expected(p))
            .map((p) => `${url}: ${p}`),
        )
      }
      await page.context().close()
      expect(failures, 'status, console errors and hydration warnings').toEqual([])
      expect(problems, 'layout and axe').toEqual([])
    }, 900_000)
  }
})
