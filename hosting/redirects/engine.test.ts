// The per-request rules (the preview server runs them; nginx and Apache are held to the same
// expectations in tests/hosting).
import { describe, expect, it } from 'vitest'
import { createEngine, type Decision } from './engine.js'
import { fixtureBuild, fixtureContent } from './fixtures.js'
import { buildRedirectMap } from './map.js'
import { hostRules, maintenanceEnabled, preferredByPattern, type HostRules } from './rules.js'

function rulesFor(maintenance = false): HostRules {
  const build = fixtureBuild()
  const map = buildRedirectMap(fixtureContent(), build, [
    { from: '/index.php?page=kontakt', to: '/kontakty', note: 'query entry' },
    { from: '/?page=kontakt', to: '/kontakty', note: 'query entry on the root' },
  ])
  return hostRules({ map, pages: build.pages, maintenance, env: {} })
}

const exists = (p: string) => fixtureBuild().isFile(p)
const where = (d: Decision) => (d.kind === 'redirect' ? `${d.status} ${d.location}` : d.kind === 'notFound' ? `404 ${d.locale.code}` : 'serve')

describe('engine', () => {
  const engine = createEngine(rulesFor())
  const decide = (url: string, headers: { cookie?: string; acceptLanguage?: string } = {}) => where(engine.decide({ url, ...headers }, exists))

  it('applies the 301 map: exact query entries, path entries with the query carried over, case-insensitively', () => {
    expect(decide('/index.php?page=kontakt')).toBe('301 /kontakty')
    expect(decide('/index.php?page=kontakt&x=1')).toBe('404 cs')
    expect(decide('/index.php')).toBe('404 cs')
    expect(decide('/?page=kontakt')).toBe('301 /kontakty')
    expect(decide('/sluzby/12/taxes?utm_source=x')).toBe('301 /en/services/12/taxes?utm_source=x')
    expect(decide('/SLUZBY/12/Taxes')).toBe('301 /en/services/12/taxes')
  })

  it("strips trailing slashes (not the root's) and reaches a map target in one hop", () => {
    expect(decide('/kontakty/?a=1')).toBe('301 /kontakty?a=1')
    expect(decide('/kontakty///')).toBe('301 /kontakty')
    // Never a protocol-relative Location (another origin).
    expect(decide('//evil.example/?a=1')).toBe('301 /evil.example?a=1')
    expect(decide('///evil.example//')).toBe('301 /evil.example')
    expect(decide('/sluzby/12/taxes/?a=1')).toBe('301 /en/services/12/taxes?a=1')
    expect(decide('/index.php/?page=kontakt')).toBe('301 /kontakty')
    expect(decide('/')).toBe('serve')
    expect(decide('/?a=1')).toBe('serve')
  })

  it("sends the root to the cookie's locale, else the browser's, remembering a browser choice", () => {
    const root = (headers: { cookie?: string; acceptLanguage?: string }) => engine.decide({ url: '/?q=1', ...headers }, exists)
    expect(root({ acceptLanguage: 'en-GB,en;q=0.9' })).toEqual({
      kind: 'redirect',
      status: 302,
      location: '/en?q=1',
      vary: 'Cookie, Accept-Language',
      setCookie: 'locale=en; Max-Age=31536000; Path=/; SameSite=Lax',
    })
    expect(root({ cookie: 'a=b; locale=en' })).toEqual({ kind: 'redirect', status: 302, location: '/en?q=1', vary: 'Cookie, Accept-Language' })
    expect(root({ cookie: 'locale=cs', acceptLanguage: 'en' })).toEqual({ kind: 'serve', vary: 'Cookie, Accept-Language' })
    expect(root({ cookie: 'locale=de', acceptLanguage: 'en' }).kind).toBe('serve')
    expect(root({ acceptLanguage: 'cs-CZ,cs;q=0.9,en;q=0.8' }).kind).toBe('serve')
    expect(decide('/en', { cookie: 'locale=cs' })).toBe('serve')
    expect(decide('/kontakty', { cookie: 'locale=en' })).toBe('serve')
  })

  it("answers unknown paths and the hosts' config files with the locale's 404", () => {
    expect(decide('/neni')).toBe('404 cs')
    expect(decide('/en/missing')).toBe('404 en')
    expect(decide('/enx')).toBe('404 cs')
    expect(decide('/_redirects')).toBe('404 cs')
    expect(decide('/vercel.json')).toBe('404 cs')
    // Spelled so the file lookup still finds the file (the files exist in the document root).
    for (const url of ['/./_headers', '//_headers', '/%2e/_redirects', '/en/../vercel.json']) {
      expect(engine.decide({ url }, () => true).kind, url).toBe('notFound')
    }
  })

  it("in maintenance sends every page to its locale's maintenance page; assets pass", () => {
    const m = createEngine(rulesFor(true))
    const d = (url: string) => where(m.decide({ url }, exists))
    expect(d('/')).toBe('302 /mimo-provoz')
    expect(d('/kontakty?x=1')).toBe('302 /mimo-provoz')
    expect(d('/sluzby/12/taxes')).toBe('302 /mimo-provoz')
    expect(d('/en')).toBe('302 /en/maintenance')
    expect(d('/en/contacts')).toBe('302 /en/maintenance')
    expect(d('/mimo-provoz')).toBe('serve')
    expect(d('/en/maintenance')).toBe('serve')
    expect(d('/favicon.svg')).toBe('serve')
  })
})

describe('rules', () => {
  it("prefers the first of the site's locales the browser lists, in any letter case", () => {
    const en = new RegExp(preferredByPattern('en'))
    for (const header of ['en', 'EN-us', 'en-US,en;q=0.9', 'de-DE,de;q=0.9,en;q=0.5', ' fr , en-GB;q=0.8, cs;q=0.5']) expect(en.test(header), header).toBe(true)
    for (const header of ['', '*', 'cs', 'cs-CZ,cs;q=0.9,en;q=0.8', 'sk,cs;q=0.8,en;q=0.6', 'de, cs;q=0.9, en;q=0.8', 'eng', 'de']) {
      expect(en.test(header), header).toBe(false)
    }
  })

  it('decides a hostile Accept-Language in linear time (no backtracking blow-up)', () => {
    const en = new RegExp(preferredByPattern('en'))
    const started = performance.now()
    for (const header of ['  ,'.repeat(2000) + 'x', ' '.repeat(16_000) + 'x', ' ,'.repeat(8000) + 'x']) expect(en.test(header)).toBe(false)
    // The old pattern needed seconds for 20 repetitions of '  ,'; linear matching needs milliseconds.
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it('takes maintenance from settings unless MAINTENANCE overrides it', () => {
    expect(maintenanceEnabled(true, {})).toBe(true)
    expect(maintenanceEnabled(false, { MAINTENANCE: '1' })).toBe(true)
    expect(maintenanceEnabled(true, { MAINTENANCE: '0' })).toBe(false)
  })
})
