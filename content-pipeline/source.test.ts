// The empty-list guard's settings: defaults, whole numbers, and a refusal of anything else, so a
// mistyped value cannot quietly turn the guard into another one.
import { describe, expect, it } from 'vitest'
import { emptyListRetries } from './source.js'

describe('emptyListRetries', () => {
  it('asks an empty list twice more, a second apart, unless told otherwise', () => {
    expect(emptyListRetries({})).toEqual({ times: 2, delayMs: 1000 })
    expect(emptyListRetries({ CONTENT_EMPTY_RETRIES: ' 0 ', CONTENT_EMPTY_RETRY_MS: '20' })).toEqual({ times: 0, delayMs: 20 })
  })

  it('refuses a value that is not a whole number, naming the variable', () => {
    expect(() => emptyListRetries({ CONTENT_EMPTY_RETRIES: 'three' })).toThrow(/CONTENT_EMPTY_RETRIES must be a whole number ≥ 0, not "three"/)
    expect(() => emptyListRetries({ CONTENT_EMPTY_RETRY_MS: '-5' })).toThrow(/CONTENT_EMPTY_RETRY_MS/)
    expect(() => emptyListRetries({ CONTENT_EMPTY_RETRY_MS: '1.5' })).toThrow(/CONTENT_EMPTY_RETRY_MS/)
  })
})
