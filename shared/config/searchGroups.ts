// The groups the search shows its results in (issue 6): one group per kind of result, in this
// order when two groups rank alike. Blog and career-blog posts share a group, as services and
// sub-services do. Here, below the content-kind registry (content-pipeline/kinds.ts) that gives
// each searchable kind its group, and the search (search/kinds.ts) that shows them.
export const searchKinds = ['services', 'people', 'posts', 'seminars', 'glossary', 'jobs', 'pages', 'documents'] as const

export type SearchKind = (typeof searchKinds)[number]
