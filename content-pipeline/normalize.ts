// Stage 3: joins the locales by id and checks what no single answer can show on its own —
// translations that agree in both directions, references that point at something, services
// whose group exists in their locale, unique paths — then shapes each locale's content as
// model.ts declares it (Markdown and links are still as authored; render.ts does those).
import { type Locale, localeCodes } from '../config/locales.js'
import type { ItemPath, ItemPaths, LocaleContent, Localized, Manifest, SiteSettings } from './model.js'
import type { ContentKind } from './schemas/endpoints.js'
import { contentKinds, listPathOf } from './schemas/endpoints.js'
import type { Translation } from './schemas/common.js'
import type { Posters, SettingsRecord } from './schemas/settings.js'
import type { Issues, Place } from './issues.js'
import type { PathIndex } from './paths.js'
import type { ContentSource, Source } from './source.js'
import { type PerLocale, perLocale } from '../config/perLocale.js'
import { sha256 } from '../shared/hash.js'
import { byName, bySort, newest } from './listOrder.js'

export type Normalized = {
  content: PerLocale<LocaleContent>
  hashes: Manifest['hashes']
  counts: Manifest['counts']
}

type Meta = { id: number; locale: string; slug: string; translations: Translation[]; updated_at: string }

const listEndpoint = (kind: ContentKind, locale: Locale) => `GET ${listPathOf(kind, locale)}`
const place = (kind: ContentKind, locale: Locale, id: number, field?: string): Place => ({ endpoint: listEndpoint(kind, locale), kind, subject: `id ${id}`, ...(field ? { field } : {}) })

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

/** Of every kind, what the checks read of its items, from the source or, for a kind a narrow run left out, its base. */
type Listed = {
  ids(kind: ContentKind): Set<number>
  serviceGroups(locale: Locale): readonly { id: number; slug: string }[]
  services(locale: Locale): readonly { id: number; slug: string; group_id: number }[]
}

function listedOf(content: ContentSource, narrow: NarrowBase | undefined): Listed {
  const left = (kind: ContentKind) => narrow?.kinds.has(kind) === true
  return {
    ids: (kind) => {
      if (!narrow || !left(kind)) return idsOf(content[kind])
      const paths: PerLocale<readonly { id: number }[]> = perLocale((l) => narrow.itemPaths[l][kind])
      return idsOf(paths)
    },
    serviceGroups: (locale) => (narrow && left('serviceGroups') ? narrow.itemPaths[locale].serviceGroups : content.serviceGroups[locale]),
    services: (locale) => (narrow && left('services') ? narrow.itemPaths[locale].services : content.services[locale]),
  }
}

/**
 * `sourceHashes`: kinds whose hash tables are known already (reuse.ts: their answers did not
 * change); it must hold every kind of `narrow`.
 */
