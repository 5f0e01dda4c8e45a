// Issue 10's browser flows with the sample API behind the preview server (same origin): cart,
// vouchers, currencies, sign-in; the publications page; the safe redirect after login.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { path } from '../../shared/config/routes.js'
import { content } from '../../page-data/content.js'
import { catalogs } from '../../shared/locales/intl.js'
import { sampleUser } from '../../tools/sample-api/routes/auth.js'
import { startSite, watchProblems } from './browser.js'
import { formatMinimum } from '../../client/shop/currencyFilter.js'
import { formatPrice } from '../../client/shop/price.js'
import { toStoreCurrency } from '../../client/shop/currency.js'
import { constants } from '../../shared/config/constants.js'
import { currencies } from '../../tools/sample-api/content/lists.js'
import { publication, shopFlow, shopper } from './shopFlow.js'

let site: Awaited<ReturnType<typeof startSite>>
beforeAll(async () => {
  site = await startSite({ api: true })
})
afterAll(() => site?.close())
const cs = catalogs.cs
const eur = toStoreCurrency(currencies.find((c) => c.code === 'EUR')!)

describe('shop and sign-in (preview server, API on the same origin)', () => {
  it('guest cart, quantity, vouchers, currency, login replaces the cart, logout brings it back', async () => {
    const page = await shopper(site.browser, site.url)
    const problems = watchProblems(page)
    await shopFlow(page, site.url, site.url)
    await page.context().close()
    // 404s of failed voucher codes are the API's answers, not page errors.
    expect(problems.filter((p) => !/status of (404|401|422)/.test(p))).toEqual([])
  }, 120_000)

  it('the publications page is pre-rendered from the product listing and puts a chosen variant in the cart', async () => {
    const page = await shopper(site.browser, site.url)
    const publications = content('cs', 'products').filter((p) => p.type === 'publication')
    expect(publications.length).toBe(3)
    const res = await page.goto(site.url + path('publications', 'cs'))
    const html = await res!.text()
    for (const p of publications) expect(html).toContain(p.name)
    await page.waitForLoadState('networkidle')
    const card = page.locator('[data-product="900001"]')
    await card.getByRole('radio', { name: 'E-kniha (PDF)' }).check()
    await card.getByRole('button', { name: cs['cart.add'], exact: true }).click()
    await page.getByTestId('cart-notice').waitFor()
    expect(await page.getByTestId('cart-notice').textContent()).toContain('Daňový průvodce podnikatele 2025 (E-kniha (PDF))')
    await page.context().close()
  }, 60_000)

  it('the cart panel waits while hovered or focused (WCAG 2.2.1), hides 3333 ms after leaving, and Escape closes it', async () => {
    const page = await shopper(site.browser, site.url)
    // The page's clock, moved on by the test: seconds of waiting pass at once. It runs on by
    // itself too, so each step leaves a margin for the real time between two commands.
    await page.clock.install()
    await page.goto(site.url + path('publications', 'cs'))
    await page.waitForLoadState('networkidle')
    const add = page.locator(`li[data-product="${publication().id}"]`).getByRole('button', { name: cs['cart.add'], exact: true })
    const panel = page.getByTestId('cart-panel')
    const notice = page.getByTestId('cart-notice')
    const hideMs = constants.cartPanelHideMs
    /** Shown until `hideMs` after the pointer or the focus left (a margin of 800 ms), hidden once it has passed. */
    const hidesOnTime = async () => {
      await page.clock.runFor(hideMs - 800)
      expect(await panel.isVisible()).toBe(true)
      await page.clock.runFor(1_600)
      await panel.waitFor({ state: 'hidden', timeout: 5_000 })
    }

    // The pointer rests on the panel: it stays well past 3333 ms, then hides 3333 ms after the pointer leaves.
    await add.click()
    await panel.waitFor()
    await panel.hover()
    await page.clock.runFor(hideMs * 3)
    expect(await panel.isVisible()).toBe(true)
    expect(await notice.isVisible()).toBe(true)
    await page.mouse.move(5, 700)
    await hidesOnTime()
    expect(await notice.count()).toBe(0)

    // Keyboard focus inside the panel: the same.
    await add.click()
    await panel.waitFor()
    await page.mouse.move(5, 700)
    await panel.getByRole('link', { name: cs['cart.go_to_cart'], exact: true }).focus()
    await page.clock.runFor(hideMs * 3)
    expect(await panel.isVisible()).toBe(true)
    await add.focus()
    await hidesOnTime()

    // Escape closes it at once, hovered or not; focus inside goes back to the button.
    await add.click()
    await panel.waitFor()
    await panel.hover()
    await panel.getByRole('button', { name: cs['cart.close'], exact: true }).focus()
    await page.keyboard.press('Escape')
    await panel.waitFor({ state: 'hidden', timeout: 1_000 })
    expect(await notice.count()).toBe(0)
    expect(await add.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.context().close()
  }, 60_000)

  it('the minimal_price message shows the minimum through the currency filter: EUR, whole, rounded up', async () => {
    const page = await shopper(site.browser, site.url)
    await page.context().addCookies([{ name: constants.currencyCookie.name, value: 'EUR', url: site.url }])
    await page.goto(site.url + path('publications', 'cs'))
    await page.waitForLoadState('networkidle')
    const book = publication()
    await expect.poll(() => page.locator(`li[data-product="${book.id}"] [data-price]`).textContent(), { timeout: 10_000 }).toBe(formatPrice(book.price, eur))
    await page.locator(`li[data-product="${book.id}"]`).getByRole('button', { name: cs['cart.add'], exact: true }).click()
    await page.getByTestId('cart-notice').waitFor()
    expect(await page.getByTestId('cart-panel').textContent()).toContain(formatPrice(book.price, eur))
    await page.goto(site.url + path('cart', 'cs'))
    await page.locator(`tr[data-product="${book.id}"]`).waitFor()
    await page.getByLabel(cs['voucher.label'], { exact: true }).fill('MINIMUM5000')
    await page.getByRole('button', { name: cs['voucher.apply'], exact: true }).click()
    const message = cs['voucher.minimal_price_value'].replace('{value}', formatMinimum(5000, eur))
    expect(formatMinimum(5000, eur)).toBe('€\u00a0199')
    await page.locator('.snackbar', { hasText: message }).waitFor({ timeout: 10_000 })
    await page.context().close()
  }, 60_000)

  it('after login a redirect parameter is followed only when it is a safe local path', async () => {
    for (const [redirect, landing] of [
      ['https://evil.example/', path('home', 'cs')],
      ['//evil.example', path('home', 'cs')],
      [path('cart', 'cs'), path('cart', 'cs')],
    ] as const) {
      const page = await shopper(site.browser, site.url)
      await page.goto(`${site.url}${path('login', 'cs')}?redirect=${encodeURIComponent(redirect)}`)
      await page.getByRole('main').getByLabel(cs['signin.email']).fill(sampleUser.email)
      await page.getByRole('main').getByLabel(cs['signin.password']).fill(sampleUser.password)
      await page.getByRole('button', { name: cs['signin.submit'], exact: true }).click()
      await page.waitForURL((u) => u.origin === site.url && u.pathname === landing)
      await page.context().close()
    }
  }, 60_000)
})
