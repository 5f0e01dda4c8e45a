// The font (issues 11 and 12): Plus Jakarta Sans served from the site itself, only the latin and
// latin-ext subsets, both preloaded; text shows before the font arrives (font-display: swap) and
// the swap to the real font moves nothing (the fallback face is metric-matched).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSite } from './browser.js'
import { returningVisitorPage } from './visitor.js'

let site: Awaited<ReturnType<typeof startSite>>
beforeAll(async () => {
  site = await startSite()
})
afterAll(() => site?.close())

describe('Plus Jakarta Sans', () => {
  it('only latin and latin-ext are preloaded and downloaded, from the site itself', async () => {
    const page = await returningVisitorPage(site.browser, site.url)
    const fonts: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'font') fonts.push(r.url())
    })
    await page.goto(site.url + '/')
    await page.evaluate(() => document.fonts.ready)
    const preloads = await page.locator('link[rel="preload"][as="font"]').evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''))
    expect(preloads.map((h) => h.replace(/^.*\/plus-jakarta-sans-([a-z-]+)-wght-normal\..*$/, '$1')).sort()).toEqual(['latin', 'latin-ext'])
    expect(fonts.length).toBeGreaterThan(0)
    for (const url of fonts) expect(url.startsWith(site.url + '/assets/'), url).toBe(true)
    expect(await page.evaluate(() => document.fonts.check("700 16px 'Plus Jakarta Sans Variable'", 'čř'))).toBe(true)
    await page.context().close()
  })

  it('text is painted before a slow font arrives, and the swap shifts no layout', async () => {
    const page = await returningVisitorPage(site.browser, site.url, { viewport: { width: 375, height: 800 } })
    // The font files arrive 1.5 s late: the first paint must use the fallback face.
    await page.route('**/*.woff2', async (route) => {
      await new Promise((r) => setTimeout(r, 1500))
      await route.continue()
    })
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number }
      w.__shift = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) w.__shift += entry.value
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto(site.url + '/', { waitUntil: 'domcontentloaded' })
    const early = await page.evaluate(() => ({
      fontLoaded: document.fonts.check("16px 'Plus Jakarta Sans Variable'"),
      headingHeight: document.querySelector('h1')?.getBoundingClientRect().height ?? 0,
    }))
    expect(early.fontLoaded).toBe(false)
    expect(early.headingHeight).toBeGreaterThan(0)
    await page.evaluate(() => document.fonts.ready)
    await page.waitForTimeout(300)
    expect(await page.evaluate(() => document.fonts.check("16px 'Plus Jakarta Sans Variable'"))).toBe(true)
    const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift)
    // "Good" cumulative layout shift is below 0.1; the swap alone should add next to nothing.
    expect(shift).toBeLessThan(0.05)
    await page.context().close()
  }, 60_000)
})
