// The host files nobody can run here (Netlify, Cloudflare Pages, Vercel) checked line by line, and
// their documented limits; nginx and Apache get smoke checks (tests/hosting runs them for real).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { typedFolders } from '../../compression.js'
import { fixtureBuild, fixtureContent } from '../fixtures.js'
import { buildRedirectMap } from '../map.js'
import { hostRules, type HostRules } from '../rules.js'
import type { Redirect } from '../types.js'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { apacheMapForm, apacheMapText, apacheServerConf, htaccess, htaccessMapLimit } from './apache.js'
import { writeHostFiles } from './index.js'
import { nginxFiles } from './nginx.js'
import { cloudflareFiles } from './cloudflare.js'
import { answerTable, shardOf, shardSize, type AnswerTable, type Answers } from './edge-code.js'
import { netlifyFiles, netlifyFunction, netlifyRedirects } from './netlify.js'
import { headersFile, HostLimitError, limits, maintenanceRedirects } from './static-hosts.js'
import { importNetlifyFunction, type ImportedEdgeFunction } from './testing.js'
import { vercelBulkFile, vercelConfig, vercelFiles } from './vercel.js'

type Worker = { fetch(request: Request, env: { ASSETS: { fetch(request: Request): Promise<Response> } }): Promise<Response> }
const isWorker = (value: unknown): value is Worker => typeof value === 'object' && value !== null && 'fetch' in value && typeof value.fetch === 'function'

function rulesFor(maintenance = false): HostRules {
  const build = fixtureBuild()
  const map = buildRedirectMap(fixtureContent(), build, [
    { from: '/index.php?page=kontakt', to: '/kontakty', note: 'query entry' },
    { from: '/blog?kategorie=dane&strana=2', to: '/o-nas', note: 'two parameters, on a page path' },
    { from: '/sluzby/mzdov%C3%A9', to: '/sluzby/12/dane', note: 'percent-encoded' },
  ])
  return hostRules({ map, pages: build.pages, maintenance, env: {} })
}

/** A map of `n` plain entries, to push a host over its limit. */
function bigRules(n: number): HostRules {
  const rules = rulesFor()
  const redirects: Redirect[] = Array.from({ length: n }, (_, i) => ({ from: `/stare/${i}`, to: '/kontakty', origin: 'legacy', label: `legacy entry ${i + 1}` }))
  return { ...rules, redirects }
}

const lines = (text: string) => text.split('\n').filter((l) => l && !l.startsWith('#'))

/** A large site's map: the fixture content with `posts` more blog posts (4 entries each), and legacy entries. */
function largeRules(posts: number, maintenance = false): HostRules {
  const content = fixtureContent(posts)
  const build = fixtureBuild(undefined, content)
  const map = buildRedirectMap(content, build, [
    { from: '/index.php?page=kontakt', to: '/kontakty', note: 'query entry' },
    { from: '/sluzby/mzdov%C3%A9', to: '/sluzby/12/dane', note: 'percent-encoded' },
  ])
  return hostRules({ map, pages: build.pages, maintenance, env: {} })
}

/** What the edge function answers for a path: a Response, or `next` when it hands the request on. */
async function edgeAnswer(fn: ImportedEdgeFunction, url: string): Promise<Response | 'next'> {
  const request = new Request(`https://www.korvina.example${url}`)
  if (!fn.runsOn(new URL(request.url).pathname)) return 'next'
  const passed = new Response(null, { status: 299 })
  const response = await fn.handler(request, { next: async () => passed })
  return response === passed ? 'next' : response
}

describe('Netlify _redirects', () => {
  const rules = rulesFor()
  const text = netlifyRedirects(rules)

  it('writes query entries with their parameters as conditions, forced (the path may be a page)', () => {
    expect(lines(text)).toContain('/index.php  page=kontakt  /kontakty  301!')
    expect(lines(text)).toContain('/blog  kategorie=dane strana=2  /o-nas  301!')
  })

  it("writes every path entry as a 301, and each prefixed locale's 404 page with status 404", () => {
    for (const r of rules.redirects.filter((x) => !x.from.includes('?'))) expect(lines(text)).toContain(`${r.from}  ${r.to}  301`)
    expect(lines(text)).toContain('/en/*  /en/404.html  404')
    expect(lines(text).at(-1)).toBe('/en/*  /en/404.html  404')
  })

  it("hides the other hosts' files", () => {
    expect(lines(text)).toContain('/vercel.json  /404.html  404!')
    expect(lines(text)).toContain('/_worker.js  /404.html  404!')
  })

  it('root: no rule, so a request without Accept-Language (a search engine) gets the Czech home; the page decides in the browser', () => {
    expect(lines(text).filter((l) => l.startsWith('/ '))).toEqual([])
    expect(text).not.toMatch(/Language=/)
  })

  it('lists every page but the maintenance pages in maintenance mode, forced, before the map', () => {
    const m = lines(netlifyRedirects(rulesFor(true)))
    expect(m[0]).toMatch(/^\/\S* {2}\/(mimo-provoz|en\/maintenance) {2}302!$/)
    expect(m).toContain('/kontakty  /mimo-provoz  302!')
    expect(m).toContain('/en  /en/maintenance  302!')
    expect(m).toContain('/en/contacts  /en/maintenance  302!')
    expect(m.some((l) => l.startsWith('/mimo-provoz '))).toBe(false)
  })
})

