// Every overlay opened (issue 11): cookie bar, consent settings, intro popup, contact panel, job
// application modal, newsletter popup, mobile menu, search dropdown and snackbars, in Czech at 375
// and 1472 px and in English at 375 px (the same components; the other language's text where it
// has the least room), all four with DESIGN_SCREENSHOTS=1. Each must pass axe with zero violations
// of any impact, keep its controls apart and fit the window; its screenshot lands in
// test-results/design (DESIGN_SCREENSHOTS=1). Then the keyboard:
// modals trap and return focus, Escape closes, focus is visible, the skip link works, and
// reduced motion turns transitions off.
import { mkdirSync } from 'node:fs'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { constants } from '../../shared/config/constants.js'
import { localeCodes, type Locale } from '../../shared/config/locales.js'
import { path } from '../../shared/config/routes.js'
import { catalogs } from '../../shared/locales/intl.js'
import { audit, describeViolations } from './axe.js'
import { startSite } from './browser.js'
import { horizontalOverflow, overlappingControls } from './layout.js'
import { returningVisitorCookies } from './visitor.js'

const screenshotDir = 'test-results/design'
const widths = [375, 1472] as const
const screenshots = process.env.DESIGN_SCREENSHOTS === '1'
/** The widths each locale's overlays are reviewed at. */
const overlayWidths: Record<Locale, readonly number[]> = { cs: widths, en: screenshots ? widths : [375] }

let site: Awaited<ReturnType<typeof startSite>>
beforeAll(async () => {
  if (screenshots) mkdirSync(screenshotDir, { recursive: true })
  // With the sample API: the newsletter form answers, so its snackbar shows.
  site = await startSite({ api: true })
})
afterAll(() => site?.close())

type Visitor = 'first' | 'returning'

async function open(locale: Locale, width: number, visitor: Visitor, pathname: string, clock = false) {
  const context: BrowserContext = await site.browser.newContext({ viewport: { width, height: 800 }, locale: locale === 'cs' ? 'cs-CZ' : 'en-US' })
  const cookies =
    visitor === 'returning'
      ? returningVisitorCookies(site.url).map((c) => (c.name === constants.localeCookie.name ? { ...c, value: locale } : c))
      : [{ name: constants.localeCookie.name, value: locale, url: site.url }]
  await context.addCookies(cookies)
  if (clock) await context.clock.install()
  const page = await context.newPage()
  // Hydrated (browser.ts): the page's controls answer.
  await page.goto(site.url + pathname)
  return { context, page }
}

/** Panels slide in (0.3 s): look at them once their transitions have ended. */
async function settled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
}

/** Axe, overlap and overflow problems of the page as it is now, plus a screenshot with DESIGN_SCREENSHOTS=1. */
async function review(page: Page, name: string): Promise<string[]> {
  await settled(page)
  if (screenshots) await page.screenshot({ path: `${screenshotDir}/overlay-${name}.png` })
  return [...describeViolations(name, await audit(page)), ...(await overlappingControls(page)).map((p) => `${name}: ${p}`), ...(await horizontalOverflow(page)).map((p) => `${name}: ${p}`)]
}

async function isFocusedInside(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el.contains(document.activeElement))
}

