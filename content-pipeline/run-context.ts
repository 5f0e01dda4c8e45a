// What every step of a run (run.ts) shares: its options, its log, the issues it collects and its
// HTTP client. One value a run owns, passed to each step; nothing of it outlives the run.
import type { ConditionalHttpClient, HttpOptions } from './fetch.js'
import { createHttpClient, httpOptionsFromEnv } from './fetch.js'
import type { ImageOptions } from './images.js'
import { Issues, PipelineError } from './issues.js'
import type { MediaPrelink } from './media.js'
import type { PreparedSource } from './incremental.js'
import type { PreparedRun } from './prepare-run.js'

export type RunOptions = {
  /** Base address of the content API, e.g. `https://cms.example` (paths start with /api/). */
  apiUrl: string
  /** The output folder, e.g. `content/generated`. */
  outDir: string
  log?: (line: string) => void
  /** What manifest.json names as the source (defaults to apiUrl). */
  sourceLabel?: string
  /** Overrides of the HTTP client's settings (env CONTENT_TIMEOUT_MS/CONTENT_CONCURRENCY apply first). */
  http?: Partial<HttpOptions>
  /**
   * Fetch through the change feed and the answer cache (incremental.ts); the cache is written once
   * the output is committed. Media already in the previous output are kept, not downloaded again
   * (a media path's bytes never change: docs/content-api.md, Media), when this pipeline code made it.
   */
  incremental?: { cacheFile: string; sourceId: string; reuseMedia: boolean; prepared?: PreparedSource; verify?: boolean }
  /** Folder of the Markdown render cache (markdown-cache.ts), e.g. `.cache/markdown`; none: render every field. */
  markdownCache?: string
  /** Worker threads rendering Markdown (default: one per core; 0: in this thread). */
  workers?: number
  /** Responsive image variants (images.ts): cache folder (default `.cache/images`; null: encode every image) and concurrency. */
  images?: Partial<ImageOptions>
  /** The render cache and the previous output read ahead (prepareRun), for the same outDir and markdownCache. */
  prepared?: PreparedRun
}

export type RunContext = {
  options: RunOptions
  log: (line: string) => void
  /** A stage's line: what, detail, the time since the start and the CPU time used so far (all threads). */
  line: (what: string, detail: string) => void
  since: () => number
  issues: Issues
  client: ConditionalHttpClient
  /** The error that stops the run at `stage` with every error collected so far. */
  stop: (stage: string) => PipelineError
  /** Media linked ahead (media.ts prelinkMedia); discarded unless the media stage takes them. */
  ahead: { prelink: MediaPrelink | null }
}

export function runContext(options: RunOptions): RunContext {
  const started = performance.now()
  const log = options.log ?? (() => {})
  const since = () => Math.round(performance.now() - started)
  const cpu = () => {
    const used = process.cpuUsage() // this process's threads, the render workers included
    return `${((used.user + used.system) / 1e6).toFixed(1)} s`
  }
  const issues = new Issues()
  return {
    options,
    log,
    line: (what, detail) => log(`  ${what.padEnd(18)} ${detail.padEnd(22)} ${String(since()).padStart(6)} ms  (cpu ${cpu()})`),
    since,
    issues,
    client: createHttpClient(options.apiUrl, { ...httpOptionsFromEnv(), ...options.http }),
    stop: (stage) => new PipelineError(stage, issues.errors, issues.warnings),
    ahead: { prelink: null },
  }
}
