import { describe, expect, it } from 'vitest'
import { navigationTarget, prefetchAllowed } from './prefetch.js'

describe('prefetch decision (spec §9)', () => {
  it('is skipped on 2g and with data saver', () => {
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false)
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false)
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false)
  })
  it('happens otherwise, also where the browser does not tell', () => {
    expect(prefetchAllowed({ effectiveType: '3g' })).toBe(true)
    expect(prefetchAllowed({ effectiveType: '4g', saveData: false })).toBe(true)
    expect(prefetchAllowed(undefined)).toBe(true)
    expect(prefetchAllowed({})).toBe(true)
  })
})

describe('navigation targets (prefetch, loading bar)', () => {
  const here = { origin: 'https://www.korvina.example', pathname: '/sluzby' }
  it('are our other pages', () => {
    expect(navigationTarget({ href: 'https://www.korvina.example/en/services?x=1#a' }, here)).toBe('/en/services?x=1')
    expect(navigationTarget({ href: '/kontakty' }, here)).toBe('/kontakty')
  })
  it('exclude the current page, other sites, files, the API, downloads and new windows', () => {
    for (const link of [
      { href: '/sluzby#faq' },
      { href: 'https://www.linkedin.com/company/x' },
      { href: '/media/documents/a.pdf' },
      { href: '/sitemap.xml' },
      { href: '/api/settings/cs' },
      { href: '/kontakty', download: true },
      { href: '/kontakty', target: '_blank' },
      { href: 'mailto:info@korvina.example' },
    ])
      expect(navigationTarget(link, here), link.href).toBeNull()
  })
  it('include a query change of the current page (another document), not a fragment of it', () => {
    const search = { origin: here.origin, pathname: '/hledani', search: '?q=dane' }
    expect(navigationTarget({ href: '/hledani?q=audit' }, search)).toBe('/hledani?q=audit')
    expect(navigationTarget({ href: '/hledani?q=dane#vysledky' }, search)).toBeNull()
  })
})
