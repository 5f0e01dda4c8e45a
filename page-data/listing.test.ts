import { describe, expect, it } from 'vitest'
import { listAlternates, listPage } from './listing.js'

const items = Array.from({ length: 20 }, (_, i) => i + 1)

describe('listPage', () => {
  it('treats a missing page param as page 1', () => {
    expect(listPage(items, undefined, 9)).toEqual({ items: [1, 2, 3, 4, 5, 6, 7, 8, 9], page: 1, pages: 3 })
  })
  it('slices later pages', () => {
    expect(listPage(items, '3', 9)).toEqual({ items: [19, 20], page: 3, pages: 3 })
  })
  it('rejects an explicit page 1 and pages past the end', () => {
    expect(listPage(items, '1', 9)).toBeNull()
    expect(listPage(items, '4', 9)).toBeNull()
    expect(listPage(items, '0', 9)).toBeNull()
  })
  it('has one (empty) page for an empty list', () => {
    expect(listPage([], undefined, 9)).toEqual({ items: [], page: 1, pages: 1 })
  })
})

describe('listAlternates', () => {
  it('keeps locales that have the page', () => {
    const pages = { cs: 3, en: 2 } as const
    const alt = listAlternates(
      3,
      (l) => pages[l],
      (l) => `/${l}/3`,
    )
    expect(alt).toEqual({ cs: '/cs/3' })
  })
  it('skips locales where the list is absent', () => {
    expect(
      listAlternates(
        1,
        (l) => (l === 'cs' ? 1 : null),
        (l) => `/${l}`,
      ),
    ).toEqual({ cs: '/cs' })
  })
})
