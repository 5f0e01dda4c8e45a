import { describe, expect, it } from 'vitest'
import { vikeCrawlIgnoring } from './vike-crawl.js'

describe('vikeCrawlIgnoring', () => {
  it('sets the ignore list when VIKE_CRAWL is unset', () => {
    expect(JSON.parse(vikeCrawlIgnoring(undefined, ['bench/**']))).toEqual({ ignore: ['bench/**'] })
  })

  it('keeps the settings and patterns already there, without duplicates', () => {
    const merged = vikeCrawlIgnoring('{"git":false,"ignore":"tmp/**"}', ['bench/**', 'tmp/**'])
    expect(JSON.parse(merged)).toEqual({ git: false, ignore: ['tmp/**', 'bench/**'] })
    expect(vikeCrawlIgnoring(merged, ['bench/**'])).toBe(merged)
  })

  it('refuses a value that is not a JSON object', () => {
    expect(() => vikeCrawlIgnoring('[1]', ['bench/**'])).toThrow(/JSON object/)
  })
})
