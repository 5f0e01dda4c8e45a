// The host rules proven on real servers (issue "Done means"): the preview server, Debian's nginx
// with the generated includes and Debian's Apache with the generated .htaccess, each on loopback,
// against the built site. For every map entry: 301, Location = target, target 200 — plus trailing
// slashes with a query, the root locale rule, per-locale 404s, headers, and a second instance of
// each in maintenance mode.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { constants } from '../../shared/config/constants.js'
import { startPreviewServer } from '../../tools/preview/preview-server.js'
import { htaccess } from '../../hosting/redirects/emit/apache.js'
import { nginxFiles } from '../../hosting/redirects/emit/nginx.js'
import { readRules, type HostRules } from '../../hosting/redirects/rules.js'
import { splitSource } from '../../hosting/redirects/types.js'
import { startApache, startNginx, type RunningServer } from './servers.js'

const root = 'dist/client'
const rules = readRules('dist/hosting/rules.json')
const maintenanceRules: HostRules = { ...rules, maintenance: true }
const cookie = constants.localeCookie.name
const asset = `/assets/entries/${readdirSync(`${root}/assets/entries`).find((f) => f.endsWith('.js'))}`
const apacheServerConfFile = 'dist/hosting/apache/korvina-server.conf'
const apacheServerConf = existsSync(apacheServerConfFile) ? readFileSync(apacheServerConfFile, 'utf8') : undefined
const home = (code: string) => rules.locales.find((l) => l.code === code)
/** Files from the API the build published, of two kinds: a sanitized SVG and another. */
const mediaFiles = readdirSync(`${root}/media`, { recursive: true, encoding: 'utf8' }).map((f) => `/media/${f.split('\\').join('/')}`)
const mediaSvg = mediaFiles.find((f) => f.endsWith('.svg'))
const mediaOther = mediaFiles.find((f) => /\.(?:png|jpe?g|pdf|wav)$/.test(f))

async function preview(maintenance?: boolean): Promise<RunningServer> {
  const server = await startPreviewServer({ root, port: 0, maintenance })
  return { name: 'preview', url: server.url, close: server.close }
}

const hosts: { name: string; start(): Promise<RunningServer>; startMaintenance(): Promise<RunningServer> }[] = [
  { name: 'preview server', start: () => preview(), startMaintenance: () => preview(true) },
  {
    name: 'nginx',
    // The files the build wrote; the maintenance instance gets the same emitter's output with maintenance on.
    start: () => startNginx({ root, http: readFileSync('dist/hosting/nginx/korvina-http.conf', 'utf8'), server: readFileSync('dist/hosting/nginx/korvina-server.conf', 'utf8') }),
    startMaintenance: () => startNginx({ root, ...nginxFiles(maintenanceRules) }),
  },
  {
    name: 'apache',
    // A map over the .htaccess threshold is a RewriteMap the server config declares (korvina-server.conf).
    start: () => startApache({ root, serverConf: apacheServerConf }),
    startMaintenance: () => startApache({ root, htaccess: htaccess(maintenanceRules), serverConf: apacheServerConf }),
  },
]

type Answer = { status: number; location: string | null; headers: Headers; body: string }

/** One request without following redirects; Location made site-relative (Apache sends absolute URLs). */
async function get(base: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(base + path, { redirect: 'manual', headers })
  const body = await res.text()
  const raw = res.headers.get('location')
  let location: string | null = null
  if (raw) {
    const url = new URL(raw, base + path)
    location = url.origin === new URL(base).origin ? url.pathname + url.search : url.href
  }
  return { status: res.status, location, headers: res.headers, body }
}

/** Runs `fn` over `items`, `limit` at a time (loopback: quick, but bounded). */
async function each<T>(items: T[], fn: (item: T) => Promise<string | null>, limit = 16): Promise<string[]> {
  const problems: string[] = []
  for (let i = 0; i < items.length; i += limit) {
    for (const p of await Promise.all(items.slice(i, i + limit).map(fn))) if (p) problems.push(p)
  }
  return problems
}

const redirectProblem = (a: Answer, path: string, status: number, to: string) => (a.status === status && a.location === to ? null : `${path}: ${a.status} → ${a.location} (want ${status} → ${to})`)

const varyTokens = (h: Headers) =>
  (h.get('vary') ?? '')
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean)
    .sort()
const langOf = (body: string) => /<html[^>]*\slang="([^"]+)"/.exec(body)?.[1]
const timings: string[] = []

