// Browser scenarios of the client forms against the built site with a fresh sample API behind the
// preview server (spec §4, §5, §7, §8): contact panel, bot check, 422, failures, thank-you routes,
// newsletter box and popup, job application and the global modal. Texts come from the catalogs,
// paths from the route table and the generated content; what the forms sent is read back from the
// sample API's control endpoints.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { consentCookie } from '../../client/consent.js'
import { introHiddenCookie } from './visitor.js'
import { constants } from '../../shared/config/constants.js'
import type { Locale } from '../../shared/config/locales.js'
import { path } from '../../shared/config/routes.js'
import { content } from '../../page-data/content.js'
import { catalogs } from '../../shared/locales/intl.js'
import { startSite, watchProblems } from './browser.js'

let site: Awaited<ReturnType<typeof startSite>>
beforeAll(async () => {
  site = await startSite({ api: true })
})
afterAll(() => site?.close())
beforeEach(async () => {
  await control('/__control/reset', {})
})

const cs = catalogs.cs

/**
 * A fresh context whose visitor has already answered the cookie bar and closed the intro popup
 * (those have their own tests), so neither covers the forms.
 */
async function newContext(): Promise<BrowserContext> {
  const context = await site.browser.newContext()
  await context.addCookies([{ name: consentCookie.name, value: 'denied', url: site.url }, introHiddenCookie(site.url)])
  return context
}
async function newPage(): Promise<Page> {
  return (await newContext()).newPage()
}
/** Loads a page and waits until it is hydrated (its scripts and data have arrived). */
async function visit(page: Page, pathname: string) {
  await page.goto(site.url + pathname)
  await page.waitForLoadState('networkidle')
}

async function control(pathname: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${site.apiUrl}${pathname}`, body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) })
  expect(res.ok).toBe(true)
  return res.json()
}

type Stored = { seq: number; data: { body: Record<string, unknown>; files: { name: string }[] } }
async function stored(collection: string): Promise<Stored[]> {
  const answer = await control(`/__control/requests?collection=${collection}`)
  const data = typeof answer === 'object' && answer !== null && 'data' in answer && Array.isArray(answer.data) ? answer.data : []
  return data
}

/**
 * Console problems except the failed requests these scenarios provoke on purpose. Content-Security-
 * Policy reports belong to the security-headers checks (tests/e2e/site.test.ts), not to the forms.
 */
function unexpected(problems: string[]): string[] {
  return problems.filter((p) => !/Failed to load resource: the server responded with a status of (422|500|503)|Content Security Policy/.test(p))
}

const person = { firstname: 'Jana', lastname: 'Dvořáková', email: 'jana.dvorakova@example.cz', phone: '777 123 456' }

async function openPanel(page: Page, locale: Locale = 'cs'): Promise<Locator> {
  await page.getByRole('button', { name: catalogs[locale]['contact.open'], exact: true }).click()
  const panel = page.getByRole('dialog', { name: catalogs[locale]['contact.title'] })
  await panel.waitFor({ state: 'visible', timeout: 5000 })
  return panel
}

async function fillPerson(scope: Locator, locale: Locale = 'cs', values = person) {
  const c = catalogs[locale]
  await scope.getByLabel(c['form.firstname']).fill(values.firstname)
  await scope.getByLabel(c['form.lastname']).fill(values.lastname)
  await scope.getByLabel(c['form.email']).fill(values.email)
  await scope.locator('input[type=tel]').fill(values.phone)
}

const pdf = (name: string, text: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`) })

async function waitUploaded(scope: Locator, count: number) {
  await scope
    .page()
    .waitForFunction(
      ({ count, done }) => [...document.querySelectorAll('.file-list__item.is-done')].filter((li) => li.textContent?.includes(done)).length === count,
      { count, done: cs['form.file_done'] },
      { timeout: 10_000 },
    )
}

/** Through the file picker. */
async function addFiles(scope: Locator, files: ReturnType<typeof pdf>[]) {
  await scope.locator('input[type=file]').setInputFiles(files)
  await waitUploaded(scope, files.length)
}

/** Dragged from the desktop and dropped on the drop zone. */
async function dropFile(scope: Locator, file: ReturnType<typeof pdf>) {
  await scope.locator('.file-drop').evaluate(
    (zone, f) => {
      const transfer = new DataTransfer()
      transfer.items.add(new File([f.text], f.name, { type: f.mimeType }))
      for (const type of ['dragenter', 'dragover', 'drop']) zone.dispatchEvent(new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }))
    },
    { name: file.name, mimeType: file.mimeType, text: file.buffer.toString('latin1') },
  )
}

