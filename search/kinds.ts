// The kinds of results the search groups by (issue 6): one group per kind, in this order when
// two groups rank alike. Blog and career-blog posts share a group, as services and sub-services do.
import type { LocaleContent } from '../content-pipeline/model.js'
export const searchKinds = ['services', 'people', 'posts', 'seminars', 'glossary', 'jobs', 'pages', 'documents'] as const

export type SearchKind = (typeof searchKinds)[number]

export function isSearchKind(value: unknown): value is SearchKind {
  return typeof value === 'string' && (searchKinds as readonly string[]).includes(value)
}

/** The content kinds the search documents are made of (a rebuild keeps a locale's index when none of them changed). */
export const searchableKinds = [
  'serviceGroups',
  'services',
  'people',
  'blogPosts',
  'careerPosts',
  'blogCategories',
  'seminars',
  'glossary',
  'jobs',
  'pages',
  'documents',
] as const satisfies readonly (keyof LocaleContent)[]
