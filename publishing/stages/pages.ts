// The list, changes and pages stages: the page worker lists every page (the pages' own
// +onBeforePrerenderStart hooks), a rebuild asks it which read sets hold a changed key, and worker
// threads (one per core) render the pages the plan names and write each at once.
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { variantSource } from '../../hosting/compression.js'
import { fileForUrl } from '../../hosting/staticFiles.js'
import { indexRoot } from '../../search/paths.js'
import { keysToAsk, type ChangedKeys, type PagePlan } from '../plan.js'
import type { RunPlan } from '../plan-run.js'
import { progress } from '../progress.js'
import { existsIn, type Release } from '../publish.js'
import { changedKeys, listPages, renderPages, type PoolResult } from '../../renderer/render/pool.js'
import type { ChromeFile } from '../../renderer/render/renderUrl.js'
import type { Shell } from '../../renderer/render/shell.js'
import type { PageTask, PageRecord } from '../../renderer/render/writer.js'
import { countPages } from '../report.js'
import { checkLinks } from '../link-check.js'
import type { BuildState } from '../state.js'
import { pageFacts } from './next-state.js'
import { renderBundle } from './paths.js'
import type { Run } from './run.js'

export type Listing = { tasks: PageTask[]; chrome: ChromeFile[]; mapContent: string }

/**
 * A rebuild's listing, asked of the worker started ahead before the media stage: the worker lists
 * the pages while this thread links the media (its file system calls are synchronous) and finds
 * the read sets to ask about (keysToAsk). The run awaits it before it releases the worker.
 */
export function startListing(run: Run, hashes: Record<string, string>): Promise<Listing> {
  const listing = listPages(renderBundle(), hashes)
  listing.catch(() => {})
  run.listing = listing
  return listing
}

/** The page list, and the chrome files the pages will name, written before the pages (they link to them, and the link check knows the files that exist). */
export async function listStage(run: Run, release: Release, hashes: Record<string, string>, listing: Promise<Listing> | null): Promise<Listing> {
  return run.stage(
    'list',
    async () => {
      const listed = await (listing ?? listPages(renderBundle(), hashes))
      writeChromeFiles(release, listed.chrome)
      return listed
    },
    (l) => `${l.tasks.length} pages`,
  )
}

/**
 * Which of the keys the published read sets hold differ now, as the worker that listed the pages
 * finds them (it hashes what they name): a fact the planner decides the pages with (planPages).
 */
export async function changesStage(run: Run, state: BuildState, changedFiles: readonly string[], asking: ReturnType<typeof keysToAsk>): Promise<ChangedKeys> {
  const { keys, sets, hashes, derived } = asking
  return run.stage(
    'changes',
    async () => ({ readSets: state.readSets, asked: sets, keys: await changedKeys([...keys], { changedFiles: [...changedFiles], hashes, derived }) }),
    (c) => `${c.keys.size} of ${keys.size} keys asked about changed (${sets.length} of ${state.readSets.length} read sets read a changed file)`,
  )
}

/** The published pages a rebuild removes go from the release when its staging folder is committed. */
export function stageRemovals(release: Release, removed: PagePlan['removed']): void {
  for (const { url } of removed) release.removals?.push(`client/${fileForUrl(url)}`)
}

export type PagesInput = {
  plan: Pick<RunPlan, 'incremental'>
  release: Release
  pages: PagePlan
  hashes: Record<string, string>
  /** Every path pages may link to besides pages. */
  statics: string[]
  /** The published state a rebuild renders over. */
  state: BuildState | null
  /** The shells of a bundle from the cache (publishing/bundle-cache.ts); else derived from Vike's pages. */
  cachedShells: Record<string, Shell> | null
}

/** The pages Vike pre-rendered in the bundle stage (one per route key and locale): the shells are derived from them. */
export function vikeSamples(clientDir: string, tasks: PageTask[]) {
  return tasks.filter((j) => existsSync(join(clientDir, fileForUrl(j.url)))).map((j) => ({ ...j, file: fileForUrl(j.url) }))
}

