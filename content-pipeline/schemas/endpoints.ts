// The API contract in code (docs/content-api.md explains it): each entity kind, where it is
// served and the struct that checks it. The sample API serves from this table and the
// pipeline fetches from it, so the two cannot drift apart.
import { array, type Infer } from 'superstruct'
import type { Locale } from '../../shared/config/locales.js'
import { BlogCategory, blogPost, careerPost, document, glossaryTerm, infoPage, job, person, podcastEpisode, podcastGuest, reference, seminar, service, serviceGroup } from './content.js'
import { CatalogCategory, Country, Currencies, Product } from './lists.js'
import { Posters, Settings } from './settings.js'

/**
 * How a list is ordered: by each key in turn, then by id. `asc`/`desc` compare numbers, `newest`/
 * `oldest` ISO times, `text` strings in the locale's collation. An item's place in its list
 * depends on these fields of its own and on nothing else (docs/content-api.md, Content kinds).
 */
export type OrderKey = { readonly field: string; readonly way: 'asc' | 'desc' | 'newest' | 'oldest' | 'text' }
const by = (...keys: OrderKey[]): readonly OrderKey[] => keys

/**
 * Localized, paginated content lists: `GET {path}/{locale}?page=N&per_page=M`. `refs`: the item's
 * fields that hold ids of other items (one id, null or a list), by the kind they point at; every
 * id must exist in some locale (normalize-checks.ts).
 */
export const contentKinds = {
  serviceGroups: { path: '/api/service-groups', linkKind: 'service-group', item: serviceGroup.item, refs: {}, order: by({ field: 'sort', way: 'asc' }) },
  services: {
    path: '/api/services',
    linkKind: 'service',
    item: service.item,
    refs: { group_id: 'serviceGroups', contact_person_ids: 'people' },
    order: by({ field: 'group_id', way: 'asc' }, { field: 'sort', way: 'asc' }),
  },
  people: { path: '/api/people', linkKind: 'person', item: person.item, refs: { service_group_ids: 'serviceGroups' }, order: by({ field: 'group', way: 'asc' }, { field: 'sort', way: 'asc' }) },
  blogPosts: { path: '/api/blog/posts', linkKind: 'blog', item: blogPost.item, refs: { category_id: 'blogCategories', author_id: 'people' }, order: by({ field: 'published_at', way: 'newest' }) },
  careerPosts: { path: '/api/career-blog/posts', linkKind: 'career-blog', item: careerPost.item, refs: { author_id: 'people' }, order: by({ field: 'published_at', way: 'newest' }) },
  jobs: { path: '/api/jobs', linkKind: 'job', item: job.item, refs: { service_group_id: 'serviceGroups', contact_person_id: 'people' }, order: by({ field: 'published_at', way: 'newest' }) },
  seminars: { path: '/api/seminars', linkKind: 'seminar', item: seminar.item, refs: { lecturer_ids: 'people', service_group_id: 'serviceGroups' }, order: by({ field: 'starts_at', way: 'oldest' }) },
  glossary: { path: '/api/glossary', linkKind: 'glossary', item: glossaryTerm.item, refs: { related_ids: 'glossary', service_group_id: 'serviceGroups' }, order: by({ field: 'title', way: 'text' }) },
  references: { path: '/api/references', linkKind: 'reference', item: reference.item, refs: { service_group_ids: 'serviceGroups' }, order: by({ field: 'sort', way: 'asc' }) },
  documents: { path: '/api/documents', linkKind: 'document', item: document.item, refs: {}, order: by({ field: 'published_at', way: 'newest' }) },
  podcastEpisodes: {
    path: '/api/podcast/episodes',
    linkKind: 'podcast',
    item: podcastEpisode.item,
    refs: { guest_ids: 'podcastGuests' },
    order: by({ field: 'published_at', way: 'newest' }, { field: 'number', way: 'desc' }),
  },
  podcastGuests: { path: '/api/podcast/guests', linkKind: 'podcast-guest', item: podcastGuest.item, refs: {}, order: by({ field: 'name', way: 'text' }) },
  pages: { path: '/api/pages', linkKind: 'page', item: infoPage.item, refs: {}, order: by() },
} as const

export type ContentKind = keyof typeof contentKinds

