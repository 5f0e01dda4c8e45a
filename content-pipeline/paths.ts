// Every item's localized path, built with shared/config/routes.ts `path()` (the one route table), and
// its alternates: the item's path in each locale it exists in. Links, the language switcher,
// hreflang and the sitemap all read these, so they cannot disagree.
import { type Locale, localeCodes } from '../shared/config/locales.js'
import { listPagePath, path, type RouteKey } from '../shared/config/routes.js'
import { array, number, object, optional, string, tuple, type Infer } from 'superstruct'
import { pageOfIndex } from './listOrder.js'
import type { Alternates } from './model.js'
import { ContentKindName } from './schemas/changes.js'
import type { BlogCategory } from './schemas/content.js'
import type { ContentKind } from './schemas/endpoints.js'
import { type Elsewhere, type ItemFields, kindList, kinds } from './kinds.js'
import type { ContentSource } from './source.js'
import type { PerLocale } from '../shared/config/perLocale.js'

export type PathIndex = {
  /** The item's path in `locale`, or undefined when it does not exist there. */
  pathOf(kind: ContentKind, id: number, locale: Locale): string | undefined
  /** The item's path in every locale it exists in (empty when it exists nowhere). */
  alternatesOf(kind: ContentKind, id: number): Alternates
  categoryAlternates(id: number): Alternates
  /** The whole index as plain data (e.g. for a worker thread): `pathIndexFromData` rebuilds it. */
  data(): PathData
}

type Table = Map<number, Alternates>

const AlternatesStruct = object({ cs: optional(string()), en: optional(string()) })
// A locale added to shared/config/locales.ts must be added above too: this stops compiling until it is.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const alternatesCoverLocales: Same<Infer<typeof AlternatesStruct>, Alternates> = true
void alternatesCoverLocales

/** A PathIndex as plain data: per kind, [id, alternates] of every item that has a path; the same for blog categories. */
export const PathData = object({
  items: array(tuple([ContentKindName, array(tuple([number(), AlternatesStruct]))])),
  categories: array(tuple([number(), AlternatesStruct])),
})
export type PathData = Infer<typeof PathData>

export function buildPaths(content: ContentSource, blogCategories: readonly BlogCategory[]): PathIndex {
  const tables = new Map<ContentKind, Table>()

  function add<T extends { id: number }>(kind: ContentKind, items: PerLocale<readonly T[]>, pathFor: (item: T, locale: Locale) => string | undefined) {
    tables.set(kind, tableOf(items, pathFor))
  }

  // The kinds whose page is `{id}/{slug}` or `{id}` of their route (content-pipeline/kinds.ts); an
  // item bound to a fixed route (an information page with a `route_key`) has that route's path.
  for (const kind of kindList) {
    const page = kinds[kind].page
    if (!page || page.params === 'own') continue
    const items: PerLocale<readonly { id: number; slug: string; route_key?: RouteKey | null }[]> = content[kind]
    add(kind, items, (item, locale) => {
      const fixed = page.fixedRoute?.(item)
      return fixed ? path(fixed, locale) : path(page.route, locale, page.params === 'id' ? { id: item.id } : { id: item.id, slug: item.slug })
    })
  }
  // A service's path carries its group's id and the group's slug in the same locale; a service
  // whose group is missing there has no path (normalize reports it).
  const groupSlugs = new Map(localeCodes.map((l) => [l, new Map(content.serviceGroups[l].map((g) => [g.id, g.slug]))]))
  add('services', content.services, (s, locale) => {
    const groupSlug = groupSlugs.get(locale)?.get(s.group_id)
    return groupSlug === undefined ? undefined : path('service', locale, { id: s.group_id, slug: groupSlug, slug2: s.slug })
  })
  // The kinds without a page of their own: an anchor on their list's page, or their file.
  for (const kind of kindList) addElsewhere(kind)
  function addElsewhere<K extends ContentKind>(kind: K) {
    const elsewhere = kinds[kind].elsewhere
    if (!elsewhere) return
    const items: PerLocale<readonly ItemFields<K>[]> = content[kind]
    add(kind, items, 'file' in elsewhere ? elsewhere.file : anchored(items, elsewhere.anchor, kinds[kind]))
  }

  const categories: Table = new Map()
  for (const category of blogCategories) {
    const alternates: Alternates = {}
    for (const t of category.translations) alternates[t.locale] = path('blogCategory', t.locale, { category: t.slug })
    categories.set(category.id, alternates)
  }

  return indexOf(tables, categories)
}

