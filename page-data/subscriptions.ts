// What readers and attendees subscribe to (issue 40): an Atom feed per locale of the blog, of each
// blog category, of the career blog and of the upcoming seminars; an iCalendar file per seminar and
// a calendar of the upcoming seminars per locale. Here: where each file lives (the pages link to
// it) and what it holds, read through content.ts so that the build records what each family of
// files read (publishing/plan.ts planSubscriptions). publishing/subscriptions/ writes the formats.
import type { Locale } from '../shared/config/locales.js'
import { path } from '../shared/config/routes.js'
import { site } from '../shared/config/site.js'
import type { BlogPost, CareerPost, Seminar } from '../content-pipeline/model.js'
import { messagesOf } from '../shared/locales/buildMessages.js'
import { byId, content } from './content.js'
import type { FeedLink } from './seo.js'
import { personName } from '../content-pipeline/kinds.js'
import { splitSeminars } from './teasers.js'

/** Most entries a feed lists (the newest; issue 40). */
export const feedEntryLimit = 50

// Fixed folders, so that every host can give each its content type by prefix (hosting/compression.ts).
// Ids, not slugs: a subscription survives a renamed category.
export const feedPaths = {
  blog: (l: Locale) => `/feeds/${l}/blog.atom`,
  blogCategory: (l: Locale, categoryId: number) => `/feeds/${l}/blog-category-${categoryId}.atom`,
  careerBlog: (l: Locale) => `/feeds/${l}/career-blog.atom`,
  seminars: (l: Locale) => `/feeds/${l}/seminars.atom`,
} as const

export const calendarPaths = {
  seminars: (l: Locale) => `/calendar/${l}/seminars.ics`,
  seminar: (l: Locale, seminarId: number) => `/calendar/${l}/seminar-${seminarId}.ics`,
} as const

export function feedLink(locale: Locale, kind: 'blog' | 'careerBlog' | 'seminars'): FeedLink {
  return { title: feedTitle(locale, kind), href: feedPaths[kind](locale) }
}

export function categoryFeedLink(locale: Locale, category: { id: number; name: string }): FeedLink {
  return { title: messagesOf(locale)('feeds.blog_category', { site: site.name, category: category.name }), href: feedPaths.blogCategory(locale, category.id) }
}

function feedTitle(locale: Locale, kind: 'blog' | 'careerBlog' | 'seminars'): string {
  const t = messagesOf(locale)
  return t(kind === 'blog' ? 'feeds.blog' : kind === 'careerBlog' ? 'feeds.career_blog' : 'feeds.seminars', { site: site.name })
}

export type FeedEntry = {
  /** The page's path: the entry's id and link (made absolute by the writer). */
  path: string
  title: string
  summary: string
  /** Sanitized HTML (the pipeline's), or null. */
  html: string | null
  /** RFC 3339. */
  published: string | null
  updated: string
  author: { name: string; path: string } | null
  category: string | null
}

export type Feed = {
  kind: 'feed'
  file: string
  locale: Locale
  title: string
  subtitle: string
  /** The page the feed is of. */
  page: string
  /** RFC 3339: the newest entry's, or `emptySince` without entries. */
  updated: string
  entries: FeedEntry[]
}

export type CalendarEvent = {
  /** Stable across builds and locales: the same seminar is one event. */
  uid: string
  title: string
  /** RFC 3339 with offset, as the API gives them. */
  start: string
  end: string
  location: string
  path: string
  description: string
}

export type Calendar = { kind: 'calendar'; file: string; locale: Locale; name: string; description: string; events: CalendarEvent[] }

export type SubscriptionFile = Feed | Calendar

/**
 * A family of files made of the same content: what the build tracks and rewrites as one.
 * `validUntil`: when what the family shows changes without any content changing (a seminar ends
 * and leaves the upcoming ones), ms since the epoch; null: never.
 */
export type SubscriptionFamily = { name: string; files: () => { files: SubscriptionFile[]; validUntil: number | null } }

/** Every family of the locale: blog (the blog's and each category's feed), career blog, seminars. */
export function subscriptionFamilies(locale: Locale, now: number): SubscriptionFamily[] {
  return [
    { name: `${locale}/blog`, files: () => ({ files: blogFeeds(locale), validUntil: null }) },
    { name: `${locale}/careerBlog`, files: () => ({ files: [careerFeed(locale)], validUntil: null }) },
    { name: `${locale}/seminars`, files: () => seminarFiles(locale, now) },
  ]
}

const byNewest = <T extends { published_at: string }>(items: readonly T[]): T[] => [...items].sort((a, b) => Date.parse(b.published_at) - Date.parse(a.published_at))

function author(locale: Locale, id: number | null): FeedEntry['author'] {
  const person = id === null ? undefined : byId(content(locale, 'people'), id)
  return person ? { name: personName(person), path: person.path } : null
}

