// The content-kind registry (docs/adding-a-content-kind.md): per kind of the API's content, the
// facts the layers after the pipeline need, in one entry they all read — the item's own page
// (route, how its path is made, its redirect variants), its paged list pages and what the search
// makes of it. `Registry` is a mapped type over the API's kinds (schemas/endpoints.ts), so a kind
// without an entry, or an entry without one of these facts, does not compile: no layer skips a
// kind silently. The order of the entries is the order of the search's documents.
import { constants } from '../shared/config/constants.js'
import type { RouteKey } from '../shared/config/routes.js'
import type { SearchKind } from '../shared/config/searchGroups.js'
import type { Locale } from '../shared/config/locales.js'
import { byName, bySort, newest } from './listOrder.js'
import type { Item } from './model.js'
import type { ApiItem, ContentKind } from './schemas/endpoints.js'

/** Sanitized HTML from the pipeline, for the search to read as plain text (search/docs.ts). */
export type Html = { readonly html: string }
const html = (text: string): Html => ({ html: text })

/** The names a search document may show beside its own item's: another kind's, looked up by id. */
export type SearchNames = { serviceGroup(id: number): string; blogCategory(id: number): string }

/** What the search makes of one item: its document, less the group (SearchFacts.group). */
export type SearchDocFacts = {
  url: string
  title: string
  /** A short line under the title: a person's position, a job's place, a post's category… */
  sub: string
  /** Words that also match in the dropdown. */
  keywords: string[]
  /** The parts of the full text, in order (HTML ones read as text); empty ones are left out. */
  text: (string | Html | null | undefined)[]
  /** The other kinds' names the document shows (its cache makes it again when one changes). */
  also?: string
}

/** `group`: the search's group of results it shows in (shared/config/searchGroups.ts). */
export type SearchFacts<Item> = { group: SearchKind; doc(item: Item, names: SearchNames): SearchDocFacts }

/**
 * An item's own page. `params`: how its path is made from the route — `id/slug` (its id and slug:
 * the redirect map then sends every wrong or other-locale slug to it), `id` (its id alone), `own`
 * (the pipeline's paths.ts makes it: a service's path carries its group's id and slug).
 */
export type PageFacts = {
  route: RouteKey
  params: 'id/slug' | 'id' | 'own'
  /**
   * The fixed route an item is bound to, if any: its path is then that route's, and it has no page
   * of its own (an information page with a `route_key` is the body of that route's page).
   */
  fixedRoute?: (item: { route_key?: RouteKey | null }) => RouteKey | null | undefined
}

/** Whether an item has the page of `page` (not one bound to a fixed route). */
export const hasOwnPage = (page: PageFacts, item: { route_key?: RouteKey | null }): boolean => !page.fixedRoute?.(item)

/** An item's fields as the API serves them and as the pages get them (what orders and paths read). */
export type ItemFields<K extends ContentKind> = Omit<ApiItem<K>, 'translations' | 'locale' | 'updated_at'>

type Compare<T> = (a: T, b: T) => number

/**
 * Where the path of an item without a page of its own leads: `anchor`, a section (`#{prefix}-{id}`)
 * of the page of its paged list (`first`, then `paged` with `lists[paged]` items a page) it is on,
 * in the list's `order` (default: the kind's); or `file`, its file (the same in every locale).
 */
export type Elsewhere<Fields> = { anchor: { first: RouteKey; paged: RouteKey; prefix: string; order?: (locale: Locale) => Compare<Fields> } } | { file: (item: Fields) => string }

export type KindFacts<Item, Fields> = {
  /** How messages name one item (`blog post 12`). */
  label: string
  /** The order of the kind's items in a locale (of its file, so of its lists and paths); the id breaks ties. */
  order(locale: Locale): Compare<Fields>
  /** The kind's paged list pages: the route of pages 2… → how many items a page shows. */
  lists: Partial<Record<RouteKey, number>>
  /** Null: not searchable (its content changing keeps the search index). */
  search: SearchFacts<Item> | null
} & (
  | {
      /** The item's own page; null: its path leads `elsewhere`. */
      page: PageFacts
      elsewhere?: undefined
    }
  | { page: null; elsewhere: Elsewhere<Fields> }
)

export type Registry = { readonly [K in ContentKind]: KindFacts<Item<K>, ItemFields<K>> }

const size = constants.pageSize
/** ISO times in order. */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

