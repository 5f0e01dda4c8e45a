// The build, in named stages. `npm run build`, `npm run rebuild`, shards and the benchmark all
// run this flow; a newcomer reads the whole of it here:
//
//   content    the pipeline pulls, validates and writes content/generated (a child process)
//   bundle     `vike build`: client assets, then `vike prerender`: Vike's own pre-render of one page
//              per route and locale; Vite compiles the page renderer (build/render/) for Node
//   pages      worker threads (one per core) render every page and write it at once; Vike's
//              pages are the reference the renderer must match byte for byte
//   sitemap    sitemap.xml and robots.txt from the pages' heads
//   search     the search indexes (search/)
//   redirects  the 301 map, validated, and every host's files (redirects/)
//   check      every internal link and #fragment of every page resolves
//   compress   .br and .gz beside every text file this run changed that has none yet (build/compress.ts;
//              the page writers compress the pages they write themselves)
//   publish    the release folder becomes `dist` in one rename (build/publish.ts)
//
// A rebuild runs the same stages into a staging folder over the published release, renders only
// the pages whose content files changed (the dependency map) and whose data then differs, and
// commits the files it wrote over the release once every check passed (build/publish.ts).
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fetchChanges } from '../content-pipeline/changes.js'
import { createHttpClient, httpOptionsFromEnv } from '../content-pipeline/fetch.js'
import { generatedDir, type Manifest } from '../content-pipeline/model.js'
import { folderMaker, linkOrCopy } from '../shared/files.js'
import { mediaFile, readDownloadedMedia } from '../content-pipeline/media.js'
import { fileForUrl, resolveStaticIn } from '../hosting/staticFiles.js'
import { variantSource, withVariants } from '../hosting/compression.js'
import {
  acquireLock,
  buildRoot,
  commit,
  hostFiles,
  discard,
  existsIn,
  finishInterruptedCommit,
  newRelease,
  newStaging,
  publish,
  publishedRelease,
  pruneReleases,
  stagedDelta,
  staleStagingFolders,
  type Release,
} from './publish.js'
import { progress } from './progress.js'
import { compressCacheDir, compressRelease, pruneCompressCache } from './compress.js'
import { changedKeys, listPages, releaseSpareWorker, renderPages, startListWorker, type PoolResult } from './render/pool.js'
import type { PageJob, PageRecord, WriterResult } from './render/writer.js'
import type { ChromeFile } from './render/renderUrl.js'
import { checkLinks } from './link-check.js'
import { codeFingerprint } from './code.js'
import { mirrorSource } from './source-mirror.js'
import { entryArgs } from './compiled.js'
import { searchHeapFlag } from './heaps.js'
import { type Child, type ChildPlace, runChild, startContentProcess, startSearchProcess, type WaitingProcess } from './children.js'
import { touchesChangedFile } from '../page-data/dependencyKey.js'
import { rssSampler } from './rss.js'
import { writeSitemap } from './sitemap.js'
import { contentHashes, contentStampsFile, readStateAsync, stateFileNames, readStateHead, writeState, type BuildState, type StateHead } from './state.js'
import { parentListOf } from './gone.js'
import { indexDir, indexRoot } from '../search/paths.js'
import { searchableKinds } from '../search/kinds.js'
import { localeCodes } from '../config/locales.js'
import { pickShard, readShardOutput, shardDir, writeShardOutput, type Shard, type ShardOutput } from './shards.js'
import { execFileSync } from 'node:child_process'

export type BuildMode = 'full' | 'rebuild'
export type StageReport = { name: string; ms: number; peakRssMb: number; note?: string }
export type BuildReport = {
  mode: BuildMode
  ok: boolean
  release: string | null
  startedAt: string
  ms: number
  peakRssMb: number
  stages: StageReport[]
  pages: { total: number; rendered: number; written: number; removed: number; byType: Record<string, { pages: number; htmlBytes: number }> }
  msPerPage: number
  output: { files: number; bytes: number }
  warnings: string[]
  /** Rebuilds: what changed in the content and which pages were rendered again because of it. */
  changes?: { contentFiles: string[]; rerendered: string[]; removed: string[]; reason: string; recomputedByType?: Record<string, number> }
  error?: string
}

const renderDir = join(buildRoot, 'render')
const sourceMirrorDir = join(buildRoot, 'source')

export type BuildOptions = {
  mode: BuildMode
  log?: (line: string) => void
  /** Skip the content stage (the benchmark fetches once and builds twice). */
  skipContent?: boolean
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
}

