// The build-time content pipeline: fetch everything → validate → normalize → Markdown/links →
// media → write. Any error stops the run with the complete list and writes nothing (the
// previous output stays byte-identical); warnings are returned for the CLI to show.
// The run goes in three phases, each a module: the source (run-source.ts: fetch, the reuse plan,
// normalize), the render (run-render.ts) and the write (run-write.ts: media, images, files). Each
// phase is a function of its own, so what it no longer needs is collected when it returns: the
// API's answers once normalized, the normalized items (with their Markdown) once rendered.
import { byEndpoint } from './issues.js'
import type { ImageStats } from './images.js'
import type { IncrementalSource } from './incremental.js'
import type { Manifest } from './model.js'
import { openCache } from './prepare-run.js'
import type { RenderStats } from './render.js'
import type { FetchPlan, LatePlan, ReusePlan } from './reuse-plan.js'
import { runContext, type RunOptions } from './run-context.js'
import { renderStep } from './run-render.js'
import { sourceStep } from './run-source.js'
import { writeStep } from './run-write.js'
import { contentKindNames } from './schemas/changes.js'
import type { ContentKind } from './schemas/endpoints.js'

export type { RunOptions } from './run-context.js'
export { type PreparedRun, prepareRun } from './prepare-run.js'
export { formatProgress } from './run-source.js'

export type RunResult = {
  counts: Manifest['counts']
  warnings: string[]
  ms: number
  media: number
  files: string[]
  requests: { total: number; retries: number }
  /** How the source was fetched: `full`, or through the change feed (`unchanged`/`incremental`). */
  fetch: { mode: IncrementalSource['mode'] | 'plain'; changed: number; reason: string | null }
  cursor: string | null
  render: RenderStats
  images: ImageStats
  /** Content kinds whose files were linked from the previous output as they were (reuse.ts). */
  reused: ContentKind[]
  /** Content kinds a narrow run did not read at all (incremental.ts): their cached answers stayed unparsed. */
  notRead: ContentKind[]
  /** A verifying run's finding (verify.ts), as the manifest has it; undefined when the run did not verify. */
  verified?: Manifest['verified']
  /** What the run decided and why (reuse-plan.ts): how each kind was fetched (null: not through the feed), what was reused, what rendered late. */
  plan: { fetch: FetchPlan | null; reuse: ReusePlan; late: LatePlan }
}

export async function runPipeline(options: RunOptions): Promise<RunResult> {
  const run = runContext(options)
  const { log, line, issues } = run
  // Read while the API is asked (a warm cache is tens of megabytes), or before (prepared).
  const ready = options.prepared
  const opening = ready
    ? ready.cache.then((cache) => {
        for (const line of ready.lines) log(line)
        return cache
      })
    : openCache(options.markdownCache, log)
  // Loaded while the API is asked too, not before the run starts (sharp is slow to load).
  const imagesModule = import('./images.js')
  imagesModule.catch(() => {})

  const rendering = async () => {
    try {
      return await renderStep(run, opening, await sourceStep(run))
    } catch (err) {
      run.ahead.prelink?.discard()
      throw err
    }
  }
  const made = await rendering()
  const { stats, skipped, partly, cache } = made
  line(
    'rendered',
    `${stats.fields} fields${skipped.length ? ` (${skipped.length} kinds taken from the previous output)` : ''}${stats.itemsTaken ? ` (${stats.itemsTaken} items of ${partly.join(', ')} taken from the previous output)` : ''}`,
  )
  log(`    ${stats.cached} from the cache, ${stats.rendered} rendered${stats.workers ? ` on ${stats.workers} worker threads` : ''}, ${stats.reused} repeated a field rendered here`)
  // Saved even if the run stops: it holds only fields that rendered without any message. A run
  // that skipped kinds keeps their entries (it did not look them up).
  let saving: Promise<void> | undefined
  const saveCache = () => {
    if (skipped.length > 0 || stats.itemsTaken > 0) cache?.keepLoaded()
    saving ??= cache?.save().then(
      (written) => line('render cache', written ? 'saved' : 'unchanged'),
      (err: unknown) => log(`  render cache not saved: ${err instanceof Error ? err.message : String(err)}`),
    )
  }
  try {
    if (issues.failed) throw run.stop('normalize/render')
    const written = await writeStep(run, made, imagesModule, saveCache)
    return {
      counts: made.counts,
      warnings: byEndpoint(issues.warnings),
      ms: run.since(),
      media: written.media.length,
      files: written.files,
      requests: { total: run.client.stats.requests, retries: run.client.stats.retries },
      fetch: made.fetched,
      cursor: written.manifest.cursor,
      render: stats,
      images: written.images,
      reused: written.late.taken,
      notRead: contentKindNames.filter((kind) => made.notRead.kinds.includes(kind)),
      ...(made.verified ? { verified: made.verified } : {}),
      plan: { fetch: made.fetchPlan, reuse: made.plan, late: written.late },
    }
  } finally {
    run.ahead.prelink?.discard()
    saveCache()
    await saving
  }
}