describe(`Netlify from ${limits.netlify.redirectRules.toLocaleString('en')} rules on: _redirects below the advice, the rest in the edge function`, () => {
  const advice = limits.netlify.redirectRules
  const ruleLines = (text: string) => text.split('\n').filter((l) => l.startsWith('/'))
  /** The whole `_redirects`, every rule in it (no advice). */
  const whole = (rules: HostRules) => netlifyFiles(rules, { ...limits.netlify, redirectRules: Infinity }).redirects

  it(`keeps every rule in _redirects, as before, up to ${(advice - 1).toLocaleString('en')} rules; one more and the function takes an entry`, () => {
    const sample = rulesFor()
    const room = advice - 1 - ruleLines(netlifyRedirects(sample)).length
    const at = (n: number) => ({ ...sample, redirects: [...sample.redirects, ...bigRules(n).redirects] })
    const below = netlifyFiles(at(room))
    expect(below.edge).toBeNull()
    expect(below.counts).toEqual({ rules: advice - 1, functionPaths: 0, functionPages: 0, functionBytes: 0 })
    expect(below.redirects).toBe(whole(at(room)))
    const over = netlifyFiles(at(room + 1))
    expect(over.counts).toMatchObject({ rules: advice - 1, functionPaths: 1, functionPages: 0 })
    expect(over.edge).not.toBeNull()
  })

  describe('a generated large map', () => {
    const rules = largeRules(3000)
    const { redirects, edge, counts } = netlifyFiles(rules)
    const kept = new Set(ruleLines(redirects))
    const all = new Set(ruleLines(whole(rules)))
    const pathEntryLine = (r: Redirect) => `${r.from}  ${r.to}  301`
    const paths = rules.redirects.filter((r) => !r.from.includes('?'))
    const inFunction = paths.filter((r) => !kept.has(pathEntryLine(r)))
    let fn: ImportedEdgeFunction
    beforeAll(async () => {
      if (!edge) throw new Error('no edge function')
      fn = await importNetlifyFunction(edge)
    })
    afterAll(() => fn?.close())

    it(`keeps fewer than ${advice.toLocaleString('en')} rules: every rule but path entries, legacy entries, then the map as room allows`, () => {
      expect(rules.redirects.length).toBeGreaterThan(advice)
      expect(counts.rules).toBe(advice - 1)
      expect(kept.size).toBe(counts.rules)
      // Nothing but the rules of the whole file, and all of them except path entries.
      expect([...kept].filter((l) => !all.has(l))).toEqual([])
      const pathLines = new Set(paths.map(pathEntryLine))
      expect([...all].filter((l) => !kept.has(l) && !pathLines.has(l))).toEqual([])
      for (const r of paths.filter((x) => x.origin === 'legacy')) expect(kept, r.from).toContain(pathEntryLine(r))
      expect(counts.functionPaths).toBe(inFunction.length)
      expect(inFunction.length).toBe(all.size - kept.size)
      expect(lines(redirects)).toContain('/index.php  page=kontakt  /kontakty  301!')
    })

    it('the function answers every entry _redirects does not hold with one 301, with or without a trailing slash, the query passed on', async () => {
      const problems: string[] = []
      for (const r of inFunction) {
        const { pathname } = new URL(r.from, 'https://x.example')
        for (const [url, location] of [
          [r.from, r.to],
          [`${r.from}/`, r.to],
          [`${r.from}/?utm_source=news&b=%C4%8D`, `${r.to}?utm_source=news&b=%C4%8D`],
          // Netlify compares the path decoded: an escape of a letter it keeps as is matches too.
          [pathname.replace('-', '%2D'), r.to],
        ] as const) {
          const a = await edgeAnswer(fn, url)
          if (a === 'next' || a.status !== 301 || a.headers.get('location') !== location)
            problems.push(`${url}: ${a === 'next' ? 'next' : `${a.status} ${a.headers.get('location')}`}, want ${location}`)
        }
      }
      expect(problems).toEqual([])
      const answered = await edgeAnswer(fn, inFunction[0]?.from ?? '/')
      for (const [name, value] of rules.security) expect(answered !== 'next' && answered.headers.get(name), name).toBe(value)
    })

    it('hands everything else on: the entries in _redirects, pages, query entries, another letter case, unknown paths, assets', async () => {
      const other = [
        ...paths.filter((r) => kept.has(pathEntryLine(r))).map((r) => r.from),
        ...rules.pages,
        '/index.php?page=kontakt',
        ...inFunction.slice(0, 50).map((r) => r.from.toUpperCase()),
        '/neexistuje',
        '/assets/entries/x.js',
        `/media${inFunction[0]?.from}`,
      ]
      const handled: string[] = []
      for (const url of other) if ((await edgeAnswer(fn, url)) !== 'next') handled.push(url)
      expect(handled).toEqual([])
      // What it hands on keeps its headers and gets the security headers it lacks.
      const page = new Response('page', { headers: { 'X-Frame-Options': 'DENY' } })
      const handed = await fn.handler(new Request('https://www.korvina.example/kontakty'), { next: async () => page })
      expect(handed).toBe(page)
      for (const [name, value] of rules.security) expect(handed.headers.get(name), name).toBe(name.toLowerCase() === 'x-frame-options' ? 'DENY' : value)
    })

    it('holds its table in shards: each parses and holds the keys that hash to it; a request parses at most one, and a shard is parsed once', async () => {
      if (!edge) throw new Error('no edge function')
      const table: AnswerTable = JSON.parse(edge.table)
      const count = table.shards.length
      expect(count).toBeGreaterThan(1)
      const keys: string[] = []
      table.shards.forEach((text, i) => {
        const shard: Answers = JSON.parse(text)
        for (const key of [...Object.keys(shard.paths), ...Object.keys(shard.maintenance)]) {
          if (shardOf(key, count) !== i) throw new Error(`${key} is in shard ${i}, its hash says ${shardOf(key, count)}`)
          keys.push(key)
        }
      })
      expect(keys.length).toBe(counts.functionPaths)
      expect(new Set(keys).size).toBe(keys.length)

      // A new instance (imported again), its JSON.parse calls on a shard counted request by request.
      const fresh = await importNetlifyFunction(edge)
      const shardTexts = new Set(table.shards)
      const parse = vi.spyOn(JSON, 'parse')
      const shardsParsed = () => parse.mock.calls.filter(([text]) => shardTexts.has(text)).length
      const perRequest: number[] = []
      try {
        for (const url of [...inFunction.map((r) => r.from), ...rules.pages.slice(0, 100), '/neexistuje']) {
          const before = shardsParsed()
          const answered = await edgeAnswer(fresh, url)
          if (answered === 'next' && inFunction.some((r) => r.from === url)) throw new Error(`${url} not answered`)
          perRequest.push(shardsParsed() - before)
        }
      } finally {
        parse.mockRestore()
        fresh.close()
      }
      expect(Math.max(...perRequest)).toBe(1)
      expect(perRequest.reduce((a, b) => a + b, 0)).toBe(count)
    })

    it(`keeps maintenance mode's pages in _redirects when they fit, else the function answers them (302, the query passed on)`, async () => {
      const fits = netlifyFiles(largeRules(3000, true))
      expect(fits.counts).toMatchObject({ rules: advice - 1, functionPages: 0 })
      expect(lines(fits.redirects)).toContain('/kontakty  /mimo-provoz  302!')
      const sample = rulesFor(true)
      const over = netlifyFiles(sample, { ...limits.netlify, redirectRules: 30 })
      expect(over.counts.rules).toBeLessThan(30)
      expect(over.counts.functionPages).toBe(maintenanceRedirects(sample).length)
      expect(lines(over.redirects).filter((l) => l.endsWith('302!'))).toEqual([])
      if (!over.edge) throw new Error('no edge function')
      const pages = await importNetlifyFunction(over.edge)
      try {
        const a = await edgeAnswer(pages, '/kontakty/?x=1')
        expect(a !== 'next' && [a.status, a.headers.get('location'), a.headers.get('cache-control')]).toEqual([302, '/mimo-provoz?x=1', sample.cache.revalidate])
        const en = await edgeAnswer(pages, '/en/contacts')
        expect(en !== 'next' && en.headers.get('location')).toBe('/en/maintenance')
        expect(await edgeAnswer(pages, '/mimo-provoz')).toBe('next')
        expect(await edgeAnswer(pages, '/en/maintenance')).toBe('next')
      } finally {
        pages.close()
      }
    })
  })

  it('keeps in _redirects the path entries the function must not answer: a query entry shares their path, or it never runs there', async () => {
    const rules = {
      ...rulesFor(),
      redirects: [
        { from: '/stary-web', to: '/o-nas', origin: 'legacy', label: 'path entry' },
        { from: '/media/stary-letak.pdf', to: '/kontakty', origin: 'id-only', label: 'under /media' },
        { from: '/stary-web?id=1', to: '/kontakty', origin: 'legacy', label: 'query entry' },
        ...bigRules(200).redirects.map((r): Redirect => ({ ...r, origin: 'id-only' })),
      ] satisfies Redirect[],
    }
    const { redirects, edge } = netlifyFiles(rules, { ...limits.netlify, redirectRules: 50 })
    expect(lines(redirects)).toContain('/stary-web  /o-nas  301')
    expect(lines(redirects)).toContain('/media/stary-letak.pdf  /kontakty  301')
    if (!edge) throw new Error('no edge function')
    const fn = await importNetlifyFunction(edge)
    try {
      expect(await edgeAnswer(fn, '/stary-web?id=1')).toBe('next')
      expect(await edgeAnswer(fn, '/stare/199')).not.toBe('next')
    } finally {
      fn.close()
    }
  })

  it(`fails (Netlify is left out) when the function would pass Netlify's ${limits.netlify.edgeFunctionBytes / 1048576} MB, or the rules that must stay pass the advice`, () => {
    const big = bigRules(advice)
    expect(() => netlifyFiles(big, { ...limits.netlify, edgeFunctionBytes: 1000 })).toThrowError(HostLimitError)
    expect(() => netlifyFiles(big, { ...limits.netlify, edgeFunctionBytes: 1000 })).toThrowError(/Edge Functions limit is 1000/)
    const queries: Redirect[] = Array.from({ length: advice }, (_, i) => ({ from: `/stare-${i}.php?id=1`, to: '/kontakty', origin: 'legacy', label: `legacy entry ${i + 1}` }))
    expect(() => netlifyFiles({ ...big, redirects: queries })).toThrowError(/must stay there/)
  })
})

