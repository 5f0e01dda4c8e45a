// Stage 3: joins the locales by id, checks what no single answer can show on its own
// (normalize-checks.ts, settings-fold.ts), then shapes each locale's content as model.ts declares
// it (Markdown and links are still as authored; render.ts does those), with each item's source
// hash and the counts.
import { type Locale, localeCodes } from '../shared/config/locales.js'
import { type ItemPath, type ItemPaths, type KindContent, type LocaleContent, type Localized, type Manifest, pathFieldsOf } from './model.js'
import { type ContentKind, contentKindList, perKind } from './schemas/endpoints.js'
import { kinds } from './kinds.js'
import type { Issues } from './issues.js'
import type { PathIndex } from './paths.js'
import type { Source } from './source.js'
import { type PerLocale, perLocale } from '../shared/config/perLocale.js'
import { sha256 } from '../shared/hash.js'
import { checkSource, idsOf, listedOf, type Meta } from './normalize-checks.js'
import { foldPosters, foldSettings } from './settings-fold.js'

export type Normalized = {
  content: PerLocale<LocaleContent>
  hashes: Manifest['hashes']
  counts: Manifest['counts']
}

/**
 * A narrow run's content kinds it did not collect (incremental.ts): empty in its source, their
 * answers unchanged since the previous output, which lists their items (`itemPaths`) and counts.
 * Their items were checked when that output was made; what the checks of the other kinds and of
 * the settings need of them (ids, slugs, groups) comes from `itemPaths`.
 */
export type NarrowBase = {
  kinds: ReadonlySet<ContentKind>
  itemPaths: PerLocale<ItemPaths>
  counts: Manifest['counts']
  /**
   * The previous output's hashes, and by kind the ids the change feed named: of the kinds read,
   * an item the feed did not name has the answers it had (the feed's contract), so its hash too.
   */
  hashes?: { previous: Manifest['hashes']; named: ReadonlyMap<ContentKind, ReadonlySet<number>> }
}

/**
 * `sourceHashes`: kinds whose hash tables are known already (reuse.ts: their answers did not
 * change); it must hold every kind of `narrow`.
 */
export function normalize(source: Source, paths: PathIndex, issues: Issues, sourceHashes: Partial<Record<ContentKind, Record<string, string>>> = {}, narrow?: NarrowBase): Normalized {
  const { content } = source
  const listed = listedOf(content, narrow)
  checkSource(source, listed, paths, issues)

  const localize = <T extends Meta>(kind: ContentKind, locale: Locale, item: T): Localized<T> | undefined => {
    const itemPath = paths.pathOf(kind, item.id, locale)
    if (itemPath === undefined) return undefined // reported by the checks above (e.g. a service without its group)
    const { translations: _translations, locale: _locale, updated_at: _updatedAt, ...rest } = item
    return { ...rest, locale, path: itemPath, alternates: paths.alternatesOf(kind, item.id) }
  }
  // Sorted once localized: the order reads only fields the items keep (kinds.ts `order`).
  const shape = <T extends Meta>(kind: ContentKind, locale: Locale, items: T[], order: (a: Localized<T>, b: Localized<T>) => number): Localized<T>[] =>
    items
      .flatMap((item) => {
        const localized = localize(kind, locale, item)
        return localized ? [localized] : []
      })
      .sort(order)

  const out = perLocale(
    (locale): LocaleContent =>
      withItemPaths(
        {
          ...perKind<'items'>((kind) => shape(kind, locale, content[kind][locale], kinds[kind].order(locale))),
          blogCategories: source.blogCategories.flatMap((category) => {
            const t = category.translations.find((x) => x.locale === locale)
            const alternates = paths.categoryAlternates(category.id)
            const categoryPath = alternates[locale]
            return t && categoryPath ? [{ id: category.id, name: t.name, slug: t.slug, path: categoryPath, alternates }] : []
          }),
          settings: foldSettings(source, listed, locale, issues),
          posters: foldPosters(source.posters[locale]),
          countries: source.countries[locale],
          catalogCategories: source.catalogCategories[locale],
          products: source.products[locale],
          // Filled once the media are downloaded (images.ts).
          images: {},
        },
        narrow ? { base: narrow.itemPaths[locale], kinds: narrow.kinds } : undefined,
      ),
  )

  const counts = countsOf(out)
  if (narrow) for (const kind of narrow.kinds) if (narrow.counts[kind]) counts[kind] = narrow.counts[kind]
  return { content: out, hashes: hashesOf(source, sourceHashes, narrow?.hashes), counts }
}

