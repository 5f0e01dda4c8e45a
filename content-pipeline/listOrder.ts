// The order of the site's lists. The items of the paged lists that have no page of their own
// (podcast episodes, references, podcast guests) have an anchor on the list page they are on as their path
// (paths.ts), so the pipeline and those list pages (pages/podcast, pages/references, pages/podcastGuests) order them
// with these same functions. The id breaks ties, so the order never depends on the API's.

/** Newest first. */
export const newest = (a: { id: number; published_at: string }, b: { id: number; published_at: string }) => Date.parse(b.published_at) - Date.parse(a.published_at) || b.id - a.id

/** In the editors' order (`sort`). */
export const bySort = (a: { id: number; sort: number }, b: { id: number; sort: number }) => a.sort - b.sort || a.id - b.id

export function newestFirst<T extends { id: number; published_at: string }>(items: readonly T[]): T[] {
  return [...items].sort(newest)
}

export function bySortKey<T extends { id: number; sort: number }>(items: readonly T[]): T[] {
  return [...items].sort(bySort)
}

/** By name in the locale's alphabet. */
export const byName = (locale: string) => (a: { id: number; name: string }, b: { id: number; name: string }) => a.name.localeCompare(b.name, locale) || a.id - b.id

export function byNameIn<T extends { id: number; name: string }>(items: readonly T[], locale: string): T[] {
  return [...items].sort(byName(locale))
}

/** The page (from 1) of the item at `index` of a list, `size` a page. */
export const pageOfIndex = (index: number, size: number): number => Math.floor(index / size) + 1
