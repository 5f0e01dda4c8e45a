import { describe, expect, it } from 'vitest'
import { fixtureBuild, fixtureContent } from './fixtures.js'
import { legacyRedirects, readLegacy, type LegacyEntry } from './legacy.js'
import { buildRedirectMap, linkLookup } from './map.js'
import type { Redirect } from './types.js'
import { finalizeMap, RedirectMapError } from './validate.js'
import { contentRedirects } from './variants.js'

const targets = (list: Redirect[]) => Object.fromEntries(list.map((r) => [r.from, r.to]))

describe('generated variants', () => {
  const build = fixtureBuild()
  const { redirects, pagesSkipped, conflicts } = contentRedirects(fixtureContent(), build.isPage)
  const map = targets(redirects)

  it('sends an English slug under the Czech prefix to the English page and back (§9)', () => {
    expect(map['/sluzby/12/taxes']).toBe('/en/services/12/taxes')
    expect(map['/en/services/12/dane']).toBe('/sluzby/12/dane')
    expect(map['/sluzby/12/taxes/vat']).toBe('/en/services/12/taxes/vat')
    expect(map['/en/services/12/dane/dph']).toBe('/sluzby/12/dane/dph')
    expect(map['/blog/30/anniversary']).toBe('/en/blog/30/anniversary')
    expect(map['/en/info/1/podminky']).toBe('/info/1/podminky')
  })

  it("lets the last slug decide: a wrong group slug alone keeps the prefix's locale", () => {
    expect(map['/sluzby/12/taxes/dph']).toBe('/sluzby/12/dane/dph')
    expect(map['/en/services/12/dane/vat']).toBe('/en/services/12/taxes/vat')
    expect(map['/sluzby/12/dane/vat']).toBe('/en/services/12/taxes/vat')
    expect(map['/en/services/12/taxes/dph']).toBe('/sluzby/12/dane/dph')
  })

  it('sends a Czech-only item under the English prefix to its Czech page', () => {
    expect(map['/en/services/12/taxes/osvc']).toBe('/sluzby/12/dane/osvc')
    expect(map['/en/services/12/dane/osvc']).toBe('/sluzby/12/dane/osvc')
    expect(map['/sluzby/12/taxes/osvc']).toBe('/sluzby/12/dane/osvc')
  })

  it("maps {id} without its slug to the page in the prefix's locale", () => {
    expect(map['/sluzby/12']).toBe('/sluzby/12/dane')
    expect(map['/en/services/12']).toBe('/en/services/12/taxes')
    expect(map['/blog/30']).toBe('/blog/30/jubileum')
    expect(map['/en/info/1']).toBe('/en/info/1/terms')
    // A service's route has two slugs: `/sluzby/12/dane` is the group's page, not a variant.
    expect(map['/sluzby/12/dane']).toBeUndefined()
  })

  it('leaves out variants that are pages (same slug in both locales) and fixed-route pages', () => {
    expect(map['/en/services/18/audit']).toBeUndefined()
    expect(map['/sluzby/18/audit/due-diligence']).toBeUndefined()
    expect(pagesSkipped).toBeGreaterThan(0)
    expect(Object.keys(map).some((k) => k.includes('/info/10'))).toBe(false)
    expect(conflicts).toEqual([])
  })

  it('labels §9 entries as locale-slug and the rest by what is wrong', () => {
    const byFrom = new Map(redirects.map((r) => [r.from, r]))
    expect(byFrom.get('/sluzby/12/taxes')?.origin).toBe('locale-slug')
    expect(byFrom.get('/sluzby/12/taxes')?.label).toBe('service group 12 (en slug under the cs prefix)')
    expect(byFrom.get('/sluzby/12/taxes/dph')?.origin).toBe('wrong-slug')
    expect(byFrom.get('/blog/30')?.origin).toBe('id-only')
  })
})

