// Paged lists: which slice a list URL shows, and in which locales the same page exists (hreflang
// may only point at pages that are pre-rendered). Pure: +data feeds it.
import { localeCodes, type Locale } from '../shared/config/locales.js'
import type { Alternates } from '../content-pipeline/model.js'
import { pageCount, slicePage } from './paginate.js'

export type ListPage<T> = { items: T[]; page: number; pages: number }

/**
 * The page a URL asks for. No `:page` param means page 1; an explicit page 1 or one past the
 * end is not a page of this list (page 1 lives at the list's own route), so it answers null.
 */
export function listPage<T>(items: T[], pageParam: string | undefined, size: number): ListPage<T> | null {
  const at = listPosition(items.length, pageParam, size)
  return at && { items: slicePage(items, at.page, size), ...at }
}

/** listPage's page and page count for a list of `total` items, without the items. */
export function listPosition(total: number, pageParam: string | undefined, size: number): { page: number; pages: number } | null {
  const pages = pageCount(total, size)
  const page = pageParam === undefined ? 1 : Number(pageParam)
  if (!Number.isInteger(page) || page < 1 || page > pages) return null
  if (pageParam !== undefined && page === 1) return null
  return { page, pages }
}

/** Alternates of page `page` of a list: only locales whose list (null = absent) has that many pages. */
export function listAlternates(page: number, pagesIn: (locale: Locale) => number | null, pathIn: (locale: Locale) => string): Alternates {
  const out: Alternates = {}
  for (const l of localeCodes) {
    const pages = pagesIn(l)
    if (pages !== null && pages >= page) out[l] = pathIn(l)
  }
  return out
}
