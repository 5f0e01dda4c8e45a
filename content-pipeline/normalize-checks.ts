// The checks of normalize.ts that no single answer can show on its own: translations that agree
// in both directions, references that point at something, services whose group exists in their
// locale, blog category slugs and route keys used once, unique paths. Each failure names its place.
import { type Locale, localeCodes } from '../shared/config/locales.js'
import { type ContentKind, contentKindList, contentKinds, listPathOf } from './schemas/endpoints.js'
import { kinds } from './kinds.js'
import type { Translation } from './schemas/common.js'
import type { Issues, Place } from './issues.js'
import type { PathIndex } from './paths.js'
import type { ContentSource, Source } from './source.js'
import { type PerLocale, perLocale } from '../shared/config/perLocale.js'
import type { ItemPaths } from './model.js'

export type Meta = { id: number; locale: string; slug: string; translations: Translation[]; updated_at: string }

export const listEndpoint = (kind: ContentKind, locale: Locale) => `GET ${listPathOf(kind, locale)}`
const place = (kind: ContentKind, locale: Locale, id: number, field?: string): Place => ({ endpoint: listEndpoint(kind, locale), kind, subject: `id ${id}`, ...(field ? { field } : {}) })

/** Of every kind, what the checks read of its items, from the source or, for a kind a narrow run left out, its base. */
export type Listed = {
  ids(kind: ContentKind): Set<number>
  serviceGroups(locale: Locale): readonly { id: number; slug: string }[]
  services(locale: Locale): readonly { id: number; slug: string; group_id: number }[]
}

/** Of a narrow run (normalize.ts NarrowBase): the kinds it left out, and the previous output's item paths. */
type LeftOut = { kinds: ReadonlySet<ContentKind>; itemPaths: PerLocale<ItemPaths> }

export function listedOf(content: ContentSource, narrow: LeftOut | undefined): Listed {
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

/** Every check of the joined source; the settings are checked as they are folded (settings-fold.ts). */
export function checkSource(source: Source, listed: Listed, paths: PathIndex, issues: Issues): void {
  const { content } = source
  checkAllTranslations(content, issues)
  checkReferences(source, listed, issues)
  checkCategories(source, issues)
  checkRouteKeys(content, issues)
  checkUniquePaths(content, paths, issues)
}

function checkAllTranslations(content: ContentSource, issues: Issues) {
  for (const kind of contentKindList) checkTranslations<Meta>(kind, content[kind], issues)
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

export function idsOf(items: PerLocale<readonly { id: number }[]>): Set<number> {
  return new Set(localeCodes.flatMap((l) => items[l].map((i) => i.id)))
}

/** Every referenced id (an entry's `refs`, schemas/endpoints.ts) must exist in at least one locale (pages skip ids absent in theirs). */
function checkReferences(source: Source, listed: Listed, issues: Issues) {
  const { content } = source
  const categories = new Set(source.blogCategories.map((c) => c.id))
  const known = new Map<string, Set<number>>()
  const knownIds = (target: ContentKind | 'blogCategories') => {
    let ids = known.get(target)
    if (!ids) known.set(target, (ids = target === 'blogCategories' ? categories : listed.ids(target)))
    return ids
  }
  const targetName = (target: ContentKind | 'blogCategories') => (target === 'blogCategories' ? 'blog category' : kinds[target].label)

  for (const kind of contentKindList) {
    const refs: [string, ContentKind | 'blogCategories'][] = Object.entries(contentKinds[kind].refs)
    if (refs.length === 0) continue
    for (const locale of localeCodes) {
      const items: readonly { id: number }[] = content[kind][locale]
      for (const item of items) {
        for (const [field, target] of refs) {
          for (const [path, id] of idsIn(item, field, kind)) {
            if (!knownIds(target).has(id)) issues.error(place(kind, locale, item.id, path), `${targetName(target)} ${id} exists in no locale`)
          }
        }
      }
    }
  }

  // A service's page lives under its group's page, so it cannot exist where the group does not.
  for (const locale of localeCodes) {
    const groups = new Set(listed.serviceGroups(locale).map((g) => g.id))
    for (const s of content.services[locale]) {
      if (knownIds('serviceGroups').has(s.group_id) && !groups.has(s.group_id)) {
        issues.error(place('services', locale, s.id, 'group_id'), `service group ${s.group_id} does not exist in ${locale}, so the service cannot either`)
      }
    }
  }
}

/** The ids a reference field of an item holds, each with its place (`lecturer_ids.2`). */
function idsIn(item: object, field: string, kind: ContentKind): [string, number][] {
  const value: unknown = Reflect.get(item, field)
  if (value === null) return []
  if (typeof value === 'number') return [[field, value]]
  if (Array.isArray(value)) return value.flatMap((id: unknown, i): [string, number][] => (typeof id === 'number' ? [[`${field}.${i}`, id]] : []))
  throw new Error(`schemas/endpoints.ts: ${kind} refs names ${field}, which is not an id field of its items`)
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
  for (const locale of localeCodes) {
    const owners = new Map<string, string>()
    for (const kind of contentKindList) {
      const elsewhere = kinds[kind].elsewhere
      if (elsewhere && 'file' in elsewhere) continue // a file may be listed under two items (documents); it is not a page
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
