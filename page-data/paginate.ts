// List pagination as pre-rendered pages: page 1 is the list's own route, page n ≥ 2 its
// `.../strana/n` (cs) or `.../page/n` (en) twin.
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size))
}

export function slicePage<T>(items: T[], page: number, size: number): T[] {
  return items.slice((page - 1) * size, page * size)
}

/** Every page of a list, by page number from 1, with what it shows of its items. */
export function pagesOf<T, U>(items: T[], size: number, show: (item: T) => U): Map<number, U[]> {
  const pages = new Map<number, U[]>()
  for (let page = 1; page <= pageCount(items.length, size); page++) pages.set(page, slicePage(items, page, size).map(show))
  return pages
}