describe('map validation', () => {
  const build = fixtureBuild()
  const entry = (from: string, to: string, label = `entry ${from}`): Redirect => ({ from, to, origin: 'legacy', label })
  const problems = (entries: Redirect[]) => {
    try {
      finalizeMap(entries, build)
      return []
    } catch (err) {
      if (err instanceof RedirectMapError) return err.problems
      throw err
    }
  }

  it('collapses chains to one hop', () => {
    const out = finalizeMap([entry('/novinky/30', '/blog/30'), entry('/blog/30', '/blog/30/jubileum'), entry('/stare', '/novinky/30')], build)
    expect(targets(out)).toEqual({ '/novinky/30': '/blog/30/jubileum', '/blog/30': '/blog/30/jubileum', '/stare': '/blog/30/jubileum' })
  })

  it('refuses loops, naming the entry and the cycle', () => {
    expect(problems([entry('/a', '/b', 'legacy entry 1'), entry('/b', '/a', 'legacy entry 2')])).toEqual(['legacy entry 1: redirect loop /a → /b → /a', 'legacy entry 2: redirect loop /b → /a → /b'])
    expect(problems([entry('/a', '/A')])).toEqual(['entry /a: redirect loop /a → /A'])
  })

  it('refuses a source that is a page or a file, also in another letter case', () => {
    expect(problems([entry('/kontakty', '/o-nas')])).toEqual(['entry /kontakty: source /kontakty is a page or file of this build'])
    expect(problems([entry('/Kontakty', '/o-nas')])).toEqual(['entry /Kontakty: source /Kontakty is a page or file of this build'])
    expect(problems([entry('/favicon.svg', '/o-nas')])).toEqual(['entry /favicon.svg: source /favicon.svg is a page or file of this build'])
  })

  it('allows a query entry on a page path: only that query redirects', () => {
    expect(targets(finalizeMap([entry('/blog?kategorie=dane', '/o-nas')], build))).toEqual({ '/blog?kategorie=dane': '/o-nas' })
  })

  it('refuses a target that is not a page of this build, naming the hop that led there', () => {
    expect(problems([entry('/a', '/neni')])).toEqual(['entry /a: target /neni is not a page of this build'])
    expect(problems([entry('/a', '/b'), entry('/b', '/neni')])).toEqual([
      'entry /a: target /neni (reached through /b) is not a page of this build',
      'entry /b: target /neni is not a page of this build',
    ])
  })

  it('refuses two targets for one source (case-insensitive, as nginx matches) and malformed entries', () => {
    expect(problems([entry('/a', '/o-nas', 'legacy entry 1'), entry('/A', '/kontakty', 'legacy entry 2')])).toEqual(['legacy entry 2: source /A is also legacy entry 1 (→ /o-nas)'])
    expect(problems([entry('/a/', '/o-nas')])[0]).toMatch(/without the trailing slash/)
    expect(problems([entry('/a b', '/o-nas')])[0]).toMatch(/URL-safe characters/)
    expect(problems([entry('/a?x', '/o-nas')])[0]).toMatch(/key=value/)
    expect(problems([entry('/a', '/o-nas?x=1')])[0]).toMatch(/without query/)
    expect(problems([entry('/a', '/o-nas#tym')])[0]).toMatch(/without query, fragment/)
  })

  it('puts exact-query entries first, then sorts by source', () => {
    const out = finalizeMap([entry('/b', '/o-nas'), entry('/index.php?page=kontakt', '/kontakty'), entry('/a', '/o-nas')], build)
    expect(out.map((r) => r.from)).toEqual(['/index.php?page=kontakt', '/a', '/b'])
  })
})

describe('legacy list', () => {
  const lookup = linkLookup(fixtureContent())
  const legacy = (from: string, to: string, locale?: 'cs' | 'en'): LegacyEntry => ({ from, to, note: 'test', ...(locale ? { locale } : {}) })

  it('resolves app:// links like content links, per locale', () => {
    const { redirects, errors } = legacyRedirects(
      [
        legacy('/sluzby/3/transakce', 'app://service-group/12', 'cs'),
        legacy('/en/index.php?page=contact', 'app://route/contacts', 'en'),
        legacy('/tym', 'app://person/1', 'cs'),
        legacy('/kontakt', '/kontakty'),
      ],
      lookup,
    )
    expect(errors).toEqual([])
    expect(targets(redirects)).toEqual({ '/sluzby/3/transakce': '/sluzby/12/dane', '/en/index.php?page=contact': '/en/contacts', '/tym': '/lide/1', '/kontakt': '/kontakty' })
  })

  it('names the entry whose target cannot be resolved', () => {
    const { errors } = legacyRedirects(
      [legacy('/a', 'app://blog/99', 'cs'), legacy('/b', 'app://blog/30'), legacy('/c', 'app://route/blogPost', 'cs'), legacy('/d', 'kontakty'), legacy('/e', 'app://service/102', 'en')],
      lookup,
    )
    expect(errors).toEqual([
      'legacy entry 1 (/a → app://blog/99): blog 99 does not exist in cs',
      'legacy entry 2 (/b → app://blog/30): an app:// target needs "locale"',
      'legacy entry 3 (/c → app://route/blogPost): route "blogPost" is not a route without parameters',
      'legacy entry 4 (/d → kontakty): "to" must be a path or app://{kind}/{id} or app://route/{routeKey}',
      'legacy entry 5 (/e → app://service/102): service 102 does not exist in en',
    ])
  })

  it("reads the project's legacy.json", () => {
    const entries = readLegacy()
    expect(entries.length).toBeGreaterThanOrEqual(10)
    expect(entries.some((e) => e.from.includes('?'))).toBe(true)
    expect(entries.find((e) => e.from === '/sluzby/3/transakce')?.to).toBe('app://service-group/3')
  })
})

describe('buildRedirectMap', () => {
  it('combines variants and legacy entries, collapses legacy chains into variants, counts by origin', () => {
    const map = buildRedirectMap(fixtureContent(), fixtureBuild(), [
      { from: '/novinky/30', to: '/blog/30', note: 'chain through an id-only variant' },
      { from: '/index.php?page=kontakt', to: '/kontakty', note: 'query' },
    ])
    const t = targets(map.redirects)
    expect(t['/novinky/30']).toBe('/blog/30/jubileum')
    expect(t['/index.php?page=kontakt']).toBe('/kontakty')
    expect(map.stats.byOrigin.legacy).toBe(2)
    expect(map.stats.withQuery).toBe(1)
    expect(map.stats.total).toBe(map.redirects.length)
  })

  it('throws one error listing every problem', () => {
    expect(() =>
      buildRedirectMap(fixtureContent(), fixtureBuild(), [
        { from: '/kontakty', to: '/o-nas', note: 'a page' },
        { from: '/x', to: 'app://blog/404', locale: 'cs', note: 'missing' },
      ]),
    ).toThrowError(/2 problem\(s\)[\s\S]*blog 404 does not exist in cs[\s\S]*source \/kontakty is a page/)
  })
})