const textOnPage = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor({ state: 'visible', timeout: 10_000 })

describe('contact panel', () => {
  it('sends the form with two files, closes, resets and confirms; focus returns to the opener', async () => {
    const page = await newPage()
    const problems = watchProblems(page)
    await visit(page, '/')
    const opener = page.getByRole('button', { name: cs['contact.open'], exact: true })
    const panel = await openPanel(page)
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    await fillPerson(panel)
    await panel.getByLabel(cs['form.company']).fill('Moravské strojírny a.s.')
    // One file picked, one dropped while the upload endpoint is slow (progress shows), one picked
    // and removed again.
    await addFiles(panel, [pdf('Výpis z obchodního rejstříku.pdf', 'one')])
    await control('/__control/faults', { prefix: '/api/filemanager', fault: { kind: 'delay', ms: 1500, times: 1 } })
    await dropFile(panel, pdf('Účetní závěrka 2025.pdf', 'two'))
    await panel.locator('.file-list__item.is-uploading progress').waitFor({ timeout: 5000 })
    await waitUploaded(panel, 2)
    await panel.locator('input[type=file]').setInputFiles([pdf('Omylem.pdf', 'three')])
    await waitUploaded(panel, 3)
    await panel.getByRole('button', { name: cs['form.file_remove'].replace('{name}', 'Omylem.pdf'), exact: true }).click()
    expect(await panel.locator('.file-list__item').count()).toBe(2)
    await panel.getByRole('button', { name: cs['form.submit'], exact: true }).click()
    await textOnPage(page, cs['contact.success'])
    await panel.waitFor({ state: 'hidden', timeout: 5000 })
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true)

    const [request] = await stored('user-request')
    expect(request?.data.body).toMatchObject({
      type: 'contact',
      firstname: 'Jana',
      lastname: 'Dvořáková',
      email: person.email,
      phone: '+420 777 123 456',
      company: 'Moravské strojírny a.s.',
      content: constants.defaultMessage,
      service: false,
    })
    expect(request?.data.body).not.toHaveProperty('service_id')
    expect(request?.data.files.map((f) => f.name).sort()).toEqual(['Výpis z obchodního rejstříku.pdf', 'Účetní závěrka 2025.pdf'])
    expect(Array.isArray(request?.data.body['files']) && request.data.body['files'].length).toBe(2)

    // Reopened: empty form, empty file list.
    await opener.click()
    await panel.waitFor({ state: 'visible' })
    expect(await panel.getByLabel(cs['form.firstname']).inputValue()).toBe('')
    expect(await panel.locator('.file-list__item').count()).toBe(0)
    await page.keyboard.press('Escape')
    await panel.waitFor({ state: 'hidden' })
    expect(unexpected(problems)).toEqual([])
  })

  it('keeps Tab inside the panel; a page button [data-open-contact-panel] opens it and gets focus back', async () => {
    const page = await newPage()
    await visit(page, path('contacts', 'cs'))
    const pageButton = page.locator('main [data-open-contact-panel]').first()
    await pageButton.focus()
    await page.keyboard.press('Enter')
    const panel = page.getByRole('dialog', { name: cs['contact.title'] })
    await panel.waitFor({ state: 'visible', timeout: 5000 })
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab')
      expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Shift+Tab')
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await panel.waitFor({ state: 'hidden' })
    expect(await pageButton.evaluate((el) => el === document.activeElement)).toBe(true)
  })

  it('an empty submit shows the fill-all text and sends nothing', async () => {
    const page = await newPage()
    const sent: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/api/')) sent.push(r.url())
    })
    await visit(page, '/')
    const panel = await openPanel(page)
    await panel.getByRole('button', { name: cs['form.submit'], exact: true }).click()
    await panel.getByText(cs['form.fill_all'], { exact: true }).waitFor({ timeout: 5000 })
    expect(await panel.getByLabel(cs['form.firstname']).evaluate((el) => el === document.activeElement)).toBe(true)
    expect(sent).toEqual([])
    expect(await stored('user-request')).toEqual([])
  })

  it("422: the API's messages appear at their fields (in English on the English site)", async () => {
    const page = await newPage()
    const problems = watchProblems(page)
    await visit(page, '/en')
    const panel = await openPanel(page, 'en')
    // A phone the browser accepts (type tel has no pattern) but the API rejects.
    await fillPerson(panel, 'en', { ...person, phone: '777-ABC' })
    await panel.getByRole('button', { name: catalogs.en['form.submit'], exact: true }).click()
    const phone = panel.locator('input[type=tel]')
    await page.waitForFunction(() => document.querySelector('.contact-panel input[type=tel]')?.getAttribute('aria-invalid') === 'true', null, { timeout: 10_000 })
    const describedBy = await phone.getAttribute('aria-describedby')
    expect((await page.locator(`[id="${describedBy}"]`).textContent())?.trim()).toBe(catalogs.en['validation.numeric'])
    expect(await panel.getByLabel(catalogs.en['form.firstname']).getAttribute('aria-invalid')).toBeNull()
    await panel.getByText(catalogs.en['contact.failure'], { exact: true }).waitFor()
    expect(await stored('user-request')).toEqual([])
    // Corrected and sent again: the field messages were cleared before the new request.
    await phone.fill('777 123 456')
    await panel.getByRole('button', { name: catalogs.en['form.submit'], exact: true }).click()
    await textOnPage(page, catalogs.en['contact.success'])
    expect(await stored('user-request')).toHaveLength(1)
    expect(unexpected(problems)).toEqual([])
  })

  it('API failure: the failure text, and what was typed and uploaded stays for a second try', async () => {
    const page = await newPage()
    await visit(page, '/')
    const panel = await openPanel(page)
    await fillPerson(panel)
    await panel.getByLabel(cs['form.message']).fill('Dobrý den, potřebujeme pomoci s kontrolním hlášením DPH.')
    await addFiles(panel, [pdf('Přiznání DPH.pdf', 'vat')])
    await control('/__control/faults', { prefix: '/api/user-request/save', fault: { kind: 'status', status: 500 } })
    await panel.getByRole('button', { name: cs['form.submit'], exact: true }).click()
    await panel.getByText(cs['contact.failure'], { exact: true }).waitFor({ timeout: 10_000 })
    expect(await panel.isVisible()).toBe(true)
    expect(await panel.getByLabel(cs['form.firstname']).inputValue()).toBe(person.firstname)
    expect(await panel.getByLabel(cs['form.email']).inputValue()).toBe(person.email)
    expect(await panel.getByLabel(cs['form.message']).inputValue()).toBe('Dobrý den, potřebujeme pomoci s kontrolním hlášením DPH.')
    expect(await panel.locator('.file-list__item.is-done').count()).toBe(1)
    await control('/__control/faults', { clear: true })
    await panel.getByRole('button', { name: cs['form.submit'], exact: true }).click()
    await textOnPage(page, cs['contact.success'])
    const [request] = await stored('user-request')
    expect(request?.data.files.map((f) => f.name)).toEqual(['Přiznání DPH.pdf'])
  })

  it("bot check: no token → the reCAPTCHA message and nothing sent; a rejected token → the API's message", async () => {
    const page = await newPage()
    const posts: string[] = []
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/user-request')) posts.push(r.url())
    })
    await visit(page, '/')
    const panel = await openPanel(page)
    await fillPerson(panel)
    await control('/__control/bot-check', { unavailable: true })
    await panel.getByRole('button', { name: cs['form.submit'], exact: true }).click()
    await panel.getByText(cs['form.bot_check_failed'], { exact: true }).waitFor({ timeout: 10_000 })
    expect(posts).toEqual([])
    await control('/__control/bot-check', { unavailable: false, fail: true })
    await panel.getByRole('button', { name: cs['form.submit'], exact: true }).click()
    await panel.getByText(cs['validation.bot_check'], { exact: true }).waitFor({ timeout: 10_000 })
    expect(posts).toHaveLength(1)
    expect(await stored('user-request')).toEqual([])
    expect(await panel.getByLabel(cs['form.lastname']).inputValue()).toBe(person.lastname)
  })

  it('from a sub-service page: service_id and subservice_slug are sent, then the services thank-you route', async () => {
    const service = content('cs', 'services').find((s) => s.group_id === 12)!
    const page = await newPage()
    await visit(page, service.path)
    const panel = await openPanel(page)
    await fillPerson(panel)
    await panel.getByRole('button', { name: cs['form.submit'], exact: true }).click()
    await page.waitForURL(site.url + path('servicesThanks', 'cs'), { timeout: 10_000 })
    // The success snackbar comes along to the thank-you page (client/navigation.ts).
    await textOnPage(page, cs['contact.success'])
    const [request] = await stored('user-request')
    expect(request?.data.body).toMatchObject({ service: true, service_id: 12, subservice_slug: service.slug })
  })

  it('from a career page: the career thank-you route (English)', async () => {
    const page = await newPage()
    await visit(page, path('career', 'en'))
    const panel = await openPanel(page, 'en')
    await fillPerson(panel, 'en')
    await panel.getByRole('button', { name: catalogs.en['form.submit'], exact: true }).click()
    await page.waitForURL(site.url + path('careerThanks', 'en'), { timeout: 10_000 })
    await textOnPage(page, catalogs.en['contact.success'])
    expect(await stored('user-request')).toHaveLength(1)
  })

  it('the opener is hidden on the reliable-partner page', async () => {
    const page = await newPage()
    await visit(page, path('reliablePartner', 'cs'))
    expect(await page.getByRole('button', { name: cs['contact.open'], exact: true }).count()).toBe(0)
    await visit(page, path('about', 'cs'))
    await page.getByRole('button', { name: cs['contact.open'], exact: true }).waitFor({ timeout: 5000 })
  })
})

