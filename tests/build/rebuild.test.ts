// Rebuilds on a copy of the project (a build writes dist/, .build/, .cache/ and content/generated/
// beside itself), against the sample API with editable content: what a change re-renders, what a
// deletion removes, that a failed run publishes nothing, and that two runs cannot overlap. On the
// same copy, a build split over two machines publishes the same site as the rebuild before it
// (the full build that shows the rebuild missed nothing), and the rebuilds that follow start from
// the merged release. Then the three guards of docs/scheduling.md as an operator meets them: a
// missed change feed heals itself, mass removals stop before publishing, the source is pinned.
// Last, the shop on a plain static host, on the release that replaced the source. Each full build
// here is shared by the checks that can read it (each costs seconds of CPU). The API is reached through a
// proxy (faulty-proxy.ts) that can go wrong the way a CMS does; until a guard's test asks, it does not.
import { spawn } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import { existsSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { chromium, type Browser } from 'playwright-core'
import handler from 'serve-handler'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSampleApi, type SampleApi } from '../../tools/sample-api/server.js'
import type { BuildReport } from '../../publishing/report.js'
import type { SchedulerStatus } from '../../publishing/rebuild-scheduler.js'
import { signatureHeader } from '../../publishing/webhook-auth.js'
import { copyEnv, differing, projectCopy, publishedTree, runIn } from '../../publishing/testing.js'
import { startProxy, type FaultyProxy } from './faulty-proxy.js'
import { builtNow } from '../siteClock.js'
import { chromiumPath } from '../e2e/browser.js'
import { shopFlow, shopper, upcomingSeminar } from '../e2e/shopFlow.js'

let box = ''
let api: SampleApi
let proxy: FaultyProxy
/** Whether the first build made its bundle (an empty bundle cache, as on a fresh clone) or took it from the cache. */
let firstMadeItsBundle = false
/** What a full build prints when it made its bundle and checked its pages against Vike's, and when it took the bundle from the cache. */
const madeItsBundle = /checked against \d+ pages Vike rendered/
const bundleFromCache = /bundle: .* — from the bundle cache/

const run = (command: 'build' | 'rebuild', env: Record<string, string> = {}) => runIn(box, [command], { CONTENT_API_URL: proxy.url, ...env })
const runArgs = (args: string[]) => runIn(box, args, { CONTENT_API_URL: proxy.url })
const published = () => readlinkSync(join(box, 'dist'))
const report = (): BuildReport => JSON.parse(readFileSync(join(box, 'dist/build-report.json'), 'utf8')) as BuildReport
const tree = () => publishedTree(box)

const pageFile = (url: string) => (url === '/' ? 'client/index.html' : `client${url}.html`)

/** The styles as the copy was made: the deploys below change them, then take them back. */
let stylesFile = ''
let originalStyles = ''
/**
 * A deploy of new code and a new client setting: a rule more in the styles, and the browser's API
 * (PUBLIC_API_BASE) in the root's .env, where a deploy keeps its settings. The source replacement
 * deploys it again, so the bundle cache serves its second build.
 */
