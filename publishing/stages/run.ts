// One run of the build: its options, its log, its report, the stage runner that times each named
// stage, and what it holds until it ends (the build lock, the signal handlers, the helper
// processes started ahead, the folder it writes). publishing/stages.ts opens it, runs the stages with
// it and closes it.
import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Child, WaitingProcess } from '../children.js'
import { acquireLock, buildRoot, discard, type Release } from '../publish.js'
import { releaseSpareWorker } from '../../renderer/render/pool.js'
import { emptyReport, summary, type BuildReport, type StageReport } from '../report.js'
import { rssSampler } from '../rss.js'
import type { Decision, PlanOptions } from '../plan-run.js'
import type { Shard } from '../sharding.js'
import type { StateAhead } from '../state.js'
import { searchStagingOf } from './paths.js'

/** What the command line asks (PlanOptions: the mode, a shard, a merge, the guards' switches) and what the run is given. */
export type BuildOptions = PlanOptions & {
  log?: (line: string) => void
  /** Render only this shard of the pages into its folder (shards.ts); no publish. */
  shard?: Shard
  /** Assemble these shard folders and finish the build from them. */
  merge?: string[]
  /** The content stage's process, started ahead (startContentProcess); the run owns it from here. */
  contentProcess?: WaitingProcess
  /**
   * A rebuild's search step, started ahead (startSearchProcess) like the page worker that lists
   * the pages (render/pool.ts startListWorker): a run that turns out not to be incremental stops both.
   */
  searchProcess?: WaitingProcess
  /** A webhook's rebuild: the published state, read while it waited (publishing/state.ts readStateAhead). */
  stateAhead?: StateAhead
  /** The code fingerprint a webhook's rebuild took at its word (publishing/code.ts): not hashed again. */
  codeAtStart?: string
  /** Publish even when more pages of a type go than publishing/removal-guard.ts allows (an intended clean-up). */
  allowRemovals?: boolean
}

/**
 * The content stage's process and a rebuild's search step, both started early (stages/helpers.ts);
 * stopped if the run ends without them. `searchIndexed`: settles when the search step has written
 * the index (it then saves its documents for the next run: search/saved-docs.ts, which the run
 * lets it finish).
 */
export type Helpers = { search: Child | null; searchIndexed: Promise<void> | null; searchSaving: boolean; content: Child | null; started: boolean }

export type Run = {
  readonly options: BuildOptions
  readonly log: (line: string) => void
  readonly report: BuildReport
  readonly helpers: Helpers
  /** The folder the run writes, once made: discarded if the run fails or is stopped. */
  release: Release | null
  /** A commit under way is left to its journal when a signal stops the run (the next run finishes it). */
  committing: boolean
  /** A rebuild's page list, asked of the worker before the media stage (awaited before the worker is released). */
  listing: Promise<unknown> | null
  /** The plan's decisions into the report (`plan.decisions`), in the order made. */
  decide(decisions: readonly Decision[]): void
  /** Runs `fn` as the stage `name`: logged, timed, its peak memory and `note` in the report. */
  stage<T>(name: string, fn: () => Promise<T> | T, note?: (value: T) => string): Promise<T>
  /** The report with its time, peak memory and time a page filled in. */
  finalize(): BuildReport
  /** finalize, and the summary logged: what runBuild returns. */
  finish(): BuildReport
  /** A failed run: the search step writing into its folder stopped, the folder discarded, the published site unchanged. */
  fail(err: unknown): Promise<BuildReport>
  /** Ends the run whatever happened: helpers stopped (or left to save the search documents), the lock released. */
  close(): Promise<void>
}

/** The last run's report, whatever its end: a refused run's counts are there (docs/scheduling.md). */
export const lastReportFile = join(buildRoot, 'last-report.json')

/** Takes the build lock (throws if another run holds it) and handles SIGINT and SIGTERM until close(). */
export function openRun(options: BuildOptions): Run {
  const log = options.log ?? ((line: string) => console.log(line))
  const started = performance.now()
  const rss = rssSampler()
  const report = emptyReport(options.mode)
  const helpers: Helpers = { search: null, searchIndexed: null, searchSaving: false, content: null, started: false }
  const unlock = acquireLock()
  // Stopped by a signal (a scheduler's timeout, Ctrl-C): drop the unfinished release and the lock
  // (a commit under way is left to its journal: the next run finishes it).
  const onSignal = (signal: NodeJS.Signals) => {
    if (run.release && !run.committing) discard(run.release)
    helpers.search?.stop()
    helpers.content?.stop()
    unlock()
    log(`✗ ${signal}: build stopped; the published site is unchanged`)
    process.exit(130)
  }
  const run: Run = {
    options,
    log,
    report,
    helpers,
    release: null,
    committing: false,
    listing: null,
    decide(decisions) {
      report.plan.decisions.push(...decisions)
    },
    async stage(name, fn, note) {
      const t = performance.now()
      const stageRss = rssSampler()
      log(`▸ ${name}`)
      try {
        const value = await fn()
        const entry: StageReport = { name, ms: Math.round(performance.now() - t), peakRssMb: stageRss.peak() }
        const text = note?.(value)
        if (text) entry.note = text
        report.stages.push(entry)
        log(`  ${name}: ${entry.ms} ms, peak ${entry.peakRssMb} MB${text ? ` — ${text}` : ''}`)
        return value
      } finally {
        stageRss.stop()
      }
    },
    finalize() {
      report.ms = Math.round(performance.now() - started)
      report.peakRssMb = Math.max(rss.peak(), ...report.stages.map((s) => s.peakRssMb))
      report.msPerPage = report.pages.total ? Number((report.ms / report.pages.total).toFixed(3)) : 0
      return report
    },
    finish() {
      run.finalize()
      log(summary(report))
      // Every run's report, a refused or failed one too (the published release keeps only its own).
      writeFileSync(lastReportFile, JSON.stringify(report, null, 2) + '\n')
      return report
    },
    async fail(err) {
      report.ok = false
      report.error = err instanceof Error ? err.message : String(err)
      // A rebuild's search step writes into the staging folder beside the pages: a run refused
      // before them (the removal guard) stops it first, or removing the folder meets its new files.
      const search = helpers.search
      if (search?.alive()) {
        search.stop()
        await search.done.catch(() => {})
      }
      if (run.release) {
        discard(run.release)
        rmSync(searchStagingOf(run.release), { recursive: true, force: true })
      }
      log(`✗ build failed: ${report.error}`)
      log('  the published site is unchanged')
      return run.finish()
    },
    async close() {
      // A search step that wrote the index is saving its documents: let it (a failure there only
      // costs the next run the time to make them again).
      const search = helpers.search
      if (search?.alive() && report.ok && helpers.searchSaving) await search.done.catch((err: unknown) => log(`  search documents not saved: ${err instanceof Error ? err.message : String(err)}`))
      else search?.stop()
      helpers.content?.stop()
      // A listing still under way (the media stage failed) would keep its worker: it ends first.
      await run.listing?.catch(() => {})
      await releaseSpareWorker()
      process.off('SIGINT', onSignal)
      process.off('SIGTERM', onSignal)
      unlock()
      rss.stop()
    },
  }
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)
  return run
}

/** A run that ends before it writes anything: the published release stays, and the report says why. */
export function nothingToDo(run: Run, releaseId: string | null, what: { log: string; reason: string }): BuildReport {
  run.log(what.log)
  run.report.ok = true
  run.report.release = releaseId
  run.report.changes = { contentFiles: [], rerendered: [], removed: [], reason: what.reason }
  return run.finish()
}