describe('newsletter', () => {
  it('footer box: success, already_exists, failure; an empty address sends nothing', async () => {
    const page = await newPage()
    const problems = watchProblems(page)
    await visit(page, '/')
    const box = page.locator('.newsletter-box')
    const input = box.getByLabel(cs['form.email'])
    const submit = box.getByRole('button', { name: cs['newsletter.submit'], exact: true })

    await submit.click()
    await box.getByText(cs['validation.required'], { exact: true }).waitFor({ timeout: 5000 })
    expect(await stored('subscriber')).toEqual([])

    await input.fill('petr.novak@example.cz')
    await submit.click()
    await textOnPage(page, cs['newsletter.success'])
    expect(await input.inputValue()).toBe('')
    expect((await stored('subscriber')).map((s) => s.data)).toEqual([{ email: 'petr.novak@example.cz' }])

    await input.fill('Petr.Novak@example.cz')
    await submit.click()
    await textOnPage(page, cs['newsletter.already_exists'])

    await control('/__control/faults', { prefix: '/api/subscriber', fault: { kind: 'status', status: 500 } })
    await input.fill('eva.mala@example.cz')
    await submit.click()
    await textOnPage(page, cs['newsletter.failure'])
    expect(await input.inputValue()).toBe('eva.mala@example.cz')
    expect(await stored('subscriber')).toHaveLength(1)
    expect(unexpected(problems)).toEqual([])
  })

  it('popup: after 60 s (fake clock); closing sets the 60-day cookie and it stays away', async () => {
    const context = await newContext()
    const page = await context.newPage()
    await page.clock.install()
    await visit(page, path('about', 'cs'))
    const popup = page.getByRole('dialog', { name: cs['newsletter.popup_title'] })
    // The installed clock runs on while the page loads: count from the page's start (its timer
    // starts after that, at most `loaded` later), so a slow machine does not move the 60 s.
    const loaded = await page.evaluate(() => performance.now())
    await page.clock.runFor(Math.max(0, constants.newsletterPopup.delayMs - 1000 - loaded))
    expect(await popup.count()).toBe(0)
    await page.clock.runFor(loaded + 1500)
    await popup.waitFor({ state: 'visible', timeout: 5000 })
    await popup.getByRole('button', { name: cs['newsletter.popup_close'], exact: true }).click()
    await popup.waitFor({ state: 'detached' })
    const cookie = (await context.cookies()).find((c) => c.name === constants.newsletterPopup.cookie)
    expect(cookie?.value).toBe('hidden')
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000
    expect(Math.round(days)).toBe(constants.newsletterPopup.cookieDays)

    await page.reload()
    await page.waitForLoadState('networkidle')
    await page.clock.runFor(constants.newsletterPopup.delayMs * 2)
    expect(await popup.count()).toBe(0)
    await context.close()
  })

  it('popup: a successful save hides it for good; never on the privacy page', async () => {
    const context = await newContext()
    const page = await context.newPage()
    await page.clock.install()
    const privacy = content('cs', 'pages').find((p) => p.id === constants.privacyPageId)!
    await visit(page, privacy.path)
    await page.clock.runFor(constants.newsletterPopup.delayMs + 1000)
    const popup = page.getByRole('dialog', { name: cs['newsletter.popup_title'] })
    expect(await popup.count()).toBe(0)

    await visit(page, '/')
    await page.clock.runFor(constants.newsletterPopup.delayMs + 1000)
    await popup.waitFor({ state: 'visible', timeout: 5000 })
    await popup.getByLabel(cs['form.email']).fill('lucie.kralova@example.cz')
    await popup.getByRole('button', { name: cs['newsletter.submit'], exact: true }).click()
    await textOnPage(page, cs['newsletter.success'])
    await popup.waitFor({ state: 'detached' })
    expect((await context.cookies()).find((c) => c.name === constants.newsletterPopup.cookie)?.value).toBe('hidden')
    expect((await stored('subscriber')).map((s) => s.data)).toEqual([{ email: 'lucie.kralova@example.cz' }])
    await context.close()
  })
})