export async function runBuild(options: BuildOptions): Promise<BuildReport> {
  const log = options.log ?? ((line: string) => console.log(line))
  const started = performance.now()
  const rss = rssSampler()
  const report: BuildReport = {
    mode: options.mode,
    ok: false,
    release: null,
    startedAt: new Date().toISOString(),
    ms: 0,
    peakRssMb: 0,
    stages: [],
    pages: { total: 0, rendered: 0, written: 0, removed: 0, byType: {} },
    msPerPage: 0,
    output: { files: 0, bytes: 0 },
    warnings: [],
  }
  const stage = async <T>(name: string, fn: () => Promise<T> | T, note?: (value: T) => string): Promise<T> => {
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
  }

  const unlock = acquireLock()
  let release: Release | null = null
  // A rebuild's page list, asked of the worker before the media stage (awaited before the worker is released).
  let listing: ReturnType<typeof listPages> | null = null
  let committing = false
  // The content stage's process and a rebuild's search step, both started early (see below);
  // stopped if the run ends without them.
  // `searchIndexed`: settles when the search step has written the index (it then saves its
  // documents for the next run: search/saved-docs.ts, which the run lets it finish).
  const helpers: { search: Child | null; searchIndexed: Promise<void> | null; searchSaving: boolean; content: Child | null } = { search: null, searchIndexed: null, searchSaving: false, content: null }
  // Stopped by a signal (a scheduler's timeout, Ctrl-C): drop the unfinished release and the lock
  // (a commit under way is left to its journal: the next run finishes it).
  const onSignal = (signal: NodeJS.Signals) => {
    if (release && !committing) discard(release)
    helpers.search?.stop()
    helpers.content?.stop()
    unlock()
    log(`✗ ${signal}: build stopped; the published site is unchanged`)
    process.exit(130)
  }
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)
  try {
    // The content stage's process loads its modules (~0.5 s) while this one reads the head of the
    // published build's state; it waits on its stdin until told how to fetch (startHelpers: see below).
    const reuseContent = (options.shard || options.merge) && existsSync(join(generatedDir, 'manifest.json'))
    let helpersStarted = false
    let startHelpers = () => {}
    const given = options.contentProcess?.child.alive() ? options.contentProcess : null
    if (!given) options.contentProcess?.child.stop()
    if (!options.skipContent && !reuseContent) {
      const content = given ?? startContentProcess()
      content.hooks.log = log
      content.hooks.onOutput = () => startHelpers()
      helpers.content = content.child
    } else given?.child.stop()
    if (finishInterruptedCommit()) log('  finished the commit an interrupted rebuild had begun')
    for (const dir of staleStagingFolders()) rmSync(dir, { recursive: true, force: true })
    const previous = options.mode === 'rebuild' ? publishedRelease() : null
    // The state's head decides; the state itself is read while the content stage runs.
    const head = previous ? readStateHead(previous.id) : null
    const code = codeFingerprint()
    const sameCode = head?.code === code
    const incremental = options.mode === 'rebuild' && previous !== null && head !== null && sameCode && existsSync(join(renderDir, 'entry.mjs'))
    if (options.mode === 'rebuild' && !incremental) {
      log(head && !sameCode ? '  the code changed since the published build: building everything' : '  no published release with build state: building everything')
    }
    // Helpers started ahead for a rebuild that builds everything after all: the worker has the
    // renderer from before the bundle stage makes it anew.
    if (!incremental) {
      options.searchProcess?.child.stop()
      await releaseSpareWorker()
    }

    if (incremental && head?.cursor && !options.skipContent && (await nothingChanged(head))) {
      log('the API reports no change since the published build: nothing to do')
      report.ok = true
      report.release = previous?.id ?? null
      report.changes = { contentFiles: [], rerendered: [], removed: [], reason: 'no change (change feed)' }
      return finish()
    }
    if (reuseContent) log('  content: using content/generated as it is (every shard must render the same content)')
    // The renderer loads in the worker that will list the pages while the content is fetched, and
    // the search step its modules (it waits on its stdin for the staging folder to write into).
    // They start once the content stage's child has printed its first line: on two cores, loading
    // both beside its own start delayed the content stage, the one the others wait for, by ~0.5 s.
    startHelpers = () => {
      if (!incremental || helpersStarted) return
      helpersStarted = true
      startListWorker(resolve(renderDir, 'entry.mjs'))
      let indexed = () => {}
      helpers.searchIndexed = new Promise<void>((resolvePromise) => (indexed = resolvePromise))
      const search = options.searchProcess?.child.alive() ? options.searchProcess : startSearchProcess()
      search.hooks.log = log
      // Its one line on stdout comes once the index is written.
      search.hooks.onOutput = () => {
        helpers.searchSaving = true
        indexed()
      }
      helpers.search = search.child
    }
    const content = helpers.content
    const stateReading = previous ? readStateAsync(previous.id) : Promise.resolve(null)
    // A rebuild fetches through the change feed even when it renders every page (the code changed
    // since the published build): the cached answers are as good for new code as for the old (when
    // its own code changed, the pipeline validates them again and downloads the media again:
    // incremental.ts, run.ts). Only `npm run build` fetches everything afresh.
    const fetchIncrementally = options.mode === 'rebuild' && previous !== null
    if (content)
      await stage('content', () => {
        content.send(fetchIncrementally ? 'incremental' : 'full')
        return content.done
      })
    startHelpers()
    const state = await stateReading
    if (incremental && !state) throw new Error(`the published build's state (${previous?.id ?? ''}/build-state.json) cannot be read: run npm run build`)
    const hashes = contentHashes(generatedDir, contentStampsFile)
    const cursor = readManifestCursor()

    let changedFiles: string[] = []
    if (incremental && state) {
      changedFiles = Object.keys({ ...hashes, ...state.contentHashes })
        .filter((k) => hashes[k] !== state.contentHashes[k])
        .sort()
      if (changedFiles.length === 0) {
        log('no content changed since the published build: nothing to do')
        report.ok = true
        report.release = previous?.id ?? null
        report.changes = { contentFiles: [], rerendered: [], removed: [], reason: 'no change' }
        return finish()
      }
      log(`  changed content: ${changedFiles.join(', ')}`)
    }

    if (options.shard) {
      const dir = resolve(shardDir(options.shard))
      rmSync(dir, { recursive: true, force: true })
      mkdirSync(dir, { recursive: true })
      release = { id: `shard-${options.shard.index}-of-${options.shard.count}`, dir }
    } else {
      const over = incremental ? previous : null
      release = await stage(
        'release',
        () => (over ? newStaging(over) : newRelease()),
        () => (over ? `staging folder over ${over.id}` : 'new folder'),
      )
    }
    const replacedBefore = publishedRelease()
    const clientDir = join(release.dir, 'client')
    // The published release's client folder a rebuild stages over (a full build: its own).
    const baseClient = join(release.base ?? release.dir, 'client')
    const bundleFile = resolve(renderDir, 'entry.mjs')
    const shards = options.merge?.map((dir) => ({ dir: resolve(dir), output: readShardOutput(dir) }))
    // Each locale's search documents hash, beside the release (a rebuild keeps a locale's published index when it is the same).
    const searchHashes = join(release.dir, 'search-docs.json')
    const searchHashesBefore = release.base ? join(release.base, 'search-docs.json') : ''
    // A rebuild indexes only the locales whose searchable content changed.
    const searchLocales = incremental ? localeCodes.filter((l) => changedFiles.some((f) => searchableKinds.some((k) => f === `${l}/${k}`))) : localeCodes
    const startSearch = (into: string) => {
      const search = helpers.search
      if (!search) return buildSearch(into)
      search.send(JSON.stringify({ clientDir: into, hashesOut: searchHashes, hashesBefore: searchHashesBefore || undefined, locales: searchLocales, contentHashes: hashes }))
      return Promise.race([search.done, helpers.searchIndexed ?? search.done])
    }
    const buildSearch = (into: string) =>
      runChild(process.execPath, [searchHeapFlag(), ...entryArgs('search'), into, searchHashes, ...(searchHashesBefore ? [searchHashesBefore] : [])], { SEARCH_LOCALES: searchLocales.join(',') }, log)
    // The search index reads only the content, not the pages. A rebuild renders few pages, so
    // the index is built beside them on the other core instead of after them. A full build's
    // pages keep every core busy, so there it runs alone (one process per locale, one per core),
    // and first: at network scale its processes need ~630 MB, and the main process is smallest
    // before the page workers have run in it.
    const searching = incremental ? startSearch(clientDir) : null
    searching?.catch(() => {})
    const searchStaging = searchStagingOf(release)
    const searchFirst = !incremental && !options.shard && !shards
    if (searchFirst) {
      rmSync(searchStaging, { recursive: true, force: true })
      await stage('search', () => buildSearch(searchStaging))
    }
    if (shards) {
      await stage(
        'merge',
        () => {
          for (const s of shards) execFileSync('cp', ['-a', s.dir + '/.', (release?.dir ?? '') + '/'])
          for (const f of ['shard.json', reportName]) rmSync(join(release?.dir ?? '', f), { force: true })
          return shards.length
        },
        (n) => `${n} shard folders`,
      )
    } else if (!incremental) {
      await stage('bundle', async () => {
        // Built, then pre-rendered in a second process (pages/+config.ts): the stage's peak is the
        // larger of the two. Both run in a mirror of the code without the published site
        // (build/source-mirror.ts); what they print names the project's files.
        const vike = { PRERENDER_SAMPLE: '1', BUILD_OUT_DIR: resolve(release?.dir ?? '') }
        const source = resolve(sourceMirrorDir)
        await mirrorSource(source)
        const inSource: ChildPlace = { cwd: source, rename: [source, resolve('.')] }
        try {
          await runChild(process.execPath, [resolve('node_modules/vike/bin.js'), 'build'], vike, log, true, inSource)
          await runChild(process.execPath, [resolve('node_modules/vike/bin.js'), 'prerender'], vike, log, true, inSource)
        } finally {
          rmSync(source, { recursive: true, force: true })
        }
        rmSync(join(release?.dir ?? '', 'server'), { recursive: true, force: true })
        await runChild(process.execPath, ['--import', 'tsx', 'build/render/bundle.ts', renderDir], {}, log, true)
      })
    } else {
      // The worker lists the pages while this thread links the media (its file system calls are
      // synchronous) and finds the read sets to ask about (candidateKeys).
      listing = listPages(bundleFile, hashes)
      listing.catch(() => {})
      await stage(
        'media',
        async () => {
          // The content stage's list of what it downloaded, when the files it linked are the
          // published content's (the same cursor); else every file is compared with the release's.
          const fresh = readDownloadedMedia(generatedDir)
          const listed = fresh !== null && fresh.after !== null && fresh.after === head?.cursor
          return {
            listed,
            n: listed ? await linkMediaFiles(generatedDir, clientDir, fresh.paths) : await linkNewMedia(join(generatedDir, 'media'), join(clientDir, 'media'), join(baseClient, 'media')),
          }
        },
        ({ listed, n }) => `${n} new media files${listed ? ' (as the content stage listed them)' : ''}`,
      )
    }

    // Which of the published read sets a rebuild must ask the worker about, found while it lists the pages.
    const candidates = incremental && state ? candidateKeys(state, changedFiles) : null
    // A hash of what the redirect map reads of the content, from the worker that has it loaded.
    let mapContent: string | null = null
    const jobs = shards
      ? mergedJobs(shards)
      : await stage(
          'list',
          async () => {
            const listed = await (listing ?? listPages(bundleFile, hashes))
            mapContent = listed.mapContent
            // Before the pages: they link to these files, and the link check knows the files that exist.
            writeChromeFiles(release as Release, listed.chrome)
            return listed.jobs
          },
          (j) => `${j.length} pages`,
        )
    const current = new Set(jobs.map((j) => j.url))
    let toRender: PageJob[] = options.shard ? pickShard(jobs, options.shard) : jobs
    let removed: string[] = []
    if (incremental && state && candidates) {
      const { keys, sets, hashes, derived } = candidates
      const dirty = await stage(
        'changes',
        async () => {
          const changed = await changedKeys([...keys], { changedFiles, hashes, derived })
          return new Set(sets.filter((i) => (state.readSets[i] ?? []).some((key) => changed.has(key))))
        },
        (d) => `${d.size} of ${state.readSets.length} read sets hold a changed key (${sets.length} read a changed file)`,
      )
      toRender = jobs.filter((j) => {
        const before = state.pages[j.url]
        return !before || before.folder !== j.folder || dirty.has(before.reads)
      })
      removed = Object.keys(state.pages).filter((url) => !current.has(url))
      for (const url of removed) release.removals?.push(`client/${fileForUrl(url)}`)
    }

    const samples = incremental || shards ? [] : vikeSamples(clientDir, jobs)
    // A rebuild's: the published release's (kept in its state) and what the staging folder adds.
    const statics = incremental ? [...new Set([...(state?.staticPaths ?? staticPaths(baseClient)), ...staticPaths(clientDir)])].sort() : staticPaths(clientDir)
    // The index is needed only once the pages are written and checked. With many pages to render
    // (the newest post: ~315 at --scale 20000, ~1.4 s on one worker) the pages are what the run
    // waits for, and the search step (~1.9 s of CPU after one edit) takes at a lower priority the
    // CPU they leave; with a few, the index is, and it keeps its share.
    if (incremental && toRender.length >= 100) helpers.search?.yieldCpu()
    // Loaded while the worker renders (this thread waits): importing them took ~0.14 s of a
    // rebuild's redirects stage. Not before: a no-change rebuild should not pay for them.
    const redirectModules = loadRedirectModules()
    redirectModules.catch(() => {})
    const bar = progress('pages')
    const pool = shards
      ? mergedPool(shards)
      : await stage(
          'pages',
          () =>
            renderPages({
              bundleFile,
              jobs: toRender,
              fileHashes: hashes,
              setup: {
                clientDir,
                validPaths: [...current, ...statics],
                previous:
                  incremental && state
                    ? Object.fromEntries(
                        toRender.flatMap((j) => {
                          const before = state.pages[j.url]
                          return before ? [[j.url, before.dataHash]] : []
                        }),
                      )
                    : null,
              },
              shells: incremental && state ? { known: state.shells } : { derive: samples },
              onProgress: (done, total) => bar.update(done, total),
            }),
          (p) =>
            incremental
              ? `${p.records.length} pages' data recomputed by ${p.workers} workers, ${p.records.filter((r) => r.written).length} changed, rendered and written`
              : `${p.records.length} rendered by ${p.workers} workers (checked against ${samples.length} pages Vike rendered)`,
        )
    bar.done()
    // Pages rendered and written; the others kept the published file (same data as before).
    const results: WriterResult[] = pool.records
    const written = results.filter((r): r is PageRecord => r.written)
    if (options.shard) {
      // Vike pre-rendered one page of every type in each shard's folder; the ones another shard
      // renders go, or the merge could lay Vike's page over that shard's (they differ since the
      // page writer sets the scripts' priority after checking its shell against Vike's page).
      const mine = new Set(toRender.map((j) => j.url))
      for (const sample of samples) {
        if (mine.has(sample.url)) continue
        for (const f of withVariants(join(clientDir, fileForUrl(sample.url)))) rmSync(f, { force: true })
      }
      writeShardOutput(release.dir, { shard: options.shard, total: jobs.length, records: written, shells: pool.shells, dependencies: pool.dependencies })
      report.ok = true
      report.release = release.id
      report.pages.total = jobs.length
      report.pages.rendered = pool.records.length
      report.pages.written = pool.records.length
      log(`  shard ${options.shard.index}/${options.shard.count} written to ${relative('.', release.dir)}; assemble with --merge`)
      writeReport(release.dir, finalize())
      return finish()
    }

    // Every page's facts: fresh records, and for pages not rendered again, the previous build's.
    // A page the run did not change keeps the published state's entry itself: stateOf and the
    // state's delta (state.ts deltaOf) tell it unchanged by identity, without comparing ~35,000.
    const records = new Map<string, PageFacts>()
    if (incremental && state)
      for (const url of current) {
        const before = state.pages[url]
        if (before) records.set(url, before)
      }
    for (const r of results) {
      const before = records.get(r.url)
      if (r.written) records.set(r.url, factsOf(r))
      // The published entry when it reads the same: the page keeps its read set's index (stateOf), so
      // the state's delta holds it no more than a page not computed again.
      else if (before) {
        if (!sameList(before.readList, r.reads)) records.set(r.url, { ...before, readList: r.reads })
      } else throw new Error(`${r.url}: kept, but the published build has no such page`)
    }

    report.pages.total = records.size
    report.pages.rendered = pool.records.length
    report.pages.written = written.length
    report.pages.removed = removed.length
    for (const f of records.values()) {
      const t = (report.pages.byType[f.routeKey] ??= { pages: 0, htmlBytes: 0 })
      t.pages++
      t.htmlBytes += f.bytes
    }

    // The sitemap is made of the pages' heads (canonical, alternates, noindex): a rebuild that
    // added and removed no page and changed no page's head keeps the published one as it is
    // instead of making 35,000 entries to compare (~0.2 s at --scale 20000).
    const sitemapUnchanged =
      incremental &&
      state !== null &&
      removed.length === 0 &&
      written.every((r) => {
        const before = state.pages[r.url]
        return before !== undefined && JSON.stringify(before.head) === JSON.stringify(r.head)
      })
    await stage(
      'sitemap',
      () =>
        sitemapUnchanged
          ? null
          : writeSitemap(
              clientDir,
              [...records].map(([url, f]) => ({ url, head: f.head })),
              release?.base ? baseClient : undefined,
            ),
      (s) =>
        s === null
          ? 'no page added or removed, no head it lists changed: the published sitemap and robots.txt kept'
          : `${s.urls} URLs${release?.base ? `; ${s.written.length ? `written: ${s.written.join(', ')}` : 'the published sitemap and robots.txt are the same: kept'}` : ''}`,
    )
    const gone = { ...(state?.gone ?? {}) }
    for (const url of current) delete gone[url]
    for (const url of removed) {
      const target = parentListOf(url, current)
      if (target) gone[url] = target
    }
    const pageFiles = [...records.keys()]
      .map(fileForUrl)
      .concat(notFoundFiles(release as Release))
      .sort()
    const knownFiles = [...new Set([...statics.map((p) => p.slice(1)), ...pageFiles])].sort()
    const scriptHashes = [...new Set([...records.values()].flatMap((r) => r.scripts))].sort()
    let hostInputs = ''
    await stage(
      'redirects',
      async () => {
        const [{ writeHostFilesStep }, { hostInputsFingerprint }, { mapContentFingerprint }, { collectScriptHashes }, { HostLimitError }] = await redirectModules
        hostInputs = hostInputsFingerprint({ mapContent: mapContent ?? mapContentFingerprint(), files: pageFiles, knownFiles, scriptHashes, gone })
        if (incremental && state?.hostInputs === hostInputs) return 'the map, the files and the settings are those of the published build: its host files kept'
        release?.regenerated?.push(...hostFiles)
        hostFilesWithHint(HostLimitError, () =>
          writeHostFilesStep({
            root: baseClient,
            outDir: clientDir,
            // Looked up in the build's own list of files, not on disk: the map asks for each of its
            // ~64,000 entries at network scale (2 s of existsSync), and a rebuild's files are split
            // between its staging folder and the published release.
            isFile: (
              (known) => (p: string) =>
                resolveStaticIn(known, p) !== null
            )(new Set(knownFiles)),
            hostingDir: join(release?.dir ?? '', 'hosting'),
            files: pageFiles,
            scriptHashes: collectScriptHashes(scriptHashes),
            gone,
          }),
        )
        return 'written'
      },
      (note) => note,
    )
    await stage(
      'check',
      () => checkLinks(release as Release, written, current),
      (n) => `${n} pages checked`,
    )
    // The next rebuild's state, made and written into the release now: a rebuild's search step is
    // usually still at work on the other core, and this thread would only wait for it (~0.15 s
    // at --scale 20000). Nothing after this changes what it holds; a run that fails after it
    // discards the release, the state with it.
    const wrote = writeState(
      release?.dir ?? '',
      stateOf(
        release.id,
        code,
        hashes,
        cursor,
        records,
        pool.shells,
        gone,
        statics,
        hostInputs,
        {
          hashes: { ...state?.keyHashes, ...pool.dependencies.hashes },
          derived: { ...state?.derived, ...pool.dependencies.derived },
        },
        incremental ? (state?.readSets ?? []) : [],
      ),
      incremental && state && release?.base ? state : undefined,
    )
    // The index is waited for only now: a rebuild's redirects and checks run while it is finished.
    if (searchFirst) {
      renameSync(join(searchStaging, ...indexRoot.split('/').filter(Boolean)), join(clientDir, ...indexRoot.split('/').filter(Boolean)))
      rmSync(searchStaging, { recursive: true, force: true })
    } else
      await stage(
        'search',
        async () => {
          await (searching ?? buildSearch(clientDir))
          return rebuiltSearchLocales(release as Release, searchHashes, searchHashesBefore)
        },
        (locales) =>
          `${searching ? 'built alongside the pages; this is the wait after them and the checks; ' : ''}${locales.length ? `written: ${locales.join(', ')}` : 'every locale unchanged: published index kept'}`,
      )
    await stage(
      'compress',
      async () => {
        const cacheDir = compressCacheDir()
        const made = await compressRelease(clientDir, { cacheDir })
        // A full build prunes the cache; a rebuild adds a few entries to it.
        return { ...made, pruned: cacheDir && !incremental ? pruneCompressCache(cacheDir) : 0 }
      },
      (c) =>
        `${c.files} text files: ${c.written} variants written (${c.cached} of them made before: linked from the cache), ${c.kept} kept (pages' come from the page writers), ${c.removed} stale removed${c.bytesBefore ? `; brotli of what it compressed ${(c.bytesBefore / 1048576).toFixed(1)} → ${(c.bytesAfter / 1048576).toFixed(1)} MB` : ''}${c.pruned ? `; ${c.pruned} cache entries unused for 30 days dropped` : ''}`,
    )

    report.output = await stage(
      'size',
      () => outputSize(release as Release),
      (o) => `${o.files} files`,
    )
    if (incremental) {
      report.changes = {
        contentFiles: changedFiles,
        rerendered: written.map((r) => r.url).sort(),
        removed,
        reason: `pages reading what changed in ${changedFiles.join(', ')}: ${toRender.length} pages' data recomputed, ${report.pages.written} changed and written; ${removed.length} removed (301 to their list)`,
        recomputedByType: countBy(results.map((r) => r.routeKey)),
      }
    }
    await stage(
      'publish',
      () => {
        report.ok = true
        writeReport(release?.dir ?? '', finalize())
        if (release?.base) {
          committing = true
          const c = commit(release)
          return `${c.renamed} renames over ${release.id} (a new folder is one), ${c.removed} removals; build state: ${wrote === 'delta' ? 'what changed since its base' : 'whole'}`
        }
        publish(release as Release)
        return `dist → ${release?.id}`
      },
      (note) => note,
    )
    report.release = release.id
    await stage(
      'cleanup',
      () => pruneReleases(previous ?? replacedBefore),
      (n) => `${n} old release(s) set aside, deleted in the background`,
    )
    return finish()
  } catch (err) {
    report.ok = false
    report.error = err instanceof Error ? err.message : String(err)
    if (release) {
      discard(release)
      rmSync(searchStagingOf(release), { recursive: true, force: true })
    }
    log(`✗ build failed: ${report.error}`)
    log('  the published site is unchanged')
    return finish()
  } finally {
    // A search step that wrote the index is saving its documents: let it (a failure there only
    // costs the next run the time to make them again).
    const search = helpers.search
    if (search?.alive() && report.ok && helpers.searchSaving) await search.done.catch((err: unknown) => log(`  search documents not saved: ${err instanceof Error ? err.message : String(err)}`))
    else search?.stop()
    helpers.content?.stop()
    // A listing still under way (the media stage failed) would keep its worker: it ends first.
    await listing?.catch(() => {})
    await releaseSpareWorker()
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
    unlock()
    rss.stop()
  }

  function finalize(): BuildReport {
    report.ms = Math.round(performance.now() - started)
    report.peakRssMb = Math.max(rss.peak(), ...report.stages.map((s) => s.peakRssMb))
    report.msPerPage = report.pages.total ? Number((report.ms / report.pages.total).toFixed(3)) : 0
    return report
  }
  function finish(): BuildReport {
    finalize()
    log(summary(report))
    return report
  }
}