const deploy = () => {
  writeFileSync(stylesFile, originalStyles + '\n.rebuild-test-marker { color: inherit; }\n')
  writeFileSync(join(box, '.env'), `PUBLIC_API_BASE=${api.url}\n`)
}
/** The code and settings the copy was first built with. */
const undeploy = () => {
  writeFileSync(stylesFile, originalStyles)
  rmSync(join(box, '.env'), { force: true })
}
/** A page's links to the code's files: its scripts, its stylesheet and fonts (not the chrome files, which follow the content). */
const codeLinks = /\/assets\/(?:chunks|entries|static)\/[^"'\s)]+/g

/** The published pages and their compressed variants as text, with their links to the code's files masked. */
function pagesWithoutCode(): Map<string, string> {
  const pages = new Map<string, string>()
  for (const f of tree().keys()) {
    if (!/\.html(\.br|\.gz)?$/.test(f)) continue
    const bytes = readFileSync(join(box, 'dist', f))
    const text = (f.endsWith('.br') ? brotliDecompressSync(bytes) : f.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString()
    pages.set(f, text.replace(codeLinks, '/assets/#'))
  }
  return pages
}

/** Each published page's links to the code's files, in order. */
function pagesCode(): Map<string, string> {
  const pages = new Map<string, string>()
  for (const f of tree().keys()) if (f.endsWith('.html')) pages.set(f, [...readFileSync(join(box, 'dist', f), 'utf8').matchAll(codeLinks)].join(' '))
  return pages
}
/** The pages' code links of the first build, which the copy's original code made. */
let originalCode = new Map<string, string>()

async function control(path: string, body: unknown): Promise<Response> {
  return fetch(api.url + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
}

/** The guards' runs of the build's command line in the copy; `source` undefined: CONTENT_API_URL left unset, as a forgotten one is. */
const runFrom = (args: string[], source?: string) => runIn(box, args, { CONTENT_API_URL: source ?? '', CONTENT_EMPTY_RETRY_MS: '20' })
const lastReport = (): BuildReport => JSON.parse(readFileSync(join(box, '.build/last-report.json'), 'utf8')) as BuildReport
const pin = () => JSON.parse(readFileSync(join(box, 'dist/build-source.json'), 'utf8')) as { content: string; siteUrl: string }

/** Every byte of the published release, its own files included: "unchanged" means unchanged. */
const releaseBytes = () => new Map([['(dist →)', published()], ...publishedTree(box, { withRunFiles: true })])

/** The feeds and calendars (issue 40) of a published tree. */
const subscriptionFiles = (t: Map<string, string>) => [...t.keys()].filter((f) => /^client\/(feeds|calendar)\/[^.]+\.(atom|ics)$/.test(f))

const blogPostPages = () => report().pages.byType.blogPost?.pages ?? 0

async function edit(body: unknown): Promise<void> {
  const res = await fetch(api.url + '/__control/content', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  expect(res.status).toBe(200)
}

beforeAll(async () => {
  box = projectCopy()
  stylesFile = join(box, 'renderer/styles.css')
  originalStyles = readFileSync(stylesFile, 'utf8')
  api = await startSampleApi({ port: 0, host: '127.0.0.1', control: true, dataDir: join(box, '.sample-api-data') })
  proxy = await startProxy(api.url)
  const first = await run('build')
  expect(first.code, first.out).toBe(0)
  firstMadeItsBundle = madeItsBundle.test(first.out)
  originalCode = pagesCode()
}, 600_000)

afterAll(async () => {
  await proxy?.close()
  await api?.close()
  if (box) rmSync(box, { recursive: true, force: true })
})

describe('npm run rebuild', () => {
  it('with no change exits at once, saying so, and publishes nothing new', async () => {
    const before = published()
    const started = performance.now()
    const { code, out } = await run('rebuild')
    expect(code, out).toBe(0)
    expect(out).toContain('nothing to do')
    expect(performance.now() - started).toBeLessThan(15_000)
    expect(published()).toBe(before)
  })

  it('--explain prints the facts and the decisions with their reasons, and writes nothing', async () => {
    const releases = () => readdirSync(join(box, '.build/releases')).sort()
    const runFiles = () =>
      ['.build/last-report.json', 'content/generated/manifest.json', '.cache/content-hashes.json'].map((f) => (existsSync(join(box, f)) ? readFileSync(join(box, f), 'utf8') : null))
    const before = { bytes: releaseBytes(), releases: releases(), files: runFiles() }
    const { code, out } = await runArgs(['rebuild', '--explain'])
    expect(code, out).toBe(0)
    expect(out).toContain('rebuild --explain: the plan, nothing built or published')
    expect(out).toMatch(new RegExp(`published: ${published().split('/').pop() ?? ''} \\(state of code`))
    expect(out).toMatch(/ {2}run +incremental: only what changed — the published build \S+ has state of this code and a renderer bundle/)
    expect(out).toMatch(/ {2}change feed +nothing to do — no change since the published build, and content\/generated is what it used/)
    expect(out).toContain('the run would end here: the API reports no change since the published build: nothing to do')
    expect(out).toMatch(/ {2}verify +trust the change feed — last verified -?[\d.]+ h ago/)
    // Nothing fetched, rendered, written or published; no stage ran.
    expect(out).not.toMatch(/▸ /)
    expect(releaseBytes()).toEqual(before.bytes)
    expect(releases()).toEqual(before.releases)
    expect(runFiles()).toEqual(before.files)
  }, 600_000)

  it('re-renders exactly the pages that show a changed blog post (a full build follows in shards)', async () => {
    const before = tree()
    const res = await control('/__control/content', { kind: 'blogPosts', id: 12, locale: 'cs', patch: { title: 'Paušální daň 2025 v kostce' } })
    expect(res.status).toBe(200)
    const { code, out } = await run('rebuild')
    expect(code, out).toBe(0)
    const after = tree()
    const r = report()
    expect(r.mode).toBe('rebuild')
    // The pages the rebuild wrote are exactly the pages whose HTML changed.
    const changedPages = differing(before, after)
      .filter((f) => f.endsWith('.html'))
      .sort()
    expect(r.changes?.rerendered.map(pageFile).sort()).toEqual(changedPages)
    // The report says why: the plan's decisions, and each page rendered again with its reason.
    expect(r.plan.decisions).toContainEqual(expect.objectContaining({ about: 'run', decision: 'incremental: only what changed' }))
    expect(r.plan.decisions).toContainEqual(expect.objectContaining({ about: 'content changed', decision: 'cs/blogPosts' }))
    for (const url of r.changes?.rerendered ?? []) expect(r.plan.pages?.urls?.[url], url).toBe('reads a changed key')
    expect(changedPages).toContain('client/blog/12/pausalni-dan-2025-pasma-castky-a-terminy.html')
    // Pages that do not show the post were not touched: the English site, the glossary, services.
    expect(changedPages.filter((f) => f.startsWith('client/en/') || f.includes('/slovnik-pojmu/') || f.includes('/sluzby/'))).toEqual([])
    // Nor was their data computed again: the dependency map names the items and derived values a
    // page read, so the glossary and service pages, and the posts of other categories, are not
    // even looked at; only the post, the lists and what shows the post (the neighbours it is related to).
    // A Czech edit moves the post's updated_at in the English answer too (it is shared), but no
    // page shows it: the English content file is the same, so no English page is even looked at.
    expect(r.changes?.contentFiles).toEqual(['cs/blogPosts'])
    const recomputed = r.changes?.recomputedByType ?? {}
    expect(recomputed.glossaryTerm ?? 0).toBe(0)
    expect(recomputed.service ?? 0).toBe(0)
    expect(recomputed.blogPost ?? 0).toBeGreaterThanOrEqual(1)
    expect(recomputed.blogPost ?? 0).toBeLessThan((r.pages.byType.blogPost?.pages ?? 0) / 4)
    // A numbered list page depends on its own slice of posts, not the whole list: the post is on
    // at most one of them per locale.
    expect(r.pages.byType.blogPage?.pages ?? 0).toBeGreaterThanOrEqual(3)
    expect(recomputed.blogPage ?? 0).toBeLessThanOrEqual(1)
    // A new title changes no URL: the host files (redirect map, headers) were kept, not made again.
    expect(out).toMatch(/redirects: .*host files kept/)
    // Nor the sitemap: no page came or went and no page's canonical, alternates or robots changed,
    // so it was not even made again (the full build below gives the same file).
    expect(out).toMatch(/sitemap: .*no page added or removed, no head it lists changed: the published sitemap and robots\.txt kept/)
    expect(readFileSync(join(box, 'dist', 'client/blog/12/pausalni-dan-2025-pasma-castky-a-terminy.html'), 'utf8')).toContain('Paušální daň 2025 v kostce')
    // Its precompressed variants were written again (publishing/precompress.ts), not kept from the last build.
    const variant = (suffix: string) => readFileSync(join(box, 'dist', `client/blog/12/pausalni-dan-2025-pasma-castky-a-terminy.html${suffix}`))
    expect(brotliDecompressSync(variant('.br')).toString()).toContain('Paušální daň 2025 v kostce')
    expect(gunzipSync(variant('.gz')).toString()).toContain('Paušální daň 2025 v kostce')

    // Feeds and calendars (issue 40), by what the build state's subscriptions say each family
    // read: the changed post rewrites its locale's blog feed and its category's, no other.
    expect(r.subscriptions?.families).toEqual({ 'cs/blog': 'reads a changed file' })
    const posts = JSON.parse(readFileSync(join(box, 'content/generated/cs/blogPosts.json'), 'utf8')) as { id: number; category_id: number }[]
    const category = posts.find((p) => p.id === 12)?.category_id
    const feeds = differing(before, after).filter((f) => subscriptionFiles(before).includes(f))
    expect(feeds).toEqual([`client/feeds/cs/blog-category-${category}.atom`, 'client/feeds/cs/blog.atom'])
    expect(r.subscriptions?.written.sort()).toEqual(feeds.map((f) => f.slice('client'.length)))
    for (const suffix of ['', '.br']) {
      const file = readFileSync(join(box, 'dist/client/feeds/cs/blog.atom' + suffix))
      expect((suffix ? brotliDecompressSync(file) : file).toString()).toContain('<title type="text">Paušální daň 2025 v kostce</title>')
    }
    // Nothing missed: the shards' full build below publishes the same site, file for file.
  }, 600_000)
})

describe('a build split in shards', () => {
  // The reference is the rebuild just before: a full build of the same content, made in two
  // processes, must publish what the rebuild did, file for file (so the rebuild missed nothing,
  // and the shards' merge is one build's release). One full build for both checks.
  it('2 shards merged publish the same files as the rebuild before them; a merge without every shard refuses', async () => {
    const rebuilt = tree()
    for (const shard of ['1/2', '2/2']) {
      // One of the two releases compared made its bundle and checked its pages against Vike's, the
      // other took the bundle from the cache, so a release from the cache is also shown to be the
      // same as one that made it: on a fresh clone the first build made it (and stored it), so the
      // shards take it from the cache; where the first build took it from there, shard 1 makes its own.
      const makes = shard === '1/2' && !firstMadeItsBundle
      const { code, out } = await runIn(box, ['build', '--shard', shard], { CONTENT_API_URL: proxy.url, ...(makes ? { BUILD_BUNDLE_CACHE: 'off' } : {}) })
      expect(code, out).toBe(0)
      expect(out).toContain(`shard ${shard} written`)
      expect(out).toMatch(makes ? madeItsBundle : bundleFromCache)
    }
    const merged = await runArgs(['build', '--merge', '.build/shards/1', '.build/shards/2'])
    expect(merged.code, merged.out).toBe(0)
    const fromShards = tree()
    expect([...fromShards.keys()].filter((f) => f.endsWith('.html')).length).toBeGreaterThan(400)
    expect(differing(fromShards, rebuilt)).toEqual([])

    const incomplete = await runArgs(['build', '--merge', '.build/shards/1'])
    expect(incomplete.code).toBe(1)
    expect(incomplete.out).toContain('needs every shard once')
  }, 900_000)
})

describe('npm run rebuild, from the merged release', () => {
  it("a post's new body re-renders its page alone: the lists show teasers, which did not change", async () => {
    const before = tree()
    const res = await control('/__control/content', { kind: 'blogPosts', id: 12, locale: 'cs', patch: { body: 'Nový text článku o **paušální dani**: pásma, částky a termíny pro rok 2025.' } })
    expect(res.status).toBe(200)
    const { code, out } = await run('rebuild')
    expect(code, out).toBe(0)
    const r = report()
    const changedPages = differing(before, tree()).filter((f) => f.endsWith('.html'))
    expect(changedPages).toEqual(['client/blog/12/pausalni-dan-2025-pasma-castky-a-terminy.html'])
    expect(r.changes?.rerendered).toEqual(['/blog/12/pausalni-dan-2025-pasma-castky-a-terminy'])
    // Nor were the lists, the category's other posts or the author's page computed again.
    const recomputed = r.changes?.recomputedByType ?? {}
    for (const type of ['blog', 'blogPage', 'blogCategory', 'blogCategoryPage', 'person', 'home']) expect(recomputed[type] ?? 0, type).toBe(0)
    expect(readFileSync(join(box, 'dist', 'client/blog/12/pausalni-dan-2025-pasma-castky-a-terminy.html'), 'utf8')).toContain('paušální dani</strong>')
  }, 600_000)

  it('a picture new to a post reaches the published release, linked as the content stage listed what it downloaded', async () => {
    const res = await control('/__control/content', {
      kind: 'blogPosts',
      id: 12,
      locale: 'cs',
      patch: { body: 'Pásma paušální daně na jednom obrázku:\n\n![Pásma paušální daně](/media/blog/pasma-pausalni-dane.svg)' },
    })
    expect(res.status).toBe(200)
    const { code, out } = await run('rebuild')
    expect(code, out).toBe(0)
    const media = report().stages.find((s) => s.name === 'media')
    expect(media?.note).toMatch(/^[1-9]\d* new media files \(as the content stage listed them\)$/)
    const served = Buffer.from(await (await fetch(`${api.url}/media/blog/pasma-pausalni-dane.svg`)).arrayBuffer())
    expect(readFileSync(join(box, 'dist/client/media/blog/pasma-pausalni-dane.svg'))).toEqual(served)
    expect(readFileSync(join(box, 'dist', 'client/blog/12/pausalni-dan-2025-pasma-castky-a-terminy.html'), 'utf8')).toContain('/media/blog/pasma-pausalni-dane.svg')
  }, 600_000)

  it("a changed menu gives its locale a new chrome file and re-renders every page of that locale, not the other's", async () => {
    const chromeDir = join(box, 'dist/client/assets/chrome')
    const chromeFiles = () =>
      readdirSync(chromeDir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    const [csBefore, enBefore] = chromeFiles()
    const before = tree()
    // The services menu of the English settings follows the service groups (sample API).
    const res = await control('/__control/content', { kind: 'serviceGroups', id: 12, locale: 'en', patch: { name: 'Tax' } })
    expect(res.status).toBe(200)
    const { code, out } = await run('rebuild')
    expect(code, out).toBe(0)
    const [csAfter, enAfter, ...more] = chromeFiles()
    expect(more).toEqual([])
    expect(csAfter).toBe(csBefore)
    expect(enAfter).toMatch(/^en\.[\w-]+\.json$/)
    expect(enAfter).not.toBe(enBefore)
    // The old file and its compressed variants are gone; the new one has its own.
    expect(
      readdirSync(chromeDir)
        .filter((f) => f.startsWith('en.'))
        .sort(),
    ).toEqual([enAfter, `${enAfter}.br`, `${enAfter}.gz`])
    expect(readFileSync(join(chromeDir, enAfter ?? ''), 'utf8')).toContain('"name":"Tax"')
    const after = tree()
    const changed = new Set(differing(before, after))
    const english = (f: string) => f === 'client/en.html' || f.startsWith('client/en/')
    const enPages = [...after.keys()].filter((f) => english(f) && f.endsWith('.html') && f !== 'client/en/404.html')
    expect(enPages.length).toBeGreaterThan(50)
    // Every English page names the new file and shows the new menu; no Czech page changed.
    for (const f of enPages) {
      expect(changed.has(f), f).toBe(true)
      const html = readFileSync(join(box, 'dist', f), 'utf8')
      expect(html, f).toContain(`/assets/chrome/${enAfter}`)
    }
    expect([...changed].filter((f) => f.endsWith('.html') && !english(f))).toEqual([])
  }, 600_000)

  it("removes a deleted post's pages, redirects them to the blog and leaves no link to them", async () => {
    const cs = '/blog/18/omnibus-a-odklad-csrd-co-to-znamena-pro-ceske-firmy'
    expect(existsSync(join(box, 'dist', pageFile(cs)))).toBe(true)
    expect((await control('/__control/content', { kind: 'blogPosts', id: 18, delete: true })).status).toBe(200)
    const { code, out } = await run('rebuild')
    expect(code, out).toBe(0)
    const removed = report().changes?.removed ?? []
    expect(removed).toContain(cs)
    const en = removed.find((u) => u.startsWith('/en/blog/18/'))
    expect(en).toBeDefined()
    for (const url of removed) {
      expect(existsSync(join(box, 'dist', pageFile(url)))).toBe(false)
      for (const suffix of ['.br', '.gz']) expect(existsSync(join(box, 'dist', pageFile(url) + suffix))).toBe(false)
    }
    const rules = JSON.parse(readFileSync(join(box, 'dist/hosting/rules.json'), 'utf8')) as { redirects: { from: string; to: string }[] }
    expect(rules.redirects).toContainEqual(expect.objectContaining({ from: cs, to: '/blog' }))
    expect(rules.redirects).toContainEqual(expect.objectContaining({ from: en, to: '/en/blog' }))
    const html = [...tree().keys()].filter((f) => f.endsWith('.html'))
    const linking = html.filter((f) => removed.some((url) => readFileSync(join(box, 'dist', f), 'utf8').includes(`"${url}"`)))
    expect(linking).toEqual([])
    // The sitemap was written again without them (the host files too: the rules above).
    const sitemap = readFileSync(join(box, 'dist/client/sitemap.xml'), 'utf8')
    for (const url of removed) expect(sitemap).not.toContain(`${url}<`)
    expect(sitemap).toContain('/blog<')
  }, 600_000)

  it('leaves the published site byte-identical when the API fails halfway', async () => {
    const before = tree()
    const target = published()
    expect((await control('/__control/content', { kind: 'glossary', id: 3, locale: 'cs', patch: { title: 'Odložená daň (upraveno)' } })).status).toBe(200)
    expect((await control('/__control/faults', { prefix: '/api/glossary/', fault: { kind: 'status', status: 500 } })).status).toBe(200)
    const { code, out } = await run('rebuild', { CONTENT_TIMEOUT_MS: '2000' })
    expect(code).toBe(1)
    expect(out).toContain('the published site is unchanged')
    expect(published()).toBe(target)
    expect(differing(before, tree())).toEqual([])
    expect((await control('/__control/faults', { clear: true })).status).toBe(200)
  }, 600_000)

  it('leaves the published site byte-identical when the content fails validation', async () => {
    const before = tree()
    const target = published()
    // A post whose author does not exist: the pipeline names the post, its id and the field.
    const posts = JSON.parse(readFileSync(join(box, 'content/generated/cs/blogPosts.json'), 'utf8')) as { id: number; author_id: number | null }[]
    const author = posts.find((p) => p.id === 7)?.author_id ?? null
    expect((await control('/__control/content', { kind: 'blogPosts', id: 7, patch: { author_id: 99_999 } })).status).toBe(200)
    const { code, out } = await run('rebuild')
    expect(code).toBe(1)
    expect(out).toMatch(/blogPosts.*7.*author_id/)
    expect(out).toContain('the published site is unchanged')
    expect(published()).toBe(target)
    expect(differing(before, tree())).toEqual([])
    expect((await control('/__control/content', { kind: 'blogPosts', id: 7, patch: { author_id: author } })).status).toBe(200)
  }, 600_000)

  it('lets one run at a time hold the build: a second one refuses and changes nothing', async () => {
    // Work for the first run, so that it holds the lock for a while.
    expect((await control('/__control/content', { kind: 'glossary', id: 4, locale: 'cs', patch: { perex: 'Krátké vysvětlení pojmu, upravené.' } })).status).toBe(200)
    const first = run('rebuild')
    // The second starts once the first holds the lock (starting node takes a while on a busy machine).
    const lock = join(box, '.build/lock')
    for (let i = 0; i < 600 && !existsSync(lock); i++) await new Promise((r) => setTimeout(r, 100))
    expect(existsSync(lock)).toBe(true)
    const second = await run('rebuild')
    expect(second.code).toBe(1)
    expect(second.out).toMatch(/another build \(pid \d+\) is running/)
    const done = await first
    expect(done.code, done.out).toBe(0)
  }, 600_000)

  it("after a deploy (new code, a new setting in .env), builds everything instead of rendering with the published release's code; the setting reaches the client code and the CSP", async () => {
    deploy()
    const { code, out } = await run('rebuild')
    expect(code, out).toBe(0)
    expect(out).toContain('the code changed since the published build: building everything')
    // Its content comes through the change feed all the same: nothing changed there.
    expect(out).toContain('fetched: unchanged')
    const r = report()
    expect(r.changes).toBeUndefined()
    expect(r.pages.written).toBe(r.pages.total)
    // The new stylesheet is the one the pages link.
    const assets = (dir: string) => readdirSync(join(box, 'dist/client/assets', dir)).map((f) => readFileSync(join(box, 'dist/client/assets', dir, f), 'utf8'))
    const css = readdirSync(join(box, 'dist/client/assets/static')).filter((f) => f.startsWith('renderer_styles') && f.endsWith('.css'))
    expect(css.some((f) => readFileSync(join(box, 'dist/client/assets/static', f), 'utf8').includes('.rebuild-test-marker'))).toBe(true)
    // The browser calls the API .env names, and the host's CSP lets it (it once read only the environment).
    expect([...assets('chunks'), ...assets('entries')].some((js) => js.includes(api.url))).toBe(true)
    expect(readFileSync(join(box, 'dist/client/_headers'), 'utf8')).toMatch(new RegExp(`connect-src 'self'[^;\\n]* ${new URL(api.url).origin.replace(/[.:/]/g, '\\$&')}[ ;]`))
    // And with the code unchanged again, a rebuild is a rebuild.
    const again = await run('rebuild')
    expect(again.code, again.out).toBe(0)
    expect(again.out).toContain('nothing to do')
  }, 600_000)

  it('the webhook receiver rebuilds when the CMS calls it, each time in a process it started ahead, also after another run wrote the answer cache; the pages equal a full build', async () => {
    const secret = 'test-secret-0123456789abcdef'
    const hook = spawn(process.execPath, ['publishing/launch.mjs', 'rebuild', '--listen', '0'], {
      cwd: box,
      env: copyEnv({ CONTENT_API_URL: proxy.url, REBUILD_WEBHOOK_SECRET: secret, REBUILD_DEBOUNCE_MS: '0' }),
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let printed = ''
    hook.stdout.on('data', (c: Buffer) => (printed += c.toString()))
    try {
      const base = await new Promise<string>((resolve, reject) => {
        hook.stdout.on('data', (c: Buffer) => {
          const m = /listening on (http:\/\/[\d.:]+)\/rebuild/.exec(c.toString())
          if (m?.[1]) resolve(m[1])
        })
        hook.on('exit', (code) => reject(new Error(`the receiver exited with ${code}`)))
      })
      // Signed as a CMS signs (docs/scheduling.md), on the real clock; each trigger a body of its own.
      let sent = 0
      const auth = (body = '') => ({ 'x-signature': signatureHeader(secret, Math.floor(Date.now() / 1000), body) })
      const status = async () => (await (await fetch(`${base}/status`, { headers: auth() })).json()) as SchedulerStatus
      const rebuildThroughHook = async () => {
        const before = (await status()).runs
        const body = JSON.stringify({ event: 'entry.publish', n: sent++ })
        expect((await fetch(`${base}/rebuild`, { method: 'POST', headers: auth(body), body })).status).toBe(202)
        let now = await status()
        for (let i = 0; i < 1200 && (now.runs === before || now.running || now.queued); i++) {
          await new Promise((r) => setTimeout(r, 100))
          now = await status()
        }
        expect(now.lastRun?.ok, now.lastRun?.summary).toBe(true)
        // The receiver reports the run's own summary.
        expect(now.lastRun?.summary).toMatch(/^✓ rebuild finished in [\d.]+ s/)
        return now.lastRun?.summary ?? ''
      }
      const post = 'client/blog/12/pausalni-dan-2025-pasma-castky-a-terminy.html'
      const retitle = async (title: string) => {
        expect((await control('/__control/content', { kind: 'blogPosts', id: 12, locale: 'cs', patch: { title } })).status).toBe(200)
      }
      await retitle('Paušální daň přes webhook')
      expect(await rebuildThroughHook()).toContain('changes: pages reading what changed in cs/blogPosts')
      expect(readFileSync(join(box, 'dist', post), 'utf8')).toContain('Paušální daň přes webhook')
      // A manual rebuild writes the answer cache the receiver's ready process had read.
      await retitle('Paušální daň ručně')
      const manual = await run('rebuild')
      expect(manual.code, manual.out).toBe(0)
      await retitle('Paušální daň znovu přes webhook')
      expect(await rebuildThroughHook()).toContain('changes: pages reading what changed in cs/blogPosts')
      const html = readFileSync(join(box, 'dist', post), 'utf8')
      expect(html).toContain('Paušální daň znovu přes webhook')
      expect(report().changes?.rerendered).toContain('/blog/12/pausalni-dan-2025-pasma-castky-a-terminy')
      const after = pagesWithoutCode()

      // The receiver starts the next process once a run is over; the deploy must come after it
      // has loaded its code (its "ready" line: the first, then one after each of the two runs).
      const readyLines = () => printed.split('\n').filter((l) => l.includes('rebuild: ready: code loaded')).length
      for (let i = 0; i < 600 && readyLines() < 3; i++) await new Promise((r) => setTimeout(r, 100))
      expect(readyLines()).toBe(3)
      // A deploy while a rebuild waits: the waiting process, which loaded the old code, steps
      // aside, and one started with the new code builds everything (the code changed). The deploy
      // takes the code and settings back to those this copy was first built with (the test
      // before changed them): the bundle cache holds its bundle, so no second `vike build` of this file.
      undeploy()
      const summary = await rebuildThroughHook()
      expect(printed).toContain('the code changed while this rebuild waited')
      expect(summary).not.toContain('changes:')
      expect(report().pages.written).toBe(report().pages.total)
      // Nothing stale from what the processes read ahead: the rebuilds' pages are the full
      // build's (not the same host files and media: rebuilds keep the 301s of the post deleted
      // above), but for their links to the code's files, which changed with the code: the full
      // build's are the ones this code gave the first build.
      expect(differing(after, pagesWithoutCode())).toEqual([])
      const code = pagesCode()
      expect([...code.keys()].filter((f) => originalCode.has(f) && code.get(f) !== originalCode.get(f))).toEqual([])
      expect([...code.keys()].filter((f) => originalCode.has(f)).length).toBeGreaterThan(300)
    } finally {
      if (hook.exitCode === null) {
        const exited = new Promise((r) => hook.once('exit', r))
        hook.kill('SIGTERM')
        await exited
      }
    }
  }, 600_000)

  it("a changed seminar rewrites its .ics files, its locale's calendar and seminars feed", async () => {
    const before = tree()
    const seminars = JSON.parse(readFileSync(join(box, 'content/generated/cs/seminars.json'), 'utf8')) as { id: number; ends_at: string }[]
    // Not the seminar the shop below puts in its cart (by its title).
    const seminar = seminars.filter((s) => Date.parse(s.ends_at) > builtNow(join(box, 'dist')) && s.id !== upcomingSeminar().id).at(-1)
    if (!seminar) throw new Error('the sample has upcoming seminars')
    const res = await control('/__control/content', { kind: 'seminars', id: seminar.id, locale: 'cs', patch: { title: 'Seminář pro odběratele kalendáře' } })
    expect(res.status).toBe(200)
    const { code, out } = await run('rebuild')
    expect(code, out).toBe(0)
    expect(report().subscriptions?.families).toEqual({ 'cs/seminars': 'reads a changed file' })
    const changed = differing(before, tree()).filter((f) => subscriptionFiles(before).includes(f))
    expect(changed).toEqual([`client/calendar/cs/seminar-${seminar.id}.ics`, 'client/calendar/cs/seminars.ics', 'client/feeds/cs/seminars.atom'])
    for (const f of changed.filter((x) => x.endsWith('.ics'))) expect(readFileSync(join(box, 'dist', f), 'utf8').replace(/\r\n /g, '')).toContain('SUMMARY:Seminář pro odběratele kalendáře')
  }, 600_000)

  it('once an upcoming seminar is over, a rebuild with no content change writes the seminars feeds and calendars again', async () => {
    // The clock cannot move here: the published state says the first upcoming seminar ended long ago.
    for (const name of ['build-state-head.json', 'build-state.json', 'build-state-delta.json']) {
      const file = join(box, 'dist', name)
      if (!existsSync(file)) continue
      writeFileSync(file, readFileSync(file, 'utf8').replace(/"(validUntil|subscriptionsValidUntil)":\d+/g, '"$1":1000'))
    }
    const { code, out } = await run('rebuild')
    expect(code, out).toBe(0)
    expect(out).toContain('a seminar the feeds list as upcoming is over')
    expect(report().subscriptions?.families).toEqual({ 'cs/seminars': 'upcoming changed', 'en/seminars': 'upcoming changed' })
    // The state holds the real end again: the next rebuild has nothing to do.
    const again = await run('rebuild')
    expect(again.code, again.out).toBe(0)
    expect(again.out).toContain('nothing to do')
  }, 600_000)
})

describe('a missed change feed heals itself', () => {
  it('a change the feed did not announce: a rebuild trusts the feed, --verify finds it, renders it and reports the drift', async () => {
    proxy.fault = 'blind feed'
    await edit({ kind: 'blogPosts', id: 12, locale: 'cs', patch: { title: 'Změna, o které kanál změn mlčí' } })
    // No CONTENT_API_URL: the rebuild takes the published release's source.
    const trusting = await runFrom(['rebuild'])
    expect(trusting.code, trusting.out).toBe(0)
    expect(trusting.out).toContain('nothing to do')
    const verified = await runFrom(['rebuild', '--verify'])
    expect(verified.code, verified.out).toBe(0)
    const r = report()
    expect(r.mode).toBe('rebuild')
    expect(r.verify?.drift).toContainEqual({ kind: 'blogPosts', id: 12, change: 'changed' })
    expect(r.warnings.join('\n')).toMatch(/change feed: 1 item\(s\) the change feed missed: blogPosts 12 changed/)
    const page = r.changes?.rerendered.find((url) => url.startsWith('/blog/12/'))
    expect(page).toBeDefined()
    expect(readFileSync(join(box, 'dist/client', `${page}.html`), 'utf8')).toContain('Změna, o které kanál změn mlčí')
    proxy.fault = 'none'
  }, 600_000)
})

describe('mass removals stop before publishing', () => {
  it('a blog list that turns empty: rebuild --verify and a full build refuse, name the list and its count, and publish nothing', async () => {
    const before = releaseBytes()
    proxy.fault = 'empty blog'
    for (const [args, source] of [
      [['rebuild', '--verify'], undefined],
      [['build'], proxy.url],
    ] as const) {
      const refused = await runFrom([...args], source)
      expect(refused.code, refused.out).not.toBe(0)
      expect(refused.out).toMatch(/GET \/api\/blog\/posts\/cs · blogPosts: listed no items where the published content had \d+ \(asked 3 times\): every one of them would be removed/)
      expect(refused.out).toContain('--allow-removals')
      expect(lastReport().ok).toBe(false)
      expect(releaseBytes()).toEqual(before)
    }
    proxy.fault = 'none'
  }, 600_000)

  it('posts deleted in a batch: a rebuild refuses with the counts per type in its report; --allow-removals publishes', async () => {
    const before = releaseBytes()
    const posts = blogPostPages()
    expect(posts).toBeGreaterThan(40)
    // Posts nothing else links to (a link to a deleted item is an error of its own); 18 went above.
    for (const id of [17, 19, 20, 21, 22, 23, 24]) await edit({ kind: 'blogPosts', id, delete: true })
    const refused = await runFrom(['rebuild'])
    expect(refused.code, refused.out).toBe(1)
    expect(refused.out).toMatch(/blogPost: \d+ of \d+ published pages would go \(limit 5\), e\.g\. \/blog\/\d+\//)
    expect(refused.out).toContain('--allow-removals')
    expect(releaseBytes()).toEqual(before)
    const r = lastReport()
    expect(r.ok).toBe(false)
    expect(r.refused).toBe('removals')
    expect(r.removals?.over).toEqual(['blogPost'])
    expect(r.removals?.byType.blogPost?.published).toBe(posts)

    const allowed = await runFrom(['rebuild', '--allow-removals'])
    expect(allowed.code, allowed.out).toBe(0)
    expect(report().removals?.byType.blogPost?.removed).toBe(r.removals?.byType.blogPost?.removed)
    expect(blogPostPages()).toBe(posts - (r.removals?.byType.blogPost?.removed ?? 0))
  }, 600_000)
})

/** The replaced source (the browser's API there is the deploy's PUBLIC_API_BASE, in .env). */
const replacedSource = () => ({ CONTENT_API_URL: api.url })

describe('the source is pinned', () => {
  it('every release names its source; another source or the embedded sample refuses and changes nothing; --replace-source goes through', async () => {
    expect(pin()).toEqual({ content: proxy.url, siteUrl: 'https://www.korvina.example' })
    const before = releaseBytes()

    // A forgotten CONTENT_API_URL, and another API, each refused with both sources named.
    for (const [command, source] of [
      ['build', undefined],
      ['rebuild', api.url],
      ['build', api.url],
    ] as const) {
      const refused = await runFrom([command], source)
      expect(refused.code, refused.out).toBe(1)
      expect(refused.out).toContain(`content from ${source ?? 'embedded sample API'}, but the published site's came from ${proxy.url}`)
      expect(refused.out).toContain('--replace-source')
      expect(lastReport().refused).toBe('source')
      expect(releaseBytes()).toEqual(before)
    }
    const otherSite = await runIn(box, ['rebuild'], { CONTENT_API_URL: proxy.url, SITE_URL: 'https://staging.korvina.example' })
    expect(otherSite.code, otherSite.out).toBe(1)
    expect(otherSite.out).toContain('built for https://staging.korvina.example, but the published site was built for https://www.korvina.example')
    expect(releaseBytes()).toEqual(before)

    // The release that replaces the source calls the API on its own origin from the browser (a
    // plain static host has none): the shop below runs on it, so one full build serves both. The
    // deploy that sets it is the earlier one's, whose bundle the cache holds.
    deploy()
    const replaced = await runIn(box, ['rebuild', '--replace-source'], { ...replacedSource(), CONTENT_EMPTY_RETRY_MS: '20' })
    expect(replaced.code, replaced.out).toBe(0)
    expect(replaced.out).toContain('the content source is replaced: building everything')
    // The deploy's code and settings: one bundle made for both runs, and the CSP still lets the browser reach the API.
    expect(replaced.out).toMatch(bundleFromCache)
    expect(readFileSync(join(box, 'dist/client/_headers'), 'utf8')).toContain(new URL(api.url).origin)
    expect(pin().content).toBe(api.url)
    // From now on a rebuild with no CONTENT_API_URL reads the new source.
    const pinned = await runIn(box, ['rebuild'], { ...replacedSource(), CONTENT_API_URL: '' })
    expect(pinned.code, pinned.out).toBe(0)
    expect(pinned.out).toContain('nothing to do')
  }, 900_000)

  it("the webhook receiver and --require-source refuse to start with no source where the published site is the embedded sample's", async () => {
    // As a site built with no CONTENT_API_URL is pinned.
    writeFileSync(join(box, 'dist/build-source.json'), JSON.stringify({ content: 'embedded sample API', siteUrl: 'https://www.korvina.example' }))
    for (const args of [
      ['rebuild', '--listen', '0'],
      ['rebuild', '--require-source'],
    ]) {
      const refused = await runIn(box, args, { CONTENT_API_URL: '', REBUILD_WEBHOOK_SECRET: 'a-secret-of-enough-length' })
      expect(refused.code, refused.out).toBe(1)
      expect(refused.out).toContain('no content source: CONTENT_API_URL is not set')
    }
  }, 60_000)
})

// Issue 10, "as a real deployment runs it": the release the source replacement built, with
// PUBLIC_API_BASE pointing at the sample API on another origin, served by a plain static file
// server (serve-handler with its defaults: no /api forwarding, no rules of ours), and the whole
// shop flow run once more: CORS preflights, the Bearer token across origins, cookies on the
// site's origin. (It once had a project copy and a full build of its own.)
describe('shop on a plain static host, API on another origin', () => {
  const flags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--accept-lang=cs-CZ,cs']
  let server: Server | undefined
  let siteUrl = ''
  let browser: Browser | undefined

  beforeAll(async () => {
    const root = join(box, 'dist', 'client')
    const started = createServer((req, res) => {
      void handler(req, res, { public: root })
    })
    server = started
    await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve))
    const address = started.address()
    if (!address || typeof address === 'string') throw new Error('no port')
    siteUrl = `http://127.0.0.1:${address.port}`
    browser = await chromium.launch({ executablePath: chromiumPath, args: flags })
  }, 120_000)

  afterAll(async () => {
    await browser?.close()
    await new Promise((resolve) => server?.close(resolve))
  })

  it('the host has no API: /api is not answered there', async () => {
    expect(new URL(api.url).origin).not.toBe(siteUrl)
    expect((await fetch(`${siteUrl}/api/lists/currencies`)).status).toBe(404)
  })

  it('runs the whole shop and sign-in flow against PUBLIC_API_BASE', async () => {
    if (!browser) throw new Error('no browser')
    const page = await shopper(browser, siteUrl)
    await shopFlow(page, siteUrl, api.url)
    await page.context().close()
  }, 180_000)
})
