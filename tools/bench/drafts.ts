// The editors' preview at scale (issue 40), `npm run bench` (not part of `npm test`): the sample
// API with a generated dataset of BENCH_SCALE entities (default 20000) and one draft, the drafts
// server over it (the shells and assets of the sample build in dist/: they depend on the page,
// not the content), then a warm render of BENCH_DRAFT_PAGES pages of every kind and the heap over
// 500 requests. Prints both against the targets: ≤ 1 s a page warm, memory flat.
// The draft content is kept in .preview/bench-<scale>/, so a second run starts warm. With no
// published build here (a fresh clone), it makes the sample one first, as `npm run build` does.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { publishedRelease } from '../../publishing/publish.js'
import { runIn } from '../../publishing/testing.js'
import { startDraftsServer } from '../../publishing/drafts/server.js'
import { contentDirOf } from '../../publishing/drafts/content.js'
import { previewSessionCookie } from '../../publishing/drafts/testing.js'
import { localeCodes } from '../../shared/config/locales.js'
import { path as routePath } from '../../shared/config/routes.js'
import { generateDataset } from '../sample-api/generate.js'
import { samplePreviewToken, startSampleApi } from '../sample-api/server.js'
import { benchDraftPages, benchScale } from './command.js'

const scale = Number(process.env[benchScale.name] ?? benchScale.default)
const pagesWanted = Number(process.env[benchDraftPages.name] ?? benchDraftPages.default)
const requests = 500
const secret = 'bench-preview-secret-0123456789'

const mb = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`
const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0

/** Some paths of every item kind in both locales, and the list pages' first pages. */
function samplePaths(contentDir: string): string[] {
  const lists = ['home', 'blog', 'services', 'people', 'seminars', 'glossary'] as const
  const out = localeCodes.flatMap((locale) => lists.map((key) => routePath(key, locale)))
  for (const locale of localeCodes) {
    const paths: unknown = JSON.parse(readFileSync(join(contentDir, locale, 'itemPaths.json'), 'utf8'))
    if (typeof paths !== 'object' || paths === null) continue
    for (const items of Object.values(paths)) {
      if (!Array.isArray(items)) continue
      for (const item of items.slice(0, 4)) if (typeof item === 'object' && item !== null && 'path' in item && typeof item.path === 'string') out.push(item.path)
    }
  }
  return out.slice(0, pagesWanted)
}

if (!publishedRelease()) {
  console.log('no published build (dist): building the sample site first (npm run build, the embedded sample API)')
  const built = await runIn(resolve('.'), ['build'], { CONTENT_API_URL: '' })
  if (built.code !== 0) throw new Error(`the sample build failed:\n${built.out.slice(-3000)}`)
}

const started = performance.now()
const dataset = generateDataset({ scale, seed: '1' })
const dataDir = mkdtempSync(join(tmpdir(), 'bench-drafts-api-'))
const api = await startSampleApi({ port: 0, dataDir, dataset })
const post = dataset.blogPosts[0]
if (post?.cs) api.drafts.apply({ kind: 'blogPosts', id: post.id, locale: 'cs', patch: { title: 'Koncept pro měření náhledu' } })
const workDir = resolve(`.preview/bench-${scale}`)
const server = await startDraftsServer({ secret, apiUrl: api.url, token: samplePreviewToken, workDir })
const cookie = await previewSessionCookie(server.url, secret)
console.log(`drafts server over --scale ${scale} ready in ${((performance.now() - started) / 1000).toFixed(1)} s (dataset, API, draft content, renderer)`)

/** The answer's time, and the server's own (Server-Timing: `render` or `cache`, and its duration). */
const get = async (path: string): Promise<{ status: number; ms: number; server: string; serverMs: number }> => {
  const t = performance.now()
  const res = await fetch(server.url + path, { headers: { cookie } })
  await res.arrayBuffer()
  const [, kind = '', dur = '0'] = /^(\w+);dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '') ?? []
  return { status: res.status, ms: performance.now() - t, server: kind, serverMs: Number(dur) }
}
const summary = (xs: number[]) => `median ${percentile(xs, 50).toFixed(0)} ms, p95 ${percentile(xs, 95).toFixed(0)} ms, max ${Math.max(...xs).toFixed(0)} ms`

try {
  const paths = samplePaths(contentDirOf(workDir))
  // One page of each kind first (its code and the per-locale values it reads), then every page's
  // first render, then the same pages again (the preview keeps a page until the drafts change).
  const renders: number[] = []
  const slowest: [number, string][] = []
  for (const p of paths) {
    const first = await get(p)
    if (first.status !== 200) throw new Error(`${p}: ${first.status}`)
    if (first.server === 'render') slowest.push([first.serverMs, p])
  }
  slowest.sort((a, b) => b[0] - a[0])
  for (const [ms] of slowest) renders.push(ms)
  const again: number[] = []
  for (const p of paths) again.push((await get(p)).ms)
  const worst = Math.max(...again)
  console.log(
    `render of ${paths.length} pages (first view of each, in the server): ${summary(renders)}; slowest ${slowest
      .slice(0, 3)
      .map(([ms, p]) => `${p} ${ms.toFixed(0)} ms`)
      .join(', ')}`,
  )
  console.log(`warm answer of the same pages (viewed again, drafts unchanged): ${summary(again)} (target ≤ 1000 ms: ${worst <= 1000 ? 'met' : 'MISSED'})`)

  const heap: string[] = []
  let first = 0
  let last = 0
  for (let i = 1; i <= requests; i++) {
    await get(paths[i % paths.length] ?? '/')
    if (i % 100 === 0) {
      globalThis.gc?.()
      const used = process.memoryUsage().heapUsed
      if (i === 100) first = used
      last = used
      heap.push(`${i}: ${mb(used)}`)
    }
  }
  const growth = (last - first) / first
  console.log(
    `heap over ${requests} requests (API and server in one process): ${heap.join(', ')} — ${(growth * 100).toFixed(1)} % from 100 to ${requests} (flat: ${Math.abs(growth) < 0.1 ? 'yes' : 'NO'})`,
  )
} finally {
  await server.close()
  await api.close()
  rmSync(dataDir, { recursive: true, force: true })
}
