// `npm run content [-- --cache [--full]]`: pulls the content over HTTP into content/generated.
// --cache goes through the API's change feed and the answer cache in .cache/ (only what changed is
// fetched; media already downloaded are kept); --full with it starts the cache afresh; --verify with
// it revalidates every answer and reports what the feed missed (verify.ts).
// --wait (with --cache) loads everything, reads the answer cache and validates what no earlier run of
// this code validated (incremental.ts trustValidated), reads the render cache and the previous
// output (run.ts prepareRun), then waits for
// one line on stdin, `incremental`, `verify` (as --verify) or `full` (as --full): the build starts it at once
// and says which once it knows, so the process starts while the build reads its state (a
// webhook's rebuild, started ahead, starts it while it waits). Stdin closed without a line: exit, no run.
// --drafts (the editors' preview only: publishing/drafts/) reads the API's draft view with the token in
// CONTENT_API_TOKEN, into CONTENT_OUT_DIR, which must not be the build's content/generated.
// With CONTENT_API_URL set it reads that API; otherwise it starts the sample API on a free
// loopback port, pulls from it over real HTTP (the same path a real CMS takes) and stops it.
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { localeCodes } from '../shared/config/locales.js'
import { PipelineError } from './issues.js'
import { generatedDir, type Manifest } from './model.js'
import { firstStdinLine } from '../shared/stdin.js'
import { contentSourceId, recordVerified, verifiedFile } from './verify.js'
import { parseCommandLine } from '../shared/command-line.js'
import { contentCommand } from './command.js'
import { markdownCache as markdownCacheSetting } from './settings.js'

const root = fileURLToPath(new URL('..', import.meta.url))

function countsTable(counts: Manifest['counts']): string {
  const header = ['kind', ...localeCodes]
  const rows = Object.entries(counts).map(([kind, byLocale]) => [kind, ...localeCodes.map((l) => String(byLocale[l] ?? '–'))])
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  const line = (cells: string[]) => '  ' + cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ')
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n')
}

export const sourceCacheFile = '.cache/content-source.json'