/** What the redirects stage runs (the map, the host files): imported by a run that gets there. */
const loadRedirectModules = () =>
  Promise.all([import('../redirects/cli.js'), import('../redirects/build.js'), import('../redirects/mapContent.js'), import('../hosting/headers.js'), import('../redirects/emit/static-hosts.js')])

/**
 * The pages whose dependency keys name something that differs now: whole files that changed, and
 * items and derived values of changed files whose hash differs. Only sets with a key of a changed
 * file (directly or through a derived value) can hold one; the worker hashes what is needed to
 * tell. It is asked about each such key once, not about every set that holds it (~10,000 sets of
 * ~30 keys after one blog post at network scale, sharing a few thousand keys): `keys`, the indexes
 * of the `sets` that hold them, and the published hashes and derived values it needs.
 */
function candidateKeys(state: BuildState, changedFiles: readonly string[]) {
  const derived = state.derived ?? {}
  const touched = touchesChangedFile(new Set(changedFiles), derived)
  const keys = new Set<string>()
  const sets: number[] = []
  state.readSets.forEach((set, i) => {
    let reads = false
    for (const key of set) {
      if (!touched(key)) continue
      keys.add(key)
      reads = true
    }
    if (reads) sets.push(i)
  })
  // The state's key hashes are of keys of its read sets (stateOf): those of `keys`, and of the
  // sources of the values derived per item among them, are all it needs.
  const published = state.keyHashes ?? {}
  const hashes: Record<string, string> = {}
  const take = (key: string) => {
    const hash = published[key]
    if (hash !== undefined) hashes[key] = hash
  }
  for (const key of keys) {
    take(key)
    // A value derived per item is tested through its own sources (renderer/content.ts perLocaleItem).
    for (const source of derived[key] ?? []) take(source)
  }
  return { keys, sets, hashes, derived }
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i])

