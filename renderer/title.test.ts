import { describe, expect, it } from 'vitest'
import { site } from '../shared/config/site.js'
import { catalogs } from '../shared/locales/catalogs.js'
import { title } from './+title.js'

describe('page title', () => {
  it('names the error on the 404 and error pages, in the page locale', () => {
    expect(title({ data: undefined, locale: 'cs', urlOriginal: '/neni', is404: true })).toBe(`${catalogs.cs['error.not_found_title']} | ${site.name}`)
    expect(title({ data: undefined, urlOriginal: '/en/404', locale: 'en', routeKey: 'notFound' })).toBe(`${catalogs.en['error.not_found_title']} | ${site.name}`)
    expect(title({ data: undefined, locale: 'en', urlOriginal: '/en/x', is404: false })).toBe(`${catalogs.en['error.title']} | ${site.name}`)
  })
  it('is the site name alone for a page without data that is no error', () => {
    expect(title({ data: undefined, locale: 'cs', urlOriginal: '/' })).toBe(site.name)
  })
})