describe('overlays: axe, overlap, overflow at 375 and 1472 px', () => {
  for (const locale of localeCodes) {
    const t = catalogs[locale]
    const home = path('home', locale)
    for (const width of overlayWidths[locale]) {
      it(`${locale} @${width}: cookie bar, consent settings, intro popup`, async () => {
        const problems: string[] = []
        const { context, page } = await open(locale, width, 'first', home, true)
        const bar = page.getByRole('region', { name: t['consent.bar_title'] })
        await bar.waitFor({ state: 'visible' })
        expect((await bar.boundingBox())!.width).toBeLessThanOrEqual(750)
        await page.clock.runFor(constants.introPopup.delayMs + 100)
        const intro = page.locator('dialog.intro-popup')
        await intro.waitFor({ state: 'visible' })
        problems.push(...(await review(page, `${locale}-${width}-intro-popup`)))
        await page.keyboard.press('Escape')
        await intro.waitFor({ state: 'hidden' })
        problems.push(...(await review(page, `${locale}-${width}-cookie-bar`)))
        const customise = bar.getByRole('button', { name: t['consent.customize'], exact: true })
        await customise.click()
        const dialog = page.getByRole('dialog', { name: t['consent.settings_title'] })
        await dialog.waitFor({ state: 'visible' })
        problems.push(...(await review(page, `${locale}-${width}-consent-settings`)))
        await context.close()
        expect(problems).toEqual([])
      }, 120_000)

      it(`${locale} @${width}: contact panel, job application, newsletter popup, snackbar`, async () => {
        const problems: string[] = []
        const { context, page } = await open(locale, width, 'returning', path('jobs', locale), true)
        await page.locator('.contact-opener').click()
        const panel = page.getByRole('dialog', { name: t['contact.title'] })
        await panel.waitFor({ state: 'visible' })
        problems.push(...(await review(page, `${locale}-${width}-contact-panel`)))
        await page.keyboard.press('Escape')
        await panel.waitFor({ state: 'hidden' })

        await page.locator('.job-list button').first().click()
        const modal = page.getByRole('dialog', { name: t['apply.title'] })
        await modal.waitFor({ state: 'visible' })
        problems.push(...(await review(page, `${locale}-${width}-job-application`)))
        await page.keyboard.press('Escape')
        await modal.waitFor({ state: 'hidden' })

        await page.clock.runFor(constants.newsletterPopup.delayMs + 1000)
        const popup = page.getByRole('dialog', { name: t['newsletter.popup_title'] })
        await popup.waitFor({ state: 'visible' })
        problems.push(...(await review(page, `${locale}-${width}-newsletter-popup`)))
        await popup.getByRole('button', { name: t['newsletter.popup_close'], exact: true }).click()

        const box = page.locator('.newsletter-box')
        await box.getByLabel(t['form.email']).fill(`design-${locale}-${width}@example.cz`)
        await box.getByRole('button', { name: t['newsletter.submit'], exact: true }).click()
        await page.locator('.snackbar').first().waitFor({ state: 'visible' })
        problems.push(...(await review(page, `${locale}-${width}-snackbar`)))
        await context.close()
        expect(problems).toEqual([])
      }, 120_000)

      it(`${locale} @${width}: ${width < 1024 ? 'mobile menu with inline search' : 'search dropdown'}`, async () => {
        const problems: string[] = []
        const { context, page } = await open(locale, width, 'returning', home)
        let field: Locator
        if (width < 1024) {
          await page.getByRole('button', { name: t['nav.open_menu'], exact: true }).click()
          const menu = page.locator('#mobile-menu-panel')
          await menu.waitFor({ state: 'visible' })
          await menu.locator('nav li > button').first().click()
          problems.push(...(await review(page, `${locale}-${width}-mobile-menu`)))
          field = menu.getByRole('combobox')
        } else {
          await page.locator('.header-search summary').click()
          field = page.locator('.header-search').getByRole('combobox')
        }
        await field.fill(locale === 'cs' ? 'daň' : 'tax')
        await page.getByRole('listbox').locator('visible=true').first().waitFor({ state: 'visible' })
        problems.push(...(await review(page, `${locale}-${width}-search-suggestions`)))
        await context.close()
        expect(problems).toEqual([])
      }, 120_000)
    }
  }
})

