// Redirects generated from content: every URL a visitor (or an old link) plausibly writes for an
// item with an `{id}/{slug}` route, pointing at the item's real page (spec §9, issue "a wrong slug
// for a known id → the correct path"):
// - the slug(s) of locale A under locale B's prefix → A's page ("English slug under the Czech
//   prefix → the English page", "Czech slug under the English prefix → the Czech page");
// - B's prefix with a mix of slugs: the last slug names the page, so it decides the target; when
//   it is B's own slug (only the group slug is wrong) the target is B's page;
// - `{id}` without the slug → the page in the prefix's locale (else the item's other page).
// Variants that are pages themselves (slugs equal in both locales) are not redirects.
import { type Locale, localeCodes } from '../../shared/config/locales.js'
import { path, routes, type RouteKey } from '../../shared/config/routes.js'
import { hasOwnPage, kinds, type PageFacts, type SlugKind, slugKinds } from '../../content-pipeline/kinds.js'
import type { Redirect } from './types.js'
import { byId } from '../../page-data/content.js'

/** What the generator reads of an item (the pipeline's items carry these fields and more). */
export type SlugItem = { id: number; slug: string; path: string }
/** The kinds whose items' pages are `{id}/{slug}` (content-pipeline/kinds.ts), and the services (`{id}/{slug}/{slug2}`, of their group). */
export type SluggedKinds = SlugKind | 'services'
export type SluggedContent = Record<
  Locale,
  Record<SlugKind, (SlugItem & { route_key?: RouteKey | null })[]> & {
    services: (SlugItem & { group_id: number })[]
    /** Information pages; one bound to a fixed route (`route_key`) has no {id}/{slug} URL. */
    pages: (SlugItem & { route_key: RouteKey | null })[]
  }
>

/** One item with an `{id}/{slug…}` route, in every locale it exists in. */
type Item = {
  label: string
  route: RouteKey
  /** The `:id` of the route (a service's group id). */
  id: number
  /** Per locale the item exists in: its slug params in route order, and its page. */
  own: Partial<Record<Locale, { slugs: string[]; page: string }>>
  /** Values each slug position can take in any locale (a service's group slug exists even where the service does not). */
  options: string[][]
}

const uniq = (values: string[]) => [...new Set(values)]
const stripHash = (p: string) => p.split('#')[0] ?? p

/** Slug param names of a route, in order (`:id` excluded). */
function slugParams(route: RouteKey): string[] {
  const pattern: string = routes[route].cs
  return [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '').filter((name) => name !== 'id')
}

function items(content: SluggedContent): Item[] {
  const out: Item[] = []
  // Every kind whose items' pages are `{id}/{slug}` (of those not bound to a fixed route).
  for (const kind of slugKinds) {
    const page = kinds[kind].page
    if (page) slugged(kind, page)
  }
  function slugged(kind: SlugKind, page: PageFacts) {
    const hasPage = (item: SluggedContent[Locale][SlugKind][number]) => hasOwnPage(page, item)
    const ids = uniq(localeCodes.flatMap((l) => content[l][kind].filter(hasPage).map((i) => String(i.id)))).map(Number)
    for (const id of ids) {
      const own: Item['own'] = {}
      for (const l of localeCodes) {
        const item = byId(content[l][kind], id)
        if (item && hasPage(item)) own[l] = { slugs: [item.slug], page: stripHash(item.path) }
      }
      out.push({ label: `${kinds[kind].label} ${id}`, route: page.route, id, own, options: [uniq(Object.values(own).map((o) => o.slugs[0] ?? ''))] })
    }
  }

  const serviceIds = uniq(localeCodes.flatMap((l) => content[l].services.map((s) => String(s.id)))).map(Number)
  for (const id of serviceIds) {
    const own: Item['own'] = {}
    let groupId = 0
    for (const l of localeCodes) {
      const service = byId(content[l].services, id)
      const group = service && byId(content[l].serviceGroups, service.group_id)
      if (!service || !group) continue
      groupId = service.group_id
      own[l] = { slugs: [group.slug, service.slug], page: stripHash(service.path) }
    }
    if (!groupId) continue
    const groupSlugs = uniq(localeCodes.flatMap((l) => byId(content[l].serviceGroups, groupId)?.slug ?? []))
    out.push({
      label: `service ${id}`,
      route: 'service',
      id: groupId,
      own,
      options: [groupSlugs, uniq(Object.values(own).map((o) => o.slugs[1] ?? ''))],
    })
  }
  return out
}

function combinations(options: string[][]): string[][] {
  return options.reduce<string[][]>((acc, values) => acc.flatMap((prefix) => values.map((v) => [...prefix, v])), [[]])
}

/** The locale whose page a variant means: the prefix's own when the last slug is its, else the last slug's. */
function targetLocale(item: Item, prefix: Locale, combo: string[]): Locale | undefined {
  const last = combo[combo.length - 1]
  if (item.own[prefix]?.slugs.at(-1) === last) return prefix
  return localeCodes.find((l) => item.own[l]?.slugs.at(-1) === last)
}

export type VariantResult = {
  redirects: Redirect[]
  /** Variants skipped because they are pages of the build. */
  pagesSkipped: number
  /** Two items claiming the same URL for different pages. */
  conflicts: string[]
}

/** Every variant URL of every slugged item. `isPage` says whether a path is a page of this build. */
export function contentRedirects(content: SluggedContent, isPage: (path: string) => boolean): VariantResult {
  const bySource = new Map<string, Redirect>()
  const conflicts: string[] = []
  let pagesSkipped = 0

  const add = (entry: Redirect) => {
    if (entry.from === entry.to || isPage(entry.from)) {
      pagesSkipped++
      return
    }
    const seen = bySource.get(entry.from)
    if (!seen) {
      bySource.set(entry.from, entry)
      return
    }
    if (seen.to !== entry.to) conflicts.push(`${entry.from}: ${seen.label} wants ${seen.to}, ${entry.label} wants ${entry.to}`)
  }

  for (const item of items(content)) {
    const names = slugParams(item.route)
    for (const prefix of localeCodes) {
      for (const combo of combinations(item.options)) {
        const target = targetLocale(item, prefix, combo)
        const page = target && item.own[target]?.page
        if (!target || !page) continue
        const params = Object.fromEntries([['id', item.id], ...names.map((name, i) => [name, combo[i] ?? ''])])
        const wrongLocale = target !== prefix
        add({
          from: path(item.route, prefix, params),
          to: page,
          origin: wrongLocale ? 'locale-slug' : 'wrong-slug',
          label: `${item.label} (${wrongLocale ? `${target} slug under the ${prefix} prefix` : `wrong slug under the ${prefix} prefix`})`,
        })
      }
      // `{id}` alone: only where the slug is the last segment and nothing else lives there.
      if (names.length !== 1) continue
      const page = item.own[prefix]?.page ?? localeCodes.map((l) => item.own[l]?.page).find(Boolean)
      if (!page) continue
      const full = path(item.route, prefix, { id: item.id, [names[0] ?? 'slug']: 'x' })
      add({ from: full.slice(0, full.lastIndexOf('/')), to: page, origin: 'id-only', label: `${item.label} (id without slug under the ${prefix} prefix)` })
    }
  }
  return { redirects: [...bySource.values()], pagesSkipped, conflicts }
}
