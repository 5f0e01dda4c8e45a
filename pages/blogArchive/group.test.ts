import { describe, expect, it } from 'vitest'
import { groupByMonth, pragueYearMonth } from './group.js'

describe('pragueYearMonth', () => {
  it('uses Prague time, not UTC', () => {
    expect(pragueYearMonth('2026-02-28T23:30:00Z')).toEqual({ year: 2026, month: 3 })
    expect(pragueYearMonth('2025-12-31T22:59:00Z')).toEqual({ year: 2025, month: 12 })
  })
})

describe('groupByMonth', () => {
  it('groups newest first by year and month', () => {
    const posts = [
      { id: 1, published_at: '2025-11-03T08:00:00+01:00' },
      { id: 2, published_at: '2026-01-20T08:00:00+01:00' },
      { id: 3, published_at: '2026-01-05T08:00:00+01:00' },
      { id: 4, published_at: '2025-11-28T08:00:00+01:00' },
    ]
    const groups = groupByMonth(posts)
    expect(groups.map((y) => [y.year, y.months.map((m) => [m.month, m.items.map((i) => i.id)])])).toEqual([
      [2026, [[1, [2, 3]]]],
      [2025, [[11, [4, 1]]]],
    ])
  })
  it('is empty for no items', () => {
    expect(groupByMonth([])).toEqual([])
  })
})
