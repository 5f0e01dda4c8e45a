// Links to service groups (a person's, seminar's or reference's "service areas"), in the
// groups' own order, skipping any missing in the locale. Server only.
import type { Locale } from '../config/locales.js'
import { content } from './content.js'

export type AreaLink = { id: number; name: string; path: string }

export function areaLinks(locale: Locale, ids: number[]): AreaLink[] {
  return content(locale, 'serviceGroups')
    .filter((g) => ids.includes(g.id))
    .sort((a, b) => a.sort - b.sort)
    .map((g) => ({ id: g.id, name: g.name, path: g.path }))
}