function countBy(keys: string[]): Record<string, number> {
  const out: Record<string, number> = {}
  for (const k of keys) out[k] = (out[k] ?? 0) + 1
  return out
}

/** Where a full build writes the search index before the bundle stage has made the release's client folder. */
const searchStagingOf = (release: Release) => join(buildRoot, `search-${release.id}`)

type PageFacts = BuildState['pages'][string]

function factsOf(r: PageRecord): PageFacts {
  return { folder: r.folder, routeKey: r.routeKey, dataHash: r.dataHash, bytes: r.bytes, reads: -1, readList: r.reads, head: r.head, scripts: r.scripts }
}

/** `publishedSets`: the published state's read sets (a rebuild's), which its pages' lists are. */
function stateOf(
  release: string,
  code: string,
  contentHashes: Record<string, string>,
  cursor: string | null,
  records: Map<string, PageFacts>,
  shells: BuildState['shells'],
  gone: Record<string, string>,
  staticPaths: string[],
  hostInputs: string,
  dependencies: PoolResult['dependencies'],
  publishedSets: readonly string[][],
): BuildState {
  // A rebuild's pages whose data was not computed again share their read set's list with the
  // published state (readState): those are told apart by identity and keep their index (so the
  // state on disk changes only where pages did: state.ts writeState); only the lists computed
  // now are told apart by their text (joining 35,000 lists took ~0.1 s of each rebuild). A new
  // list equal to a published one is kept twice (its bytes only), and a published set no page
  // reads any more stays until the state is written whole.
  const readSets: string[][] = [...publishedSets]
  const bySet = new Map<readonly string[], number>(publishedSets.map((set, i) => [set, i]))
  const byText = new Map<string, number>()
  const pages: BuildState['pages'] = {}
  for (const [url, f] of records) {
    let i = bySet.get(f.readList)
    if (i === undefined) {
      const key = f.readList.join('|')
      i = byText.get(key)
      if (i === undefined) {
        i = readSets.length
        readSets.push(f.readList)
        byText.set(key, i)
      }
      bySet.set(f.readList, i)
    }
    pages[url] = f.reads === i ? f : { ...f, reads: i }
  }
  // The hashes of keys some page still reads. A rebuild keeps every published set, whose keys are
  // those the published hashes are of, and each key hashed now is in the list of a page that read
  // it: nothing to leave out (looking through the ~35,000 sets took ~0.05 s).
  let keyHashes: Record<string, string> = dependencies.hashes
  if (publishedSets.length === 0) {
    keyHashes = {}
    for (const set of readSets)
      for (const key of set) {
        const hash = dependencies.hashes[key]
        if (hash !== undefined) keyHashes[key] = hash
      }
  }
  // What each derived value read; of the values derived per item, those some page still reads
  // (a deleted post's teaser goes with its last reader).
  const derived: Record<string, string[]> = {}
  for (const [key, sources] of Object.entries(dependencies.derived)) if (!key.includes('#') || Object.hasOwn(keyHashes, key)) derived[key] = sources
  return { version: 1, release, code, contentHashes, cursor, readSets, pages, shells, gone, staticPaths, hostInputs, keyHashes, derived }
}

