import { describe, expect, it } from 'vitest'
import { formatDuration, isoDuration } from './duration.js'

describe('formatDuration', () => {
  it('formats minutes and seconds', () => {
    expect(formatDuration(2712)).toBe('45:12')
    expect(formatDuration(65)).toBe('1:05')
  })
  it('adds hours past an hour', () => {
    expect(formatDuration(3725)).toBe('1:02:05')
  })
})

describe('isoDuration', () => {
  it('omits empty parts', () => {
    expect(isoDuration(2700)).toBe('PT45M')
    expect(isoDuration(2712)).toBe('PT45M12S')
    expect(isoDuration(3600)).toBe('PT1H')
    expect(isoDuration(0)).toBe('PT0S')
  })
})