describe('keyboard', () => {
  const t = catalogs.cs

  it('the skip link is the first stop, visible when focused, and moves focus to the main content', async () => {
    const { context, page } = await open('cs', 1472, 'returning', '/')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: t['nav.skip'] })
    expect(await isFocusedInside(skip)).toBe(true)
    const box = (await skip.boundingBox())!
    expect(box.y).toBeGreaterThanOrEqual(0)
    await page.keyboard.press('Enter')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main')
    await context.close()
  })

  it('focus is visible: links, buttons and fields draw an outline of at least 2 px', async () => {
    const { context, page } = await open('cs', 1472, 'returning', '/')
    const seen: string[] = []
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab')
      const style = await page.evaluate(() => {
        const el = document.activeElement
        if (!el || el === document.body) return null
        const s = getComputedStyle(el)
        return { tag: el.tagName, outline: s.outlineStyle === 'none' ? 0 : parseFloat(s.outlineWidth), shadow: s.boxShadow }
      })
      if (!style) continue
      seen.push(style.tag)
      expect(style.outline >= 2 || style.shadow !== 'none', `${style.tag} #${i}`).toBe(true)
    }
    expect(seen.length).toBeGreaterThan(10)
    await context.close()
  })

  for (const width of widths) {
    it(`@${width}: ${width < 1024 ? 'mobile menu' : 'contact panel'} traps Tab, closes on Escape, returns focus to its opener`, async () => {
      const { context, page } = await open('cs', width, 'returning', '/')
      const opener = width < 1024 ? page.getByRole('button', { name: t['nav.open_menu'], exact: true }) : page.locator('.contact-opener')
      const layer = width < 1024 ? page.locator('#mobile-menu-panel') : page.getByRole('dialog', { name: t['contact.title'] })
      await opener.focus()
      await page.keyboard.press('Enter')
      await layer.waitFor({ state: 'visible' })
      // Focus moves in once the layer's code has run: on a loaded machine more than expect.poll's default second.
      await expect.poll(() => isFocusedInside(layer), { timeout: 10_000 }).toBe(true)
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press(i % 2 ? 'Tab' : 'Shift+Tab')
        expect(await isFocusedInside(layer), `Tab ${i}`).toBe(true)
      }
      await page.keyboard.press('Escape')
      await layer.waitFor({ state: 'hidden' })
      expect(await isFocusedInside(opener)).toBe(true)
      await context.close()
    }, 60_000)
  }

  it('the job application modal traps Tab, closes on Escape and returns focus to its button', async () => {
    const { context, page } = await open('cs', 1024, 'returning', path('jobs', 'cs'))
    const apply = page.locator('.job-list button').first()
    await apply.focus()
    await page.keyboard.press('Enter')
    const modal = page.getByRole('dialog', { name: t['apply.title'] })
    await modal.waitFor({ state: 'visible' })
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab')
      expect(await isFocusedInside(modal), `Tab ${i}`).toBe(true)
    }
    await page.keyboard.press('Escape')
    await modal.waitFor({ state: 'hidden' })
    expect(await isFocusedInside(apply)).toBe(true)
    await context.close()
  }, 60_000)

  it('reduced motion: the contact panel and the mobile menu chevrons do not animate', async () => {
    const context = await site.browser.newContext({ viewport: { width: 375, height: 800 }, reducedMotion: 'reduce' })
    await context.addCookies(returningVisitorCookies(site.url))
    const page = await context.newPage()
    await page.goto(site.url + '/')
    const durations = await page.evaluate(() =>
      ['.contact-panel', '.mobile-menu__toggle', '.card', '.button']
        .map((s) => document.querySelector(s))
        .filter((el) => el !== null)
        .map((el) =>
          Math.max(
            ...getComputedStyle(el)
              .transitionDuration.split(',')
              .map((d) => parseFloat(d) * (d.trim().endsWith('ms') ? 1 : 1000)),
          ),
        ),
    )
    expect(durations.length).toBeGreaterThan(2)
    for (const d of durations) expect(d).toBeLessThanOrEqual(1)
    await context.close()
  })
})

describe('spec §9 sizes', () => {
  const t = catalogs.cs

  it('header about 6.29 rem from desktop up; service sub-list 4 columns above 1471 px, 3 below', async () => {
    for (const [width, columns] of [
      [1472, 4],
      [1280, 3],
      [1024, 3],
    ] as const) {
      const { context, page } = await open('cs', width, 'returning', '/')
      const header = await page.locator('header.site-header').boundingBox()
      expect(Math.abs(header!.height - 6.29 * 16)).toBeLessThan(2)
      // By keyboard: a mouse click would first open the panel by hover, then toggle it shut.
      await page.locator('#menu-toggle-0').focus()
      await page.keyboard.press('Enter')
      const list = page.locator('#submenu-0 .service-panel__list')
      await list.waitFor({ state: 'visible' })
      expect(await list.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length), `@${width}`).toBe(columns)
      expect(await overlappingControls(page)).toEqual([])
      await context.close()
    }
  }, 60_000)

  it('contact panel 50.5 rem wide on desktop, the full width on a phone', async () => {
    for (const [width, expected] of [
      [1472, 50.5 * 16],
      [375, 375],
    ] as const) {
      const { context, page } = await open('cs', width, 'returning', '/')
      await page.locator('.contact-opener').click()
      const panel = page.getByRole('dialog', { name: t['contact.title'] })
      await panel.waitFor({ state: 'visible' })
      await settled(page)
      expect(Math.round((await panel.boundingBox())!.width)).toBe(expected)
      await context.close()
    }
  }, 60_000)
})
