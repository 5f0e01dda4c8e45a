import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { driftOf, driftSummary, recordVerified, verificationDue, verifyIntervalHours } from './verify.js'

describe('verifying the change feed', () => {
  it('names the items that changed, came or went without the feed naming them', () => {
    const before = { blogPosts: { '1': 'a', '2': 'b', '3': 'c' }, jobs: { '7': 'x' } }
    const after = { blogPosts: { '1': 'a', '2': 'B', '4': 'd' }, jobs: { '7': 'X' } }
    const announced = [{ kind: 'jobs' as const, id: 7, locale: null, op: 'upsert' as const }]
    expect(driftOf(before, after, announced)).toEqual([
      { kind: 'blogPosts', id: 2, change: 'changed' },
      { kind: 'blogPosts', id: 3, change: 'removed' },
      { kind: 'blogPosts', id: 4, change: 'added' },
    ])
    expect(driftOf(before, before, [])).toEqual([])
    expect(driftSummary(driftOf(before, after, announced), 2)).toBe('3 item(s) the change feed missed: blogPosts 2 changed, blogPosts 3 removed, and 1 more')
  })

  it('is due when never done, done for another API, or longer ago than the interval', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'verified-')), 'verified.json')
    const now = new Date('2026-11-28T12:00:00Z')
    expect(verificationDue(file, 'https://cms', now, 24)).toBe(true)
    recordVerified(file, 'https://cms', new Date('2026-11-28T00:00:00Z'))
    expect(verificationDue(file, 'https://cms', now, 24)).toBe(false)
    expect(verificationDue(file, 'https://cms', now, 12)).toBe(true)
    expect(verificationDue(file, 'https://cms', now, 0)).toBe(true)
    expect(verificationDue(file, 'sample-api', now, 24)).toBe(true)
  })

  it('reads its interval from REBUILD_VERIFY_HOURS (default a day)', () => {
    expect(verifyIntervalHours({})).toBe(24)
    expect(verifyIntervalHours({ REBUILD_VERIFY_HOURS: '0.5' })).toBe(0.5)
    expect(() => verifyIntervalHours({ REBUILD_VERIFY_HOURS: 'daily' })).toThrow(/REBUILD_VERIFY_HOURS/)
  })
})