describe("The generated code's answer table (edge-code.ts)", () => {
  it(`splits 60,000 answers into shards of at most twice ${shardSize.entries} entries and ${shardSize.chars / 1024} KB, each parsing on its own`, () => {
    const paths = Object.fromEntries(Array.from({ length: 60_000 }, (_, i) => [`/en/blog/${i}/danove-novinky-a-zmeny-v-ucetnictvi-${i}`, `/blog/${i}/danove-novinky-a-zmeny-v-ucetnictvi-${i}`]))
    const table = answerTable({ paths, maintenance: {} }, { revalidate: 'no-cache', headers: [] })
    expect(table.shards.length).toBeGreaterThanOrEqual(60_000 / shardSize.entries)
    let entries = 0
    for (const text of table.shards) {
      const shard: Answers = JSON.parse(text)
      const n = Object.keys(shard.paths).length
      expect(n).toBeLessThan(2 * shardSize.entries)
      expect(text.length).toBeLessThan(2 * shardSize.chars)
      entries += n
    }
    expect(entries).toBe(60_000)
  })

  it('puts a path and its lower case in one shard (Cloudflare looks a path up both ways)', () => {
    for (const count of [1, 7, 117]) expect(shardOf('/Sluzby/12/DANE', count)).toBe(shardOf('/sluzby/12/dane', count))
    expect(answerTable({ paths: {}, maintenance: {} }, { revalidate: 'no-cache', headers: [] }).shards).toEqual(['{"paths":{},"maintenance":{}}'])
  })

  it('is the same text whether the build runs from its sources or from a minified bundle of them', async () => {
    // publishing/launch.mjs runs the sources under tsx until its bundle is compiled: a host file that
    // took its code from the compiler's output would differ by how the build was started.
    const { build } = await import('esbuild')
    const outdir = mkdtempSync(join(tmpdir(), 'edge-bundle-'))
    try {
      const entry = join(outdir, 'entry.ts')
      writeFileSync(entry, `export { cloudflareFiles } from '${join(import.meta.dirname, 'cloudflare.ts')}'\nexport { netlifyFiles } from '${join(import.meta.dirname, 'netlify.ts')}'\n`)
      await build({ entryPoints: [entry], bundle: true, minify: true, format: 'esm', platform: 'node', packages: 'external', outfile: join(outdir, 'bundle.mjs'), logLevel: 'silent' })
      const bundled: unknown = await import(pathToFileURL(join(outdir, 'bundle.mjs')).href)
      const rules = largeRules(3_000)
      const small = { ...limits.netlify, redirectRules: 100 }
      const { cloudflareFiles: bundledCloudflare, netlifyFiles: bundledNetlify } = bundled as { cloudflareFiles: typeof cloudflareFiles; netlifyFiles: typeof netlifyFiles }
      expect(bundledCloudflare(rules).worker).toBe(cloudflareFiles(rules).worker)
      expect(bundledNetlify(rules, small).edge?.code).toBe(netlifyFiles(rules, small).edge?.code)
      expect(netlifyFiles(rules, small).edge?.code).toContain('function shardOf(key, count)')
    } finally {
      rmSync(outdir, { recursive: true, force: true })
    }
  })
})