function readManifestCursor(): string | null {
  try {
    const manifest = JSON.parse(readFileSync(join(generatedDir, 'manifest.json'), 'utf8')) as Partial<Manifest>
    return manifest.cursor ?? null
  } catch {
    return null
  }
}

/**
 * One request to an external API's change feed: no change since the published build's cursor,
 * and the content on disk is what that build used. The embedded sample API starts afresh each
 * run, so its content stage answers the same question itself.
 */
async function nothingChanged(state: StateHead): Promise<boolean> {
  const api = process.env.CONTENT_API_URL?.trim()
  if (!api || !state.cursor) return false
  try {
    const feed = await fetchChanges(createHttpClient(api, httpOptionsFromEnv()), state.cursor)
    if (feed === 'reset' || feed.changes.length > 0) return false
  } catch {
    return false
  }
  const now = contentHashes(generatedDir, contentStampsFile)
  return Object.keys({ ...now, ...state.contentHashes }).every((k) => now[k] === state.contentHashes[k])
}

type ShardFolder = { dir: string; output: ShardOutput }

/** The page list of a sharded build: every shard's records, each page exactly once. */
function mergedJobs(shards: ShardFolder[]): PageJob[] {
  const [first] = shards
  if (!first) throw new Error('--merge needs shard folders')
  const counts = new Set(shards.map((s) => `${s.output.shard.count}/${s.output.total}`))
  if (counts.size > 1) throw new Error(`the shard folders come from different builds (${[...counts].join(', ')} shards/pages)`)
  const indexes = shards.map((s) => s.output.shard.index).sort((a, b) => a - b)
  const missing = Array.from({ length: first.output.shard.count }, (_, i) => i + 1).filter((i) => !indexes.includes(i))
  if (missing.length || indexes.length !== first.output.shard.count) throw new Error(`--merge needs every shard once; missing ${missing.join(', ') || 'none'}, given ${indexes.join(', ')}`)
  const jobs = shards.flatMap((s) => s.output.records.map((r) => ({ url: r.url, folder: r.folder })))
  if (jobs.length !== first.output.total) throw new Error(`the shards hold ${jobs.length} pages, the build has ${first.output.total}`)
  return jobs
}

