// The API contract in code (docs/content-api.md explains it): each entity kind, where it is
// served and the struct that checks it. The sample API serves from this table and the
// pipeline fetches from it, so the two cannot drift apart.
import { array } from 'superstruct'
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

/** Localized, paginated content lists: `GET {path}/{locale}?page=N&per_page=M`. */
export const contentKinds = {
  serviceGroups: { path: '/api/service-groups', linkKind: 'service-group', item: serviceGroup.item, order: by({ field: 'sort', way: 'asc' }) },
  services: { path: '/api/services', linkKind: 'service', item: service.item, order: by({ field: 'group_id', way: 'asc' }, { field: 'sort', way: 'asc' }) },
  people: { path: '/api/people', linkKind: 'person', item: person.item, order: by({ field: 'group', way: 'asc' }, { field: 'sort', way: 'asc' }) },
  blogPosts: { path: '/api/blog/posts', linkKind: 'blog', item: blogPost.item, order: by({ field: 'published_at', way: 'newest' }) },
  careerPosts: { path: '/api/career-blog/posts', linkKind: 'career-blog', item: careerPost.item, order: by({ field: 'published_at', way: 'newest' }) },
  jobs: { path: '/api/jobs', linkKind: 'job', item: job.item, order: by({ field: 'published_at', way: 'newest' }) },
  seminars: { path: '/api/seminars', linkKind: 'seminar', item: seminar.item, order: by({ field: 'starts_at', way: 'oldest' }) },
  glossary: { path: '/api/glossary', linkKind: 'glossary', item: glossaryTerm.item, order: by({ field: 'title', way: 'text' }) },
  references: { path: '/api/references', linkKind: 'reference', item: reference.item, order: by({ field: 'sort', way: 'asc' }) },
  documents: { path: '/api/documents', linkKind: 'document', item: document.item, order: by({ field: 'published_at', way: 'newest' }) },
  podcastEpisodes: { path: '/api/podcast/episodes', linkKind: 'podcast', item: podcastEpisode.item, order: by({ field: 'published_at', way: 'newest' }, { field: 'number', way: 'desc' }) },
  podcastGuests: { path: '/api/podcast/guests', linkKind: 'podcast-guest', item: podcastGuest.item, order: by({ field: 'name', way: 'text' }) },
  pages: { path: '/api/pages', linkKind: 'page', item: infoPage.item, order: by() },
} as const

export type ContentKind = keyof typeof contentKinds

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
