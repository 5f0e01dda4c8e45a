// The authoring format → the API's answers (docs/content-api.md "Content items"): an item in
// locale L is meta (id, locale, slug, translations) + shared fields + L's block without its slug.
// Lists are sorted the way a CMS would sort them, so pages are stable and meaningful.
import { type Locale, localeCodes, localeEntry } from '../../shared/config/locales.js'
import { type ContentKind, contentKinds, type OrderKey, pagination } from '../../content-pipeline/schemas/endpoints.js'
import type { MenuItem, SettingsRecord } from '../../content-pipeline/schemas/settings.js'
import type { Dataset } from './dataset-types.js'

/** What every authored entry has in common, whatever its kind. */
export type AuthoredEntry = { id: number } & Partial<Record<Locale, { slug: string }>>
export type Translation = { locale: Locale; slug: string }
export type ApiItem = { id: number; locale: Locale; slug: string; translations: Translation[] } & Record<string, unknown>

const localeKeys: ReadonlySet<string> = new Set(localeCodes)

export function translationsOf(entry: AuthoredEntry): Translation[] {
  const out: Translation[] = []
  for (const locale of localeCodes) {
    const block = entry[locale]
    if (block) out.push({ locale, slug: block.slug })
  }
  return out
}

/** The entry as the API answers it in `locale`, or null when it does not exist there. */
export function projectItem(entry: AuthoredEntry, locale: Locale): ApiItem | null {
  const block = entry[locale]
  if (!block) return null
  const item: ApiItem = { id: entry.id, locale, slug: block.slug, translations: translationsOf(entry) }
  for (const [key, value] of Object.entries(entry)) {
    if (key !== 'id' && !localeKeys.has(key)) item[key] = value
  }
  for (const [key, value] of Object.entries(block)) {
    if (key !== 'slug') item[key] = value
  }
  return item
}

type Compare = (a: ApiItem, b: ApiItem) => number

const num = (item: ApiItem, key: string): number => {
  const v = item[key]
  return typeof v === 'number' ? v : 0
}
const str = (item: ApiItem, key: string): string => {
  const v = item[key]
  return typeof v === 'string' ? v : ''
}
const asc =
  (key: string): Compare =>
  (a, b) =>
    num(a, key) - num(b, key)
const newest =
  (key: string): Compare =>
  (a, b) =>
    str(a, key) < str(b, key) ? 1 : str(a, key) > str(b, key) ? -1 : 0
const byText = (key: string, locale: Locale): Compare => {
  const collator = new Intl.Collator(localeEntry(locale).iso, { sensitivity: 'base' })
  return (a, b) => collator.compare(str(a, key), str(b, key))
}
const reversed =
  (compare: Compare): Compare =>
  (a, b) =>
    -compare(a, b)
const compareBy = ({ field, way }: OrderKey, locale: Locale): Compare => {
  switch (way) {
    case 'asc':
      return asc(field)
    case 'desc':
      return reversed(asc(field))
    case 'newest':
      return newest(field)
    case 'oldest':
      return reversed(newest(field))
    case 'text':
      return byText(field, locale)
  }
}
const chain =
  (...compares: Compare[]): Compare =>
  (a, b) => {
    for (const c of compares) {
      const r = c(a, b)
      if (r !== 0) return r
    }
    return a.id - b.id
  }

/** The order the contract declares for the kind (endpoints.ts `order`), then the id. */
const comparatorFor = (kind: ContentKind, locale: Locale): Compare => chain(...contentKinds[kind].order.map((key) => compareBy(key, locale)))

export type Page<T> = { data: T[]; meta: { page: number; per_page: number; total: number; last_page: number } }

export type Paging = { page: number; perPage: number }

/** Reads `page` and `per_page`; a message instead when they are not positive integers in range. */
export function parsePaging(query: URLSearchParams): Paging | { error: string } {
  const read = (name: string, fallback: number): number | null => {
    const raw = query.get(name)
    if (raw === null) return fallback
    return /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null
  }
  const page = read('page', 1)
  if (page === null) return { error: 'page must be a positive integer' }
  const perPage = read('per_page', pagination.defaultPerPage)
  if (perPage === null || perPage > pagination.maxPerPage) {
    return { error: `per_page must be an integer from 1 to ${pagination.maxPerPage}` }
  }
  return { page, perPage }
}

