// The host files of Netlify, Cloudflare Pages and Vercel, each run by that platform's own engine
// (tests/hosting/engines/: `wrangler pages dev` over workerd for Cloudflare, Netlify's redirect,
// header and static engines with its edge function for Netlify, Vercel's own conversion of
// vercel.json for Vercel), over the build's files. Each request's answer is compared with the rule
// engine's (hosting/redirects/engine.ts, the preview server, which tests/hosting/hosts.test.ts holds equal
// to the real nginx and Apache): for every legacy entry and a seeded 1,000 of the map 301 and the
// exact target with the query kept, one hop from a trailing slash, the trailing-slash cases, the
// letter case of a source, the root's locale rule, the localized 404 of both locales, the other
// hosts' files, the headers, and maintenance mode. Where a platform does not do what the engine
// does, the expected answer says so here, as hosting/redirects/README.md's host table does (hostTable.ts);
// nothing else may differ. One test file a host (cloudflare-pages.test.ts, netlify.test.ts,
// vercel.test.ts), each starting its engine once per form of the files.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cloudflareFiles } from '../../hosting/redirects/emit/cloudflare.js'
import { netlifyFiles, netlifyFunction, netlifyRedirects } from '../../hosting/redirects/emit/netlify.js'
import { headersFile, limits } from '../../hosting/redirects/emit/static-hosts.js'
import { vercelBulkFile, vercelConfig, vercelFiles } from '../../hosting/redirects/emit/vercel.js'
import { createEngine, type Decision } from '../../hosting/redirects/engine.js'
import { readRules, type HostRules } from '../../hosting/redirects/rules.js'
import { splitSource } from '../../hosting/redirects/types.js'
import { resolveStatic } from '../../hosting/staticFiles.js'
import { netlifyFilesIn, startNetlify } from './engines/netlify.js'
import { inProcess, overHttp, type Platform, type PlatformAnswer, type PlatformRequest } from './engines/platform.js'
import { startVercel } from './engines/vercel.js'
import { startPagesDev } from './engines/wrangler.js'
import { sample } from './mapCheck.js'

const root = 'dist/client'
const rules = readRules('dist/hosting/rules.json')
const maintenanceRules: HostRules = { ...rules, maintenance: true }
const asset = `/assets/entries/${readdirSync(`${root}/assets/entries`).find((f) => f.endsWith('.js'))}`
/** A file from the API the build published (a sanitized SVG). */
const mediaSvg = `/media/${readdirSync(`${root}/media`, { recursive: true, encoding: 'utf8' })
  .find((f) => f.endsWith('.svg'))
  ?.split('\\')
  .join('/')}`
const en = rules.locales.find((l) => l.prefix)?.prefix ?? '/en'
const cookie = rules.localeCookie

/** What the tests compare: status, Location, the 404 page's locale, the cookie set. */
type Outcome = { status: number; location: string | null; lang?: string; setCookie?: string | null }
const langOf = (body: string) => /<html[^>]*\slang="([^"]+)"/.exec(body)?.[1]

function reference(engineRules: HostRules) {
  const engine = createEngine(engineRules)
  return (request: PlatformRequest): Outcome => {
    const d: Decision = engine.decide(request, (p) => resolveStatic(root, p) !== null)
    if (d.kind === 'redirect') return { status: d.status, location: d.location, setCookie: d.setCookie ?? null }
    if (d.kind === 'notFound') return { status: 404, location: null, lang: d.locale.code }
    return { status: 200, location: null, setCookie: null }
  }
}

function outcome(a: PlatformAnswer): Outcome {
  if (a.status === 404) return { status: 404, location: null, lang: langOf(a.body) }
  if (a.status >= 300 && a.status < 400) return { status: a.status, location: a.location, setCookie: a.headers.get('set-cookie') }
  return { status: a.status, location: a.location, setCookie: a.headers.get('set-cookie') }
}