describe.each(hosts)('$name', (host) => {
  let server: RunningServer
  let started = 0
  beforeAll(async () => {
    started = performance.now()
    server = await host.start()
    timings.push(`${host.name}: started in ${Math.round(performance.now() - started)} ms`)
  })
  afterAll(async () => {
    timings.push(`${host.name}: all checks ${Math.round(performance.now() - started)} ms`)
    await server?.close()
  })

  it(`answers every map entry (${rules.redirects.length}) with 301 to its target, which answers 200`, async () => {
    const problems = await each(rules.redirects, async (r) => redirectProblem(await get(server.url, r.from), r.from, 301, r.to))
    const targets = [...new Set(rules.redirects.map((r) => r.to))]
    problems.push(
      ...(await each(targets, async (t) => {
        const a = await get(server.url, t)
        return a.status === 200 ? null : `target ${t}: ${a.status} ${a.location ?? ''}`
      })),
    )
    expect(problems).toEqual([])
  })

  it('reaches the target in one hop from a source with a trailing slash, keeping the query of path entries', async () => {
    const problems = await each(rules.redirects, async (r) => {
      const { path, query } = splitSource(r.from)
      if (path === '/') return null
      if (query) return redirectProblem(await get(server.url, `${path}/${query}`), `${path}/${query}`, 301, r.to)
      return redirectProblem(await get(server.url, `${path}/?ref=old-site&x=1`), `${path}/?ref=old-site&x=1`, 301, `${r.to}?ref=old-site&x=1`)
    })
    expect(problems).toEqual([])
  })

  it('removes trailing slashes from every path but the root, keeping the query', async () => {
    const cases: [string, string][] = [
      ['/kontakty/', '/kontakty'],
      ['/kontakty/?a=1&b=%C4%8D', '/kontakty?a=1&b=%C4%8D'],
      ['/en/?utm_source=news', '/en?utm_source=news'],
      ['/en/contacts//?q=x', '/en/contacts?q=x'],
      ['/sluzby/12/dane/', '/sluzby/12/dane'],
      ['/neexistuje/?x=1', '/neexistuje?x=1'],
      // Never `Location: //evil.example` (protocol-relative: another origin).
      ['//evil.example/?x=1', '/evil.example?x=1'],
    ]
    const problems = await each(cases, async ([from, to]) => redirectProblem(await get(server.url, from), from, 301, to))
    for (const path of ['/', '/?x=1']) {
      const a = await get(server.url, path)
      if (a.status !== 200) problems.push(`${path}: ${a.status} → ${a.location}`)
    }
    expect(problems).toEqual([])
  })

  it('sends the root to the locale of the cookie, else of the browser, with 302 and the query kept', async () => {
    const en = home('en')?.prefix ?? '/en'
    const cases: [string, Record<string, string>, number, string | null][] = [
      ['/', {}, 200, null],
      ['/', { 'accept-language': 'cs-CZ,cs;q=0.9,en;q=0.8' }, 200, null],
      ['/', { 'accept-language': 'en-US,en;q=0.9' }, 302, en],
      ['/', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' }, 302, en],
      ['/', { 'accept-language': 'sk,cs;q=0.8,en;q=0.6' }, 200, null],
      ['/', { cookie: `${cookie}=en` }, 302, en],
      ['/', { cookie: `other=1; ${cookie}=en`, 'accept-language': 'cs' }, 302, en],
      ['/', { cookie: `${cookie}=cs`, 'accept-language': 'en-US,en;q=0.9' }, 200, null],
      ['/?utm_source=x', { cookie: `${cookie}=en` }, 302, `${en}?utm_source=x`],
      ['/?utm_source=x', { 'accept-language': 'en' }, 302, `${en}?utm_source=x`],
      // Pages under a prefix, and other pages, are never redirected for locale.
      [en, { cookie: `${cookie}=cs` }, 200, null],
      ['/kontakty', { cookie: `${cookie}=en`, 'accept-language': 'en' }, 200, null],
    ]
    const problems = await each(cases, async ([path, headers, status, to]) => {
      const a = await get(server.url, path, headers)
      const where = `${path} ${JSON.stringify(headers)}`
      if (a.status !== status || a.location !== to) return `${where}: ${a.status} → ${a.location} (want ${status} → ${to})`
      if (path.startsWith('/?') || path === '/') {
        // The home page itself (200) also varies by Accept-Encoding: it is sent precompressed.
        const want = a.status === 200 ? ['accept-encoding', 'accept-language', 'cookie'] : ['accept-language', 'cookie']
        if (JSON.stringify(varyTokens(a.headers).filter((t) => a.status === 200 || t !== 'accept-encoding')) !== JSON.stringify(want)) return `${where}: Vary ${a.headers.get('vary')}`
      }
      // Only a redirect decided by the browser's language remembers it in the cookie.
      const remembered = a.headers.get('set-cookie')
      const wanted = status === 302 && !headers.cookie ? rules.localeCookieHeader.en : null
      return remembered === wanted ? null : `${where}: Set-Cookie ${remembered} (want ${wanted})`
    })
    expect(problems).toEqual([])
    expect(rules.localeCookieHeader.en).toBe(`${cookie}=en; Max-Age=${365 * 86_400}; Path=/; SameSite=Lax`)
  })

  it("answers unknown paths with the locale's 404 page and status 404", async () => {
    const cases: [string, string][] = [
      ['/neexistuje', 'cs'],
      ['/sluzby/99/nic', 'cs'],
      ['/en/does-not-exist', 'en'],
      ['/en/services/99/x', 'en'],
      ['/enx', 'cs'],
      ['/assets', 'cs'],
    ]
    const problems = await each(cases, async ([path, lang]) => {
      const a = await get(server.url, path)
      return a.status === 404 && langOf(a.body) === lang ? null : `${path}: ${a.status} lang=${langOf(a.body)} (want 404 ${lang})`
    })
    const missingAsset = await get(server.url, '/assets/entries/missing.js')
    if (missingAsset.status !== 404) problems.push(`missing asset: ${missingAsset.status}`)
    expect(problems).toEqual([])
  })

  it("never serves the other hosts' config files", async () => {
    const problems = await each(rules.hiddenFiles, async (f) => {
      const a = await get(server.url, f)
      return a.status === 404 ? null : `${f}: ${a.status}`
    })
    expect(problems).toEqual([])
  })

  it('sends the security headers on pages, redirects and 404s; caches hashed assets long and revalidates HTML', async () => {
    const answers = await Promise.all(['/kontakty', '/sluzby/12/taxes', '/neexistuje', asset].map((p) => get(server.url, p)))
    const problems: string[] = []
    for (const a of answers) {
      for (const [name, value] of rules.security) if (a.headers.get(name) !== value) problems.push(`${a.status}: ${name} = ${a.headers.get(name)}`)
    }
    const [page, , notFound, script] = answers
    expect(page?.headers.get('cache-control')).toBe(rules.cache.revalidate)
    expect(notFound?.headers.get('cache-control')).toBe(rules.cache.revalidate)
    expect(script?.status).toBe(200)
    expect(script?.headers.get('cache-control')).toBe(rules.cache.hashed.value)
    expect(page?.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8$/i)
    expect(problems).toEqual([])
  })

  it('sends Strict-Transport-Security (a year or more, subdomains) on pages, redirects, 404s and files', async () => {
    const answers = await Promise.all(['/kontakty', '/sluzby/12/taxes', '/neexistuje', asset, mediaSvg ?? '/'].map((p) => get(server.url, p)))
    const problems = answers.flatMap((a) => {
      const hsts = a.headers.get('strict-transport-security') ?? ''
      return Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0) >= 31_536_000 && /includeSubDomains/.test(hsts) ? [] : [`${a.status}: ${hsts || '(none)'}`]
    })
    expect(problems).toEqual([])
  })

  // The preview server applies `security` to every answer (tools/preview, issue 52's other part).
  it('sends files under /media/ with the media policy: no script runs in them; a 404 there is the site page', async () => {
    const mediaCsp = new Map(rules.media.headers).get('Content-Security-Policy')
    const siteCsp = new Map(rules.security).get('Content-Security-Policy')
    expect(mediaSvg && mediaOther, 'the build published an SVG and another media file').toBeTruthy()
    const problems = await each([mediaSvg ?? '', mediaOther ?? ''], async (path) => {
      const a = await get(server.url, path)
      const csp = a.headers.get('content-security-policy')
      return a.status === 200 && csp === mediaCsp && a.headers.get('x-content-type-options') === 'nosniff' ? null : `${path}: ${a.status} CSP ${csp}`
    })
    expect(problems).toEqual([])
    expect(mediaCsp).toMatch(/^default-src 'none';/)
    const missing = await get(server.url, '/media/neni-tu.svg')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('content-security-policy')).toBe(siteCsp)
  })
})

