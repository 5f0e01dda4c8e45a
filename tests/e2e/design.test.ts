// Design review of every template (issue 11): one page of each route key in both locales at the
// four review widths. Each width must not scroll sideways nor have interactive elements on top of
// each other; axe-core must find nothing at all, of any impact, at every one of the four widths.
// The same visit checks that every page type answers, renders and hydrates without a console
// error or a hydration warning: one visit a page instead of two (the suite's time, issue 37).
// DESIGN_SCREENSHOTS=1 also saves a full-page screenshot of each in test-results/design/
// (git-ignored, for a person to look at; they were ~40 % of the test's time, which `npm test`
// spends on the checks alone). DESIGN_ONLY=home,people limits the run to some route keys while
// working on them. The two locales are reviewed at once, each in its own page.
import { mkdirSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localeCodes } from '../../config/locales.js'
import { routes, type RouteKey } from '../../config/routes.js'
import { prerenderUrls } from '../../renderer/prerender.js'
import { audit, describeViolations } from './axe.js'
import { startSite, watchProblems } from './browser.js'
import { horizontalOverflow, overlappingControls, reviewWidths } from './layout.js'
import { returningVisitorPage } from './visitor.js'

export const screenshotDir = 'test-results/design'
const only = process.env.DESIGN_ONLY?.split(',').filter(Boolean)
const keys = (Object.keys(routes) as RouteKey[]).filter((k) => !only || only.includes(k))
const auditedWidths = new Set<number>(reviewWidths)
const screenshots = process.env.DESIGN_SCREENSHOTS === '1'

let site: Awaited<ReturnType<typeof startSite>>
beforeAll(async () => {
  if (screenshots) mkdirSync(screenshotDir, { recursive: true })
  // With the sample API: the cart page loads its cart from the API as soon as it renders. The
  // screenshots, for a person to look at, come from the full Chromium a visitor runs.
  site = await startSite({ api: true, browser: screenshots ? 'full' : 'shell' })
})
afterAll(() => site?.close())

describe('every template at 375, 768, 1024 and 1472 px', () => {
  for (const locale of localeCodes) {
    it.concurrent(`${locale}: every page type renders and hydrates without console errors; no sideways scroll, no overlapping controls, no axe violation`, async () => {
      const page = await returningVisitorPage(site.browser, site.url, { viewport: { width: reviewWidths[0], height: 800 } })
      const messages = watchProblems(page)
      const failures: string[] = []
      const problems: string[] = []
      for (const key of keys) {
        const url = prerenderUrls(key).find((u) => (locale === 'cs' ? !u.startsWith('/en') : u.startsWith('/en')))
        if (!url) continue
        await page.setViewportSize({ width: reviewWidths[0], height: 800 })
        // networkidle: hydrated, so enhanced widgets (carousel, filters) show their final state.
        const res = await page.goto(site.url + url, { waitUntil: 'networkidle' })
        // The 404 page's own status is another test's (site.test.ts, an unknown URL).
        if (key !== 'notFound' && res?.status() !== 200) failures.push(`${url}: ${res?.status()}`)
        // Lazy images below the fold would be blank in a full-page screenshot.
        await page.evaluate(async () => {
          for (const img of document.querySelectorAll('img[loading="lazy"]')) img.setAttribute('loading', 'eager')
          await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)))
          await document.fonts.ready
        })
        for (const width of reviewWidths) {
          await page.setViewportSize({ width, height: 800 })
          await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
          const where = `${url} @${width}`
          problems.push(...(await horizontalOverflow(page)).map((p) => `${where}: ${p}`))
          problems.push(...(await overlappingControls(page)).map((p) => `${where}: ${p}`))
          if (auditedWidths.has(width)) problems.push(...describeViolations(where, await audit(page, { styleSheets: width === reviewWidths[0] })))
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