function postEntry(locale: Locale, post: BlogPost | CareerPost, category: string | null): FeedEntry {
  return {
    path: post.path,
    title: post.title,
    summary: post.perex,
    html: post.body,
    published: post.published_at,
    updated: post.published_at,
    author: author(locale, post.author_id),
    category,
  }
}

const newestOf = (entries: readonly FeedEntry[], fallback: string) => entries.reduce((max, e) => (Date.parse(e.updated) > Date.parse(max) ? e.updated : max), entries[0]?.updated ?? fallback)
/** A feed without entries still has an `updated` (RFC 4287 §4.1.1): one that does not move between builds. */
const epoch = '1970-01-01T00:00:00Z'

function blogFeeds(locale: Locale): Feed[] {
  const t = messagesOf(locale)
  const posts = byNewest(content(locale, 'blogPosts'))
  const categories = content(locale, 'blogCategories')
  const categoryName = (id: number) => byId(categories, id)?.name ?? null
  const feed = (file: string, title: string, subtitle: string, page: string, list: BlogPost[]): Feed => {
    const entries = list.slice(0, feedEntryLimit).map((p) => postEntry(locale, p, categoryName(p.category_id)))
    return { kind: 'feed', file, locale, title, subtitle, page, updated: newestOf(entries, epoch), entries }
  }
  const all = feed(feedPaths.blog(locale), feedTitle(locale, 'blog'), t('blog.description'), path('blog', locale), posts)
  // A category without posts in this locale has no list page, so no feed either.
  const perCategory = categories.flatMap((c) => {
    const list = posts.filter((p) => p.category_id === c.id)
    if (list.length === 0) return []
    const link = categoryFeedLink(locale, c)
    return [feed(link.href, link.title, t('blog.category_description', { category: c.name }), c.path, list)]
  })
  return [all, ...perCategory]
}

function careerFeed(locale: Locale): Feed {
  const t = messagesOf(locale)
  const entries = byNewest(content(locale, 'careerPosts'))
    .slice(0, feedEntryLimit)
    .map((p) => postEntry(locale, p, null))
  return {
    kind: 'feed',
    file: feedPaths.careerBlog(locale),
    locale,
    title: feedTitle(locale, 'careerBlog'),
    subtitle: t('careerBlog.description'),
    page: path('careerBlog', locale),
    updated: newestOf(entries, epoch),
    entries,
  }
}

function place(locale: Locale, s: Seminar): string {
  if (s.online) return messagesOf(locale)('seminar.online')
  return [s.place.name, s.place.street, s.place.city].filter(Boolean).join(', ')
}

function seminarEvent(locale: Locale, s: Seminar): CalendarEvent {
  const host = new URL(site.url).hostname
  return { uid: `seminar-${s.id}@${host}`, title: s.title, start: s.starts_at, end: s.ends_at, location: place(locale, s), path: s.path, description: s.perex }
}

/**
 * The seminars' feed and calendar list those not over at build time (`now`), soonest first; they
 * hold until the first of them ends (validUntil), when a rebuild writes them again even if no
 * content changed (publishing/plan.ts). Every seminar has its own .ics, past ones too (their pages stay).
 */
function seminarFiles(locale: Locale, now: number): { files: SubscriptionFile[]; validUntil: number | null } {
  const t = messagesOf(locale)
  const seminars = content(locale, 'seminars')
  const { upcoming, past } = splitSeminars(seminars, now)
  // An entry's date is when the seminar starts: the API gives seminars no publication date.
  const entries: FeedEntry[] = upcoming.slice(0, feedEntryLimit).map((s) => ({
    path: s.path,
    title: s.title,
    summary: s.perex,
    html: s.body,
    published: null,
    updated: s.starts_at,
    author: null,
    category: null,
  }))
  // Without upcoming seminars the feed last changed when the last one ended.
  const lastEnd = past.reduce<string | null>((max, s) => (max === null || Date.parse(s.ends_at) > Date.parse(max) ? s.ends_at : max), null)
  const title = feedTitle(locale, 'seminars')
  const feed: Feed = {
    kind: 'feed',
    file: feedPaths.seminars(locale),
    locale,
    title,
    subtitle: t('seminars.description'),
    page: path('seminars', locale),
    updated: newestOf(entries, lastEnd ?? epoch),
    entries,
  }
  const calendar: Calendar = {
    kind: 'calendar',
    file: calendarPaths.seminars(locale),
    locale,
    name: title,
    description: t('seminars.description'),
    events: upcoming.map((s) => seminarEvent(locale, s)),
  }
  const single = seminars.map((s): Calendar => ({ kind: 'calendar', file: calendarPaths.seminar(locale, s.id), locale, name: s.title, description: s.perex, events: [seminarEvent(locale, s)] }))
  const ends = upcoming.map((s) => Date.parse(s.ends_at))
  return { files: [feed, calendar, ...single], validUntil: ends.length ? Math.min(...ends) : null }
}
