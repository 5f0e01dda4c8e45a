// The feeds and calendars of the sample build (issue 40): every Atom feed parses with a real feed
// parser (feedsmith) and has what RFC 4287 requires; the pages that list posts or seminars announce
// their feeds in the head; the .ics files parse with ical.js, with the seminars' times right in
// Europe/Prague on both sides of a change to summer time, and follow RFC 5545's line rules.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseAtomFeed } from 'feedsmith'
import ICAL from 'ical.js'
import { parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { localeCodes } from '../../shared/config/locales.js'
import { path } from '../../shared/config/routes.js'
import { site } from '../../shared/config/site.js'
import type { Seminar } from '../../content-pipeline/model.js'
import { fileForUrl } from '../../hosting/staticFiles.js'
import { calendarPaths, feedEntryLimit, feedPaths } from '../../page-data/subscriptions.js'
import { builtNow } from '../siteClock.js'

const root = 'dist/client'
const read = (sitePath: string) => readFileSync(join(root, sitePath), 'utf8')
const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/
const builtAt = builtNow()
/** The files of a folder (not their precompressed variants), as site paths. */
const filesIn = (dir: string, extension: string) =>
  readdirSync(join(root, dir))
    .filter((f) => f.endsWith(extension))
    .map((f) => `${dir}/${f}`)
const seminars = (locale: string) => JSON.parse(readFileSync(`content/generated/${locale}/seminars.json`, 'utf8')) as Seminar[]

/** What RFC 4287 §4.1.1 and §4.1.2 require of a feed and its entries, as a list of what is missing. */
function problemsOf(file: string): string[] {
  const feed = parseAtomFeed(read(file))
  const out: string[] = []
  const need = (ok: unknown, what: string) => {
    if (!ok) out.push(`${file}: ${what}`)
  }
  need(feed.id?.startsWith(site.url), 'feed id is an absolute URL of the site')
  need(feed.title?.value, 'feed title')
  need(feed.updated && rfc3339.test(String(feed.updated)), 'feed updated (RFC 3339)')
  need(
    feed.links?.some((l) => l.rel === 'self' && l.href === site.url + file),
    'link rel=self to itself',
  )
  need(
    feed.links?.some((l) => l.rel === 'alternate' && l.href?.startsWith(site.url)),
    'link rel=alternate to its page',
  )
  const feedAuthor = Boolean(feed.authors?.some((a) => a.name))
  const entries = feed.entries ?? []
  need(entries.length <= feedEntryLimit, `at most ${feedEntryLimit} entries`)
  const ids = new Set<string>()
  for (const e of entries) {
    need(e.id?.startsWith(site.url) && !ids.has(e.id), `entry id unique and absolute (${e.id})`)
    if (e.id) ids.add(e.id)
    need(e.title?.value, `entry title (${e.id})`)
    need(e.updated && rfc3339.test(String(e.updated)), `entry updated (${e.id})`)
    need(feedAuthor || e.authors?.some((a) => a.name), `entry author or the feed's (${e.id})`)
    need(
      e.links?.some((l) => (l.rel ?? 'alternate') === 'alternate' && l.href?.startsWith(site.url)),
      `entry link alternate (${e.id})`,
    )
    need(e.summary?.value, `entry summary (${e.id})`)
    // HTML content, its links absolute (a feed reader has no base URL of the site).
    need(!e.content || (e.content.type === 'html' && !/\s(?:href|src)="\/(?!\/)/.test(e.content.value ?? '')), `entry content html with absolute links (${e.id})`)
  }
  return out
}

describe('Atom feeds', () => {
  const files = localeCodes.flatMap((l) => filesIn(`/feeds/${l}`, '.atom'))

  it('exist for the blog, each category with posts, the career blog and the seminars, per locale', () => {
    for (const l of localeCodes) {
      for (const p of [feedPaths.blog(l), feedPaths.careerBlog(l), feedPaths.seminars(l)]) expect(files, p).toContain(p)
      expect(files.filter((f) => f.startsWith(`/feeds/${l}/blog-category-`)).length, l).toBeGreaterThan(1)
    }
  })

  it("parse and have RFC 4287's required elements", () => {
    expect(files.flatMap(problemsOf)).toEqual([])
  })

  it('list the newest posts with their authors, and the upcoming seminars soonest first', () => {
    const blog = parseAtomFeed(read(feedPaths.blog('cs')))
    const posts = (JSON.parse(readFileSync('content/generated/cs/blogPosts.json', 'utf8')) as { path: string; published_at: string }[]).sort(
      (a, b) => Date.parse(b.published_at) - Date.parse(a.published_at),
    )
    expect(blog.entries?.map((e) => e.id)).toEqual(posts.slice(0, feedEntryLimit).map((p) => site.url + p.path))
    expect(blog.entries?.some((e) => e.authors?.[0]?.name && e.authors[0].uri?.startsWith(site.url))).toBe(true)
    const upcoming = seminars('en')
      .filter((s) => Date.parse(s.ends_at) >= builtAt)
      .sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at))
    expect(parseAtomFeed(read(feedPaths.seminars('en'))).entries?.map((e) => e.id)).toEqual(upcoming.map((s) => site.url + s.path))
  })
})

describe('the pages announce their feeds', () => {
  const feedLinks = (url: string) =>
    parse(readFileSync(join(root, fileForUrl(url)), 'utf8'))
      .querySelectorAll('head link[rel="alternate"][type="application/atom+xml"]')
      .map((l) => ({ href: l.getAttribute('href') ?? '', title: l.getAttribute('title') ?? '' }))

  it.each(localeCodes)('%s: blog, a category, the career blog, the seminars and a seminar', (l) => {
    const category = (JSON.parse(readFileSync(`content/generated/${l}/blogCategories.json`, 'utf8')) as { id: number; path: string }[]).find((c) => existsSync(join(root, fileForUrl(c.path))))
    const seminar = seminars(l)[0]
    if (!category || !seminar) throw new Error('the sample has categories and seminars')
    const cases: [string, string[]][] = [
      [path('blog', l), [feedPaths.blog(l)]],
      [category.path, [feedPaths.blog(l), feedPaths.blogCategory(l, category.id)]],
      [path('careerBlog', l), [feedPaths.careerBlog(l)]],
      [path('seminars', l), [feedPaths.seminars(l)]],
      [seminar.path, [feedPaths.seminars(l)]],
    ]
    for (const [url, feeds] of cases) {
      const links = feedLinks(url)
      expect(
        links.map((x) => x.href),
        url,
      ).toEqual(feeds.map((f) => site.url + f))
      for (const x of links) {
        expect(x.title, url).not.toBe('')
        expect(existsSync(join(root, x.href.slice(site.url.length))), x.href).toBe(true)
      }
    }
  })
})

describe('iCalendar files', () => {
  const lines = (text: string) => text.split('\r\n')

  it('follow the line rules: CRLF, at most 75 octets a line', () => {
    const files = localeCodes.flatMap((l) => filesIn(`/calendar/${l}`, '.ics'))
    expect(files.length).toBeGreaterThan(2)
    for (const f of files) {
      const text = read(f)
      expect(text.endsWith('\r\n'), f).toBe(true)
      expect(text.replace(/\r\n/g, ''), f).not.toMatch(/[\r\n]/)
      expect(
        lines(text).filter((line) => Buffer.byteLength(line) > 75),
        f,
      ).toEqual([])
    }
  })

  // The sample has seminars in winter (CET, UTC+1) and in summer (CEST, UTC+2).
  const winter = seminars('cs').find((s) => s.starts_at.endsWith('+01:00'))
  const summer = seminars('cs').find((s) => s.starts_at.endsWith('+02:00'))

  it.each([
    ['winter', winter],
    ['summer', summer],
  ])("a seminar's file in %s time parses with ical.js and has the right times in Europe/Prague", (_, seminar) => {
    if (!seminar) throw new Error('the sample has seminars in winter and in summer')
    const calendar = new ICAL.Component(ICAL.parse(read(calendarPaths.seminar('cs', seminar.id))))
    const zone = calendar.getFirstSubcomponent('vtimezone')
    if (!zone) throw new Error('no VTIMEZONE')
    ICAL.TimezoneService.register(zone)
    const events = calendar.getAllSubcomponents('vevent')
    expect(events).toHaveLength(1)
    const [vevent] = events
    if (!vevent) throw new Error('no VEVENT')
    const event = new ICAL.Event(vevent)
    expect(event.startDate.zone?.tzid).toBe('Europe/Prague')
    expect(event.endDate.zone?.tzid).toBe('Europe/Prague')
    expect(event.startDate.toJSDate().getTime()).toBe(Date.parse(seminar.starts_at))
    expect(event.endDate.toJSDate().getTime()).toBe(Date.parse(seminar.ends_at))
    // The wall-clock time in Prague is the one the API wrote (its offset is Prague's on that day).
    expect(event.startDate.hour).toBe(Number(seminar.starts_at.slice(11, 13)))
    expect(event.uid).toBe(`seminar-${seminar.id}@${new URL(site.url).hostname}`)
    expect(event.summary).toBe(seminar.title)
    expect(event.location).toBe(seminar.online ? 'Online' : [seminar.place.name, seminar.place.street, seminar.place.city].filter(Boolean).join(', '))
    expect(vevent.getFirstPropertyValue('url')).toBe(site.url + seminar.path)
    expect(event.description).toContain(seminar.perex)
    expect(event.description).not.toMatch(/<[a-z]/i)
    expect(vevent.getFirstPropertyValue('dtstamp')).toBeTruthy()
  })

  it.each(localeCodes)('%s: the subscribable calendar holds the upcoming seminars, each with the UID of its own file', (l) => {
    const calendar = new ICAL.Component(ICAL.parse(read(calendarPaths.seminars(l))))
    const uids = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v).uid)
    const upcoming = seminars(l)
      .filter((s) => Date.parse(s.ends_at) >= builtAt)
      .sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at))
    expect(upcoming.length).toBeGreaterThan(0)
    expect(uids).toEqual(upcoming.map((s) => `seminar-${s.id}@${new URL(site.url).hostname}`))
  })
})