function mergedPool(shards: ShardFolder[]): Pick<PoolResult, 'records' | 'shells' | 'workers' | 'dependencies'> {
  const [first] = shards
  if (!first) throw new Error('--merge needs shard folders')
  const shells = JSON.stringify(first.output.shells)
  for (const s of shards) if (JSON.stringify(s.output.shells) !== shells) throw new Error(`${s.dir} was built from other code or assets than ${first.dir}`)
  const dependencies: PoolResult['dependencies'] = { hashes: {}, derived: {} }
  for (const s of shards) {
    Object.assign(dependencies.hashes, s.output.dependencies.hashes)
    Object.assign(dependencies.derived, s.output.dependencies.derived)
  }
  return { records: shards.flatMap((s) => s.output.records), shells: first.output.shells, workers: 0, dependencies }
}

/** The pages Vike pre-rendered in the bundle stage (one per route key and locale). */
function vikeSamples(clientDir: string, jobs: PageJob[]) {
  return jobs.filter((j) => existsSync(join(clientDir, fileForUrl(j.url)))).map((j) => ({ ...j, file: fileForUrl(j.url) }))
}

/**
 * The layout's chrome per locale (renderer/chrome.ts), named by its hash. A file already there is
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

/** The locales whose search index the search stage wrote (the others kept the published one, which the commit keeps). */
function rebuiltSearchLocales(release: Release, hashesFile: string, before: string): string[] {
  const now = JSON.parse(readFileSync(hashesFile, 'utf8')) as Record<string, string>
  const then = before && existsSync(before) ? (JSON.parse(readFileSync(before, 'utf8')) as Record<string, string>) : {}
  const written = Object.keys(now).filter((l) => now[l] !== then[l])
  for (const l of written) release.regenerated?.push(`client${indexDir(l).replace(/\/$/, '')}`)
  return written
}