describe('job application', () => {
  it('from the job list: tags, a file, sent with the job, then the career thank-you route', async () => {
    const job = content('cs', 'jobs')[0]!
    const page = await newPage()
    const problems = watchProblems(page)
    await visit(page, path('jobs', 'cs'))
    const apply = page.getByRole('button', { name: cs['jobs.apply_for'].replace('{title}', job.title), exact: true })
    await apply.click()
    const modal = page.getByRole('dialog', { name: cs['apply.title'] })
    await modal.waitFor({ state: 'visible', timeout: 5000 })
    expect(await modal.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    await modal.getByText(job.title, { exact: true }).waitFor()

    // Empty submit first: same rule as the contact form.
    await modal.getByRole('button', { name: cs['apply.submit'], exact: true }).click()
    await modal.getByText(cs['form.fill_all'], { exact: true }).waitFor({ timeout: 5000 })

    await fillPerson(modal)
    await modal.getByLabel(cs['apply.message']).fill('Dobrý den, rád bych se k vám přidal. V oboru pracuji pět let.')
    const chip = modal.getByRole('button', { name: job.tags[0]!, exact: true })
    await chip.click()
    expect(await chip.getAttribute('aria-pressed')).toBe('true')
    await modal.getByLabel(cs['apply.tag_new']).fill('Power BI')
    await modal.getByLabel(cs['apply.tag_new']).press('Enter')
    await modal.getByRole('button', { name: cs['apply.tag_remove'].replace('{tag}', 'Power BI'), exact: true }).waitFor()
    await addFiles(modal, [pdf('Životopis Jana Dvořáková.pdf', 'cv')])
    await modal.getByRole('button', { name: cs['apply.submit'], exact: true }).click()
    await page.waitForURL(site.url + path('careerThanks', 'cs'), { timeout: 10_000 })
    await modal.waitFor({ state: 'detached' })

    const [request] = await stored('user-request')
    expect(request?.data.body).toMatchObject({
      type: 'job',
      job_id: job.id,
      firstname: 'Jana',
      tags: [job.tags[0], 'Power BI'],
      content: 'Dobrý den, rád bych se k vám přidal. V oboru pracuji pět let.',
    })
    expect(request?.data.files.map((f) => f.name)).toEqual(['Životopis Jana Dvořáková.pdf'])
    expect(unexpected(problems)).toEqual([])
  })

  it('from the job detail; Escape closes and focus returns to the button', async () => {
    const job = content('en', 'jobs')[0]!
    const page = await newPage()
    await visit(page, job.path)
    const apply = page.locator('main').getByRole('button', { name: catalogs.en['jobs.apply_for'].replace('{title}', job.title), exact: true })
    await apply.click()
    const modal = page.getByRole('dialog', { name: catalogs.en['apply.title'] })
    await modal.waitFor({ state: 'visible', timeout: 5000 })
    for (const tag of job.tags) await modal.getByRole('button', { name: tag, exact: true }).waitFor()
    await page.keyboard.press('Escape')
    await modal.waitFor({ state: 'detached' })
    expect(await apply.evaluate((el) => el === document.activeElement)).toBe(true)
  })

  it('an unknown modal type shows the unknown-type message', async () => {
    const page = await newPage()
    await visit(page, '/')
    await page.evaluate(() => {
      const b = document.createElement('button')
      b.dataset['openModal'] = 'no-such-modal'
      b.textContent = 'open'
      document.querySelector('main')?.append(b)
    })
    await page.locator('[data-open-modal]').click()
    const modal = page.getByRole('dialog', { name: cs['modal.unknown_title'] })
    await modal.waitFor({ state: 'visible', timeout: 5000 })
    await modal.getByText(cs['modal.unknown'].replace('{type}', 'no-such-modal'), { exact: true }).waitFor()
  })
})
