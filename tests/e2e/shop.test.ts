// Issue 10's browser flows with the sample API behind the preview server (same origin): cart,
// vouchers, currencies, sign-in; the publications page; the safe redirect after login.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { path } from '../../config/routes.js'
import { content } from '../../renderer/content.js'
import { catalogs } from '../../renderer/intl.js'
import { sampleUser } from '../../sample-api/routes/auth.js'
import { startSite, watchProblems } from './browser.js'
import { shopFlow, shopper } from './shopFlow.js'

let site: Awaited<ReturnType<typeof startSite>>
beforeAll(async () => { site = await startSite({ api: true }) })
afterAll(() => site?.close())
const cs = catalogs.cs

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
    await card.getByLabel(cs['publications.variant'].replace('{name}', 'E-kniha (PDF)')).check()
    await card.getByRole('button', { name: cs['cart.add'], exact: true }).click()
    await page.getByTestId('cart-notice').waitFor()
    expect(await page.getByTestId('cart-notice').textContent()).toContain('Daňový průvodce podnikatele 2025 (E-kniha (PDF))')
    await page.context().close()
  }, 60_000)

  it('after login a redirect parameter is followed only when it is a safe local path', async () => {
    for (const [redirect, landing] of [['https://evil.example/', path('home', 'cs')], ['//evil.example', path('home', 'cs')], [path('cart', 'cs'), path('cart', 'cs')]] as const) {
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
