// The kinds of results the search groups by (shared/config/searchGroups.ts), and the content kinds its
// documents are made of: those with a `search` entry in the registry (content-pipeline/kinds.ts).
import { type SearchKind, searchKinds } from '../shared/config/searchGroups.js'
export { type SearchKind, searchKinds }

export function isSearchKind(value: unknown): value is SearchKind {
  return typeof value === 'string' && (searchKinds as readonly string[]).includes(value)
}