/**
 * `ids` (docs/content-api.md: only the items with these ids): null when absent, a message when it
 * is not a comma-separated list of 1 to maxPerPage positive integers.
 */
export function parseIds(query: URLSearchParams): Set<number> | null | { error: string } {
  const raw = query.get('ids')
  if (raw === null) return null
  const parts = raw.split(',')
  if (parts.length > pagination.maxPerPage || !parts.every((p) => /^[1-9]\d{0,9}$/.test(p))) {
    return { error: `ids must be 1 to ${pagination.maxPerPage} positive integers separated by commas` }
  }
  return new Set(parts.map(Number))
}

export function paginate<T>(all: readonly T[], { page, perPage }: Paging): Page<T> {
  const start = (page - 1) * perPage
  return {
    data: all.slice(start, start + perPage),
    meta: { page, per_page: perPage, total: all.length, last_page: Math.max(1, Math.ceil(all.length / perPage)) },
  }
}

/**
 * Read-side view of a dataset: sorted, projected lists per kind and locale (built on first use,
 * then kept until the content of that kind changes — only the control endpoint changes it, see
 * editing.ts) and lookups by id.
 */
export class ContentIndex {
  private readonly lists = new Map<string, ApiItem[]>()
  private readonly byId = new Map<ContentKind, Map<number, AuthoredEntry>>()
  private current: Dataset

  constructor(dataset: Dataset) {
    this.current = dataset
    for (const kind of Object.keys(contentKinds) as ContentKind[]) this.indexKind(kind)
  }

  /** The content as it is now (the dataset the server started with, plus any edits). */
  get dataset(): Dataset {
    return this.current
  }

  /** Swaps in a dataset that differs from the current one only in the content of `kinds`. */
  update(dataset: Dataset, kinds: readonly ContentKind[]): void {
    this.current = dataset
    for (const kind of kinds) {
      this.indexKind(kind)
      for (const locale of localeCodes) this.lists.delete(`${kind}/${locale}`)
    }
  }

  private indexKind(kind: ContentKind): void {
    const entries: readonly AuthoredEntry[] = this.current[kind]
    this.byId.set(kind, new Map(entries.map((e) => [e.id, e])))
  }

  list(kind: ContentKind, locale: Locale): ApiItem[] {
    const key = `${kind}/${locale}`
    let items = this.lists.get(key)
    if (!items) {
      const entries: readonly AuthoredEntry[] = this.current[kind]
      items = entries.flatMap((e) => projectItem(e, locale) ?? []).sort(comparatorFor(kind, locale))
      this.lists.set(key, items)
    }
    return items
  }

  entry(kind: ContentKind, id: number): AuthoredEntry | undefined {
    return this.byId.get(kind)?.get(id)
  }

  /** `GET {path}/detail/{id}?lang=L`: the item's slug in L plus all its translations. */
  detail(kind: ContentKind, id: number, locale: Locale): { id: number; locale: Locale; slug: string; translations: Translation[] } | null {
    const entry = this.entry(kind, id)
    const block = entry?.[locale]
    if (!entry || !block) return null
    return { id, locale, slug: block.slug, translations: translationsOf(entry) }
  }

  /** Settings of a locale with the services mega menu filled from the content (§3 "Menu item"). */
  settings(locale: Locale): SettingsRecord[] {
    const records = this.current.settings[locale]
    return records.map((record) => (record.name === 'topmenu' ? { name: 'topmenu', value: record.value.map((item) => this.fillServiceMenu(item, locale)) } : record))
  }

  private fillServiceMenu(item: MenuItem, locale: Locale): MenuItem {
    if (item.link !== 'app://route/services' || item.service !== null) return item
    const groups = this.list('serviceGroups', locale)
    const services = this.list('services', locale)
    const service = groups.map((g) => ({
      id: g.id,
      slug: g.slug,
      name: str(g, 'name'),
      subservices: services.filter((s) => s['group_id'] === g.id).map((s) => ({ id: s.id, name: str(s, 'name'), slug: s.slug })),
    }))
    return { ...item, service }
  }
}
