// A list's cached pages brought up to date with only the items the change feed named, fetched on
// their own (`GET {path}/{locale}?ids=…`, docs/content-api.md). An item's answer holds its own
// fields only, and its place in the list depends only on the fields that order the list
// (endpoints.ts `order`) and its id: an item whose order fields did not change takes its old
// place, which is where walking every page would find it. Anything else — an item new to the
// list, one gone from it, one that moved, an answer that is not the filtered list — gives null,
// and the list is revalidated page by page.
import type { OrderKey } from './schemas/endpoints.js'

type Row = Record<string, unknown>

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value)
const rowsOf = (body: unknown): unknown[] | null => (isRow(body) && Array.isArray(body.data) ? body.data : null)
const idOf = (row: unknown): number | null => (isRow(row) && typeof row.id === 'number' ? row.id : null)
const samePlace = (before: Row, now: Row, order: readonly OrderKey[]) => order.every(({ field }) => before[field] === now[field])

/**
 * `pages`: the cached page bodies of one list, page 1 first; `answer`: the body the list answered
 * for `ids`. The pages with the named items replaced (a page without any is the same object), or
 * null when the pages cannot be patched.
 */
export function patchedPages(pages: readonly unknown[], answer: unknown, ids: ReadonlySet<number>, order: readonly OrderKey[]): unknown[] | null {
  const fresh = rowsOf(answer)
  if (!fresh) return null
  const now = new Map<number, Row>()
  for (const row of fresh) {
    const id = idOf(row)
    if (id === null || !isRow(row) || !ids.has(id) || now.has(id)) return null
    now.set(id, row)
  }
  let placed = 0
  const out: unknown[] = []
  for (const body of pages) {
    const rows = rowsOf(body)
    if (!rows || !isRow(body)) return null
    let changed = false
    const next: unknown[] = []
    for (const row of rows) {
      const id = idOf(row)
      if (id === null || !ids.has(id)) {
        next.push(row)
        continue
      }
      const replacement = now.get(id)
      if (!replacement || !isRow(row) || !samePlace(row, replacement, order)) return null
      next.push(replacement)
      placed++
      changed = true
    }
    out.push(changed ? { ...body, data: next } : body)
  }
  // Each fresh item took exactly one old place (none is new to the list, none is there twice).
  return placed === now.size ? out : null
}