describe.each(hosts)('$name in maintenance mode', (host) => {
  let server: RunningServer
  beforeAll(async () => {
    server = await host.startMaintenance()
  })
  afterAll(() => server?.close())

  it('answers every page with 302 to the localized maintenance page; assets and the maintenance pages pass', async () => {
    const cs = home('cs')?.maintenancePage ?? ''
    const en = home('en')?.maintenancePage ?? ''
    const someRedirect = rules.redirects.find((r) => !r.from.includes('?'))?.from ?? '/sluzby/12/taxes'
    const cases: [string, number, string | null][] = [
      ['/', 302, cs],
      ['/?utm=1', 302, cs],
      ['/kontakty', 302, cs],
      ['/sluzby/12/dane', 302, cs],
      ['/en', 302, en],
      ['/en/contacts', 302, en],
      ['/neexistuje', 302, cs],
      [someRedirect, 302, someRedirect.startsWith('/en') ? en : cs],
      [cs, 200, null],
      [en, 200, null],
      [asset, 200, null],
      ['/favicon.svg', 200, null],
      ['/sitemap.xml', 200, null],
    ]
    const problems = await each(cases, async ([path, status, to]) => {
      const a = await get(server.url, path)
      return a.status === status && a.location === to ? null : `${path}: ${a.status} → ${a.location} (want ${status} → ${to})`
    })
    expect(problems).toEqual([])
  })
})

afterAll(() => console.log(`host tests: ${rules.redirects.length} map entries\n  ${timings.join('\n  ')}`))