/**
 * The locale's content with its ItemPaths (model.ts), made of the items as they are here; of the
 * kinds a narrow run left out, its base's.
 */
function withItemPaths(c: Omit<LocaleContent, 'itemPaths'>, narrow?: { base: ItemPaths; kinds: ReadonlySet<ContentKind> }): LocaleContent {
  const made = madeItemPaths(c)
  if (narrow) for (const kind of narrow.kinds) Object.assign(made, { [kind]: narrow.base[kind] })
  return { ...c, itemPaths: made }
}

function madeItemPaths(c: Omit<LocaleContent, 'itemPaths'>): ItemPaths {
  const items: KindContent = c
  const of = ({ id, slug, path }: ItemPath): ItemPath => ({ id, slug, path })
  return {
    ...perKind<'itemPaths'>((kind) => items[kind].map((item) => ({ ...of(item), ...pick(item, pathFieldsOf[kind]) }))),
    blogCategories: c.blogCategories.map(of),
  }
}

/** The fields `keys` of `item`, in that order. */
function pick<T extends object, F extends keyof T>(item: T, keys: readonly F[]): Pick<T, F> {
  const out: Partial<Pick<T, F>> = {}
  for (const key of keys) out[key] = item[key]
  if (!hasAll(out, keys)) throw new Error('pick: a field is missing')
  return out
}

const hasAll = <T, F extends keyof T>(out: Partial<Pick<T, F>>, keys: readonly F[]): out is Pick<T, F> => keys.every((key) => Object.hasOwn(out, key))

const byId = (a: { id: number }, b: { id: number }) => a.id - b.id

/**
 * kind → id → sha256 of the item's validated answers in every locale (ids ascending). The answers
 * are serialized with their keys in the order the API sent them, as V8 does it (~5× faster than
 * sorting every object's keys): an API that reorders keys costs a re-render, never a stale page.
 */
function hashesOf(source: Source, known: Partial<Record<ContentKind, Record<string, string>>>, unnamed?: NarrowBase['hashes']): Manifest['hashes'] {
  const hashes: Manifest['hashes'] = {}
  for (const kind of contentKindList) {
    const knownTable = known[kind]
    if (knownTable) {
      hashes[kind] = knownTable
      continue
    }
    const items: PerLocale<Meta[]> = source.content[kind]
    const ids = [...idsOf(items)].sort((a, b) => a - b)
    const byLocale = perLocale((l) => new Map(items[l].map((i) => [i.id, i])))
    const table: Record<string, string> = {}
    const before = unnamed?.previous[kind]
    const named = unnamed?.named.get(kind)
    for (const id of ids) {
      const kept = named && !named.has(id) ? before?.[String(id)] : undefined
      if (kept !== undefined) {
        table[String(id)] = kept
        continue
      }
      const answers = Object.fromEntries(localeCodes.map((l) => [l, byLocale[l].get(id) ?? null]))
      table[String(id)] = sha256(JSON.stringify(answers))
    }
    hashes[kind] = table
  }
  const categories: Record<string, string> = {}
  for (const c of [...source.blogCategories].sort(byId)) categories[String(c.id)] = sha256(JSON.stringify(c))
  hashes.blogCategories = categories
  return hashes
}

function countsOf(content: PerLocale<LocaleContent>): Manifest['counts'] {
  const counts: Manifest['counts'] = {}
  for (const locale of localeCodes) {
    const c = content[locale]
    // Every content kind (none left out when one is added), in the API table's order, then the rest.
    const lists: [string, number][] = [
      ...contentKindList.map((kind): [string, number] => [kind, c[kind].length]),
      ['blogCategories', c.blogCategories.length],
      ['posters', c.posters.desktop.length + c.posters.mobile.length],
      ['countries', c.countries.length],
      ['catalogCategories', c.catalogCategories.length],
      ['products', c.products.length],
    ]
    for (const [key, n] of lists) (counts[key] ??= {})[locale] = n
  }
  return counts
}