/** The content kinds in the API table's order. */
export const contentKindList = Object.keys(contentKinds).filter((k): k is ContentKind => Object.hasOwn(contentKinds, k))

/** An item of a kind as the API serves it (validated by its struct). */
export type ApiItem<K extends ContentKind> = Infer<(typeof contentKinds)[K]['item']>

/**
 * Families of per-kind values, for perKind: a layer that keeps one value per content kind, typed
 * by the kind, adds its family here (`declare module './schemas/endpoints.js'`, e.g. the source's
 * `sourceLists: PerLocale<ApiItem<K>[]>`).
 */
export interface KindFamilies<K extends ContentKind> {
  /** The API's items of the kind. */
  apiItems: ApiItem<K>[]
}

/**
 * A record with one value per content kind, `make(kind)` of family `F`, made in the API table's
 * order. It lists the kinds by name so that the checker relates each value to its kind: a value
 * made for a generic kind cannot be written into a record of the kinds in a loop (TypeScript's
 * correlated-union limit, microsoft/TypeScript#47109); every layer that treats the kinds alike
 * makes its records here instead of keeping its own table of them.
 */
export function perKind<F extends keyof KindFamilies<ContentKind>>(make: <K extends ContentKind>(kind: K) => KindFamilies<K>[F]): { [K in ContentKind]: KindFamilies<K>[F] } {
  return {
    serviceGroups: make('serviceGroups'),
    services: make('services'),
    people: make('people'),
    blogPosts: make('blogPosts'),
    careerPosts: make('careerPosts'),
    jobs: make('jobs'),
    seminars: make('seminars'),
    glossary: make('glossary'),
    references: make('references'),
    documents: make('documents'),
    podcastEpisodes: make('podcastEpisodes'),
    podcastGuests: make('podcastGuests'),
    pages: make('pages'),
  }
}

/** The same with values that come later: every kind's `make` starts at once, in the table's order. */
export async function perKindAsync<F extends keyof KindFamilies<ContentKind>>(
  make: <K extends ContentKind>(kind: K) => Promise<KindFamilies<K>[F]>,
): Promise<{ [K in ContentKind]: KindFamilies<K>[F] }> {
  const started: { [K in ContentKind]: Promise<KindFamilies<K>[F]> } = {
    serviceGroups: make('serviceGroups'),
    services: make('services'),
    people: make('people'),
    blogPosts: make('blogPosts'),
    careerPosts: make('careerPosts'),
    jobs: make('jobs'),
    seminars: make('seminars'),
    glossary: make('glossary'),
    references: make('references'),
    documents: make('documents'),
    podcastEpisodes: make('podcastEpisodes'),
    podcastGuests: make('podcastGuests'),
    pages: make('pages'),
  }
  return {
    serviceGroups: await started.serviceGroups,
    services: await started.services,
    people: await started.people,
    blogPosts: await started.blogPosts,
    careerPosts: await started.careerPosts,
    jobs: await started.jobs,
    seminars: await started.seminars,
    glossary: await started.glossary,
    references: await started.references,
    documents: await started.documents,
    podcastEpisodes: await started.podcastEpisodes,
    podcastGuests: await started.podcastGuests,
    pages: await started.pages,
  }
}

/** A content list's path in one locale (`/api/blog/posts/cs`): what the client asks for and issues name. */
export const listPathOf = (kind: ContentKind, locale: Locale): string => `${contentKinds[kind].path}/${locale}`

/** Single answers. `{locale}` in the path marks a localized one (§7 names these paths). */
export const singletonKinds = {
  settings: { path: '/api/settings/{locale}', struct: Settings },
  posters: { path: '/api/poster/all/{locale}', struct: Posters },
  blogCategories: { path: '/api/blog/categories/list', struct: array(BlogCategory) },
  currencies: { path: '/api/lists/currencies', struct: Currencies },
  countries: { path: '/api/lists/countries/{locale}', struct: array(Country) },
  catalogCategories: { path: '/api/catalog/category/{locale}', struct: array(CatalogCategory) },
  /** The shop's products (seminars and publications) with their variants; the publications page is pre-rendered from it. */
  products: { path: '/api/catalog/products/{locale}', struct: array(Product) },
} as const

export type SingletonKind = keyof typeof singletonKinds

export const pagination = { defaultPerPage: 20, maxPerPage: 100 } as const
