// The route table (spec §2): each page's Czech and English path. Routing, link building,
// the language switcher, canonical/hreflang, the sitemap, redirects and tests read it.
// `:id` and `:page` are positive integers, the other `:params` are slugs.
import { type Locale, splitLocale, withLocale } from './locales.js'

type Pattern = { cs: string; en: string }

export const routes = {
  home: { cs: '/', en: '/' },
  podcast: { cs: '/apodcast', en: '/apodcast' },
  podcastPage: { cs: '/apodcast/strana/:page', en: '/apodcast/page/:page' },
  podcastGuests: { cs: '/apodcast/hoste', en: '/apodcast/guests' },
  podcastGuestsPage: { cs: '/apodcast/hoste/strana/:page', en: '/apodcast/guests/page/:page' },
  blog: { cs: '/blog', en: '/blog' },
  blogPage: { cs: '/blog/strana/:page', en: '/blog/page/:page' },
  blogCategory: { cs: '/blog/kategorie/:category', en: '/blog/category/:category' },
  blogCategoryPage: { cs: '/blog/kategorie/:category/strana/:page', en: '/blog/category/:category/page/:page' },
  blogArchive: { cs: '/blog/archiv', en: '/blog/archiv' },
  blogArchivePage: { cs: '/blog/archiv/strana/:page', en: '/blog/archiv/page/:page' },
  blogPost: { cs: '/blog/:id/:slug', en: '/blog/:id/:slug' },
  timeForChange: { cs: '/cas-na-zmenu', en: '/time-for-change' },
  donationFund: { cs: '/darcovsky-sverensky-fond', en: '/fond' },
  documents: { cs: '/dokumenty', en: '/documents' },
  documentsPage: { cs: '/dokumenty/strana/:page', en: '/documents/page/:page' },
  search: { cs: '/hledani', en: '/search' },
  career: { cs: '/kariera', en: '/career' },
  jobs: { cs: '/kariera/volne-pozice', en: '/career/job-vacancies' },
  jobsPage: { cs: '/kariera/volne-pozice/strana/:page', en: '/career/job-vacancies/page/:page' },
  careerThanks: { cs: '/kariera/diky', en: '/career/thankYou' },
  job: { cs: '/kariera/:id/:slug', en: '/career/:id/:slug' },
  careerBlog: { cs: '/karierni-blog', en: '/career-blog' },
  careerBlogPage: { cs: '/karierni-blog/strana/:page', en: '/career-blog/page/:page' },
  careerPost: { cs: '/karierni-blog/:id/:slug', en: '/career-blog/:id/:slug' },
  contacts: { cs: '/kontakty', en: '/contacts' },
  people: { cs: '/lide', en: '/people' },
  peoplePage: { cs: '/lide/strana/:page', en: '/people/page/:page' },
  person: { cs: '/lide/:id', en: '/people/:id' },
  maintenance: { cs: '/mimo-provoz', en: '/maintenance' },
  about: { cs: '/o-nas', en: '/about-us' },
  references: { cs: '/reference', en: '/references' },
  referencesPage: { cs: '/reference/strana/:page', en: '/references/page/:page' },
  seminars: { cs: '/seminare', en: '/training' },
  seminarsPage: { cs: '/seminare/strana/:page', en: '/training/page/:page' },
  seminar: { cs: '/seminare/:id/:slug', en: '/training/:id/:slug' },
  glossary: { cs: '/slovnik-pojmu', en: '/dictionary-terms' },
  glossaryPage: { cs: '/slovnik-pojmu/strana/:page', en: '/dictionary-terms/page/:page' },
  glossaryTerm: { cs: '/slovnik-pojmu/:id/:slug', en: '/dictionary-terms/:id/:slug' },
  services: { cs: '/sluzby', en: '/services' },
  servicesThanks: { cs: '/sluzby/diky', en: '/services/thankYou' },
  serviceGroup: { cs: '/sluzby/:id/:slug', en: '/services/:id/:slug' },
  service: { cs: '/sluzby/:id/:slug/:slug2', en: '/services/:id/:slug/:slug2' },
  infoPage: { cs: '/info/:id/:slug', en: '/info/:id/:slug' },
  reliablePartner: { cs: '/spolehlivypartner', en: '/reliablepartner' },
  // The shop layer and sign-in (issue 10; spec §1 keeps them hidden, the site shows them).
  publications: { cs: '/publikace', en: '/publications' },
  cart: { cs: '/kosik', en: '/cart' },
  login: { cs: '/prihlaseni', en: '/login' },
  account: { cs: '/ucet', en: '/account' },
  /** Pre-rendered as /en/404.html; the Czech 404.html comes from the error page. */
  notFound: { cs: '/404', en: '/404' },
} as const satisfies Record<string, Pattern>

