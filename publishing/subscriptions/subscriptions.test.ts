// The feed and calendar writers and the rebuild's decision about them (issue 40).
import ICAL from 'ical.js'
import { parseAtomFeed } from 'feedsmith'
import { describe, expect, it } from 'vitest'
import { site } from '../../shared/config/site.js'
import type { Calendar, Feed } from '../../page-data/subscriptions.js'
import { planSubscriptions, type SubscriptionFact } from '../plan.js'
import { subscriptionsExpired } from '../plan-run.js'
import { absoluteLinks, atomFeed } from './atom.js'
import { escapeText, fold, icalendar, pragueTime } from './icalendar.js'

describe('iCalendar text', () => {
  it('folds lines at 75 octets, never inside a character, continuations starting with a space', () => {
    const line = `DESCRIPTION:${'Příliš žluťoučký kůň úpěl ďábelské ódy. '.repeat(6)}`
    const folded = fold(line)
    const lines = folded.split('\r\n')
    expect(lines.length).toBeGreaterThan(3)
    for (const l of lines) expect(Buffer.byteLength(l)).toBeLessThanOrEqual(75)
    expect(lines.slice(1).every((l) => l.startsWith(' '))).toBe(true)
    expect(folded.replace(/\r\n /g, '')).toBe(line)
  })

  it('escapes backslashes, semicolons, commas and newlines', () => {
    expect(escapeText('a\\b; c, d\ne')).toBe('a\\\\b\\; c\\, d\\ne')
  })

  it('writes wall time in Prague on both sides of the change to summer time', () => {
    expect(pragueTime('2026-03-28T08:00:00Z')).toBe('20260328T090000')
    expect(pragueTime('2026-03-30T08:00:00Z')).toBe('20260330T100000')
    expect(pragueTime('2026-10-25T09:00:00+01:00')).toBe('20261025T090000')
  })

  it('makes a calendar ical.js reads back with the text as given', () => {
    const calendar: Calendar = {
      kind: 'calendar',
      file: '/calendar/cs/seminar-1.ics',
      locale: 'cs',
      name: 'Semináře',
      description: 'Vše, co chystáme',
      events: [
        {
          uid: 'seminar-1@example',
          title: 'DPH; kontrolní hlášení, praxe',
          start: '2026-07-01T09:00:00+02:00',
          end: '2026-07-01T12:00:00+02:00',
          location: 'Praha, Sokolovská 1',
          path: '/seminare/1/dph',
          description: 'Řádek\\s lomítkem',
        },
      ],
    }
    const text = icalendar(calendar)
    const component = new ICAL.Component(ICAL.parse(text))
    const vtimezone = component.getFirstSubcomponent('vtimezone')
    if (vtimezone) ICAL.TimezoneService.register(vtimezone)
    const vevent = component.getFirstSubcomponent('vevent')
    if (!vevent) throw new Error('no VEVENT')
    const event = new ICAL.Event(vevent)
    expect(event.summary).toBe('DPH; kontrolní hlášení, praxe')
    expect(event.location).toBe('Praha, Sokolovská 1')
    expect(event.description).toBe(`Řádek\\s lomítkem\n\n${site.url}/seminare/1/dph`)
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-07-01T07:00:00.000Z')
  })
})

describe('Atom', () => {
  it('makes site-relative links of the HTML absolute, srcset candidates too', () => {
    expect(absoluteLinks('<a href="/lide/1">x</a><img src="/media/a.jpg" srcset="/media/a-1.webp 1x, /media/a-2.webp 2x"><a href="https://x.example/">y</a>')).toBe(
      `<a href="${site.url}/lide/1">x</a><img src="${site.url}/media/a.jpg" srcset="${site.url}/media/a-1.webp 1x, ${site.url}/media/a-2.webp 2x"><a href="https://x.example/">y</a>`,
    )
  })

  it('escapes text and HTML content so that a parser reads them back as written', () => {
    const feed: Feed = {
      kind: 'feed',
      file: '/feeds/cs/blog.atom',
      locale: 'cs',
      title: 'Blog <&> "uvozovky"',
      subtitle: 's',
      page: '/blog',
      updated: '2026-11-15T10:00:00+01:00',
      entries: [
        {
          path: '/blog/1/a',
          title: 'A & B <c>',
          summary: 'Shrnutí\u0007 – konec',
          html: '<p>Text &amp; <a href="/x">odkaz</a></p>',
          published: '2026-11-15T10:00:00+01:00',
          updated: '2026-11-15T10:00:00+01:00',
          author: { name: 'Jana Nováková', path: '/lide/1' },
          category: 'Daně',
        },
      ],
    }
    const parsed = parseAtomFeed(atomFeed(feed))
    expect(parsed.title?.value).toBe('Blog <&> "uvozovky"')
    const [entry] = parsed.entries ?? []
    expect(entry?.title?.value).toBe('A & B <c>')
    expect(entry?.summary?.value).toBe('Shrnutí – konec')
    expect(entry?.content?.value).toBe(`<p>Text &amp; <a href="${site.url}/x">odkaz</a></p>`)
    expect(entry?.authors?.[0]).toEqual({ name: 'Jana Nováková', uri: `${site.url}/lide/1` })
  })
})

describe('planSubscriptions', () => {
  const fact = (reads: string[], validUntil: number | null = null): SubscriptionFact => ({ reads, files: [], validUntil })
  const published = { 'cs/blog': fact(['cs/blogPosts', 'cs/people#3']), 'cs/seminars': fact(['cs/seminars'], 5_000), 'en/blog': fact(['en/blogPosts']) }
  const families = ['cs/blog', 'cs/seminars', 'en/blog', 'en/careerBlog']
  const plan = (changedFiles: string[], now = 1_000) => Object.fromEntries(planSubscriptions({ incremental: true, families, published, changedFiles, derived: {}, now }))

  it('writes every family in a run that is not incremental', () => {
    expect([...planSubscriptions({ incremental: false, families, published, changedFiles: [], derived: {}, now: 0 }).values()]).toEqual(Array(4).fill('full build'))
  })

  it('in a rebuild: the families that read a changed file, new ones, and those whose upcoming moved on', () => {
    expect(plan(['cs/blogPosts'])).toEqual({ 'cs/blog': 'reads a changed file', 'en/careerBlog': 'new' })
    expect(plan(['cs/people'])).toEqual({ 'cs/blog': 'reads a changed file', 'en/careerBlog': 'new' })
    expect(plan([], 6_000)).toEqual({ 'cs/seminars': 'upcoming changed', 'en/careerBlog': 'new' })
  })

  it('tells from the state head whether the clock alone calls for a rebuild', () => {
    expect(subscriptionsExpired({ subscriptionsValidUntil: 5_000 }, 4_000)).toBe(false)
    expect(subscriptionsExpired({ subscriptionsValidUntil: 5_000 }, 6_000)).toBe(true)
    expect(subscriptionsExpired({ subscriptionsValidUntil: null }, 6_000)).toBe(false)
    expect(subscriptionsExpired(null, 6_000)).toBe(false)
  })
})