describe('Cloudflare Pages _redirects, _worker.js and _routes.json', () => {
  it("keeps path entries as static rules; the worker answers the query entries, the root and other hosts' files", () => {
    const rules = rulesFor()
    const cf = cloudflareFiles(rules)
    expect(lines(cf.redirects)).toContain('/sluzby/12/taxes /en/services/12/taxes 301')
    expect(lines(cf.redirects).some((l) => l.includes('?'))).toBe(false)
    expect(JSON.parse(cf.routes)).toMatchObject({
      version: 1,
      include: ['/', '/blog', '/index.php', '/.htaccess', '/_redirects', '/_headers', '/vercel.json', '/vercel-redirects.json', '/_worker.js', '/_routes.json'],
      exclude: [],
    })
    expect(cf.worker).toContain('"/index.php?page=kontakt":"/kontakty"')
    expect(cf.counts).toMatchObject({ static: rules.redirects.length - 2, dynamic: cf.counts.dynamic, workerRoutes: 10, workerMap: 0 })
  })

  it('removes trailing slashes with 301 by one dynamic rule per depth, after every static rule', () => {
    const cf = cloudflareFiles(rulesFor())
    const all = lines(cf.redirects)
    const firstDynamic = all.findIndex((l) => l.includes(':'))
    expect(all.slice(firstDynamic).every((l) => /^(\/:s\d+)+\/ (\/:s\d+)+ 301$/.test(l))).toBe(true)
    expect(all.slice(0, firstDynamic).every((l) => !l.includes(':') && !l.includes('*'))).toBe(true)
    expect(all[firstDynamic]).toBe('/:s1/ /:s1 301')
    expect(all.at(-1)).toBe(`/${Array.from({ length: cf.counts.dynamic }, (_, i) => `:s${i + 1}`).join('/')}/ /${Array.from({ length: cf.counts.dynamic }, (_, i) => `:s${i + 1}`).join('/')} 301`)
  })

  it(`keeps ${limits.cloudflare.staticRedirects} static rules; the worker, then on every path, looks the rest up in its map`, async () => {
    const full = cloudflareFiles(bigRules(limits.cloudflare.staticRedirects))
    expect(full.counts).toMatchObject({ static: limits.cloudflare.staticRedirects, workerMap: 0 })
    const over = cloudflareFiles(bigRules(limits.cloudflare.staticRedirects + 5))
    expect(over.counts).toMatchObject({ static: limits.cloudflare.staticRedirects, workerMap: 5 })
    expect(JSON.parse(over.routes)).toMatchObject({ include: ['/*'], exclude: ['/assets/*', '/media/*'] })
    // The emitted worker, run in node with a Request: an entry past the static rules answers 301, query kept.
    const dir = mkdtempSync(join(tmpdir(), 'cf-worker-'))
    try {
      writeFileSync(join(dir, 'w.mjs'), over.worker)
      const mod: unknown = await import(pathToFileURL(join(dir, 'w.mjs')).href)
      const worker = typeof mod === 'object' && mod !== null && 'default' in mod ? mod.default : null
      if (!isWorker(worker)) throw new Error('no worker')
      const assets = { fetch: async () => new Response('page', { status: 200 }) }
      const last = `/stare/${limits.cloudflare.staticRedirects + 4}`
      const answer = await worker.fetch(new Request(`https://x.example${last}?utm=1`), { ASSETS: assets })
      expect([answer.status, answer.headers.get('location')]).toEqual([301, '/kontakty?utm=1'])
      expect((await worker.fetch(new Request('https://x.example/kontakty'), { ASSETS: assets })).status).toBe(200)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
    // In maintenance the worker answers every page, so the static rules hold only the map.
    const nearFull = cloudflareFiles({ ...bigRules(limits.cloudflare.staticRedirects - 5), maintenance: true })
    expect(nearFull.counts.static).toBe(limits.cloudflare.staticRedirects - 5)
    // The worker's source holds the answer in a shard's JSON text, a string there.
    expect(nearFull.worker).toContain(JSON.stringify('"/kontakty":"/mimo-provoz"').slice(1, -1))
  })

  it(`fails on a line longer than ${limits.cloudflare.redirectLineChars} characters; over ${limits.cloudflare.routes} worker paths, the worker runs everywhere`, () => {
    const rules = bigRules(1)
    const long: Redirect = { from: `/${'a'.repeat(1000)}`, to: '/kontakty', origin: 'legacy', label: 'legacy entry 1' }
    expect(() => cloudflareFiles({ ...rules, redirects: [long] })).toThrowError(/longer than 1000/)
    const queries: Redirect[] = Array.from({ length: limits.cloudflare.routes }, (_, i) => ({ from: `/stare-${i}.php?id=1`, to: '/kontakty', origin: 'legacy', label: `legacy entry ${i + 1}` }))
    expect(JSON.parse(cloudflareFiles({ ...rules, redirects: queries }).routes)).toMatchObject({ include: ['/*'] })
  })
})

describe('_headers (Netlify and Cloudflare Pages)', () => {
  const rules = rulesFor()
  const text = headersFile(rules, 'Netlify')

  it('sends the security headers everywhere, the media policy under /media/, and long cache only for hashed assets and media', () => {
    const [all, ...rest] = text
      .split('\n')
      .filter((l) => !l.startsWith('#'))
      .join('\n')
      .split(/\n(?=\/)/)
    expect(all?.split('\n')[0]).toBe('/*')
    for (const [name, value] of rules.security) expect(all).toContain(`  ${name}: ${value}`)
    expect(all).not.toContain('Cache-Control')
    expect(rest.map((block) => block.trim())).toEqual([
      `/assets/*\n  Cache-Control: ${rules.cache.hashed.value}`,
      `/media/*\n  Cache-Control: ${rules.cache.media.value}\n  Content-Security-Policy: ${rules.media.headers[0]?.[1] ?? ''}`,
      // Feeds and calendars get their type by folder (hosting/compression.ts typedFolders).
      ...typedFolders.map((f) => `${f.prefix}*\n  Content-Type: ${f.type}`),
    ])
  })

  it(`stays within Cloudflare's ${limits.cloudflare.headerRules} rules and ${limits.cloudflare.headerLineChars} characters a line`, () => {
    const cf = cloudflareFiles(rules).headers
    expect(cf.split('\n').filter((l) => l.startsWith('/')).length).toBeLessThanOrEqual(limits.cloudflare.headerRules)
    expect(Math.max(...cf.split('\n').map((l) => l.length))).toBeLessThanOrEqual(limits.cloudflare.headerLineChars)
  })
})

describe('vercel.json', () => {
  const rules = rulesFor()
  const config = vercelConfig(rules)

  it('uses status 301 (not permanent: true, which is 308), clean URLs, and its own trailing-slash rule (trailingSlash: false would be 308)', () => {
    expect(config.cleanUrls).toBe(true)
    expect(config).not.toHaveProperty('trailingSlash')
    const entries = config.redirects.filter((r) => r.statusCode === 301)
    expect(entries.length).toBe(rules.redirects.length + 1)
    expect(config.redirects).toContainEqual({ source: '/sluzby/12/taxes{/}?', destination: '/en/services/12/taxes', statusCode: 301 })
    expect(config.redirects.at(-1)).toEqual({ source: '/:path+/', destination: '/:path+', statusCode: 301 })
  })

  it('answers the English misses with the English 404 page and status 404', () => {
    expect(config.rewrites).toEqual([{ source: '/en/(.*)', destination: '/en/404.html', statusCode: 404 }])
  })

  it('matches query entries with `has` conditions, each value anchored', () => {
    expect(config.redirects).toContainEqual({ source: '/index.php{/}?', has: [{ type: 'query', key: 'page', value: '^kontakt$' }], destination: '/kontakty', statusCode: 301 })
    expect(config.redirects).toContainEqual({
      source: '/blog{/}?',
      has: [
        { type: 'query', key: 'kategorie', value: '^dane$' },
        { type: 'query', key: 'strana', value: '^2$' },
      ],
      destination: '/o-nas',
      statusCode: 301,
    })
  })

  it('escapes path-to-regexp characters in sources', () => {
    const escaped = vercelConfig({ ...rules, redirects: [{ from: '/a:b(c)+d', to: '/kontakty', origin: 'legacy', label: 'x' }] })
    expect(escaped.redirects[0]?.source).toBe('/a\\:b\\(c\\)\\+d{/}?')
  })

  it('sends the root to /en by cookie value, or with no cookie by Accept-Language, with 302', () => {
    const root = config.redirects.filter((r) => r.source === '/' && !r.has?.some((h) => h.type === 'query'))
    expect(root).toEqual([
      { source: '/', has: [{ type: 'cookie', key: 'locale', value: '^[Ee][Nn]$' }], destination: '/en', statusCode: 302 },
      {
        source: '/',
        missing: [{ type: 'cookie', key: 'locale' }],
        has: [{ type: 'header', key: 'accept-language', value: `${rules.locales[1]?.preferredBy}.*` }],
        destination: '/en',
        statusCode: 302,
      },
    ])
    // Vercel matches a condition's value as `^value$`: a real browser's header must match whole.
    const header = root[1]?.has?.[0]?.value ?? ''
    expect(new RegExp(`^${header}$`).test('en-US,en;q=0.9,cs;q=0.8')).toBe(true)
    expect(new RegExp(`^${header}$`).test('cs-CZ,cs;q=0.9,en;q=0.8')).toBe(false)
  })

  it('in maintenance redirects pages (not assets, not the maintenance pages) before anything else', () => {
    const m = vercelConfig(rulesFor(true))
    const rulesFirst = m.redirects.filter((r) => r.statusCode === 302 && (r.destination === '/mimo-provoz' || r.destination === '/en/maintenance'))
    expect(m.redirects.slice(0, rulesFirst.length)).toEqual(rulesFirst)
    // path-to-regexp: `/base/:path(inner)` is `^/base/(inner)$`.
    const target = (path: string) =>
      rulesFirst.find((r) => {
        const match = /^(.*?):path\((.*)\)$/.exec(r.source)
        return match ? new RegExp(`^${match[1]}(${match[2]})$`).test(path) : r.source === path
      })?.destination
    expect(target('/')).toBe('/mimo-provoz')
    expect(target('/kontakty')).toBe('/mimo-provoz')
    expect(target('/en')).toBe('/en/maintenance')
    expect(target('/en/contacts')).toBe('/en/maintenance')
    for (const pass of ['/mimo-provoz', '/en/maintenance', '/assets/x.js', '/favicon.svg']) {
      expect(target(pass), pass).toBeUndefined()
    }
  })

  it(`moves the path entries to the Bulk Redirects file above ${limits.vercel.routes} routes`, () => {
    // Headers, rewrites, the two root rules, the trailing-slash rule, and 3 of the platform's own.
    const others = config.headers.length + config.rewrites.length + 2 + 1 + 3
    expect(vercelFiles(bigRules(limits.vercel.routes - others)).bulk).toBeNull()
    const over = vercelFiles(bigRules(limits.vercel.routes - others + 1))
    expect(over.config.bulkRedirectsPath).toBe(vercelBulkFile)
    expect(over.config.redirects.some((r) => r.source.startsWith('/stare/'))).toBe(false)
    expect(over.bulk?.length).toBe(2 * (limits.vercel.routes - others + 1))
    expect(over.bulk?.slice(0, 2)).toEqual([
      { source: '/stare/0', destination: '/kontakty', statusCode: 301, caseSensitive: false, query: true },
      { source: '/stare/0/', destination: '/kontakty', statusCode: 301, caseSensitive: false, query: true },
    ])
  })
})

describe('nginx and Apache (smoke; tests/hosting runs them)', () => {
  const rules = rulesFor()

  it('nginx: every entry in its map, hash sizes for the map, maintenance only when on', () => {
    const { http, server } = nginxFiles(rules)
    for (const r of rules.redirects) expect(http).toContain(`  "${r.from}" "${r.to}";`)
    expect(http).toMatch(/^map_hash_bucket_size \d+;$/m)
    expect(http).toMatch(/map \$uri \$korvina_maintenance \{\n {2}default "";\n\}/)
    expect(nginxFiles(rulesFor(true)).http).toContain('"/mimo-provoz" "";')
    expect(server).toContain('location ^~ /en/ { error_page 404 /en/404.html;')
  })

  it(`Apache: up to ${htaccessMapLimit} entries as RewriteRules, decoded bytes for percent-escapes, QSD for query entries`, () => {
    const text = htaccess(rules)
    expect(apacheMapForm(rules)).toBe('htaccess')
    expect(text).toContain('RewriteRule ^sluzby/12/taxes/*$ /en/services/12/taxes [R=301,L,NC]')
    expect(text).toContain('RewriteRule ^sluzby/mzdov\\xC3\\xA9/*$ /sluzby/12/dane [R=301,L,NC]')
    expect(text).toContain('RewriteCond %{QUERY_STRING} ^page=kontakt$ [NC]\nRewriteRule ^index\\.php/*$ /kontakty [R=301,L,NC,QSD]')
    expect(text).toContain('DirectorySlash Off')
    expect(text).not.toContain('/mimo-provoz [R=302')
    expect(htaccess(rulesFor(true))).toContain('/mimo-provoz [R=302,L,QSD]')
  })

  it(`Apache: above ${htaccessMapLimit} entries a RewriteMap the server snippet declares, keyed by the raw path in lower case`, () => {
    const big = { ...rules, redirects: [...rules.redirects, ...bigRules(htaccessMapLimit).redirects] }
    expect(apacheMapForm(big)).toBe('rewrite-map')
    const text = htaccess(big)
    expect(text).not.toContain('RewriteRule ^stare/')
    expect(text).toContain('RewriteCond ${korvina_redirects:%1} ^(/.*)$')
    expect(apacheMapText(big)).toContain('\n/sluzby/mzdov%c3%a9 /sluzby/12/dane\n')
    expect(apacheMapText(big)).toContain('\n/index.php?page=kontakt /kontakty\n')
    expect(apacheServerConf('/srv/dist/hosting/apache/korvina-redirects.dbm', true)).toContain('RewriteMap korvina_redirects "dbm=sdbm:/srv/dist/hosting/apache/korvina-redirects.dbm"')
  })
})

describe('writeHostFiles', () => {
  it('leaves out a host whose form cannot hold the map, names it and why, and writes the others', () => {
    const dir = mkdtempSync(join(tmpdir(), 'host-files-'))
    try {
      const long: Redirect = { from: `/${'a'.repeat(1000)}`, to: '/kontakty', origin: 'legacy', label: 'legacy entry 1' }
      const summary = writeHostFiles({ ...rulesFor(), redirects: [long] }, { clientDir: join(dir, 'client'), hostingDir: join(dir, 'hosting') })
      expect(summary.leftOut).toEqual([{ host: 'cloudflare', reason: expect.stringMatching(/longer than 1000/) }])
      expect(summary.nginx && summary.apache && summary.netlify && summary.vercel).toBeTruthy()
      expect(existsSync(join(dir, 'hosting/cloudflare'))).toBe(false)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it("writes Netlify's edge function and the settings that deploy it over the advice, and removes them when a build has none", () => {
    const dir = mkdtempSync(join(tmpdir(), 'host-files-'))
    const to = { clientDir: join(dir, 'client'), hostingDir: join(dir, 'hosting'), hosts: ['netlify'] as const }
    const edgeFiles = ['netlify.toml', `${netlifyFunction.folder}/${netlifyFunction.name}.js`, `${netlifyFunction.folder}/${netlifyFunction.name}.json`].map((f) => join(dir, 'hosting/netlify', f))
    try {
      const over = writeHostFiles(largeRules(3000), to)
      expect(over.netlify?.functionPaths).toBeGreaterThan(0)
      for (const f of edgeFiles) expect(existsSync(f), f).toBe(true)
      const settings = readFileSync(join(dir, 'hosting/netlify/netlify.toml'), 'utf8')
      expect(settings).toContain('  publish = "dist/client"\n')
      expect(settings).toContain(`  edge_functions = "dist/hosting/netlify/${netlifyFunction.folder}"\n`)
      expect(readFileSync(join(dir, 'client/_redirects'), 'utf8')).toBe(readFileSync(join(dir, 'hosting/netlify/_redirects'), 'utf8'))
      const below = writeHostFiles(rulesFor(), to)
      expect(below.netlify?.functionBytes).toBe(0)
      for (const f of edgeFiles) expect(existsSync(f), f).toBe(false)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('leaves Netlify out, named with the reason, when its form cannot hold the map', () => {
    const dir = mkdtempSync(join(tmpdir(), 'host-files-'))
    try {
      const queries: Redirect[] = Array.from({ length: limits.netlify.redirectRules }, (_, i) => ({ from: `/stare-${i}.php?id=1`, to: '/kontakty', origin: 'legacy', label: `legacy entry ${i + 1}` }))
      const summary = writeHostFiles({ ...rulesFor(), redirects: queries }, { clientDir: join(dir, 'client'), hostingDir: join(dir, 'hosting'), hosts: ['netlify', 'nginx'] })
      expect(summary.leftOut).toEqual([{ host: 'netlify', reason: expect.stringMatching(/^Netlify _redirects: .* must stay there/) }])
      expect(existsSync(join(dir, 'hosting/netlify'))).toBe(false)
      expect(summary.nginx).toBeTruthy()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
