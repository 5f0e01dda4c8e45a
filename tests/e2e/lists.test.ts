// Interactive parts of lists and details: FAQ accordion by keyboard, the people filter, the
// footer year after the build year.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { path } from '../../shared/config/routes.js'
import { catalogs } from '../../shared/locales/intl.js'
import { content } from '../../page-data/content.js'
import { splitSeminars } from '../../page-data/teasers.js'
import { builtNow } from '../siteClock.js'
import { startSite, watchProblems } from './browser.js'

let site: Awaited<ReturnType<typeof startSite>>
beforeAll(async () => {
  site = await startSite()
})
afterAll(() => site?.close())

describe('lists and details', () => {
  it('the FAQ accordion opens and closes from the keyboard', async () => {
    const page = await site.browser.newPage()
    const problems = watchProblems(page)
    const service = content('cs', 'services').find((s) => s.faq.length >= 2)!
    await page.goto(site.url + service.path)
    const question = page.getByRole('button', { name: service.faq[0]!.question })
    const region = page.getByRole('region', { name: service.faq[0]!.question })
    expect(await question.getAttribute('aria-expanded')).toBe('false')
    expect(await region.isVisible()).toBe(false)
    await question.focus()
    await page.keyboard.press('Enter')
    await region.waitFor({ state: 'visible' })
    expect(await question.getAttribute('aria-expanded')).toBe('true')
    await page.keyboard.press('Space')
    await region.waitFor({ state: 'hidden' })
    expect(problems).toEqual([])
  })

  it('the people filter shows one group at a time', async () => {
    const page = await site.browser.newPage()
    await page.goto(site.url + path('people', 'en'))
    const t = catalogs.en
    const board = page.locator('#group-board-title')
    const partners = page.locator('#group-partners-title')
    await partners.waitFor({ state: 'visible' })
    await page.getByRole('button', { name: t['people.group.board'], exact: true }).click()
    await partners.waitFor({ state: 'hidden' })
    expect(await board.isVisible()).toBe(true)
    await page.getByRole('button', { name: t['people.filter_all'], exact: true }).click()
    await partners.waitFor({ state: 'visible' })
  })

  it('the footer shows the current year, also a year after the build', async () => {
    const page = await site.browser.newPage()
    const nextYear = new Date(builtNow()).getFullYear() + 1
    await page.clock.setFixedTime(new Date(`${nextYear}-03-01T10:00:00Z`))
    await page.goto(site.url + '/')
    await page.waitForFunction((y) => document.querySelector('[data-testid="copyright-year"]')?.textContent === String(y), nextYear)
  })

  it('a seminar that has ended since the build is shown as past, without registration', async () => {
    const page = await site.browser.newPage()
    const problems = watchProblems(page)
    const seminar = splitSeminars(content('cs', 'seminars'), builtNow()).upcoming[0]!
    await page.clock.setFixedTime(new Date(Date.parse(seminar.ends_at) + 86_400_000))
    await page.goto(site.url + seminar.path)
    await page.getByText(catalogs.cs['seminar.past_notice'].split('{')[0]!.trim()).first().waitFor()
    expect(await page.getByRole('button', { name: catalogs.cs['seminar.register'] }).count()).toBe(0)
    await page.goto(site.url + path('seminars', 'cs'))
    const pastSection = page.locator('section[aria-labelledby="seminars-past"]')
    await pastSection.getByRole('link', { name: seminar.title }).waitFor()
    expect(problems).toEqual([])
  })

  it("a sub-service's intro popup is a callout whose button opens the contact panel", async () => {
    const page = await site.browser.newPage()
    const service = content('en', 'services').find((s) => s.intro_popup !== null)!
    await page.goto(site.url + service.path)
    const promo = page.locator('.service-promo')
    await promo.getByRole('heading', { name: service.intro_popup!.title }).waitFor()
    // The panel listens once the page has hydrated: click until it opens.
    const cta = promo.getByRole('button', { name: service.intro_popup!.cta })
    await expect
      .poll(
        async () => {
          await cta.click()
          return page.getByRole('dialog').first().isVisible()
        },
        { timeout: 10_000, interval: 200 },
      )
      .toBe(true)
  })
})
