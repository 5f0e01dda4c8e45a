// List pagination as pre-rendered pages: page 1 is the list's own route, page n ≥ 2 its
// `.../strana/n` (cs) or `.../page/n` (en) twin.
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size))
}

export function slicePage<T>(items: T[], page: number, size: number): T[] {
  return items.slice((page - 1) * size, page * size)
}