type Anchor<Fields> = Extract<Elsewhere<Fields>, { anchor: unknown }>['anchor']

/**
 * An item's path as a section of the page of its paged list it is on (listOrder.ts: the list pages
 * order them alike): `#{prefix}-{id}` on page 1 (`first`) or page N (`paged`).
 */
function anchored<T extends { id: number }>(items: PerLocale<readonly T[]>, anchor: Anchor<T>, kind: { order(locale: Locale): (a: T, b: T) => number; lists: Partial<Record<RouteKey, number>> }) {
  const size = kind.lists[anchor.paged]
  if (size === undefined) throw new Error(`kinds.ts: an anchor on ${anchor.paged}, which is not one of the kind's lists`)
  const order = anchor.order ?? kind.order
  const pageOf = new Map(localeCodes.map((l) => [l, new Map([...items[l]].sort(order(l)).map((item, i) => [item.id, pageOfIndex(i, size)]))]))
  return (item: T, locale: Locale) => `${listPagePath(anchor.first, anchor.paged, locale, pageOf.get(locale)?.get(item.id) ?? 1)}#${anchor.prefix}-${item.id}`
}

/** Per item id, its path in each locale `pathFor` gives it one in. */
function tableOf<T extends { id: number }>(items: PerLocale<readonly T[]>, pathFor: (item: T, locale: Locale) => string | undefined): Table {
  const table: Table = new Map()
  for (const locale of localeCodes) {
    for (const item of items[locale]) {
      const p = pathFor(item, locale)
      if (p === undefined) continue
      const alternates = table.get(item.id) ?? {}
      alternates[locale] = p
      table.set(item.id, alternates)
    }
  }
  return table
}

function indexOf(tables: Map<ContentKind, Table>, categories: Table): PathIndex {
  return {
    pathOf: (kind, id, locale) => tables.get(kind)?.get(id)?.[locale],
    alternatesOf: (kind, id) => ({ ...tables.get(kind)?.get(id) }),
    categoryAlternates: (id) => ({ ...categories.get(id) }),
    data: () => ({
      items: [...tables].map(([kind, table]) => [kind, [...table]]),
      categories: [...categories],
    }),
  }
}

export function pathIndexFromData(data: PathData): PathIndex {
  return indexOf(new Map(data.items.map(([kind, items]) => [kind, new Map(items)])), new Map(data.categories))
}

/**
 * The data with every table in id order: the same for the same paths whatever order the API
 * listed the items in (what reuse.ts inputsOf hashes).
 */
export function sortedPathData(data: PathData): PathData {
  const byId = (a: readonly [number, unknown], b: readonly [number, unknown]) => a[0] - b[0]
  return { items: data.items.map(([kind, items]) => [kind, [...items].sort(byId)]), categories: [...data.categories].sort(byId) }
}

/** Of the ItemPaths of a kind (model.ts), what a path table needs: each item's id and path. */
export type KindPaths = PerLocale<readonly { id: number; path: string }[]>

/**
 * The index with the tables of these kinds made from their items' paths as listed (a narrow run's
 * kinds it did not collect, from the previous output's ItemPaths: reuse.ts).
 */
export function withTablesOf(index: PathIndex, kinds: ReadonlyMap<ContentKind, KindPaths>): PathIndex {
  const data = index.data()
  return pathIndexFromData({
    items: data.items.map(([kind, items]) => {
      const listed = kinds.get(kind)
      return [kind, listed ? [...tableOf(listed, (item) => item.path)] : items]
    }),
    categories: data.categories,
  })
}
