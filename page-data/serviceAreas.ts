// Links to service groups (a person's, seminar's or reference's "service areas"), in the
// groups' own order, skipping any missing in the locale. Server only.
import type { Locale } from '../shared/config/locales.js'
import type { Service } from '../content-pipeline/model.js'
import { content, perLocaleKeyed } from './content.js'

export type AreaLink = { id: number; name: string; path: string }

export function areaLinks(locale: Locale, ids: number[]): AreaLink[] {
  return content(locale, 'serviceGroups')
    .filter((g) => ids.includes(g.id))
    .sort((a, b) => a.sort - b.sort)
    .map((g) => ({ id: g.id, name: g.name, path: g.path }))
}

/** Each group's sub-services in their editors' order (shared: do not mutate). */
export const servicesOfGroup = perLocaleKeyed('servicesOfGroup', (locale: Locale) => {
  const out = new Map<number, Service[]>()
  for (const s of [...content(locale, 'services')].sort((a, b) => a.sort - b.sort)) {
    const list = out.get(s.group_id) ?? []
    list.push(s)
    out.set(s.group_id, list)
  }
  return out
})

/** How many of a service's group a service page lists beside it (docs/decisions.md). */
export const siblingsShown = 8

/**
 * The services listed beside the one at `index` of its group: the nearest in the group's order,
 * as many before as after where the group allows. A group of ~56 services at network scale listed
 * whole on each of its pages was ~16 KB of each (HTML and the data for the browser); the group's
 * page, one step up the breadcrumbs, lists them all.
 */
export function nearestSiblings<T>(group: readonly T[], index: number, count = siblingsShown): T[] {
  const start = Math.max(0, Math.min(index - Math.floor(count / 2), group.length - count - 1))
  return group.slice(start, start + count + 1).filter((_, i) => start + i !== index)
}