/** `expected` null: the platform decides by itself and says nothing documented (not asserted). */
type Difference = (request: PlatformRequest, engine: Outcome) => Outcome | null | undefined

/** Requests in flight at once: loopback and in-process engines answer quickly, but bounded. */
const concurrency = 16

async function compare(platform: Platform, requests: PlatformRequest[], expect_: (r: PlatformRequest) => Outcome | null): Promise<string[]> {
  const check = async (request: PlatformRequest) => {
    const want = expect_(request)
    if (want === null) return null
    const got = outcome(await platform.answer(request))
    const keys = Object.keys(want) as (keyof Outcome)[]
    if (keys.every((k) => got[k] === want[k])) return null
    return `${request.url} ${JSON.stringify({ cookie: request.cookie, al: request.acceptLanguage })}: got ${JSON.stringify(got)}, want ${JSON.stringify(want)}`
  }
  const problems: string[] = []
  for (let i = 0; i < requests.length; i += concurrency) {
    for (const p of await Promise.all(requests.slice(i, i + concurrency).map(check))) if (p) problems.push(p)
  }
  return problems
}

// The requests, as tests/hosting/hosts.test.ts sends them to nginx and Apache: every legacy entry
// and a seeded 1,000 of the rest of the map (all of it at the sample's size).
// The forms for a map over the limits (run on the sample map with the limits lowered) answer the
// same rules for the rest of the table: a seeded 200 of the map there.
const legacyEntries = rules.redirects.filter((r) => r.origin === 'legacy')
const entriesSample = (n: number) => [
  ...legacyEntries,
  ...sample(
    rules.redirects.filter((r) => r.origin !== 'legacy'),
    n,
  ),
]
const mapEntries = entriesSample(1000)
const overLimitsEntries = entriesSample(200)
const slashRequestsOf = (entries: typeof mapEntries) =>
  entries
    .filter((r) => splitSource(r.from).path !== '/')
    .map((r) => {
      const { path, query } = splitSource(r.from)
      return { url: query ? `${path}/${query}` : `${path}/?ref=old-site&x=1` }
    })
const trailingSlashRequests = ['/kontakty/', '/kontakty/?a=1&b=%C4%8D', '/en/?utm_source=news', '/en/contacts//?q=x', '/sluzby/12/dane/', '/neexistuje/?x=1', '//evil.example/?x=1', '/', '/?x=1'].map(
  (url) => ({ url }),
)
const rootRequests: PlatformRequest[] = [
  { url: '/' },
  { url: '/', acceptLanguage: 'cs-CZ,cs;q=0.9,en;q=0.8' },
  { url: '/', acceptLanguage: 'en-US,en;q=0.9' },
  { url: '/', acceptLanguage: 'de-DE,de;q=0.9,en;q=0.5' },
  { url: '/', acceptLanguage: 'sk,cs;q=0.8,en;q=0.6' },
  { url: '/', cookie: `${cookie}=en` },
  { url: '/', cookie: `other=1; ${cookie}=en`, acceptLanguage: 'cs' },
  { url: '/', cookie: `${cookie}=cs`, acceptLanguage: 'en-US,en;q=0.9' },
  { url: '/?utm_source=x', cookie: `${cookie}=en` },
  { url: '/?utm_source=x', acceptLanguage: 'en' },
  { url: en, cookie: `${cookie}=cs` },
  { url: '/kontakty', cookie: `${cookie}=en`, acceptLanguage: 'en' },
]
/** A source in another letter case (`/TYM` for `/tym`): nginx, Apache and the preview server compare case-insensitively. */
const caseRequests = rules.redirects
  .filter((r) => r.origin === 'legacy' && !r.from.includes('?'))
  .slice(0, 5)
  .map((r) => ({ url: r.from.toUpperCase() }))
