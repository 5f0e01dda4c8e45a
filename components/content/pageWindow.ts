// Which page numbers a list page links to. At network scale the blog has ~600 list pages, and
// linking every one of them from each was ~42 KB of every list page's HTML; a visitor gets the
// first and the last page, two either side of the current one, and the previous and next page
// (Pagination), through which every list page is reachable.

/** Page numbers in order; `null` where numbers are left out (a gap of one number shows the number). */
export function pageWindow(page: number, pages: number, around = 2): (number | null)[] {
  const shown = new Set([1, pages])
  for (let n = page - around; n <= page + around; n++) if (n >= 1 && n <= pages) shown.add(n)
  const out: (number | null)[] = []
  let previous = 0
  for (const n of [...shown].sort((a, b) => a - b)) {
    if (n - previous === 2) out.push(n - 1)
    else if (n - previous > 2) out.push(null)
    out.push(n)
    previous = n
  }
  return out
}
