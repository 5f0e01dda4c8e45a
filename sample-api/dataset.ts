// The sample API's data: every content kind in the authoring format (shared fields plus one
// block per locale) and the singletons, per locale where they are localized. The server only
// ever reads a `Dataset`, so the hand-written sample content and the generated large datasets
// (benchmarks, scale tests) go through exactly the same code.
import type { Locale } from '../config/locales.js'
import type { ContentKind } from '../content-pipeline/schemas/endpoints.js'
import type { CatalogCategory, Country, Currency } from '../content-pipeline/schemas/lists.js'
import type { Posters, SettingsRecord } from '../content-pipeline/schemas/settings.js'
import type {
  AuthoredBlogPost, AuthoredCareerPost, AuthoredDocument, AuthoredGlossaryTerm, AuthoredInfoPage, AuthoredJob,
  AuthoredPerson, AuthoredPodcastEpisode, AuthoredPodcastGuest, AuthoredReference, AuthoredSeminar, AuthoredService,
  AuthoredServiceGroup, BlogCategory,
} from './content/types.js'
import { blogCategories } from './content/blogCategories.js'
import { blogPosts } from './content/blogPosts.js'
import { careerPosts } from './content/careerPosts.js'
import { documents } from './content/documents.js'
import { glossary } from './content/glossary.js'
import { jobs } from './content/jobs.js'
import { catalogCategories, countries, currencies } from './content/lists.js'
import { pages } from './content/pages.js'
import { people } from './content/people.js'
import { podcastEpisodes, podcastGuests } from './content/podcast.js'
import { posters } from './content/posters.js'
import { references } from './content/references.js'
import { seminars } from './content/seminars.js'
import { serviceGroups } from './content/serviceGroups.js'
import { services } from './content/services.js'
import { settings } from './content/settings.js'

export type AuthoredContent = {
  serviceGroups: AuthoredServiceGroup[]
  services: AuthoredService[]
  people: AuthoredPerson[]
  blogPosts: AuthoredBlogPost[]
  careerPosts: AuthoredCareerPost[]
  jobs: AuthoredJob[]
  seminars: AuthoredSeminar[]
  glossary: AuthoredGlossaryTerm[]
  references: AuthoredReference[]
  documents: AuthoredDocument[]
  podcastEpisodes: AuthoredPodcastEpisode[]
  podcastGuests: AuthoredPodcastGuest[]
  pages: AuthoredInfoPage[]
}

// Compile-time guard: the content part has exactly the kinds endpoints.ts serves.
type SameKeys<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [never, never] ? true : false
const contentKindsMatch: SameKeys<AuthoredContent, Record<ContentKind, unknown>> = true
void contentKindsMatch

export type Dataset = AuthoredContent & {
  settings: Record<Locale, SettingsRecord[]>
  posters: Record<Locale, Posters>
  currencies: Currency[]
  countries: Record<Locale, Country[]>
  catalogCategories: Record<Locale, CatalogCategory[]>
  blogCategories: BlogCategory[]
}

/** The hand-written sample content of sample-api/content/. */
export function loadSampleDataset(): Dataset {
  return {
    serviceGroups, services, people, blogPosts, careerPosts, jobs, seminars, glossary, references, documents,
    podcastEpisodes, podcastGuests, pages, settings, posters, currencies, countries, catalogCategories, blogCategories,
  }
}

export { generateDataset } from './generate.js'