const notFoundRequests = ['/neexistuje', '/sluzby/99/nic', '/en/does-not-exist', '/en/services/99/x', '/enx', '/assets', '/assets/entries/missing.js'].map((url) => ({ url }))
const hiddenRequests = rules.hiddenFiles.map((url) => ({ url }))
const maintenanceRequests = [
  '/',
  '/?utm=1',
  '/kontakty',
  '/sluzby/12/dane',
  en,
  `${en}/contacts`,
  '/neexistuje',
  rules.redirects.find((r) => !r.from.includes('?'))?.from ?? '/sluzby/12/taxes',
  '/mimo-provoz',
  `${en}/maintenance`,
  asset,
  '/favicon.svg',
  '/sitemap.xml',
].map((url) => ({ url }))

/** Case-sensitive hosts: a source in another letter case is not a source; the Czech 404. */
const caseSensitive: Difference = () => ({ status: 404, location: null, lang: 'cs' })
/**
 * Netlify's root: no rule (hosting/redirects/emit/netlify.ts), the Czech home for every request, a search
 * engine's without Accept-Language included; its first script decides in the browser
 * (tests/e2e/root-language.test.ts). No cookie is set.
 */
const netlifyRoot: Difference = (req) => (splitSource(req.url).path === '/' ? { status: 200, location: null, setCookie: null } : undefined)
const isQueryEntry = (url: string) => rules.redirects.some((r) => r.from === url && r.from.includes('?'))
const passesQuery = (url: string, engine: Outcome): Outcome => ({ ...engine, location: `${engine.location}${splitSource(url).query}` })
const isPageOfBuild = (url: string) => rules.pages.includes(splitSource(url).path)
/**
 * Maintenance where the rules can only list the build's pages: a map source still answers its
 * 301 (its target then answers 302), any other path is a 404.
 */
const pagesOnlyMaintenance: Difference = (req, e) => {
  if (e.status !== 302 || isPageOfBuild(req.url)) return undefined
  const entry = rules.redirects.find((r) => r.from === req.url)
  if (entry) return { status: 301, location: entry.to }
  return { status: 404, location: null, lang: 'cs' }
}
/** Netlify and Vercel pass the request's query on to every redirect, maintenance's included. */
const withQuery =
  (diff: Difference): Difference =>
  (req, e) => {
    const d = diff(req, e)
    const out = d === undefined ? e : d
    return out && out.status === 302 && out.location ? { ...out, location: out.location + splitSource(req.url).query } : d
  }

type Case = {
  name: string
  /** The engine over the host files in `dir`. */
  make(dir: string): Promise<Platform>
  /** The folder under dist/hosting with the files the build wrote. */
  hostDir: string
  files(r: HostRules, dir: string): void
  differs: {
    map?: Difference
    /** A source in another letter case. */
    case?: Difference
    slash?: Difference
    trailing?: Difference
    root?: Difference
    hidden?: Difference
    maintenance?: Difference
  }
  /** Security headers on redirect answers: sent, or not documented (null), or not sent (false). */
  headersOnRedirects: boolean | null
  cacheOn404: 'revalidates' | 'no-store'
  /** The host's form for a map over its limits, run on the sample map with the limits lowered (`files` writes it; not the build's files). */
  overLimits?: true
}