function notFoundFiles(release: Release): string[] {
  return ['404.html', 'en/404.html'].filter((f) => existsIn(release, `client/${f}`))
}

/**
 * Paths pages may link to besides pages: assets, media, public files. Not the search indexes,
 * which only scripts fetch (and which a rebuild writes while the pages render).
 */
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
 * The pipeline links media it kept and downloads changed ones anew, so a file that is new, has
 * another size or was written after the release's copy is one to copy.
 */
function isNewer(source: string, copy: string): boolean {
  // Two system calls a file (~9,000 media at --scale 20000), not three.
  const b = statSync(copy, { throwIfNoEntry: false })
  if (!b) return true
  const a = statSync(source)
  return a.size !== b.size || a.mtimeMs > b.mtimeMs
}

/** Media files (`/media/…` paths) of the content output `from`, linked (else copied) into the client folder `to`. */
async function linkMediaFiles(from: string, to: string, paths: readonly string[]): Promise<number> {
  const folder = folderMaker()
  for (const path of paths) {
    const target = mediaFile(to, path)
    await folder(dirname(target))
    await linkOrCopy(mediaFile(from, path), target)
  }
  return paths.length
}

/** Media the published release (`published`) lacks or has older, linked (else copied) into the staging folder `to`. */
async function linkNewMedia(from: string, to: string, published: string): Promise<number> {
  if (!existsSync(from)) return 0
  let n = 0
  const folder = folderMaker()
  const walk = async (rel: string) => {
    for (const e of readdirSync(join(from, rel), { withFileTypes: true })) {
      const r = join(rel, e.name)
      if (e.isDirectory()) await walk(r)
      else if (isNewer(join(from, r), join(published, r))) {
        await folder(join(to, rel))
        await linkOrCopy(join(from, r), join(to, r))
        n++
      }
    }
  }
  await walk('')
  return n
}

