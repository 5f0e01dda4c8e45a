import { describe, expect, it } from 'vitest'
import { resplit } from './seminarTime.js'

const s = (id: number, ends: string) => ({ id, ends_at: ends })

describe('seminar time after the build', () => {
  const upcoming = [s(1, '2026-12-01T12:00:00Z'), s(2, '2026-12-10T12:00:00Z'), s(3, '2027-01-05T12:00:00Z')]
  const past = [s(9, '2026-10-01T12:00:00Z')]
  it('keeps the build-time lists until the browser knows the time', () => {
    expect(resplit(upcoming, past, null)).toEqual({ upcoming, past })
  })
  it('moves seminars that have ended since the build to past, latest first', () => {
    const now = Date.parse('2026-12-20T00:00:00Z')
    const out = resplit(upcoming, past, now)
    expect(out.upcoming.map((x) => x.id)).toEqual([3])
    expect(out.past.map((x) => x.id)).toEqual([2, 1, 9])
  })
})