const cases: Case[] = [
  {
    name: 'Netlify',
    make: async (dir) => inProcess('Netlify', await startNetlify({ root, files: netlifyFilesIn(dir) })),
    hostDir: 'netlify',
    files(r, dir) {
      writeFileSync(join(dir, '_redirects'), netlifyRedirects(r))
      writeFileSync(join(dir, '_headers'), headersFile(r, 'Netlify'))
    },
    differs: {
      // Netlify's paths are case-sensitive (its docs; the edge function's table too).
      case: caseSensitive,
      // Query entries: Netlify passes the request's query on.
      map: (req, e) => (isQueryEntry(req.url) ? passesQuery(req.url, e) : undefined),
      slash: (req, e) => {
        const { path, query } = splitSource(req.url)
        return isQueryEntry(path.replace(/\/$/, '') + query) ? passesQuery(req.url, e) : undefined
      },
      // A trailing slash on a page is Netlify's own (Pretty URLs, undocumented); elsewhere no rule removes it.
      trailing: (req, e) => {
        const path = splitSource(req.url).path
        if (path === '/') return netlifyRoot(req, e)
        const bare = path.replace(/\/+$/, '').replace(/^\/+/, '/')
        return resolveStatic(root, bare) ? null : { status: 404, location: null, lang: 'cs' }
      },
      root: netlifyRoot,
      maintenance: withQuery(pagesOnlyMaintenance),
    },
    headersOnRedirects: null,
    cacheOn404: 'revalidates',
  },
  {
    name: 'Cloudflare Pages',
    make: async (dir) => {
      const read = (name: string) => readFileSync(join(dir, name), 'utf8')
      const files = { redirects: read('_redirects'), headers: read('_headers'), worker: read('_worker.js'), routes: read('_routes.json') }
      return overHttp('Cloudflare Pages', await startPagesDev({ root, files }))
    },
    hostDir: 'cloudflare',
    files(r, dir) {
      const cf = cloudflareFiles(r)
      writeFileSync(join(dir, '_redirects'), cf.redirects)
      writeFileSync(join(dir, '_headers'), cf.headers)
      writeFileSync(join(dir, '_worker.js'), cf.worker)
      writeFileSync(join(dir, '_routes.json'), cf.routes)
    },
    differs: {
      // Static rules are looked up by the exact path.
      case: caseSensitive,
      // A source with a trailing slash: the slash goes first (301, query kept), then the map (two hops).
      slash: (req) => {
        const { path, query } = splitSource(req.url)
        return { status: 301, location: path.replace(/\/$/, '') + query, setCookie: null }
      },
      // Placeholders are never empty: repeated slashes and `//host/` match no rule.
      trailing: (req) => {
        const path = splitSource(req.url).path
        if (/\/\/$/.test(path)) return { status: 404, location: null, lang: path.startsWith(`${en}/`) ? 'en' : 'cs' }
        if (path.startsWith('//')) return { status: 404, location: null, lang: 'cs' }
        return undefined
      },
      maintenance: pagesOnlyMaintenance,
    },
    headersOnRedirects: true,
    // The asset server's 404 says `no-store` (workerd), and _headers cannot change it for 404s only.
    cacheOn404: 'no-store',
  },
  {
    name: 'Vercel',
    make: async (dir) => inProcess('Vercel', startVercel({ root, configFile: join(dir, 'vercel.json') })),
    hostDir: 'vercel',
    files(r, dir) {
      writeFileSync(join(dir, 'vercel.json'), JSON.stringify(vercelConfig(r)))
    },
    differs: {
      map: (req, e) => (isQueryEntry(req.url) ? passesQuery(req.url, e) : undefined),
      // Sources are path-to-regexp patterns, compared case-sensitively.
      case: caseSensitive,
      slash: (req, e) => {
        const { path, query } = splitSource(req.url)
        return isQueryEntry(path.replace(/\/$/, '') + query) ? passesQuery(req.url, e) : undefined
      },
      // `/:path+/` needs non-empty segments: repeated slashes and `//host/` are misses.
      trailing: (req) => {
        const path = splitSource(req.url).path
        if (/\/\/$/.test(path)) return { status: 404, location: null, lang: path.startsWith(`${en}/`) ? 'en' : 'cs' }
        if (path.startsWith('//')) return { status: 404, location: null, lang: 'cs' }
        return undefined
      },
      // Conditions read the cookie's value and the header; a redirect cannot set a cookie.
      root: (_req, e) => ({ ...e, setCookie: null }),
      // No vercel.json rule answers 404 for a file that exists.
      hidden: (req) => (resolveStatic(root, req.url) ? { status: 200, location: null } : undefined),
      maintenance: withQuery(() => undefined),
    },
    headersOnRedirects: false,
    cacheOn404: 'revalidates',
  },
]

