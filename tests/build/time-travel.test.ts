// The site does not age (issue 50): the sample API serves its content for a named day, the
// pipeline turns it into the site's content, and what depends on the date is decided by the
// build's now (BUILD_NOW). On the day the suite runs (BUILD_NOW or the clock), a year and three
// years later, the site has upcoming and past seminars in its lists, a seminars feed and calendar
// with events ahead that a rebuild replaces when the first of them ends, a seminar to buy, open
// job offers, a banner for a seminar ahead and a blog that was written lately.
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { parseAtomFeed } from 'feedsmith'
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildNow, pragueDay } from '../../shared/config/clock.js'
import { localeCodes } from '../../shared/config/locales.js'
import { site } from '../../shared/config/site.js'
import { runPipeline } from '../../content-pipeline/run.js'
import { tempDir } from '../../content-pipeline/testing.js'
import { content, forgetContent, readingFrom } from '../../page-data/content.js'
import { introBanners } from '../../page-data/introBanners.js'
import { subscriptionFamilies, type Calendar, type Feed } from '../../page-data/subscriptions.js'
import { splitSeminars } from '../../page-data/teasers.js'
import { startSampleApi, type SampleApi } from '../../tools/sample-api/server.js'
import { subscriptionsExpired } from '../../publishing/plan-run.js'
import { atomFeed } from '../../publishing/subscriptions/atom.js'
import { icalendar } from '../../publishing/subscriptions/icalendar.js'

const DAY = 86_400_000
const yearsAhead = (instant: number, years: number): number => {
  const d = new Date(instant)
  d.setUTCFullYear(d.getUTCFullYear() + years)
  return d.getTime()
}
const start = buildNow()
const days = [0, 1, 3].map((years) => pragueDay(yearsAhead(start, years)))
// Markdown rendered once for the three runs: the content differs only in its dates.
let markdownCache = ''
const folders: string[] = []

beforeAll(async () => {
  markdownCache = join(await tempDir('time-markdown'), 'cache')
  folders.push(markdownCache)
})
afterAll(async () => {
  forgetContent()
  await Promise.all(folders.map((f) => rm(join(f, '..'), { recursive: true, force: true })))
})

describe.each(days)('the sample site built on %s', (day) => {
  let api: SampleApi
  const savedNow = process.env.BUILD_NOW
  let now = 0
  // The day's content: what the checks read comes from its folder.
  let dir = ''
  const fromDay = <T>(fn: () => T): T => readingFrom(dir, fn)

  beforeAll(async () => {
    const dataDir = await tempDir('time-api')
    const out = join(await tempDir('time-content'), 'generated')
    folders.push(join(dataDir, 'x'), out)
    api = await startSampleApi({ port: 0, dataDir, today: day })
    await runPipeline({ apiUrl: api.url, outDir: out, sourceLabel: 'test', markdownCache })
    process.env.BUILD_NOW = day
    now = buildNow()
    dir = out
  }, 180_000)

  afterAll(async () => {
    if (savedNow === undefined) delete process.env.BUILD_NOW
    else process.env.BUILD_NOW = savedNow
    await api?.close()
  })

  it('the sample API serves the content for that day', () => {
    expect(api.today).toBe(day)
  })

  it.each(localeCodes)('%s: the seminar lists have seminars ahead (the soonest within weeks) and past ones', (locale) => {
    const { upcoming, past } = fromDay(() => splitSeminars(content(locale, 'seminars')))
    expect(upcoming.length).toBeGreaterThanOrEqual(3)
    expect(past.length).toBeGreaterThanOrEqual(3)
    expect(Date.parse(upcoming[0]!.starts_at) - now).toBeLessThan(45 * DAY)
    expect(Date.parse(past[0]!.ends_at)).toBeLessThan(now)
  })

  it.each(localeCodes)('%s: the seminars feed and calendar list the seminars ahead; a rebuild replaces them once the first is over', (locale) =>
    fromDay(() => {
      const family = subscriptionFamilies(locale, now).find((f) => f.name === `${locale}/seminars`)
      const { files, validUntil } = family!.files()
      const upcoming = splitSeminars(content(locale, 'seminars'), now).upcoming
      const feed = files.find((f): f is Feed => f.kind === 'feed')!
      expect(parseAtomFeed(atomFeed(feed)).entries?.map((e) => e.id)).toEqual(upcoming.map((s) => site.url + s.path))
      const calendar = files.find((f): f is Calendar => f.kind === 'calendar' && f.file.endsWith('/seminars.ics'))!
      const events = new ICAL.Component(ICAL.parse(icalendar(calendar))).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v))
      expect(events.map((e) => e.summary)).toEqual(upcoming.map((s) => s.title))
      expect(events.every((e) => e.endDate.toJSDate().getTime() > now)).toBe(true)
      // The first seminar ahead ends: the rebuild's plan writes the feeds again, and they no longer list it.
      expect(validUntil).toBe(Date.parse(upcoming[0]!.ends_at))
      expect(subscriptionsExpired({ subscriptionsValidUntil: validUntil }, now)).toBe(false)
      expect(subscriptionsExpired({ subscriptionsValidUntil: validUntil }, validUntil! + 1)).toBe(true)
      expect(splitSeminars(content(locale, 'seminars'), validUntil! + 1).upcoming.map((s) => s.id)).toEqual(upcoming.slice(1).map((s) => s.id))
    }),
  )

  it('the shop has a paid seminar ahead to register for, priced in the API', async () => {
    const seminar = fromDay(() => content('cs', 'seminars')).find((s) => Date.parse(s.ends_at) > now + DAY && s.price.amount > 0)
    expect(seminar).toBeDefined()
    const cart = (await (await fetch(`${api.url}/api/cart/anonymous/cs`)).json()) as { data: { id: number } }
    const put = await fetch(`${api.url}/api/cart/${cart.data.id}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: seminar!.id, quantity: 1 }),
    })
    expect(put.status).toBe(200)
  })

  it.each(localeCodes)('%s: the job offers are open, their deadlines ahead', (locale) => {
    const jobs = fromDay(() => content(locale, 'jobs'))
    expect(jobs.length).toBeGreaterThan(0)
    for (const job of jobs) if (job.valid_through) expect(job.valid_through >= day).toBe(true)
  })

  it.each(localeCodes)('%s: the intro banner invites to a seminar ahead', (locale) =>
    fromDay(() => {
      const href = introBanners(locale)?.desktop?.href
      const seminar = content(locale, 'seminars').find((s) => s.path === href)
      expect(seminar, `banner link ${href}`).toBeDefined()
      expect(Date.parse(seminar!.starts_at)).toBeGreaterThan(now)
    }),
  )

  it.each(localeCodes)('%s: the newest post is of the last weeks, and none is dated after the build', (locale) => {
    const published = fromDay(() => content(locale, 'blogPosts')).map((p) => Date.parse(p.published_at))
    expect(Math.max(...published)).toBeLessThanOrEqual(now)
    expect(now - Math.max(...published)).toBeLessThan(60 * DAY)
  })
})
