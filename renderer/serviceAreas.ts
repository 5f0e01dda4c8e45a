// Links to service groups (a person's, seminar's or reference's "service areas"), in the
// groups' own order, skipping any missing in the locale. Server only.
import type { Locale } from '../config/locales.js'
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
