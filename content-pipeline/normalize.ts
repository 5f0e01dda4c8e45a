// Stage 3: joins the locales by id, checks what no single answer can show on its own
// (normalize-checks.ts, settings-fold.ts), then shapes each locale's content as model.ts declares
// it (Markdown and links are still as authored; render.ts does those), with each item's source
// hash and the counts.
import { type Locale, localeCodes } from '../shared/config/locales.js'
import type { ItemPath, ItemPaths, LocaleContent, Localized, Manifest } from './model.js'
import type { ContentKind } from './schemas/endpoints.js'
import { contentKinds } from './schemas/endpoints.js'
import type { Issues } from './issues.js'
import type { PathIndex } from './paths.js'
import type { Source } from './source.js'
import { type PerLocale, perLocale } from '../shared/config/perLocale.js'
import { sha256 } from '../shared/hash.js'
import { byName, bySort, newest } from './listOrder.js'
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
  const shape = <T extends Meta>(kind: ContentKind, locale: Locale, items: T[], order: (a: T, b: T) => number): Localized<T>[] =>
    [...items].sort(order).flatMap((item) => {
      const localized = localize(kind, locale, item)
      return localized ? [localized] : []
    })

  const out = perLocale(
    (locale): LocaleContent =>
      withItemPaths(
        {
          serviceGroups: shape('serviceGroups', locale, content.serviceGroups[locale], bySort),
          services: shape('services', locale, content.services[locale], (a, b) => a.group_id - b.group_id || bySort(a, b)),
          people: shape('people', locale, content.people[locale], (a, b) => a.group - b.group || bySort(a, b)),
          blogPosts: shape('blogPosts', locale, content.blogPosts[locale], newest),
          careerPosts: shape('careerPosts', locale, content.careerPosts[locale], newest),
          jobs: shape('jobs', locale, content.jobs[locale], newest),
          seminars: shape('seminars', locale, content.seminars[locale], (a, b) => compare(a.starts_at, b.starts_at) || a.id - b.id),
          glossary: shape('glossary', locale, content.glossary[locale], (a, b) => a.title.localeCompare(b.title, locale) || a.id - b.id),
          references: shape('references', locale, content.references[locale], bySort),
          documents: shape('documents', locale, content.documents[locale], newest),
          podcastEpisodes: shape('podcastEpisodes', locale, content.podcastEpisodes[locale], (a, b) => b.number - a.number || a.id - b.id),
          podcastGuests: shape('podcastGuests', locale, content.podcastGuests[locale], byName(locale)),
          pages: shape('pages', locale, content.pages[locale], byId),
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
  const of = ({ id, slug, path }: ItemPath): ItemPath => ({ id, slug, path })
  return {
    serviceGroups: c.serviceGroups.map(of),
    services: c.services.map((s) => ({ ...of(s), group_id: s.group_id })),
    people: c.people.map(of),
    blogPosts: c.blogPosts.map((p) => ({ ...of(p), category_id: p.category_id })),
    careerPosts: c.careerPosts.map(of),
    jobs: c.jobs.map(of),
    seminars: c.seminars.map(of),
    glossary: c.glossary.map(of),
    references: c.references.map(of),
    documents: c.documents.map(of),
    podcastEpisodes: c.podcastEpisodes.map(of),
    podcastGuests: c.podcastGuests.map(of),
    pages: c.pages.map((p) => ({ ...of(p), route_key: p.route_key })),
    blogCategories: c.blogCategories.map(of),
  }
}

const contentKindList = Object.keys(contentKinds).filter((k): k is ContentKind => Object.hasOwn(contentKinds, k))
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
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
