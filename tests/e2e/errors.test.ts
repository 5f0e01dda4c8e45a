// The error paths of spec §4 and §8 in the browser, against the built site with a fresh sample
// API: a failed request shows on the loading bar while its snackbar stays readable; the error page
// shows the status and a 404 or generic message; when the error page's own code throws, a fallback
// with the details and a link home takes its place; an error clears on the next good navigation.
// Texts come from the catalogs.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { path } from '../../shared/config/routes.js'
import { catalogs } from '../../shared/locales/intl.js'
import { startSite, waitForHeading, watchProblems } from './browser.js'
import { returningVisitorPage } from './visitor.js'

let site: Awaited<ReturnType<typeof startSite>>
beforeAll(async () => {
  site = await startSite({ api: true })
})
afterAll(() => site?.close())
beforeEach(() => control('/__control/reset', {}))

const cs = catalogs.cs
const en = catalogs.en

async function control(pathname: string, body: unknown) {
  const res = await fetch(`${site.apiUrl}${pathname}`, { method: 'POST', body: JSON.stringify(body) })
  expect(res.ok).toBe(true)
}

async function visit(page: Page, pathname: string) {
  const res = await page.goto(site.url + pathname)
  await page.waitForLoadState('networkidle')
  return res
}

/** What the bar and the snackbar look like at one moment: both state and geometry. */
function barAndSnackbar(page: Page, text: string) {
  return page.evaluate((message) => {
    const bar = document.querySelector('.loading-bar')
    const snackbar = [...document.querySelectorAll('.snackbar')].find((s) => s.textContent?.includes(message))
    if (!bar || !snackbar) return null
    const b = bar.getBoundingClientRect()
    const s = snackbar.getBoundingClientRect()
    const onTop = document.elementFromPoint(s.left + s.width / 2, s.top + s.height / 2)
    return { failed: bar.classList.contains('is-failed'), barBottom: b.bottom, snackbarTop: s.top, readable: Boolean(onTop && snackbar.contains(onTop)) }
  }, text)
}

describe('request failures show on the loading bar (spec §8)', () => {
  it('a failed newsletter call and a failed contact form send turn the bar to failure; each snackbar stays readable', async () => {
    const page = await returningVisitorPage(site.browser, site.url)
    await visit(page, '/')
    expect(await page.locator('.loading-bar.is-failed').count()).toBe(0)

    await control('/__control/faults', { prefix: '/api/subscriber', fault: { kind: 'status', status: 500 } })
    const box = page.locator('.newsletter-box')
    await box.getByLabel(cs['form.email']).fill('eva.mala@example.cz')
    const failed = page.waitForSelector('.loading-bar.is-failed', { state: 'attached', timeout: 10_000 })
    await box.getByRole('button', { name: cs['newsletter.submit'], exact: true }).click()
    await failed
    await page.getByText(cs['newsletter.failure'], { exact: true }).waitFor({ timeout: 10_000 })
    expect(await barAndSnackbar(page, cs['newsletter.failure'])).toMatchObject({ failed: true, readable: true })
    const first = await barAndSnackbar(page, cs['newsletter.failure'])
    expect(first!.barBottom).toBeLessThanOrEqual(first!.snackbarTop)

    // The bar fades; the next failure shows again.
    await page.waitForSelector('.loading-bar.is-failed', { state: 'detached', timeout: 5000 })
    await control('/__control/faults', { prefix: '/api/user-request/save', fault: { kind: 'status', status: 500 } })
    await page.getByRole('button', { name: cs['contact.open'], exact: true }).click()
    const panel = page.getByRole('dialog', { name: cs['contact.title'] })
    await panel.waitFor({ state: 'visible', timeout: 5000 })
    await panel.getByLabel(cs['form.firstname']).fill('Jana')
    await panel.getByLabel(cs['form.lastname']).fill('Dvořáková')
    await panel.getByLabel(cs['form.email']).fill('jana.dvorakova@example.cz')
    await panel.locator('input[type=tel]').fill('777 123 456')
    const failedAgain = page.waitForSelector('.loading-bar.is-failed', { state: 'attached', timeout: 10_000 })
    await panel.getByRole('button', { name: cs['form.submit'], exact: true }).click()
    await failedAgain
    await panel.getByText(cs['contact.failure'], { exact: true }).waitFor({ timeout: 10_000 })
    expect(await page.locator('.loading-bar').getAttribute('class')).toContain('is-failed')
  })

  it('a request that succeeds leaves the bar alone', async () => {
    const page = await returningVisitorPage(site.browser, site.url)
    await visit(page, '/')
    const classes: string[] = []
    await page.exposeFunction('recordBar', (c: string) => {
      classes.push(c)
    })
    await page.evaluate(() => {
      new MutationObserver(() => {
        const bar = document.querySelector('.loading-bar')
        if (bar) void (window as unknown as { recordBar(c: string): Promise<void> }).recordBar(bar.className)
      }).observe(document.body, { subtree: true, attributes: true, childList: true })
    })
    const box = page.locator('.newsletter-box')
    await box.getByLabel(cs['form.email']).fill('petr.novak@example.cz')
    await box.getByRole('button', { name: cs['newsletter.submit'], exact: true }).click()
    await page.getByText(cs['newsletter.success'], { exact: true }).waitFor({ timeout: 10_000 })
    expect(classes.filter((c) => c.includes('is-failed'))).toEqual([])
  })
})

