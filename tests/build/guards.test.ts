// The three guards of docs/scheduling.md, as an operator meets them, on a copy of the project:
// the source is pinned, mass removals stop before publishing, a missed change feed heals itself.
// The firm's CMS is the sample API behind a proxy that can go wrong the way a CMS does: a blind
// change feed, a blog list answering `{"data": []}`.
import { createHash } from 'node:crypto'
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSampleApi, type SampleApi } from '../../tools/sample-api/server.js'
import type { BuildReport } from '../../build/report.js'
import { projectCopy, runIn } from '../../build/testing.js'

let box = ''
let api: SampleApi
let proxy: FaultyProxy

type Fault = 'none' | 'blind feed' | 'empty blog'
type FaultyProxy = { url: string; fault: Fault; close(): Promise<void> }

/** Forwards every request to `target`, except what `fault` makes it answer itself. */
async function startProxy(target: string): Promise<FaultyProxy> {
  const state: { fault: Fault } = { fault: 'none' }
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://proxy')
    if (state.fault === 'blind feed' && url.pathname === '/api/changes' && url.searchParams.has('since')) {
      // The feed of a CMS that lost its events: nothing changed, the cursor stays.
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
      res.end(JSON.stringify({ data: { cursor: url.searchParams.get('since'), changes: [] } }))
      return
    }
    if (state.fault === 'empty blog' && url.pathname === '/api/blog/posts/cs') {
      const perPage = Number(url.searchParams.get('per_page') ?? 20)
      res.writeHead(200, { 'content-type': 'application/json', etag: '"empty"' })
      res.end(JSON.stringify({ data: [], meta: { page: 1, per_page: perPage, total: 0, last_page: 1 } }))
      return
    }
    const forward = request(new URL(req.url ?? '/', target), { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    })
    forward.on('error', () => res.writeHead(502).end())
    req.pipe(forward)
  })
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    get fault() {
      return state.fault
    },
    set fault(value: Fault) {
      state.fault = value
    },
    close: () => new Promise<void>((resolveClose) => server.close(() => resolveClose())),
  }
}

/** Runs the build's command line in the copy; `source` undefined: CONTENT_API_URL left unset, as a forgotten one is. */
const run = (args: string[], source?: string) => runIn(box, args, { CONTENT_API_URL: source ?? '', CONTENT_EMPTY_RETRY_MS: '20' })
const published = () => readlinkSync(join(box, 'dist'))
const report = (): BuildReport => JSON.parse(readFileSync(join(box, 'dist/build-report.json'), 'utf8')) as BuildReport
const lastReport = (): BuildReport => JSON.parse(readFileSync(join(box, '.build/last-report.json'), 'utf8')) as BuildReport
const pin = () => JSON.parse(readFileSync(join(box, 'dist/build-source.json'), 'utf8')) as { content: string; siteUrl: string }

/** Every byte of the published release, its own files included: "unchanged" means unchanged. */
function releaseBytes(): Map<string, string> {
  const root = join(box, 'dist') + '/'
  const out = new Map<string, string>([['(dist →)', published()]])
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, e.name)
      if (e.isDirectory()) walk(full)
      else out.set(relative(root, full), createHash('sha1').update(readFileSync(full)).digest('hex'))
    }
  }
  walk(root)
  return out
}

const blogPostPages = () => report().pages.byType.blogPost?.pages ?? 0

async function control(body: unknown): Promise<void> {
  const res = await fetch(api.url + '/__control/content', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  expect(res.status).toBe(200)
}

beforeAll(async () => {
  box = projectCopy()
  api = await startSampleApi({ port: 0, host: '127.0.0.1', control: true, dataDir: join(box, '.sample-api-data') })
  proxy = await startProxy(api.url)
  const first = await run(['build'], proxy.url)
  expect(first.code, first.out).toBe(0)
}, 600_000)

afterAll(async () => {
  await proxy?.close()
  await api?.close()
  if (box) rmSync(box, { recursive: true, force: true })
})

describe('a missed change feed heals itself', () => {
  it('a change the feed did not announce: a rebuild trusts the feed, --verify finds it, renders it and reports the drift', async () => {
    proxy.fault = 'blind feed'
    await control({ kind: 'blogPosts', id: 12, locale: 'cs', patch: { title: 'Změna, o které kanál změn mlčí' } })
    // No CONTENT_API_URL: the rebuild takes the published release's source.
    const trusting = await run(['rebuild'])
    expect(trusting.code, trusting.out).toBe(0)
    expect(trusting.out).toContain('nothing to do')
    const verified = await run(['rebuild', '--verify'])
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
      const refused = await run([...args], source)
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
    // Posts nothing else links to (a link to a deleted item is an error of its own).
    for (const id of [17, 18, 19, 20, 21, 22, 23, 24]) await control({ kind: 'blogPosts', id, delete: true })
    const refused = await run(['rebuild'])
    expect(refused.code, refused.out).toBe(1)
    expect(refused.out).toMatch(/blogPost: 1[0-6] of \d+ published pages would go \(limit 5\), e\.g\. \/blog\/\d+\//)
    expect(refused.out).toContain('--allow-removals')
    expect(releaseBytes()).toEqual(before)
    const r = lastReport()
    expect(r.ok).toBe(false)
    expect(r.refused).toBe('removals')
    expect(r.removals?.over).toEqual(['blogPost'])
    expect(r.removals?.byType.blogPost?.published).toBe(posts)

    const allowed = await run(['rebuild', '--allow-removals'])
    expect(allowed.code, allowed.out).toBe(0)
    expect(report().removals?.byType.blogPost?.removed).toBe(r.removals?.byType.blogPost?.removed)
    expect(blogPostPages()).toBe(posts - (r.removals?.byType.blogPost?.removed ?? 0))
  }, 600_000)
})

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
      const refused = await run([command], source)
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

    const replaced = await run(['rebuild', '--replace-source'], api.url)
    expect(replaced.code, replaced.out).toBe(0)
    expect(replaced.out).toContain('the content source is replaced: building everything')
    expect(pin().content).toBe(api.url)
    // From now on a rebuild with no CONTENT_API_URL reads the new source.
    const pinned = await run(['rebuild'])
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