/**
 * The output's files and bytes. A rebuild: the published release's figures and what committing
 * the staging folder changes (walking ~270,000 files at network scale took 2 s).
 */
const reportName = 'build-report.json'

function outputSize(release: Release): { files: number; bytes: number } {
  // The build's own files (its state, written before this stage, and its report) are not the site.
  const own = [...stateFileNames(), reportName]
  const sizeOf = (file: string) => (existsSync(file) ? statSync(file).size : null)
  const siteIn = (dir: string) => {
    const all = folderSize(dir)
    for (const name of own) {
      const size = sizeOf(join(dir, name))
      if (size === null) continue
      all.files--
      all.bytes -= size
    }
    return all
  }
  if (!release.base) return siteIn(release.dir)
  // A rebuild stages what changed over the published folder: the published site (as its report
  // counted it, else counted now) and the staged changes, less those of the build's own files.
  let before: { files: number; bytes: number } | null = null
  try {
    before = (JSON.parse(readFileSync(join(release.base, reportName), 'utf8')) as BuildReport).output
  } catch {
    before = null
  }
  const published = before?.files ? before : siteIn(release.base)
  const delta = stagedDelta(release)
  const out = { files: published.files + delta.filesDelta, bytes: published.bytes + delta.bytesDelta }
  for (const name of own) {
    const staged = sizeOf(join(release.dir, name))
    if (staged === null) continue
    const was = sizeOf(join(release.base, name))
    out.bytes -= staged - (was ?? 0)
    if (was === null) out.files--
  }
  return out
}

function folderSize(dir: string): { files: number; bytes: number } {
  let files = 0
  let bytes = 0
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const full = join(d, e.name)
      if (e.isDirectory()) walk(full)
      else {
        files++
        bytes += statSync(full).size
      }
    }
  }
  walk(dir)
  return { files, bytes }
}

function writeReport(dir: string, report: BuildReport): void {
  writeFileSync(join(dir, reportName), JSON.stringify(report, null, 2) + '\n')
}

export function summary(r: BuildReport): string {
  const mb = (b: number) => `${(b / 1048576).toFixed(1)} MB`
  const lines = [
    `${r.ok ? '✓' : '✗'} ${r.mode} ${r.ok ? 'finished' : 'failed'} in ${(r.ms / 1000).toFixed(1)} s, peak RSS ${r.peakRssMb} MB${r.pages.total ? `, ${r.pages.total} pages (${r.msPerPage} ms a page)` : ''}`,
    ...r.stages.map((s) => `  ${s.name.padEnd(10)} ${String(s.ms).padStart(7)} ms  ${String(s.peakRssMb).padStart(5)} MB${s.note ? `  ${s.note}` : ''}`),
  ]
  const types = Object.entries(r.pages.byType).sort((a, b) => b[1].pages - a[1].pages)
  if (types.length) lines.push(`  pages by type: ${types.map(([k, v]) => `${k} ${v.pages}`).join(', ')}`)
  if (r.pages.total) lines.push(`  rendered ${r.pages.rendered}, written ${r.pages.written}, removed ${r.pages.removed}; output ${r.output.files} files, ${mb(r.output.bytes)}`)
  if (r.changes) lines.push(`  changes: ${r.changes.reason}`)
  for (const w of r.warnings) lines.push(`  ! ${w}`)
  if (r.error) lines.push(`  error: ${r.error}`)
  return lines.join('\n')
}

/**
 * A webhook's rebuild waiting for its word (build/cli.ts rebuild --wait): the page worker that
 * will list the pages loads the renderer and the search step its modules while it waits, not in
 * the run, where they took the cores the content stage needs. Neither reads content before the run.
 */
export function startRebuildHelpers(): { searchProcess: WaitingProcess; stop(): Promise<void> } {
  const bundle = resolve(renderDir, 'entry.mjs')
  if (existsSync(bundle)) startListWorker(bundle)
  const searchProcess = startSearchProcess()
  return {
    searchProcess,
    async stop() {
      searchProcess.child.stop()
      await releaseSpareWorker()
    },
  }
}

/** A host whose limits the map exceeds fails the build; say how to leave it out. */
function hostFilesWithHint<T>(HostLimitError: new (...args: never[]) => Error, fn: () => T): T {
  try {
    return fn()
  } catch (err) {
    if (err instanceof HostLimitError) {
      throw new Error(`${err.message}\n  set HOSTS to the hosts this deployment uses (e.g. HOSTS=nginx,apache) to leave the others out (redirects/README.md)`)
    }
    throw err
  }
}