export async function pagesStage(run: Run, input: PagesInput, samples: ReturnType<typeof vikeSamples>): Promise<PoolResult> {
  const { plan, state, pages } = input
  const toRender = pages.render
  // The index is needed only once the pages are written and checked. With many pages to render
  // (the newest post: ~315 at --scale 20000) the pages are what the run
  // waits for, and the search step takes at a lower priority the
  // CPU they leave; with a few, the index is, and it keeps its share.
  if (plan.incremental && toRender.length >= 100) run.helpers.search?.yieldCpu()
  const bar = progress('pages')
  const pool = await run.stage(
    'pages',
    () =>
      renderPages({
        bundleFile: renderBundle(),
        tasks: toRender,
        fileHashes: input.hashes,
        setup: {
          clientDir: join(input.release.dir, 'client'),
          validPaths: [...pages.current, ...input.statics],
          previous: pages.keepIfSame,
        },
        shells: plan.incremental && state ? { known: state.shells } : input.cachedShells ? { known: input.cachedShells } : { derive: samples },
        onProgress: (done, total) => bar.update(done, total),
      }),
    (p) =>
      plan.incremental
        ? `${p.records.length} pages' data recomputed by ${p.workers} workers, ${p.records.filter((r) => r.written).length} changed, rendered and written`
        : `${p.records.length} rendered by ${p.workers} workers (${input.cachedShells ? 'shells of the cached bundle' : `checked against ${samples.length} pages Vike rendered`})`,
  )
  bar.done()
  return pool
}

/**
 * The layout's chrome per locale (page-data/chrome.ts), named by its hash. A file already there is
 * the same file; the others in the folder belong to a previous content and go (a rebuild's
 * commit removes them from the published release).
 */
function writeChromeFiles(release: Release, files: ChromeFile[]): void {
  const folders = new Set(files.map((f) => dirname(f.path)))
  for (const folder of folders) {
    const dir = join(release.base ?? release.dir, 'client', folder)
    mkdirSync(join(release.dir, 'client', folder), { recursive: true })
    const keep = new Set(files.filter((f) => dirname(f.path) === folder).map((f) => f.path.slice(folder.length + 1)))
    for (const name of existsSync(dir) ? readdirSync(dir) : []) {
      if (keep.has(variantSource(name))) continue
      if (release.base) release.removals?.push(`client/${folder}/${name}`)
      else rmSync(join(dir, name), { force: true })
    }
  }
  for (const f of files) {
    if (!existsIn(release, `client/${f.path}`)) writeFileSync(join(release.dir, 'client', f.path), f.json)
  }
}

/**
 * Paths pages may link to besides pages: assets, media, public files. Not the search indexes,
 * which only scripts fetch (and which a rebuild writes while the pages render). A rebuild's: the
 * published release's (kept in its state) and what the staging folder adds.
 */
export function linkablePaths(release: Release, state: BuildState | null, incremental: boolean): string[] {
  const clientDir = join(release.dir, 'client')
  if (!incremental) return staticPaths(clientDir)
  return [...new Set([...(state?.staticPaths ?? staticPaths(join(release.base ?? release.dir, 'client'))), ...staticPaths(clientDir)])].sort()
}

function staticPaths(clientDir: string): string[] {
  const out: string[] = []
  const skip = join(clientDir, ...indexRoot.split('/').filter(Boolean))
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, e.name)
      if (full === skip) continue
      if (e.isDirectory()) walk(full)
      else if (!e.name.endsWith('.html')) out.push('/' + relative(clientDir, full).split(sep).join('/'))
    }
  }
  if (existsSync(clientDir)) walk(clientDir)
  // Written by later stages of this build.
  out.push('/sitemap.xml', '/robots.txt')
  return out
}

/**
 * The release's pages after this run (a rebuild's: with the published ones it kept), counted
 * into the report, and the pages this run wrote.
 */
export function tallyPages(run: Run, results: PoolResult['records'], current: ReadonlySet<string>, over: BuildState | null, removed: number) {
  const records = pageFacts(results, current, over)
  const written = results.filter((r): r is PageRecord => r.written)
  countPages(run.report, records, { rendered: results.length, written: written.length, removed })
  return { records, written }
}

/** Every internal link and #fragment of the pages this run wrote resolves. */
export async function checkStage(run: Run, release: Release, written: PageRecord[], current: Set<string>): Promise<void> {
  await run.stage(
    'check',
    () => checkLinks(release, written, current),
    (n) => `${n} pages checked`,
  )
}
