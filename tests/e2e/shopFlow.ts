// The shop and sign-in flow of issue 10, run by tests/e2e/shop.test.ts against the preview server
// (API on the same origin) and against a plain static host with PUBLIC_API_BASE on another origin.
// Texts come from the catalogs, paths from the route table, prices from §9 formatting.
import { expect } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { consentCookie, consentCookieValue, acceptSelected } from '../../client/consent.js'
import { introHiddenCookie } from './visitor.js'
import { formatMinimum } from '../../client/shop/currencyFilter.js'
import { formatPrice } from '../../client/shop/price.js'
import { toStoreCurrency } from '../../client/shop/currency.js'
import { constants } from '../../shared/config/constants.js'
import { path } from '../../shared/config/routes.js'
import { content } from '../../page-data/content.js'
import { catalogs } from '../../shared/locales/intl.js'
import { sampleUser } from '../../tools/sample-api/routes/auth.js'
import { currencies } from '../../tools/sample-api/content/lists.js'
import { builtNow } from '../siteClock.js'

const cs = catalogs.cs
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]))
const czk = toStoreCurrency(currencies.find((c) => c.code === 'CZK')!)
const eur = toStoreCurrency(currencies.find((c) => c.code === 'EUR')!)

export const publication = () => {
  const found = content('cs', 'products').find((p) => p.id === 900001)
  if (!found || found.variants.length === 0) throw new Error('publication 900001 with variants missing from the sample content')
  return found
}

/** The header cart link's accessible name (it carries the count of the last loaded cart). */
const badge = (page: Page) => page.locator('a.cart-badge').getAttribute('aria-label')

/** The shown text of every price on the page (LivePrice), in page order. */
async function shownPrices(page: Page): Promise<string[]> {
  return page.locator('[data-price]').allTextContents()
}

export function upcomingSeminar() {
  const seminar = content('cs', 'seminars').find((s) => Date.parse(s.ends_at) > builtNow() + 86_400_000 && s.price.amount > 0 && s.price.amount < 5000)
  if (!seminar) throw new Error('no upcoming paid seminar in the sample content')
  return seminar
}

/** A returning Czech visitor who accepted analytics (so cart events reach the dataLayer). */
export async function shopper(browser: Browser, siteUrl: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'cs-CZ' })
  await context.addCookies([
    { name: consentCookie.name, value: consentCookieValue(acceptSelected({ analytical: true, marketing: false, advertisement: false })), url: siteUrl },
    introHiddenCookie(siteUrl),
    { name: constants.localeCookie.name, value: 'cs', url: siteUrl },
  ])
  return context.newPage()
}

async function visit(page: Page, url: string) {
  await page.goto(url)
  await page.waitForLoadState('networkidle')
}

type CartEvent = { event: string; ecommerce: { currency: string; value: number; items: { item_id: string; quantity: number }[] } }
async function cartEvents(page: Page): Promise<CartEvent[]> {
  return page.evaluate(() => (window.dataLayer ?? []).filter((e): e is CartEvent => typeof e === 'object' && e !== null && 'event' in e && /_cart$/.test(String((e as { event: unknown }).event))))
}

/** Applies a code and waits for one more snackbar with `text` than before. */
async function voucher(page: Page, code: string, text: string) {
  const snack = page.locator('.snackbar', { hasText: text })
  const before = await snack.count()
  await page.getByLabel(cs['voucher.label'], { exact: true }).fill(code)
  await page.getByRole('button', { name: cs['voucher.apply'], exact: true }).click()
  await expect.poll(() => snack.count(), { timeout: 10_000 }).toBe(before + 1)
}