const entries = {
  serviceGroups: {
    label: 'service group',
    order: () => bySort,
    page: { route: 'serviceGroup', params: 'id/slug' },
    lists: {},
    search: { group: 'services', doc: (g) => ({ url: g.path, title: g.name, sub: '', keywords: [], text: [g.perex, html(g.body)] }) },
  },
  services: {
    label: 'service',
    order: () => (a, b) => a.group_id - b.group_id || bySort(a, b),
    page: { route: 'service', params: 'own' },
    lists: {},
    search: {
      group: 'services',
      doc: (s, names) => {
        const group = names.serviceGroup(s.group_id)
        const faq = s.faq.map((f) => [f.question, html(f.answer)])
        return { url: s.path, title: s.name, sub: group, keywords: [], text: [s.perex, html(s.body), ...faq.flat()], also: group }
      },
    },
  },
  people: {
    label: 'person',
    order: () => (a, b) => a.group - b.group || bySort(a, b),
    page: { route: 'person', params: 'id' },
    lists: { peoplePage: size.people },
    search: {
      group: 'people',
      doc: (p) => ({ url: p.path, title: personName(p), sub: p.position, keywords: [p.position], text: [p.position, p.perex, html(p.bio)] }),
    },
  },
  blogPosts: {
    label: 'blog post',
    order: () => newest,
    page: { route: 'blogPost', params: 'id/slug' },
    lists: { blogPage: size.blog, blogArchivePage: size.blogArchive },
    search: {
      group: 'posts',
      doc: (b, names) => {
        const category = names.blogCategory(b.category_id)
        return { url: b.path, title: b.title, sub: category, keywords: b.tags, text: [b.perex, html(b.body), b.tags.join(', ')], also: category }
      },
    },
  },
  careerPosts: {
    label: 'career post',
    order: () => newest,
    page: { route: 'careerPost', params: 'id/slug' },
    lists: { careerBlogPage: size.careerBlog },
    search: { group: 'posts', doc: (b) => ({ url: b.path, title: b.title, sub: '', keywords: [], text: [b.perex, html(b.body)] }) },
  },
  seminars: {
    label: 'seminar',
    order: () => (a, b) => compare(a.starts_at, b.starts_at) || a.id - b.id,
    page: { route: 'seminar', params: 'id/slug' },
    lists: { seminarsPage: size.seminars },
    search: {
      group: 'seminars',
      doc: (s) => ({ url: s.path, title: s.title, sub: s.place.city, keywords: [], text: [s.perex, html(s.body), s.place.name, s.place.city] }),
    },
  },
  glossary: {
    label: 'glossary term',
    order: (locale) => (a, b) => a.title.localeCompare(b.title, locale) || a.id - b.id,
    page: { route: 'glossaryTerm', params: 'id/slug' },
    lists: { glossaryPage: size.glossary },
    search: { group: 'glossary', doc: (g) => ({ url: g.path, title: g.title, sub: '', keywords: [], text: [g.perex, html(g.body)] }) },
  },
  jobs: {
    label: 'job',
    order: () => newest,
    page: { route: 'job', params: 'id/slug' },
    lists: { jobsPage: size.jobs },
    search: {
      group: 'jobs',
      doc: (j) => ({ url: j.path, title: j.title, sub: j.location, keywords: [...j.tags, j.location], text: [j.perex, html(j.body), j.tags.join(', ')] }),
    },
  },
  pages: {
    label: 'information page',
    order: () => (a, b) => a.id - b.id,
    // Information pages bound to a fixed route (`route_key`: the page of that route shows them) have no page of their own.
    page: { route: 'infoPage', params: 'id/slug', fixedRoute: (p) => p.route_key },
    lists: {},
    search: { group: 'pages', doc: (p) => ({ url: p.path, title: p.title, sub: '', keywords: [], text: [p.perex, html(p.body)] }) },
  },
  documents: {
    label: 'document',
    order: () => newest,
    page: null,
    elsewhere: { file: (d) => d.file.path },
    lists: { documentsPage: size.documents },
    search: { group: 'documents', doc: (d) => ({ url: d.path, title: d.title, sub: d.category, keywords: [d.category], text: [d.description, d.category] }) },
  },
  references: {
    label: 'reference',
    order: () => bySort,
    page: null,
    elsewhere: { anchor: { first: 'references', paged: 'referencesPage', prefix: 'reference' } },
    lists: { referencesPage: size.references },
    search: null,
  },
  podcastEpisodes: {
    label: 'podcast episode',
    order: () => (a, b) => b.number - a.number || a.id - b.id,
    page: null,
    // The podcast's list shows the newest first (pages/podcast/list.ts).
    elsewhere: { anchor: { first: 'podcast', paged: 'podcastPage', prefix: 'episode', order: () => newest } },
    lists: { podcastPage: size.podcast },
    search: null,
  },
  podcastGuests: {
    label: 'podcast guest',
    order: byName,
    page: null,
    elsewhere: { anchor: { first: 'podcastGuests', paged: 'podcastGuestsPage', prefix: 'guest' } },
    lists: { podcastGuestsPage: size.podcastGuests },
    search: null,
  },
} as const satisfies Registry

export const kinds: Registry = entries

/** The kinds the search makes documents of (their entry's `search` is not null). */
export type SearchableKind = { [K in ContentKind]: (typeof entries)[K]['search'] extends null ? never : K }[ContentKind]

/** The kinds in the registry's order. */
export const kindList = Object.keys(kinds).filter((k): k is ContentKind => Object.hasOwn(kinds, k))

/**
 * The content files the search documents are made of: the searchable kinds, and the blog
 * categories whose names they show (a rebuild keeps a locale's index when none of them changed).
 */
/** The kinds whose items' pages are `{id}/{slug}` (those not bound to a `fixedRoute`). */
export type SlugKind = { [K in ContentKind]: (typeof entries)[K]['page'] extends { params: 'id/slug' } ? K : never }[ContentKind]
export const slugKinds: readonly SlugKind[] = kindList.filter((k): k is SlugKind => kinds[k].page?.params === 'id/slug')

export const searchableKinds: readonly (SearchableKind | 'blogCategories')[] = [...kindList.filter((k): k is SearchableKind => kinds[k].search !== null), 'blogCategories']

/** A person's name with degrees, as the search and the pages show it. */
export function personName(p: { degree_before: string | null; firstname: string; lastname: string; degree_after: string | null }): string {
  const name = [p.degree_before, p.firstname, p.lastname].filter(Boolean).join(' ')
  return p.degree_after ? `${name}, ${p.degree_after}` : name
}
