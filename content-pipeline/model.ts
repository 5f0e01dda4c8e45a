// What the pipeline writes and the pages read: the API items, validated, with Markdown fields
// replaced by sanitized HTML (same field names), `app://` links resolved, media paths pointing
// at the site's own /media/, and each item's localized path plus its alternates.
import type { Locale } from '../shared/config/locales.js'
import type * as c from './schemas/content.js'
import type { Banner, BottomMenuGroup, ContactEntry, MenuItem, Office } from './schemas/settings.js'
import type { CatalogCategory, Country, Currency, Product } from './schemas/lists.js'
import type { ImageIndex } from './images-model.js'
import type { ApiItem, ContentKind } from './schemas/endpoints.js'

/** Localized paths of the same item, one per locale it exists in (the current one included). */
export type Alternates = Partial<Record<Locale, string>>

/**
 * An item as pages get it. `updated_at` is left out: no page shows it, and it is shared, so an
 * edit in one locale would otherwise change every locale's file and re-check their pages.
 */
export type Localized<T extends { locale: string; translations: unknown }> = Omit<T, 'translations' | 'locale' | 'updated_at'> & {
  locale: Locale
  path: string
  alternates: Alternates
}

export type ServiceGroup = Localized<c.ServiceGroup>
export type Service = Localized<c.Service>
export type Person = Localized<c.Person>
export type BlogPost = Localized<c.BlogPost>
export type CareerPost = Localized<c.CareerPost>
export type Job = Localized<c.Job>
export type Seminar = Localized<c.Seminar>
export type GlossaryTerm = Localized<c.GlossaryTerm>
export type Reference = Localized<c.Reference>
export type DocumentItem = Localized<c.DocumentItem>
export type PodcastEpisode = Localized<c.PodcastEpisode>
export type PodcastGuest = Localized<c.PodcastGuest>
export type InfoPage = Localized<c.InfoPage>
export type BlogCategory = { id: number; name: string; slug: string; path: string; alternates: Alternates }

/** A content kind's item as pages get it (ServiceGroup, BlogPost… above name them one by one). */
export type Item<K extends ContentKind> = Localized<ApiItem<K>>

/** One locale's items of every content kind (typed by kind when read through a generic kind). */
export type KindContent = { [K in ContentKind]: Item<K>[] }

// The families of per-kind values of this model, for schemas/endpoints.ts perKind.
declare module './schemas/endpoints.js' {
  interface KindFamilies<K extends ContentKind> {
    items: Item<K>[]
    itemPaths: ItemPathOf<K>[]
  }
}

/** One locale's content, as `content/generated/{locale}/{kind}.json` files. */
export type LocaleContent = KindContent & {
  blogCategories: BlogCategory[]
  settings: SiteSettings
  posters: { desktop: Banner[]; mobile: Banner[] }
  countries: Country[]
  catalogCategories: CatalogCategory[]
  /** The shop's products (spec §3 cart line product), as the API lists them. */
  products: Product[]
  /** Every raster image's size and AVIF/WebP variants, by media path (images.ts); the same in each locale. */
  images: ImageIndex
  /** Every item's id, slug and path, and what decides which pages exist (ItemPaths). */
  itemPaths: ItemPaths
}

/** An item as the pages' URL lists and the redirect map see it. */
export type ItemPath = { id: number; slug: string; path: string }

/**
 * `{locale}/itemPaths.json`: every item's id, slug and path, in the order of its kind's file, with
 * the few fields that decide which pages exist or where a URL leads (a post's category, a
 * service's group, an information page's fixed route). The pages' URL lists
 * (renderer/prerender.ts) and the redirect map (hosting/redirects/mapContent.ts) read this, not the items:
 * listing a rebuild's pages parses ~2 MB instead of every content file of every locale (~60 MB at
 * --scale 20000), and the pages then read only the files they show.
 */
export type ItemPaths = { [K in ContentKind]: ItemPathOf<K>[] } & { blogCategories: ItemPath[] }

/** An item's entry in ItemPaths: its id, slug and path, and its kind's `pathFields`. */
export type ItemPathOf<K extends ContentKind> = ItemPath & Pick<Item<K>, PathField<K>>

/** Per kind, the fields of an item that decide which pages exist or where a URL leads, besides its id, slug and path. */
export const pathFields = {
  serviceGroups: [],
  services: ['group_id'],
  people: [],
  blogPosts: ['category_id'],
  careerPosts: [],
  jobs: [],
  seminars: [],
  glossary: [],
  references: [],
  documents: [],
  podcastEpisodes: [],
  podcastGuests: [],
  pages: ['route_key'],
} as const satisfies { [K in ContentKind]: readonly (keyof Item<K>)[] }

type PathField<K extends ContentKind> = (typeof pathFields)[K][number] & keyof Item<K>

/** pathFields as read through a generic kind: each kind's are fields of its item. */
export const pathFieldsOf: { readonly [K in ContentKind]: readonly PathField<K>[] } = pathFields

/** Settings records folded into one object (links resolved). */
export type SiteSettings = {
  contacts: { email: string; phone: string; offices: Office[]; entries: ContactEntry[] }
  introPopup: { is_enabled: boolean }
  topMenu: MenuItem[]
  bottomMenu: BottomMenuGroup[]
  maintenance: { is_enabled: boolean }
}

/** `content/generated/manifest.json`: what was built, from where, and a hash per entity. */
export type Manifest = {
  generatedAt: string
  source: string
  counts: Record<string, Partial<Record<Locale, number>>>
  /** kind → id → sha256 of the item's validated API answer in every locale (for incremental builds). */
  hashes: Record<string, Record<string, string>>
  currencies: Currency[]
  media: string[]
  /** The API's change-feed cursor taken before this content was fetched (null without the feed). */
  cursor: string | null
  /** What made the content besides the answers (reuse.ts): the pipeline's code and a hash of every item's paths. */
  inputs: { code: string; paths: string }
  /**
   * Set by a verifying run (content-pipeline/verify.ts): when, and the items that changed without
   * the change feed naming them (null: everything was fetched afresh, there was no feed to check).
   */
  verified?: { at: string; drift: DriftItem[] | null }
}

/** An item whose answer changed without the change feed naming it. */
export type DriftItem = { kind: string; id: number; change: 'added' | 'changed' | 'removed' }

export const generatedDir = 'content/generated'
export const localeContentKeys = [
  'serviceGroups',
  'services',
  'people',
  'blogPosts',
  'careerPosts',
  'jobs',
  'seminars',
  'glossary',
  'references',
  'documents',
  'podcastEpisodes',
  'podcastGuests',
  'pages',
  'blogCategories',
  'settings',
  'posters',
  'countries',
  'catalogCategories',
  'products',
  'images',
  'itemPaths',
] as const satisfies readonly (keyof LocaleContent)[]
