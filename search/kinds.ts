// The kinds of results the search groups by (issue 6): one group per kind, in this order when
// two groups rank alike. Blog and career-blog posts share a group, as services and sub-services do.
export const searchKinds = ['services', 'people', 'posts', 'seminars', 'glossary', 'jobs', 'pages', 'documents'] as const

export type SearchKind = (typeof searchKinds)[number]

export function isSearchKind(value: unknown): value is SearchKind {
  return typeof value === 'string' && (searchKinds as readonly string[]).includes(value)
}
