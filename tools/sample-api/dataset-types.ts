// The shape of the sample API's data: every content kind in the authoring format (shared fields
// plus one block per locale) and the singletons, per locale where they are localized. Kept apart
// from dataset.ts so the server, the generator and the tests need not load the sample content.
import type { Locale } from '../../shared/config/locales.js'
import type { ContentKind } from '../../content-pipeline/schemas/endpoints.js'
import type { CatalogCategory, Country, Currency } from '../../content-pipeline/schemas/lists.js'
import type { Posters, SettingsRecord } from '../../content-pipeline/schemas/settings.js'
import type {
  AuthoredBlogPost,
  AuthoredCareerPost,
  AuthoredDocument,
  AuthoredGlossaryTerm,
  AuthoredInfoPage,
  AuthoredJob,
  AuthoredPerson,
  AuthoredPodcastEpisode,
  AuthoredPodcastGuest,
  AuthoredReference,
  AuthoredSeminar,
  AuthoredService,
  AuthoredServiceGroup,
  BlogCategory,
} from './content/types.js'

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