export type RouteKey = keyof typeof routes
export type RouteParams = Record<string, string | number>

const NUMERIC = new Set(['id', 'page'])
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const routeKeys = Object.keys(routes) as RouteKey[]

/** Localized path of a route, with the locale prefix: `path('service', 'en', {...})`. */
export function path(key: RouteKey, locale: Locale, params: RouteParams = {}): string {
  const pattern: string = routes[key][locale]
  const filled = pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined || value === '') throw new Error(`Route ${key}: missing param ${name}`)
    return encodeURIComponent(String(value))
  })
  return withLocale(filled, locale)
}

/**
 * Where page `page` of a paged list lives: page 1 at the list's own route (`first`), the others
 * at its numbered twin (`paged`, which takes `:page`).
 */
export function listPagePath(first: RouteKey, paged: RouteKey, locale: Locale, page: number, params: RouteParams = {}): string {
  return page === 1 ? path(first, locale, params) : path(paged, locale, { ...params, page })
}

/**
 * A link from page `from` of a paged list to the section `id` on page `page` of it: the bare
 * anchor when the section is on the same page.
 */
export function listAnchorPath(first: RouteKey, paged: RouteKey, locale: Locale, from: number, { page, id }: { page: number; id: string }): string {
  return `${page === from ? '' : listPagePath(first, paged, locale, page)}#${id}`
}

/** A route's pattern in one locale, split once (every page's links and language switch match paths). */
type CompiledRoute = { key: RouteKey; segments: readonly string[]; score: number }

const compiled = new Map<Locale, readonly CompiledRoute[]>()
function compiledRoutes(locale: Locale): readonly CompiledRoute[] {
  let list = compiled.get(locale)
  if (!list) {
    list = routeKeys.map((key) => {
      const pattern: string = routes[key][locale]
      const segments = pattern.split('/')
      return { key, segments, score: segments.filter((s) => s && !s.startsWith(':')).length }
    })
    compiled.set(locale, list)
  }
  return list
}

function matchSegments(want: readonly string[], got: readonly string[]): Record<string, string> | null {
  if (want.length !== got.length) return null
  const params: Record<string, string> = {}
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!
    const g = got[i]!
    if (w.startsWith(':')) {
      const name = w.slice(1)
      const ok = NUMERIC.has(name) ? /^[1-9]\d{0,9}$/.test(g) : SLUG.test(g)
      if (!ok) return null
      params[name] = g
    } else if (w !== g) return null
  }
  return params
}

/** Which route a path (within one locale, prefix removed) belongs to. Static segments win. */
export function matchLocalPath(locale: Locale, pathname: string): { key: RouteKey; params: Record<string, string> } | null {
  const got = pathname.split('/')
  let best: { key: RouteKey; params: Record<string, string>; score: number } | null = null
  for (const { key, segments, score } of compiledRoutes(locale)) {
    if (best && score <= best.score) continue
    const params = matchSegments(segments, got)
    if (params) best = { key, params, score }
  }
  return best && { key: best.key, params: best.params }
}

/** Matches a full URL path, prefix included. */
export function matchPath(pathname: string): { locale: Locale; key: RouteKey; params: Record<string, string> } | null {
  const { locale, path: local } = splitLocale(pathname)
  const m = matchLocalPath(locale, local)
  return m && { locale, ...m }
}