async function main(): Promise<number> {
  const { values } = parseCommandLine(contentCommand)
  // Loaded once the command line is read: --help and a mistake need none of the pipeline.
  const [{ prepareSource }, { prepareRun, runPipeline }] = await Promise.all([import('./incremental.js'), import('./run.js')])
  const flags = { cache: values.cache === true, full: values.full === true, verify: values.verify === true, wait: values.wait === true, drafts: values.drafts === true }
  const external = process.env.CONTENT_API_URL?.trim()
  const outDir = resolve(root, process.env.CONTENT_OUT_DIR ?? generatedDir)
  // The draft view has an answer cache of its own, beside its output (never the build's).
  const cacheFile = flags.drafts ? resolve(outDir, '..', 'content-source.json') : resolve(root, sourceCacheFile)
  const sourceId = `${flags.drafts ? 'drafts:' : ''}${contentSourceId(process.env)}`
  // Done while waiting; used only by an incremental run, and only if the file is still the one read.
  const stopPreparing = new AbortController()
  let prepared = false
  let preparing =
    flags.wait && flags.cache
      ? prepareSource(cacheFile, sourceId, stopPreparing.signal).then(
          (p) => {
            prepared = true
            return p
          },
          () => undefined,
        )
      : undefined
  const draftsToken = process.env.CONTENT_API_TOKEN?.trim()
  if (flags.drafts && (!external || !draftsToken || outDir === resolve(root, generatedDir))) {
    // Drafts never reach the published build: they need an API, its token and a folder of their own.
    console.error('--drafts needs CONTENT_API_URL, CONTENT_API_TOKEN and a CONTENT_OUT_DIR other than content/generated')
    return 1
  }
  const cacheSetting = process.env[markdownCacheSetting.name]?.trim() || markdownCacheSetting.default
  const markdownCache = cacheSetting === 'off' ? undefined : resolve(root, cacheSetting)
  // The render cache and the previous output are read while waiting too (run.ts prepareRun).
  const preparedRun = flags.wait ? prepareRun(outDir, markdownCache) : undefined
  if (flags.wait) {
    const go = await firstStdinLine()
    if (go === '') return 0
    if (go !== 'full' && go !== 'incremental' && go !== 'verify') throw new Error(`--wait expects "full", "incremental" or "verify" on stdin, not ${JSON.stringify(go)}`)
    flags.full = go === 'full'
    flags.verify = go === 'verify'
    // Used when it was done before the word (a webhook's rebuild waits that long). Still under
    // way (a build from the command line sends its word within a second): its validation stops,
    // so the run validates what is left as the API answers, which overlaps the two; the cache
    // it is reading is the run's (reading it again beside it cost as much again).
    if (!prepared || flags.full) stopPreparing.abort()
    if (flags.full) preparing = undefined
  }
  const started = performance.now()
  let stopApi: (() => Promise<void>) | undefined
  let apiUrl: string
  let sourceLabel: string
  if (external) {
    apiUrl = external
    sourceLabel = external
  } else {
    const { startSampleApi } = await import('../tools/sample-api/server.js')
    const api = await startSampleApi({ port: 0, host: '127.0.0.1' })
    stopApi = () => api.close()
    apiUrl = api.url
    // The port is random; naming it would make every manifest differ.
    sourceLabel = 'sample-api'
    console.log(`sample API started at ${api.url} (set CONTENT_API_URL to use a real one)`)
  }
  const workersSetting = process.env.CONTENT_WORKERS?.trim()
  const workers = workersSetting ? Number(workersSetting) : undefined
  if (workers !== undefined && !(Number.isInteger(workers) && workers >= 0)) {
    console.error(`CONTENT_WORKERS must be a whole number ≥ 0 (0: render Markdown in the main thread), not ${JSON.stringify(workersSetting)}`)
    return 1
  }
  try {
    if (flags.cache && flags.full) rmSync(cacheFile, { force: true })
    const ready = await preparing
    preparing = undefined
    const result = await runPipeline({
      apiUrl,
      outDir,
      sourceLabel,
      log: (line) => console.log(line),
      ...(flags.cache ? { incremental: { cacheFile, sourceId, reuseMedia: !flags.full, ...(ready ? { prepared: ready } : {}), ...(flags.verify ? { verify: true } : {}) } } : {}),
      ...(markdownCache ? { markdownCache } : {}),
      ...(preparedRun ? { prepared: preparedRun } : {}),
      ...(workers === undefined ? {} : { workers }),
      ...(flags.drafts && draftsToken ? { http: { draftsToken } } : {}),
    })
    // A run that asked the API for everything has checked the feed: the next verification is due an interval from now.
    if (flags.cache && (flags.full || flags.verify)) recordVerified(resolve(root, verifiedFile), sourceId, new Date(started + performance.timeOrigin))
    console.log(`\n${countsTable(result.counts)}\n`)
    if (result.warnings.length) {
      console.log(`${result.warnings.length} warning(s):`)
      for (const w of result.warnings) console.log(`  ! ${w}`)
    }
    console.log(
      `wrote ${result.files.length} files and ${result.media} media files to ${outDir} ` +
        `(${result.requests.total} requests, ${result.requests.retries} retries) in ${Math.round(performance.now() - started)} ms`,
    )
    return 0
  } catch (err) {
    if (err instanceof PipelineError) {
      console.error(`\ncontent pipeline failed (${err.stage}) with ${err.errors.length} error(s); nothing was written:`)
      for (const e of err.errors) console.error(`  ✗ ${e}`)
      if (err.warnings.length) {
        console.error(`and ${err.warnings.length} warning(s):`)
        for (const w of err.warnings) console.error(`  ! ${w}`)
      }
    } else {
      console.error(`\ncontent pipeline failed; nothing was written:\n  ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`)
    }
    console.error(`total ${Math.round(performance.now() - started)} ms`)
    return 1
  } finally {
    await stopApi?.()
  }
}

// Exits as soon as the run is done: the build waits for this process, and letting the Markdown
// worker threads and the rest of the event loop wind down was a measurable part of a rebuild. What the
// run writes is awaited before main returns; stdout and stderr to a pipe are synchronous on Linux.
process.exit(await main())
