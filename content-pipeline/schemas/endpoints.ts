// The API contract in code (docs/content-api.md explains it): each entity kind, where it is
// served and the struct that checks it. The sample API serves from this table and the
// pipeline fetches from it, so the two cannot drift apart.
import { array } from 'superstruct'
import {
  BlogCategory, blogPost, careerPost, document, glossaryTerm, infoPage, job, person, podcastEpisode,
  podcastGuest, reference, seminar, service, serviceGroup,
} from './content.js'
import { CatalogCategory, Country, Currencies, Product } from './lists.js'
import { Posters, Settings } from './settings.js'

/** Localized, paginated content lists: `GET {path}/{locale}?page=N&per_page=M`. */
export const contentKinds = {
  serviceGroups: { path: '/api/service-groups', linkKind: 'service-group', item: serviceGroup.item },
  services: { path: '/api/services', linkKind: 'service', item: service.item },
  people: { path: '/api/people', linkKind: 'person', item: person.item },
  blogPosts: { path: '/api/blog/posts', linkKind: 'blog', item: blogPost.item },
  careerPosts: { path: '/api/career-blog/posts', linkKind: 'career-blog', item: careerPost.item },
  jobs: { path: '/api/jobs', linkKind: 'job', item: job.item },
  seminars: { path: '/api/seminars', linkKind: 'seminar', item: seminar.item },
  glossary: { path: '/api/glossary', linkKind: 'glossary', item: glossaryTerm.item },
  references: { path: '/api/references', linkKind: 'reference', item: reference.item },
  documents: { path: '/api/documents', linkKind: 'document', item: document.item },
  podcastEpisodes: { path: '/api/podcast/episodes', linkKind: 'podcast', item: podcastEpisode.item },
  podcastGuests: { path: '/api/podcast/guests', linkKind: 'podcast-guest', item: podcastGuest.item },
  pages: { path: '/api/pages', linkKind: 'page', item: infoPage.item },
} as const

export type ContentKind = keyof typeof contentKinds

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
