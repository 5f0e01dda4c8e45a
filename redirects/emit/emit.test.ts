// The host files nobody can run here (Netlify, Cloudflare Pages, Vercel) checked line by line, and
// their documented limits; nginx and Apache get smoke checks (tests/hosting runs them for real).
import { describe, expect, it } from 'vitest'
import { typedFolders } from '../../hosting/compression.js'
import { fixtureBuild, fixtureContent } from '../fixtures.js'
import { buildRedirectMap } from '../map.js'
import { hostRules, type HostRules } from '../rules.js'
import type { Redirect } from '../types.js'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { apacheMapForm, apacheMapText, apacheServerConf, htaccess, htaccessMapLimit } from './apache.js'
import { writeHostFiles } from './index.js'
import { nginxFiles } from './nginx.js'
import { cloudflareFiles } from './cloudflare.js'
import { netlifyRedirects } from './netlify.js'
import { headersFile, limits } from './static-hosts.js'
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

  it("root: any locale cookie keeps the home page (its value is the browser's to follow), else Language=en → /en (302)", () => {
    const root = lines(text).filter((l) => l.startsWith('/ '))
    expect(root).toEqual(['/  /index.html  200!  Cookie=locale', '/  /en  302!  Language=en'])
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

describe('Cloudflare Pages _redirects, _worker.js and _routes.json', () => {
  it("keeps path entries as static rules; the worker answers the query entries, the root and other hosts' files", () => {
    const rules = rulesFor()
    const cf = cloudflareFiles(rules)
    expect(lines(cf.redirects)).toContain('/sluzby/12/taxes /en/services/12/taxes 301')
    expect(lines(cf.redirects).some((l) => l.includes('?'))).toBe(false)
    expect(JSON.parse(cf.routes)).toMatchObject({ version: 1, include: ['/', '/blog', '/index.php', '/.htaccess', '/vercel.json', '/vercel-redirects.json'], exclude: [] })
    expect(cf.worker).toContain('"/index.php?page=kontakt":"/kontakty"')
    expect(cf.counts).toMatchObject({ static: rules.redirects.length - 2, dynamic: cf.counts.dynamic, workerRoutes: 6, workerMap: 0 })
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
    expect(nearFull.worker).toContain('"/kontakty":"/mimo-provoz"')
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

  it('sends the security headers everywhere and long cache only for hashed assets and media', () => {
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
      `/media/*\n  Cache-Control: ${rules.cache.media.value}`,
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
})
