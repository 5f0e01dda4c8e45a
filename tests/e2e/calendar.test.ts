// "Add to calendar" on a seminar's page (issue 40), in Chromium: an upcoming seminar's page has a
// link named by its visible text and the file's kind, which downloads the seminar's .ics (parsed
// with ical.js: the same event, in Europe/Prague); a past seminar's page offers none. The seminars
// page links the calendar of all upcoming seminars.
import { readFileSync } from 'node:fs'
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { path } from '../../shared/config/routes.js'
import { site as siteFacts } from '../../shared/config/site.js'
import { catalogs } from '../../shared/locales/intl.js'
import { content } from '../../page-data/content.js'
import { calendarPaths } from '../../page-data/subscriptions.js'
import { startSite, watchProblems } from './browser.js'
import { returningVisitorPage } from './visitor.js'
import { builtNow } from '../siteClock.js'

let site: Awaited<ReturnType<typeof startSite>>
beforeAll(async () => {
  site = await startSite()
})
afterAll(() => site?.close())

const seminars = () => [...content('en', 'seminars')].sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at))

describe('add to calendar', () => {
  it("an upcoming seminar's page downloads its .ics; a past one's offers no link", async () => {
    const now = builtNow()
    const upcoming = seminars().find((s) => Date.parse(s.ends_at) > now)
    const past = seminars().find((s) => Date.parse(s.ends_at) < now)
    if (!upcoming || !past) throw new Error('the sample has upcoming and past seminars')
    const en = catalogs.en
    const page = await returningVisitorPage(site.browser, site.url, { acceptDownloads: true })
    const problems = watchProblems(page)
    await page.goto(site.url + upcoming.path)
    // Its accessible name says what it does and what the file is for.
    const link = page.getByRole('link', { name: `${en['seminar.add_to_calendar']} ${en['seminar.calendar_file']}`, exact: true })
    await expect(link.getAttribute('href')).resolves.toBe(calendarPaths.seminar('en', upcoming.id))
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    const file = await download.path()
    const calendar = new ICAL.Component(ICAL.parse(readFileSync(file, 'utf8')))
    const vtimezone = calendar.getFirstSubcomponent('vtimezone')
    if (vtimezone) ICAL.TimezoneService.register(vtimezone)
    const vevent = calendar.getFirstSubcomponent('vevent')
    if (!vevent) throw new Error('no VEVENT in the download')
    const event = new ICAL.Event(vevent)
    expect(event.summary).toBe(upcoming.title)
    expect(event.uid).toBe(`seminar-${upcoming.id}@${new URL(siteFacts.url).hostname}`)
    expect(event.startDate.zone?.tzid).toBe('Europe/Prague')
    expect(event.startDate.toJSDate().getTime()).toBe(Date.parse(upcoming.starts_at))

    await page.goto(site.url + past.path)
    await expect(page.getByRole('link', { name: en['seminar.add_to_calendar'] }).count()).resolves.toBe(0)
    expect(problems).toEqual([])
    await page.context().close()
  })

  it('the seminars page links the calendar of the upcoming seminars', async () => {
    const page = await returningVisitorPage(site.browser, site.url)
    await page.goto(site.url + path('seminars', 'cs'))
    const link = page.getByRole('link', { name: catalogs.cs['seminars.subscribe_calendar'], exact: true })
    const href = await link.getAttribute('href')
    expect(href).toBe(calendarPaths.seminars('cs'))
    const res = await page.request.get(site.url + (href ?? ''))
    expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8')
    expect(await res.text()).toContain('BEGIN:VCALENDAR')
    await page.context().close()
  })
})