export function normalize(source: Source, paths: PathIndex, issues: Issues, sourceHashes: Partial<Record<ContentKind, Record<string, string>>> = {}, narrow?: NarrowBase): Normalized {
  const { content } = source
  const listed = listedOf(content, narrow)
  checkAllTranslations(content, issues)
  checkReferences(source, listed, issues)
  checkCategories(source, issues)
  checkRouteKeys(content, issues)
  checkUniquePaths(content, paths, issues)

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

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
const byId = (a: { id: number }, b: { id: number }) => a.id - b.id

function checkAllTranslations(content: ContentSource, issues: Issues) {
  for (const kind of Object.keys(contentKinds) as ContentKind[]) checkTranslations<Meta>(kind, content[kind], issues)
}

/**
 * An item's `translations` must list exactly the locales it exists in, with the slug it has
 * there: the language switcher and hreflang are built from them.
 */
export function checkTranslations<T extends Meta>(kind: ContentKind, items: PerLocale<T[]>, issues: Issues): void {
  const byLocale = perLocale((locale) => {
    const map = new Map<number, T>()
    for (const item of items[locale]) {
      if (map.has(item.id)) issues.error(place(kind, locale, item.id), `id ${item.id} appears twice in the ${locale} list`)
      map.set(item.id, item)
    }
    return map
  })
  for (const locale of localeCodes) {
    for (const item of items[locale]) {
      const seen = new Set<string>()
      item.translations.forEach((t, index) => {
        const where = place(kind, locale, item.id, `translations.${index}`)
        if (seen.has(t.locale)) issues.error(where, `lists locale ${t.locale} twice`)
        seen.add(t.locale)
        if (t.locale === locale) {
          if (t.slug !== item.slug) issues.error({ ...where, field: `translations.${index}.slug` }, `says "${t.slug}" but the item's own slug is "${item.slug}"`)
          return
        }
        const other = byLocale[t.locale].get(item.id)
        if (!other) {
          issues.error(where, `says it exists in ${t.locale} as "${t.slug}", but ${listEndpoint(kind, t.locale)} has no id ${item.id}`)
        } else if (other.slug !== t.slug) {
          issues.error({ ...where, field: `translations.${index}.slug` }, `says the ${t.locale} slug is "${t.slug}", but the ${t.locale} item has slug "${other.slug}"`)
        }
      })
      if (!seen.has(locale)) issues.error(place(kind, locale, item.id, 'translations'), `does not list its own locale ${locale}`)
      for (const other of localeCodes) {
        if (other !== locale && !seen.has(other) && byLocale[other].has(item.id)) {
          issues.error(place(kind, locale, item.id, 'translations'), `omits ${other}, but ${listEndpoint(kind, other)} has id ${item.id}`)
        }
      }
    }
  }
}

function idsOf(items: PerLocale<readonly { id: number }[]>): Set<number> {
  return new Set(localeCodes.flatMap((l) => items[l].map((i) => i.id)))
}

/** Every referenced id must exist in at least one locale (pages skip ids absent in theirs). */
function checkReferences(source: Source, listed: Listed, issues: Issues) {
  const { content } = source
  const known = {
    serviceGroups: listed.ids('serviceGroups'),
    people: listed.ids('people'),
    glossary: listed.ids('glossary'),
    podcastGuests: listed.ids('podcastGuests'),
    blogCategories: new Set(source.blogCategories.map((c) => c.id)),
  }
  const targetName = {
    serviceGroups: 'service group',
    people: 'person',
    glossary: 'glossary term',
    podcastGuests: 'podcast guest',
    blogCategories: 'blog category',
  }
  type Target = keyof typeof known

  function each<T extends { id: number }>(kind: ContentKind, items: PerLocale<T[]>, refs: (item: T) => [string, Target, number | null | readonly number[]][]) {
    for (const locale of localeCodes) {
      for (const item of items[locale]) {
        for (const [field, target, value] of refs(item)) {
          const list = value === null ? [] : typeof value === 'number' ? [[field, value] as const] : value.map((id, i) => [`${field}.${i}`, id] as const)
          for (const [path, id] of list) {
            if (!known[target].has(id)) issues.error(place(kind, locale, item.id, path), `${targetName[target]} ${id} exists in no locale`)
          }
        }
      }
    }
  }

  each('services', content.services, (s) => [
    ['group_id', 'serviceGroups', s.group_id],
    ['contact_person_ids', 'people', s.contact_person_ids],
  ])
  each('people', content.people, (p) => [['service_group_ids', 'serviceGroups', p.service_group_ids]])
  each('blogPosts', content.blogPosts, (p) => [
    ['category_id', 'blogCategories', p.category_id],
    ['author_id', 'people', p.author_id],
  ])
  each('careerPosts', content.careerPosts, (p) => [['author_id', 'people', p.author_id]])
  each('jobs', content.jobs, (j) => [
    ['service_group_id', 'serviceGroups', j.service_group_id],
    ['contact_person_id', 'people', j.contact_person_id],
  ])
  each('seminars', content.seminars, (s) => [
    ['lecturer_ids', 'people', s.lecturer_ids],
    ['service_group_id', 'serviceGroups', s.service_group_id],
  ])
  each('glossary', content.glossary, (g) => [
    ['related_ids', 'glossary', g.related_ids],
    ['service_group_id', 'serviceGroups', g.service_group_id],
  ])
  each('references', content.references, (r) => [['service_group_ids', 'serviceGroups', r.service_group_ids]])
  each('podcastEpisodes', content.podcastEpisodes, (e) => [['guest_ids', 'podcastGuests', e.guest_ids]])

  // A service's page lives under its group's page, so it cannot exist where the group does not.
  for (const locale of localeCodes) {
    const groups = new Set(listed.serviceGroups(locale).map((g) => g.id))
    for (const s of content.services[locale]) {
      if (known.serviceGroups.has(s.group_id) && !groups.has(s.group_id)) {
        issues.error(place('services', locale, s.id, 'group_id'), `service group ${s.group_id} does not exist in ${locale}, so the service cannot either`)
      }
    }
  }
}

/** Blog categories are addressed by slug alone, so slugs must be unique per locale. */
function checkCategories(source: Source, issues: Issues) {
  const endpoint = 'GET /api/blog/categories/list'
  for (const locale of localeCodes) {
    const slugs = new Map<string, number>()
    for (const category of source.blogCategories) {
      const matching = category.translations.filter((t) => t.locale === locale)
      if (matching.length > 1) issues.error({ endpoint, kind: 'blogCategories', subject: `id ${category.id}`, field: 'translations' }, `lists locale ${locale} twice`)
      const t = matching[0]
      if (!t) continue
      const owner = slugs.get(t.slug)
      if (owner !== undefined) {
        issues.error({ endpoint, kind: 'blogCategories', subject: `id ${category.id}`, field: 'translations' }, `${locale} slug "${t.slug}" is already used by category ${owner}`)
      }
      slugs.set(t.slug, category.id)
    }
  }
}

/** A fixed route has one body: two pages claiming the same route_key in a locale is an error. */
function checkRouteKeys(content: ContentSource, issues: Issues) {
  for (const locale of localeCodes) {
    const owners = new Map<string, number>()
    for (const page of content.pages[locale]) {
      if (!page.route_key) continue
      const owner = owners.get(page.route_key)
      if (owner !== undefined) issues.error(place('pages', locale, page.id, 'route_key'), `"${page.route_key}" is already the body of page ${owner}`)
      owners.set(page.route_key, page.id)
    }
  }
}

/** Two items at one URL would silently overwrite each other's page. */
function checkUniquePaths(content: ContentSource, paths: PathIndex, issues: Issues) {
  const kinds = Object.keys(contentKinds).filter((k): k is ContentKind => Object.hasOwn(contentKinds, k))
  for (const locale of localeCodes) {
    const owners = new Map<string, string>()
    for (const kind of kinds) {
      if (kind === 'documents') continue // a file may be listed under two documents; it is not a page
      for (const item of content[kind][locale]) {
        const p = paths.pathOf(kind, item.id, locale)
        if (p === undefined) continue
        const owner = owners.get(p)
        if (owner !== undefined) issues.error(place(kind, locale, item.id, 'slug'), `path ${p} is already taken by ${owner}`)
        else owners.set(p, `${kind} ${item.id}`)
      }
    }
  }
}

function foldSettings(source: Source, listed: Listed, locale: Locale, issues: Issues): SiteSettings {
  const endpoint = `GET /api/settings/${locale}`
  const records: SettingsRecord[] = source.settings[locale]
  const seen = new Set<string>()
  const settings: SiteSettings = {
    contacts: { email: '', phone: '', offices: [], entries: [] },
    introPopup: { is_enabled: false },
    topMenu: [],
    bottomMenu: [],
    maintenance: { is_enabled: false },
  }
  for (const r of records) {
    if (seen.has(r.name)) issues.error({ endpoint, kind: 'settings', subject: `record ${r.name}` }, 'appears twice')
    seen.add(r.name)
    switch (r.name) {
      case 'contacts':
        settings.contacts = r.value
        break
      case 'intropopup':
        settings.introPopup = r.value
        break
      case 'topmenu':
        settings.topMenu = r.value
        break
      case 'bottommenu':
        settings.bottomMenu = r.value
        break
      case 'maintenance':
        settings.maintenance = r.value
        break
    }
  }
  for (const name of ['contacts', 'intropopup', 'topmenu', 'bottommenu', 'maintenance']) {
    if (!seen.has(name)) issues.error({ endpoint, kind: 'settings', subject: `record ${name}` }, 'is missing')
  }
  checkMegaMenu(listed, locale, settings, issues)
  return settings
}

/** The services mega menu carries ids and slugs; they must be the ones of this locale's content. */
function checkMegaMenu(listed: Listed, locale: Locale, settings: SiteSettings, issues: Issues) {
  const groups = new Map(listed.serviceGroups(locale).map((g) => [g.id, g]))
  const services = new Map(listed.services(locale).map((s) => [s.id, s]))
  settings.topMenu.forEach((item, i) => {
    item.service?.forEach((entry, j) => {
      const where: Place = { endpoint: `GET /api/settings/${locale}`, kind: 'settings', subject: 'record topmenu', field: `value.${i}.service.${j}` }
      const group = groups.get(entry.id)
      if (!group) issues.error(where, `service group ${entry.id} does not exist in ${locale}`)
      else if (group.slug !== entry.slug) issues.error({ ...where, field: `${where.field}.slug` }, `is "${entry.slug}", the group's ${locale} slug is "${group.slug}"`)
      entry.subservices.forEach((sub, k) => {
        const service = services.get(sub.id)
        const subWhere = { ...where, field: `${where.field}.subservices.${k}` }
        if (!service || service.group_id !== entry.id) issues.error(subWhere, `service ${sub.id} of group ${entry.id} does not exist in ${locale}`)
        else if (service.slug !== sub.slug) issues.error({ ...subWhere, field: `${subWhere.field}.slug` }, `is "${sub.slug}", the service's ${locale} slug is "${service.slug}"`)
      })
    })
  })
}

function foldPosters(posters: Posters): LocaleContent['posters'] {
  return { desktop: posters['banner.popup_desktop'], mobile: posters['banner.popup_mobile'] }
}

/**
 * kind → id → sha256 of the item's validated answers in every locale (ids ascending). The answers
 * are serialized with their keys in the order the API sent them, as V8 does it (~5× faster than
 * sorting every object's keys): an API that reorders keys costs a re-render, never a stale page.
 */
function hashesOf(source: Source, known: Partial<Record<ContentKind, Record<string, string>>>, unnamed?: NarrowBase['hashes']): Manifest['hashes'] {
  const hashes: Manifest['hashes'] = {}
  const kinds = Object.keys(contentKinds).filter((k): k is ContentKind => Object.hasOwn(contentKinds, k))
  for (const kind of kinds) {
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
    const lists: [string, number][] = [
      ['serviceGroups', c.serviceGroups.length],
      ['services', c.services.length],
      ['people', c.people.length],
      ['blogPosts', c.blogPosts.length],
      ['careerPosts', c.careerPosts.length],
      ['jobs', c.jobs.length],
      ['seminars', c.seminars.length],
      ['glossary', c.glossary.length],
      ['references', c.references.length],
      ['documents', c.documents.length],
      ['podcastEpisodes', c.podcastEpisodes.length],
      ['podcastGuests', c.podcastGuests.length],
      ['pages', c.pages.length],
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
