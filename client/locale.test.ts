import { describe, expect, it } from 'vitest'
import { firstVisit, preferredLocale } from './locale.js'

describe('browser language', () => {
  it('takes the first supported language in preference order', () => {
    expect(preferredLocale(['en-US', 'en'])).toBe('en')
    expect(preferredLocale(['de-DE', 'en-GB', 'cs'])).toBe('en')
    expect(preferredLocale(['sk', 'cs-CZ', 'en'])).toBe('cs')
    expect(preferredLocale(['de', 'fr'])).toBeNull()
    expect(preferredLocale([])).toBeNull()
  })
})

describe('first visit (spec §4, §9)', () => {
  it('sends an English-preferring visitor from the Czech root to /en, keeping query and hash, and remembers it', () => {
    expect(firstVisit({ cookie: null, pathname: '/', search: '?utm_source=x', hash: '#top', languages: ['en-US', 'en'] })).toEqual({ remember: 'en', redirectTo: '/en?utm_source=x#top' })
  })
  it('keeps a Czech-preferring (or unsupported-language) visitor on the root, remembering Czech', () => {
    expect(firstVisit({ cookie: null, pathname: '/', languages: ['cs-CZ', 'en'] })).toEqual({ remember: 'cs', redirectTo: null })
    expect(firstVisit({ cookie: null, pathname: '/', languages: ['de-DE'] })).toEqual({ remember: 'cs', redirectTo: null })
  })
  it("away from the Czech root keeps and remembers the page's language (also after a host sent the visitor to /en)", () => {
    expect(firstVisit({ cookie: null, pathname: '/sluzby', languages: ['en-US'] })).toEqual({ remember: 'cs', redirectTo: null })
    expect(firstVisit({ cookie: null, pathname: '/en', languages: ['en-US'] })).toEqual({ remember: 'en', redirectTo: null })
    expect(firstVisit({ cookie: null, pathname: '/en/services', languages: ['cs'] })).toEqual({ remember: 'en', redirectTo: null })
  })
  it('once the cookie exists, only the Czech root follows it (a host that cannot read its value served the root)', () => {
    expect(firstVisit({ cookie: 'cs', pathname: '/', languages: ['en-US'] })).toBeNull()
    expect(firstVisit({ cookie: 'en', pathname: '/', search: '?utm_source=x', languages: ['cs'] })).toEqual({ remember: 'en', redirectTo: '/en?utm_source=x' })
    expect(firstVisit({ cookie: 'cs', pathname: '/en/services', languages: ['en'] })).toBeNull()
    expect(firstVisit({ cookie: 'en', pathname: '/sluzby', languages: ['en'] })).toBeNull()
  })
  it('ignores a foreign cookie value', () => {
    expect(firstVisit({ cookie: 'de', pathname: '/', languages: ['en'] })).toEqual({ remember: 'en', redirectTo: '/en' })
  })
})