// The forms for maps over the limits, on the sample map with the limits lowered: Netlify's edge
// function and Cloudflare's worker look up what `_redirects` has no room for, Vercel's path
// entries go to its Bulk Redirects file.
const netlifyCase = cases.find((c) => c.name === 'Netlify')
const cloudflareCase = cases.find((c) => c.name === 'Cloudflare Pages')
const vercelCase = cases.find((c) => c.name === 'Vercel')
if (netlifyCase) {
  cases.push({
    ...netlifyCase,
    name: "Netlify, the map over 100 rules (the rest, and maintenance's pages, in the edge function)",
    overLimits: true,
    files(r, dir) {
      const { redirects, edge, counts } = netlifyFiles(r, { ...limits.netlify, redirectRules: 100 })
      expect(counts.rules).toBeLessThan(100)
      expect(counts.functionPaths + counts.functionPages).toBeGreaterThan(0)
      writeFileSync(join(dir, '_redirects'), redirects)
      writeFileSync(join(dir, '_headers'), headersFile(r, 'Netlify'))
      mkdirSync(join(dir, netlifyFunction.folder))
      writeFileSync(join(dir, netlifyFunction.folder, `${netlifyFunction.name}.js`), edge?.code ?? '')
      writeFileSync(join(dir, netlifyFunction.folder, `${netlifyFunction.name}.json`), edge?.table ?? '')
    },
  })
}
/** The sources of the static rules in Cloudflare's `_redirects` with the limits lowered (lower case). */
const overLimitStatics = new Set(
  cloudflareFiles(rules, { ...limits.cloudflare, staticRedirects: 100 })
    .redirects.split('\n')
    .filter((l) => l.startsWith('/') && l.trim().endsWith(' 301'))
    .map((l) => (l.split(/\s+/)[0] ?? '').toLowerCase()),
)
const plain = reference(rules)
if (cloudflareCase) {
  cases.push({
    ...cloudflareCase,
    name: "Cloudflare Pages, the map over 100 static rules (the rest in _worker.js's map)",
    overLimits: true,
    differs: {
      ...cloudflareCase.differs,
      // The worker's map compares in lower case; the static rules exactly.
      case: (req) => (overLimitStatics.has(req.url.toLowerCase()) ? caseSensitive(req, plain(req)) : undefined),
    },
    files(r, dir) {
      const cf = cloudflareFiles(r, { ...limits.cloudflare, staticRedirects: 100 })
      expect(cf.counts.workerMap).toBeGreaterThan(0)
      writeFileSync(join(dir, '_redirects'), cf.redirects)
      writeFileSync(join(dir, '_headers'), cf.headers)
      writeFileSync(join(dir, '_worker.js'), cf.worker)
      writeFileSync(join(dir, '_routes.json'), cf.routes)
    },
  })
}
if (vercelCase) {
  cases.push({
    ...vercelCase,
    name: 'Vercel, the map over 100 routes (path entries as Bulk Redirects)',
    overLimits: true,
    files(r, dir) {
      const { config, bulk } = vercelFiles(r, 100)
      expect(bulk?.length).toBeGreaterThan(0)
      writeFileSync(join(dir, 'vercel.json'), JSON.stringify(config))
      writeFileSync(join(dir, vercelBulkFile), JSON.stringify(bulk))
    },
    differs: {
      ...vercelCase.differs,
      // Bulk Redirects with `caseSensitive: false`.
      case: () => undefined,
      // Bulk Redirects come before every other route: a map source answers its 301 in maintenance too.
      maintenance: (req, e) => {
        const entry = rules.redirects.find((r) => r.from === req.url && !r.from.includes('?'))
        return entry ? { status: 301, location: entry.to } : vercelCase.differs.maintenance?.(req, e)
      },
    },
  })
}