describe('the error page (spec §2, §8)', () => {
  it("shows the status and the 404 message, in the URL's language", async () => {
    const page = await returningVisitorPage(site.browser, site.url)
    const res = await visit(page, '/neexistujici-stranka')
    expect(res?.status()).toBe(404)
    expect((await page.locator('.error-page__code').textContent())?.trim()).toBe('404')
    await waitForHeading(page, cs['error.not_found_title'])
    await page.getByText(cs['error.not_found_text'], { exact: true }).waitFor()
    const enRes = await visit(page, '/en/no-such-page')
    expect(enRes?.status()).toBe(404)
    expect((await page.locator('.error-page__code').textContent())?.trim()).toBe('404')
    await waitForHeading(page, en['error.not_found_title'])
    expect(await page.getByRole('link', { name: en['error.home'], exact: true }).getAttribute('href')).toBe(path('home', 'en'))
  })
})

/**
 * Makes the error message's own render throw: the one built chunk that renders the status code is
 * served with its class name replaced by a throwing expression. Fails loudly if the build no
 * longer has exactly one such place (the test would prove nothing).
 */
async function breakErrorMessage(page: Page) {
  const marker = /([`'"])error-page__code\1/g
  const dir = 'dist/client/assets'
  const chunks = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.js'))
    .filter((f) => (readFileSync(join(dir, f), 'utf8').match(marker) ?? []).length > 0)
  expect(chunks).toHaveLength(1)
  const file = chunks[0]!
  const source = readFileSync(join(dir, file), 'utf8')
  expect(source.match(marker)).toHaveLength(1)
  const broken = source.replace(marker, '(()=>{throw new Error("forced by the test")})()')
  await page.route(`**/assets/${file.split('\\').join('/')}`, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: broken }))
}

describe('the error page\'s fallback (spec §8: "if the error page itself fails")', () => {
  it("shows the details and a link home when the error page's code throws (hydration of the 404)", async () => {
    const page = await returningVisitorPage(site.browser, site.url)
    await breakErrorMessage(page)
    const res = await visit(page, '/neexistujici-stranka')
    expect(res?.status()).toBe(404)
    await waitForHeading(page, cs['error.fallback_title'])
    const details = page.locator('.error-page__details')
    expect(await details.locator('dd').allTextContents()).toEqual(['404', 'Error: forced by the test'])
    expect(await details.locator('dt').allTextContents()).toEqual([cs['error.details_status'], cs['error.details_message']])
    const home = page.getByRole('link', { name: cs['error.home'], exact: true })
    expect(await home.getAttribute('href')).toBe(path('home', 'cs'))
    // And the link home leads out of it.
    await home.click()
    await page.waitForURL(site.url + path('home', 'cs'))
    expect(await page.locator('.error-page').count()).toBe(0)
  })
})

describe('an error clears on the next successful navigation (spec §4)', () => {
  it('404 → a good page → Back → Forward', async () => {
    const page = await returningVisitorPage(site.browser, site.url)
    const problems = watchProblems(page)
    const homeHeading = (await (await fetch(site.url + '/')).text()).match(/<h1[^>]*>([^<]+)<\/h1>/)?.[1]?.trim() ?? ''
    expect(homeHeading).not.toBe('')
    await visit(page, '/neexistujici-stranka')
    await waitForHeading(page, cs['error.not_found_title'])
    // The error layout: a minimal header, no footer.
    expect(await page.locator('.site-header--minimal').count()).toBe(1)
    expect(await page.locator('footer').count()).toBe(0)

    await page.getByRole('link', { name: cs['error.home'], exact: true }).click()
    await page.waitForURL(site.url + '/')
    await waitForHeading(page, homeHeading)
    expect(await page.locator('.error-page').count()).toBe(0)
    expect(await page.locator('.site-header--minimal').count()).toBe(0)
    expect(await page.locator('footer').count()).toBe(1)
    expect(await page.title()).not.toContain(cs['error.not_found_title'])
    expect(await page.locator('.loading-bar.is-failed').count()).toBe(0)

    await page.goBack()
    await page.waitForURL(site.url + '/neexistujici-stranka')
    await waitForHeading(page, cs['error.not_found_title'])
    expect((await page.locator('.error-page__code').textContent())?.trim()).toBe('404')

    await page.goForward()
    await page.waitForURL(site.url + '/')
    await waitForHeading(page, homeHeading)
    expect(await page.locator('.error-page').count()).toBe(0)
    expect(problems.filter((p) => !p.includes('status of 404'))).toEqual([])
  })
})
