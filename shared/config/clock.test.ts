// The build's now: BUILD_NOW as a day (its start in Prague) or a date-time, else the clock;
// pinned once for the whole run.
import { describe, expect, it } from 'vitest'
import { buildNow, parseBuildNow, pinBuildNow, pragueDay } from './clock.js'

describe('BUILD_NOW', () => {
  it('reads a day as its midnight in Prague, in winter and in summer', () => {
    expect(new Date(parseBuildNow('2027-01-15')).toISOString()).toBe('2027-01-14T23:00:00.000Z')
    expect(new Date(parseBuildNow('2027-06-01')).toISOString()).toBe('2027-05-31T22:00:00.000Z')
    expect(pragueDay(parseBuildNow('2029-12-31'))).toBe('2029-12-31')
  })

  it('reads a date-time with its offset', () => {
    expect(parseBuildNow('2027-06-01T09:00:00+02:00')).toBe(Date.parse('2027-06-01T07:00:00Z'))
    expect(parseBuildNow(' 2027-06-01T07:00Z ')).toBe(Date.parse('2027-06-01T07:00:00Z'))
  })

  it('refuses anything else, naming the setting and the formats', () => {
    for (const bad of ['tomorrow', '2027-13-01', '2027-02-30', '2027-06-01T09:00', '1780000000000'])
      expect(() => parseBuildNow(bad)).toThrow(/^BUILD_NOW must be a day \(2027-06-01\) or a date-time with an offset/)
  })

  it('is the clock when unset, and the pinned instant for everything after the pin', () => {
    const before = Date.now()
    expect(buildNow({})).toBeGreaterThanOrEqual(before)
    const env: Record<string, string | undefined> = { BUILD_NOW: '2028-02-29' }
    const pinned = pinBuildNow(env)
    expect(env.BUILD_NOW).toBe('2028-02-28T23:00:00.000Z')
    expect(buildNow(env)).toBe(pinned)
    const fromClock: Record<string, string | undefined> = {}
    const now = pinBuildNow(fromClock)
    expect(buildNow(fromClock)).toBe(now)
  })
})