/**
 * The tests of one host (`Netlify`, `Cloudflare Pages`, `Vercel`): the build's files, then the
 * form for a map over the limits, each also in maintenance mode, on that host's own engine.
 */
export function describeHost(host: string) {
  const dirs: string[] = []
  const started = performance.now()
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true })
    console.log(`${host} on its own engine: ${mapEntries.length} map entries, ${Math.round(performance.now() - started)} ms`)
  })
  describe.each(cases.filter((c) => c.name === host || c.name.startsWith(`${host}, `)))('$name, on its own engine', (c) => describeCase(c, dirs))
}

function describeCase(c: Case, dirs: string[]) {
  let platform: Platform
  let maintenance: Platform
  const expectFrom = (ref: (r: PlatformRequest) => Outcome, diff?: Difference) => (req: PlatformRequest) => {
    const e = ref(req)
    const d = diff?.(req, e)
    return d === undefined ? e : d
  }
  beforeAll(async () => {
    // The files the build wrote: dist/hosting/<host>/ (vercel.json also in dist/client); the
    // other forms written here by the same emitters. Both engines start at once.
    const folder = (r: HostRules) => {
      const dir = mkdtempSync(join(tmpdir(), 'real-host-'))
      dirs.push(dir)
      c.files(r, dir)
      return dir
    }
    const started = performance.now()
    ;[platform, maintenance] = await Promise.all([c.make(c.overLimits ? folder(rules) : join('dist/hosting', c.hostDir)), c.make(folder(maintenanceRules))])
    console.log(`${c.name}: both engines started in ${Math.round(performance.now() - started)} ms`)
  })
  afterAll(async () => {
    await platform?.close()
    await maintenance?.close()
  })

  const entries = c.overLimits ? overLimitsEntries : mapEntries
  const slashRequests = slashRequestsOf(entries)
  // wrangler under the load of `npm test`'s two lanes: ~1,800 requests took up to a minute.
  const many = 180_000

  it(`answers every legacy entry and ${entries.length - legacyEntries.length} of the map with 301 and its exact target, the query kept; every target answers 200`, { timeout: many }, async () => {
    const problems = await compare(
      platform,
      entries.map((r) => ({ url: r.from })),
      expectFrom(plain, c.differs.map),
    )
    const targets = [...new Set(entries.map((r) => r.to))].map((url) => ({ url }))
    problems.push(...(await compare(platform, targets, () => ({ status: 200, location: null }))))
    expect(problems).toEqual([])
  })

  it('compares the letter case of a source as the host table says', async () => {
    expect(await compare(platform, caseRequests, expectFrom(plain, c.differs.case))).toEqual([])
  })

  it('from a source with a trailing slash reaches the target with the query (one hop unless the host table says two)', { timeout: many }, async () => {
    const problems = await compare(platform, slashRequests, expectFrom(plain, c.differs.slash))
    // Where the slash goes first, the next hop is the map entry itself.
    for (const req of slashRequests.slice(0, 40)) {
      const first = await platform.answer(req)
      if (first.status !== 301 || !first.location) continue
      const final = plain(req)
      if (first.location === final.location) continue
      const second = await platform.answer({ url: first.location })
      const want = expectFrom(plain, c.differs.map)({ url: first.location })
      if (!want) continue
      if (second.status !== want.status || second.location !== want.location) problems.push(`${req.url} → ${first.location} → ${second.status} ${second.location} (want ${want.location})`)
    }
    expect(problems).toEqual([])
  })

  it('removes trailing slashes from every path but the root with 301, the query kept', async () => {
    expect(await compare(platform, trailingSlashRequests, expectFrom(plain, c.differs.trailing))).toEqual([])
  })

  it('sends the root to the locale of the cookie, else of the browser, with 302 and the query kept', async () => {
    expect(await compare(platform, rootRequests, expectFrom(plain, c.differs.root))).toEqual([])
  })

  it("answers unknown paths with the locale's 404 page and status 404, for both locales", async () => {
    const problems = await compare(platform, notFoundRequests, expectFrom(plain))
    expect(problems).toEqual([])
    expect(new Set(notFoundRequests.map((r) => plain(r).lang))).toEqual(new Set(['cs', 'en']))
  })

  it("never serves the other hosts' config files (unless the host table says it cannot)", async () => {
    expect(await compare(platform, hiddenRequests, expectFrom(plain, c.differs.hidden))).toEqual([])
  })

  it('sends the security headers; caches hashed assets long and revalidates HTML', async () => {
    const redirect = rules.redirects.find((r) => !r.from.includes('?'))?.from ?? '/sluzby/12/taxes'
    const answers = await Promise.all(['/kontakty', '/neexistuje', `${en}/does-not-exist`, asset, redirect].map(async (url) => ({ url, a: await platform.answer({ url }) })))
    const problems: string[] = []
    for (const { url, a } of answers) {
      const isRedirect = a.status >= 300 && a.status < 400
      if (isRedirect && c.headersOnRedirects === null) continue
      for (const [name, value] of rules.security) {
        const has = a.headers.get(name) === value
        if (isRedirect && c.headersOnRedirects === false ? has : !has) problems.push(`${url} (${a.status}): ${name} = ${a.headers.get(name)}`)
      }
    }
    const byUrl = new Map(answers.map(({ url, a }) => [url, a]))
    expect(byUrl.get(asset)?.headers.get('cache-control')).toBe(rules.cache.hashed.value)
    // These hosts compress by themselves (the build's .br/.gz files are deployed, never the
    // answer): the script arrives as the file, decoded (wrangler is asked with fetch's
    // Accept-Encoding: gzip, deflate, br).
    expect(byUrl.get(asset)?.body).toBe(readFileSync(join(root, asset), 'utf8'))
    expect(byUrl.get('/kontakty')?.headers.get('cache-control') ?? '').toMatch(/no-cache|max-age=0/)
    if (c.cacheOn404 === 'revalidates') expect(byUrl.get('/neexistuje')?.headers.get('cache-control') ?? '').toMatch(/no-cache|max-age=0/)
    else expect(byUrl.get('/neexistuje')?.headers.get('cache-control')).toBe('no-store')
    expect(byUrl.get('/kontakty')?.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8$/i)
    expect(problems).toEqual([])
  })

  it('sends Strict-Transport-Security everywhere, and files under /media/ with the media policy among the policies a browser enforces', async () => {
    const hsts = new Map(rules.security).get('Strict-Transport-Security')
    expect(Number(/max-age=(\d+)/.exec(hsts ?? '')?.[1])).toBeGreaterThanOrEqual(31_536_000)
    const answers = await Promise.all(['/kontakty', '/neexistuje', asset, mediaSvg].map(async (url) => ({ url, a: await platform.answer({ url }) })))
    expect(answers.filter(({ a }) => a.headers.get('strict-transport-security') !== hsts).map(({ url, a }) => `${url}: ${a.headers.get('strict-transport-security')}`)).toEqual([])
    const media = answers.find(({ url }) => url === mediaSvg)?.a
    expect(media?.status).toBe(200)
    // A host that joins the values of matching rules sends two policies (both enforced); one that replaces, the media policy alone.
    expect((media?.headers.get('content-security-policy') ?? '').split(/,\s*/)).toContain(new Map(rules.media.headers).get('Content-Security-Policy'))
  })

  it('in maintenance mode answers pages with 302 to the localized maintenance page; assets and the maintenance pages pass', async () => {
    expect(await compare(maintenance, maintenanceRequests, expectFrom(reference(maintenanceRules), c.differs.maintenance))).toEqual([])
  })
}