export async function shopFlow(page: Page, siteUrl: string, apiUrl: string) {
  const seminar = upcomingSeminar()
  const price = seminar.price.amount
  const apiCalls: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/api/')) apiCalls.push(r.url())
  })

  // 1. Guest: add the seminar; the panel and the notice show, and hide after 3333 ms.
  await visit(page, siteUrl + seminar.path)
  expect(await page.context().cookies()).not.toContainEqual(expect.objectContaining({ name: constants.guestCartCookie }))
  await page.getByRole('button', { name: cs['cart.add'], exact: true }).click()
  const panel = page.getByTestId('cart-panel')
  await panel.waitFor({ state: 'visible', timeout: 10_000 })
  const shownAt = Date.now()
  await expect.poll(() => page.getByTestId('cart-notice').textContent()).toBe(fill(cs['cart.added'], { name: seminar.title }))
  expect(await panel.textContent()).toContain(formatPrice(price, czk))
  await panel.waitFor({ state: 'hidden', timeout: 8_000 })
  const hiddenAfter = Date.now() - shownAt
  expect(hiddenAfter).toBeGreaterThan(2_800)
  expect(hiddenAfter).toBeLessThan(6_000)
  expect(await page.getByTestId('cart-notice').count()).toBe(0)
  // The guest cart's tempId in a cookie for 1,209,600 s.
  const tempId = (await page.context().cookies()).find((c) => c.name === constants.guestCartCookie)
  expect(tempId?.value).toMatch(/^[0-9a-f-]{36}$/)
  expect(Math.abs(tempId!.expires - (Date.now() / 1000 + constants.guestCartCookieSeconds))).toBeLessThan(120)
  // Analytics consent given: one add_to_cart event in CZK.
  expect(await cartEvents(page)).toEqual([
    { event: 'add_to_cart', ecommerce: expect.objectContaining({ currency: 'CZK', value: price, items: [expect.objectContaining({ item_id: String(seminar.id), quantity: 1 })] }) },
  ])
  // The API was called where PUBLIC_API_BASE says.
  expect(apiCalls.length).toBeGreaterThan(0)
  expect(apiCalls.every((u) => u.startsWith(apiUrl + '/api/'))).toBe(true)

  // 2. The cart page (through the header's badge).
  await page.getByRole('link', { name: fill(cs['cart.badge'], { count: 1 }) }).click()
  await page.waitForURL(siteUrl + path('cart', 'cs'))
  const row = page.locator(`tr[data-product="${seminar.id}"]`)
  await row.waitFor()
  expect(await row.getByTestId('line-total').textContent()).toBe(formatPrice(price, czk))

  // 3. Below the minimum: minimal_price with the value through the currency filter (§9).
  await voucher(page, 'MINIMUM5000', fill(cs['voucher.minimal_price_value'], { value: formatMinimum(5000, czk) }))

  // 4. Quantity 2: PUT, reload, the line total follows; a second add event of one piece.
  const quantity = page.getByLabel(fill(cs['cart.quantity'], { name: seminar.title }))
  await quantity.fill('2')
  await quantity.press('Enter')
  await expect.poll(() => row.getByTestId('line-total').textContent()).toBe(formatPrice(2 * price, czk))
  expect((await cartEvents(page)).at(-1)).toMatchObject({ event: 'add_to_cart', ecommerce: { value: price, items: [{ quantity: 1 }] } })

  // 5. A valid voucher (10 %), then every failing code with its §8 message.
  await voucher(page, 'vitejte10', cs['voucher.added'])
  await page.locator('[data-voucher="VITEJTE10"]').waitFor()
  await expect.poll(() => page.getByTestId('cart-total').textContent()).toBe(formatPrice(2 * price - Math.round(0.1 * 2 * price), czk))
  await voucher(page, 'VITEJTE10', cs['voucher.already_added'])
  await voucher(page, 'UPLATNENO', cs['voucher.already_added'])
  await voucher(page, 'NEEXISTUJE', cs['voucher.not_exists'])
  await voucher(page, 'APLIKACE', cs['voucher.not_exists'])
  await voucher(page, 'LIMIT2', fill(cs['voucher.usage_limit_value'], { value: '2x' }))
  await voucher(page, 'VYPRODANO', cs['voucher.not_available'])
  await voucher(page, 'OD2099', cs['voucher.not_available'])
  await voucher(page, 'DO2020', cs['voucher.not_available'])

  // 6. Currency: EUR converts every price by its rate, 2 decimals; remembered in a cookie.
  const discount = Math.round(0.1 * 2 * price)
  const cartPrices = async () => ({
    unit: await row.locator('td.num').first().textContent(),
    line: await row.getByTestId('line-total').textContent(),
    totals: await page.getByTestId('cart-totals').locator('dd').allTextContents(),
    voucher: await page.locator('[data-voucher="VITEJTE10"]').textContent(),
  })
  const cartIn = (c: typeof eur) => ({
    unit: formatPrice(price, c),
    line: formatPrice(2 * price, c),
    totals: [formatPrice(2 * price, c), formatPrice(discount, c), formatPrice(2 * price - discount, c)],
    voucher: expect.stringContaining(`−${formatPrice(discount, c)}`),
  })
  // The switch loads when asked for (CurrencyPicker), as on every page that lists prices.
  await page.getByRole('button', { name: fill(cs['currency.change'], { code: 'CZK' }), exact: true }).click()
  await page.getByLabel(cs['currency.label'], { exact: true }).selectOption('EUR')
  await expect.poll(cartPrices, { timeout: 10_000 }).toEqual(cartIn(eur))
  expect(formatPrice(2 * price, eur)).toMatch(/^€\u00a0[\d\u00a0]+,\d\d$/)
  expect((await page.context().cookies()).find((c) => c.name === constants.currencyCookie.name)?.value).toBe('EUR')
  await visit(page, siteUrl + path('cart', 'cs'))
  await expect.poll(cartPrices, { timeout: 10_000 }).toEqual(cartIn(eur))

  // 6b. The publications page: pre-rendered in CZK (first paint, no JavaScript), in the remembered
  // EUR after hydration; its own switch changes every price live.
  const books = content('cs', 'products').filter((p) => p.type === 'publication')
  const html = await (await page.goto(siteUrl + path('publications', 'cs')))!.text()
  for (const b of books) expect(html).toContain(formatPrice(b.price, czk))
  await page.waitForLoadState('networkidle')
  await expect.poll(() => shownPrices(page), { timeout: 10_000 }).toEqual(books.map((b) => formatPrice(b.price, eur)))
  await page.getByRole('button', { name: fill(cs['currency.change'], { code: 'EUR' }), exact: true }).click()
  const pick = page.getByLabel(cs['currency.label'], { exact: true })
  await expect.poll(() => pick.evaluate((el) => el === document.activeElement), { timeout: 10_000 }).toBe(true)
  await pick.selectOption('CZK')
  await expect.poll(() => shownPrices(page)).toEqual(books.map((b) => formatPrice(b.price, czk)))
  expect((await page.context().cookies()).find((c) => c.name === constants.currencyCookie.name)?.value).toBe('CZK')
  await pick.selectOption('EUR')
  await expect.poll(() => shownPrices(page)).toEqual(books.map((b) => formatPrice(b.price, eur)))

  // 6c. The seminar detail: the price beside "add to cart" follows too.
  const seminarHtml = await (await page.goto(siteUrl + seminar.path))!.text()
  expect(seminarHtml).toContain(formatPrice(price, czk))
  await page.waitForLoadState('networkidle')
  await expect.poll(() => shownPrices(page), { timeout: 10_000 }).toEqual([formatPrice(price, eur)])

  // 6d. Back on the cart page, CZK again.
  await visit(page, siteUrl + path('cart', 'cs'))
  await expect.poll(cartPrices, { timeout: 10_000 }).toEqual(cartIn(eur))
  await page.getByRole('button', { name: fill(cs['currency.change'], { code: 'EUR' }), exact: true }).click()
  await page.getByLabel(cs['currency.label'], { exact: true }).selectOption('CZK')
  await expect.poll(cartPrices).toEqual(cartIn(czk))

  // 7. The continue step names the contract's order call.
  await page.getByRole('button', { name: cs['cart.continue'], exact: true }).click()
  expect(await page.getByTestId('cart-continue-note').textContent()).toContain('/api/order/create/')

  // 8. A protected page sends the guest to the login page, remembering the path; wrong password first.
  await visit(page, siteUrl + path('account', 'cs'))
  await page.waitForURL((u) => u.pathname === path('login', 'cs'))
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(path('account', 'cs'))
  await page.getByRole('main').getByLabel(cs['signin.email']).fill(sampleUser.email)
  await page.getByRole('main').getByLabel(cs['signin.password']).fill('spatne-heslo')
  await page.getByRole('button', { name: cs['signin.submit'], exact: true }).click()
  await page.getByText(cs['signin.invalid']).waitFor()
  await page.getByRole('main').getByLabel(cs['signin.password']).fill(sampleUser.password)
  await page.getByRole('button', { name: cs['signin.submit'], exact: true }).click()
  await page.waitForURL(siteUrl + path('account', 'cs'))
  await page.getByTestId('account-user').waitFor()
  expect(await page.getByTestId('account-user').textContent()).toContain(sampleUser.email)
  const stored = await page.evaluate(() => localStorage.getItem('auth._token.local'))
  expect(stored).toMatch(/^Bearer \S+$/)
  // The guest cart is replaced by the user's (a new, empty one); the API sees the Bearer token.
  const token = stored!.replace(/^Bearer /, '')
  const userCarts = (await (await fetch(`${apiUrl}/api/cart/cs`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: { id: number; items: unknown[] }[] }
  expect(userCarts.data).toHaveLength(1)
  expect(userCarts.data[0]!.items).toEqual([])
  await visit(page, siteUrl + path('cart', 'cs'))
  await page.getByText(cs['cart.empty']).waitFor()
  expect(await row.count()).toBe(0)
  await expect.poll(() => badge(page)).toBe(cs['cart.badge_empty'])
  // A guest-only page sends a logged-in visitor home.
  await visit(page, siteUrl + path('login', 'cs'))
  await page.waitForURL(siteUrl + path('home', 'cs'))
  // The user's cart gets a publication (so the two carts differ); the API keeps it under the user.
  const book = publication()
  const bookRow = page.locator(`tr[data-product="${book.id}"]`)
  await visit(page, siteUrl + path('publications', 'cs'))
  await page.locator(`li[data-product="${book.id}"]`).getByRole('button', { name: cs['cart.add'], exact: true }).click()
  await page.getByTestId('cart-notice').waitFor()
  const userCart = (await (await fetch(`${apiUrl}/api/cart/cs`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: { items: { product: { id: number } }[] }[] }
  expect(userCart.data[0]!.items.map((l) => l.product.id)).toEqual([book.id])

  // 9. Logout: token gone, the guest cart (the seminar, 2 pieces, not the user's book) is back.
  const logout = async () => {
    await visit(page, siteUrl + path('account', 'cs'))
    await page.getByRole('button', { name: cs['signin.logout'], exact: true }).click()
    await page.waitForURL(siteUrl + path('home', 'cs'))
    expect(await page.evaluate(() => [localStorage.getItem('auth._token.local'), localStorage.getItem('auth._refresh_token.local')])).toEqual([null, null])
  }
  await logout()
  expect((await fetch(`${apiUrl}/api/me`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(401)
  await visit(page, siteUrl + path('cart', 'cs'))
  await row.waitFor()
  expect(await row.getByTestId('line-total').textContent()).toBe(formatPrice(2 * price, czk))
  expect(await bookRow.count()).toBe(0)
  await expect.poll(() => badge(page)).toBe(fill(cs['cart.badge'], { count: 2 }))

  // 10. Logging in on the cart page replaces the guest cart by the user's (the book) at once;
  // logging out brings the guest's back.
  await visit(page, `${siteUrl}${path('login', 'cs')}?redirect=${encodeURIComponent(path('cart', 'cs'))}`)
  await page.getByRole('main').getByLabel(cs['signin.email']).fill(sampleUser.email)
  await page.getByRole('main').getByLabel(cs['signin.password']).fill(sampleUser.password)
  await page.getByRole('button', { name: cs['signin.submit'], exact: true }).click()
  await page.waitForURL(siteUrl + path('cart', 'cs'))
  await bookRow.waitFor()
  expect(await row.count()).toBe(0)
  await expect.poll(() => badge(page)).toBe(fill(cs['cart.badge'], { count: 1 }))
  await logout()
  await visit(page, siteUrl + path('cart', 'cs'))
  await row.waitFor()
  expect(await bookRow.count()).toBe(0)
}
