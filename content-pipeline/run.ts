// The build-time content pipeline: fetch everything → validate → normalize → Markdown/links →
// media → write. Any error stops the run with the complete list and writes nothing (the
// previous output stays byte-identical); warnings are returned for the CLI to show.
import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { type Locale, localeCodes } from '../config/locales.js'
import { createHttpClient, type HttpOptions, httpOptionsFromEnv } from './fetch.js'
import { byEndpoint, Issues, PipelineError } from './issues.js'
import { downloadedMediaFile, type DownloadedMedia, downloadMedia, type MediaPrelink, prelinkMedia } from './media.js'
import type { ImageOptions, ImageStats } from './images.js'
import { picturesInHtml, type ImageIndex } from './images-model.js'
import type { ItemPaths, LocaleContent, Manifest } from './model.js'
import type { ContentKind } from './schemas/endpoints.js'
import { type NarrowBase, normalize } from './normalize.js'
import { buildPaths, withTablesOf } from './paths.js'
import { MarkdownCache, markdownRendererVersion } from './markdown-cache.js'
import { kindOfItemFactsKey, renderContentAsync, type RenderStats } from './render.js'
import { collectSource, type KindProgress, type Source } from './source.js'
import type { ChangedItem } from './changes.js'
import { collectSourceIncremental, type IncrementalSource, type PreparedSource, writeSourceCache } from './incremental.js'
import { codeInput, inputsOf, type PreviousOutput, readItemPaths, readPreviousOutput, type RenderFacts, reusableItems, reusableKinds, takenItems } from './reuse.js'
import { contentKindNames } from './schemas/changes.js'
import { openStaging, writeContent } from './write.js'
import { fileStamp } from '../shared/file-stamp.mjs'
import { type PerLocale, perLocale } from '../config/perLocale.js'
import { driftOf, driftSummary } from './verify.js'

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

/**
 * What a run reads before it renders, read by a process that waits for its word (cli.ts --wait,
 * a webhook's rebuild started ahead): the render cache (~35 MB at --scale 20000), the previous
 * output's manifest and item hashes, and the image module (sharp). The previous output is used
 * only if it is still the one read (another run may have committed since).
 */
export type PreparedRun = {
  cache: Promise<MarkdownCache | undefined>
  /** What opening the render cache said, printed when the run starts. */
  lines: string[]
  previous: Promise<PreviousOutput | null>
  /** Its item paths (what a narrow run takes of the kinds it leaves out). */
  itemPaths: Promise<PerLocale<ItemPaths> | null>
  current(): boolean
}

export function prepareRun(outDir: string, markdownCache: string | undefined): PreparedRun {
  const stamp = () => fileStamp(join(outDir, 'manifest.json'))
  const before = stamp()
  const lines: string[] = []
  // Node loads its HTTP client (undici) at the first request: time the run would otherwise wait for.
  fetch('data:,').catch(() => {})
  const previous = readPreviousOutput(outDir)
  const itemPaths = readItemPaths(outDir)
  // What the run needs first (whether it may be narrow) is read first: from the command line the
  // word comes before all this is read, and the render cache and the image module (slow to
  // load on this thread) are needed only once the content is normalized.
  const first = Promise.allSettled([previous, itemPaths])
  first.then(() => import('./images.js')).catch(() => {})
  const cache = first.then(() => openCache(markdownCache, (line) => lines.push(line)))
  // Awaited by the run; until then a failure must not end the waiting process.
  cache.catch(() => {})
  previous.catch(() => {})
  return { cache, lines, previous, itemPaths, current: () => stamp() === before }
}

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
}

export function formatProgress(p: KindProgress): string {
  const counts = p.shared !== undefined ? `all ${p.shared}` : localeCodes.map((l) => `${l} ${p.counts[l] ?? 0}`).join(' · ')
  return `  ${p.kind.padEnd(18)} ${counts.padEnd(22)} ${String(p.ms).padStart(6)} ms`
}

/**
 * Media paths that changed items mention: fetched again, since a CMS may replace a file in place
 * when its item is edited (the item's updated_at moves then). Every other file is kept.
 */
function mediaOfChanged(source: Source, changed: ChangedItem[]): Set<string> {
  const out = new Set<string>()
  for (const c of changed) {
    for (const locale of localeCodes) {
      const items: readonly { id: number }[] = source.content[c.kind][locale]
      const item = items.find((i) => i.id === c.id)
      if (!item) continue
      for (const m of JSON.stringify(item).matchAll(/\/media\/[^"\s)\\]+/g)) out.add(m[0])
    }
  }
  return out
}

// eslint-disable-next-line max-lines-per-function -- the pipeline's steps are functions inside it (prepare, render, write) that share the run's client, log and caches, so each can drop what it no longer needs when it returns (the memory at --scale 20000); taking them out means passing a dozen values each
export async function runPipeline(options: RunOptions): Promise<RunResult> {
  const started = performance.now()
  const log = options.log ?? (() => {})
  const since = () => Math.round(performance.now() - started)
  const cpu = () => {
    const used = process.cpuUsage() // this process's threads, the render workers included
    return `${((used.user + used.system) / 1e6).toFixed(1)} s`
  }
  const line = (what: string, detail: string) => log(`  ${what.padEnd(18)} ${detail.padEnd(22)} ${String(since()).padStart(6)} ms  (cpu ${cpu()})`)
  const issues = new Issues()
  const client = createHttpClient(options.apiUrl, { ...httpOptionsFromEnv(), ...options.http })
  const stop = (stage: string) => new PipelineError(stage, issues.errors, issues.warnings)

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

  // Media linked ahead; discarded unless the media stage takes them.
  const ahead: { prelink: MediaPrelink | null } = { prelink: null }
  // Each step in a function of its own, so what it no longer needs can be collected when it
  // returns: the API's answers once normalized, the normalized items (with their Markdown) once
  // rendered (normalized and rendered items share their other strings, they do not copy them).
  const prepare = async () => {
    log(`fetching ${options.apiUrl}`)
    // The previous output, read while the API is asked (or before: prepared): reuse.ts.
    const readAhead = ready?.current() ? ready : null
    const previousRead = options.incremental ? (readAhead ? readAhead.previous : readPreviousOutput(options.outDir)) : Promise.resolve(null)
    const itemPathsRead = options.incremental ? (readAhead ? readAhead.itemPaths : readItemPaths(options.outDir)) : Promise.resolve(null)
    previousRead.catch(() => {})
    const sourceLabel = options.sourceLabel ?? options.apiUrl
    // A narrow run (incremental.ts) needs the previous output made from the cached answers by this
    // code, with what it takes of the kinds it leaves out: their hashes, counts, render facts, item paths.
    let base: PerLocale<ItemPaths> | null = null
    const narrowIf = async (changedKinds: ReadonlySet<ContentKind>, cachedCursor: string): Promise<boolean> => {
      const p = await previousRead
      const m = p?.manifest
      if (!p?.facts || !m || m.cursor !== cachedCursor || m.source !== sourceLabel || m.inputs?.code !== codeInput()) return false
      const facts = p.facts
      if (!contentKindNames.every((kind) => changedKinds.has(kind) || (m.hashes[kind] && m.counts[kind] && facts.kinds[kind]))) return false
      base = await itemPathsRead
      return base !== null
    }
    const expected = async (kind: ContentKind, locale: Locale) => (await previousRead)?.manifest.counts[kind]?.[locale] ?? 0
    const inc = options.incremental
      ? await collectSourceIncremental(client, issues, {
          cacheFile: options.incremental.cacheFile,
          sourceId: options.incremental.sourceId,
          onKind: (p) => log(formatProgress(p)),
          narrow: narrowIf,
          expected,
          ...(options.incremental.prepared ? { prepared: options.incremental.prepared } : {}),
          ...(options.incremental.verify ? { verify: true } : {}),
        })
      : null
    let source = inc ? inc.source : await collectSource(client, issues, (p) => log(formatProgress(p)))
    if (!source) throw stop('fetch/validate')
    if (inc)
      log(
        `  fetched: ${inc.mode}${inc.reason ? ` (${inc.reason})` : ''}, ${inc.changed.length} changed item(s), ${inc.requests} requests${inc.trustedPages ? `; ${inc.trustedPages} list pages as validated before` : ''}`,
      )
    const previous = inc && inc.mode !== 'full' ? await previousRead : null
    let paths = buildPaths(source.content, source.blogCategories)
    // Narrow: the kinds left out keep the previous output's paths. The run stays narrow only if the
    // paths are the same as that output's (then its files of those kinds are this run's: reuse.ts);
    // otherwise the kinds left out are read from the cache after all.
    let narrow: NarrowBase | undefined
    let narrowInputs: Manifest['inputs'] | undefined
    const itemPaths: PerLocale<ItemPaths> | null = base
    if (inc?.narrow && itemPaths && previous) {
      const kinds = new Set(inc.narrow.kinds)
      const narrowPaths = withTablesOf(paths, new Map([...kinds].map((kind) => [kind, perLocale((l) => itemPaths[l][kind])])))
      narrowInputs = inputsOf(narrowPaths)
      if (narrowInputs.paths === previous.manifest.inputs?.paths) {
        paths = narrowPaths
        const named = new Map<ContentKind, Set<number>>()
        for (const c of inc.changed) named.set(c.kind, (named.get(c.kind) ?? new Set()).add(c.id))
        narrow = { kinds, itemPaths, counts: previous.manifest.counts, hashes: { previous: previous.manifest.hashes, named } }
      }
    }
    const widen = async (): Promise<Source> => {
      const wide = await inc?.narrow?.widen()
      if (!wide) throw stop('fetch/validate')
      return wide
    }
    if (inc?.narrow && !narrow) {
      source = await widen()
      paths = buildPaths(source.content, source.blogCategories)
    }
    const inputs = narrow && narrowInputs ? narrowInputs : inputsOf(paths)
    // Its media are kept if this code downloaded them: other code may check media otherwise
    // (checkMedia), and a deploy's rebuild fetches through the change feed too.
    const sameCode = previous?.manifest.inputs?.code === inputs.code
    const reuseExcept = options.incremental?.reuseMedia && inc && inc.mode !== 'full' && sameCode ? mediaOfChanged(source, inc.changed) : null
    // Linked on a worker thread while this one normalizes and renders (media.ts prelinkMedia).
    if (reuseExcept && previous?.manifest.media)
      ahead.prelink = prelinkMedia(
        previous.dir,
        previous.manifest.media.filter((path) => !reuseExcept.has(path)),
      )
    const thisRun = { source: sourceLabel, cachedCursor: inc?.cachedCursor ?? null, changedEndpoints: inc?.changedEndpoints ?? [], inputs }
    const reusable = reusableKinds(previous, thisRun)
    const knownHashes = Object.fromEntries(reusable.map((kind) => [kind, previous?.manifest.hashes[kind]]))
    // Every kind a narrow run left out is reusable (its answers and the paths are the previous output's).
    if (narrow && ![...narrow.kinds].every((kind) => reusable.includes(kind)))
      throw new Error(`a narrow run left out kinds that are not reusable: ${[...narrow.kinds].filter((kind) => !reusable.includes(kind)).join(', ')}`)
    const normalized = normalize(source, paths, issues, knownHashes, narrow)
    const verified = options.incremental?.verify ? await verifiedNow(inc, previousRead, normalized.hashes) : undefined
    if (verified?.drift?.length) line('verified', driftSummary(verified.drift))
    else if (verified) line('verified', verified.drift ? 'the change feed missed nothing' : 'everything fetched afresh (no feed to check)')
    if (narrow) line('narrow', `${narrow.kinds.size} unchanged kinds not read (as the previous output has them)`)
    // Of the other kinds, the items whose answers did not change: their texts, from the previous files.
    const candidates = reusableItems(
      previous,
      thisRun,
      normalized.hashes,
      contentKindNames.filter((kind) => !reusable.includes(kind)),
    )
    const taken = previous && candidates.size > 0 ? await takenItems(previous, candidates, normalized.content) : null
    line('normalized', '')
    const fetched = { mode: inc?.mode ?? 'plain', changed: inc?.changed.length ?? 0, reason: inc?.reason ?? null } as const
    // The content of the kinds a narrow run left out, should they have to be rendered after all (another image index).
    const notRead = { kinds: narrow ? [...narrow.kinds] : [] }
    const widenContent = narrow
      ? async () => {
          // The "narrow" line above said they were not read; they are now.
          line('widened', `${notRead.kinds.length} kinds left out read from the answer cache after all (their files must be rendered)`)
          notRead.kinds = []
          return normalize(await widen(), paths, issues, knownHashes).content
        }
      : null
    return { ...normalized, notRead, paths, currencies: source.currencies, reuseExcept, fetched, sourceCache: inc?.cache ?? null, inputs, previous, reusable, taken, widenContent, verified }
  }
  // Normalize and render both run before stopping, so reference and link errors come in one list.
  const render = async ({ content, paths, ...rest }: Awaited<ReturnType<typeof prepare>>) => {
    const cache = await opening
    const renderOptions = { ...(cache ? { cache } : {}), ...(options.workers === undefined ? {} : { workers: options.workers }) }
    // Kinds the previous output holds as this run makes them are not rendered: what rendering
    // them gave besides the HTML (media, warnings) comes from its render facts (reuse.ts).
    const previousFacts: Partial<RenderFacts['kinds']> = rest.previous?.facts?.kinds ?? {}
    const skipped = rest.reusable.filter((kind) => previousFacts[kind] !== undefined)
    // Items taken from the previous files are not rendered either; their facts are replayed.
    const reuse = rest.taken && rest.previous?.facts ? { ids: rest.taken.ids, facts: rest.previous.facts.items } : undefined
    const rendered = await renderContentAsync(withKindsEmptied(content, skipped), paths, issues, { ...renderOptions, ...(reuse ? { reuse } : {}) })
    for (const kind of skipped) {
      const f = previousFacts[kind]
      if (!f) continue
      for (const [path, from] of f.media) if (!rendered.media.has(path)) rendered.media.set(path, from)
      issues.warnings.push(...f.warnings)
    }
    // In one order, so the file is the same whichever kinds and items were rendered.
    const kinds: RenderFacts['kinds'] = {}
    for (const kind of contentKindNames) {
      const f = skipped.includes(kind) ? previousFacts[kind] : rendered.facts[kind]
      if (f) kinds[kind] = f
    }
    const items: RenderFacts['items'] = { ...rendered.items }
    for (const [key, f] of Object.entries(rest.previous?.facts?.items ?? {})) {
      if (skipped.some((kind) => kind === kindOfItemFactsKey(key))) items[key] = f
    }
    const facts: RenderFacts = { version: 2, kinds, items: Object.fromEntries(Object.entries(items).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) }
    // Should their files not be the output after all (another image index), they are rendered then.
    // (A narrow run's content lacks the kinds it left out: they are read and shaped then.)
    const renderSkipped = async () => {
      const from = rest.widenContent ? await rest.widenContent() : content
      return renderContentAsync(
        withKindsEmptied(
          from,
          contentKindNames.filter((kind) => !skipped.includes(kind)),
        ),
        paths,
        new Issues(),
        renderOptions,
      )
    }
    const partly = [...(rest.taken?.ids.keys() ?? [])]
    const whole = withKindsEmptied(
      content,
      contentKindNames.filter((kind) => !partly.includes(kind)),
    )
    const renderTaken = () => renderContentAsync(whole, paths, new Issues(), renderOptions)
    return { ...rest, ...rendered, facts, cache, skipped, renderSkipped, partly, renderTaken }
  }
  const rendering = async () => {
    try {
      return await render(await prepare())
    } catch (err) {
      ahead.prelink?.discard()
      throw err
    }
  }
  const {
    counts,
    hashes,
    currencies,
    content,
    media: mediaRefs,
    stats,
    cache,
    reuseExcept,
    fetched,
    sourceCache,
    inputs,
    previous,
    reusable,
    facts,
    skipped,
    renderSkipped,
    taken: takenFromPrevious,
    partly,
    renderTaken,
    notRead,
    verified,
  } = await rendering()
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
    if (issues.failed) throw stop('normalize/render')

    const staging = await openStaging(options.outDir, { linkUnchanged: options.incremental !== undefined, removeOldInBackground: options.incremental !== undefined })
    try {
      const reuse = reuseExcept ? { dir: options.outDir, except: reuseExcept } : null
      const prelink = ahead.prelink
      ahead.prelink = null
      const { stored: media, downloaded } = await downloadMedia(client, mediaRefs, staging.dir, issues, reuse, prelink ? await prelink.ready : undefined)
      if (issues.failed) throw stop('media')
      line('media', `${media.length} files`)
      const { defaultImageCacheDir, makeImageVariants } = await imagesModule
      const imageOptions: ImageOptions = {
        cacheDir: options.images?.cacheDir === undefined ? defaultImageCacheDir : options.images.cacheDir,
        ...(options.images?.concurrency ? { concurrency: options.images.concurrency } : {}),
      }
      const { images, stats: imageStats } = await makeImageVariants(media, staging.dir, issues, imageOptions)
      if (issues.failed) throw stop('images')
      // The files not linked from the previous output: the downloads and their variants (the others'
      // variants are links of the image cache's entries, whose bytes never change).
      const fresh: DownloadedMedia = {
        after: reuse && previous ? previous.manifest.cursor : null,
        paths: downloaded.flatMap((path) => [path, ...(images[path]?.variants.map((v) => v.path) ?? [])]).sort(),
      }
      writeFileSync(join(staging.dir, downloadedMediaFile), `${JSON.stringify(fresh)}\n`)
      line('images', `${imageStats.images} raster`)
      log(`    ${imageStats.cached} from the cache, ${imageStats.encoded} encoded, ${imageStats.variants} AVIF/WebP variants`)
      // The previous files of unchanged kinds are this run's only if the images are the same too,
      // and only those that are there: the kinds not rendered whose files cannot be taken are rendered now.
      const imagesSame = previous !== null && previous.images === `${JSON.stringify(images, null, 2)}\n`
      const there = (kind: ContentKind) => previous !== null && localeCodes.every((l) => existsSync(join(previous.dir, l, `${kind}.json`)))
      const taken = imagesSame ? reusable.filter((kind) => !skipped.includes(kind) || there(kind)) : []
      const late = skipped.filter((kind) => !taken.includes(kind))
      if (late.length > 0) {
        const lateRendered = await renderSkipped()
        for (const locale of localeCodes) for (const kind of late) Object.assign(content[locale], { [kind]: lateRendered.content[locale][kind] })
        line('rendered', `the fields of ${late.length} kinds not rendered before (${imagesSame ? 'their files are gone' : 'the image index changed'})`)
      }
      // Likewise the items taken from the previous files.
      const takenFiles = imagesSame ? takenFromPrevious?.files : undefined
      if (!imagesSame && partly.length > 0) {
        const again = await renderTaken()
        for (const locale of localeCodes) for (const kind of partly) Object.assign(content[locale], { [kind]: again.content[locale][kind] })
        line('rendered', `the items of ${partly.join(', ')} taken from the previous output (the image index changed)`)
      }
      saveCache()
      for (const locale of localeCodes) {
        content[locale].images = images
        replaceHtmlImages(content[locale], images)
      }
      const manifest: Manifest = {
        generatedAt: new Date().toISOString(),
        source: options.sourceLabel ?? options.apiUrl,
        counts,
        hashes,
        currencies,
        media,
        cursor: sourceCache?.cursor ?? null,
        inputs,
        ...(verified ? { verified } : {}),
      }
      const files = (kinds: readonly ContentKind[]) => new Set(localeCodes.flatMap((l) => kinds.map((kind) => `${l}/${kind}`)))
      const reused =
        previous && taken.length > 0 ? { dir: previous.dir, files: files(taken), notMade: files(skipped.filter((kind) => taken.includes(kind))), itemHashes: previous.itemHashes.files } : undefined
      const written = await writeContent(staging, content, manifest, { reused, facts, ...(takenFiles ? { taken: takenFiles } : {}) })
      await staging.commit()
      if (options.incremental && sourceCache) await writeSourceCache(options.incremental.cacheFile, sourceCache)
      line('written', `${written.length} files${reused ? `, ${reused.files.size} of them linked (${taken.length} kinds unchanged)` : ''}`)
      return {
        counts,
        warnings: byEndpoint(issues.warnings),
        ms: since(),
        media: media.length,
        files: written,
        requests: { total: client.stats.requests, retries: client.stats.retries },
        fetch: fetched,
        cursor: manifest.cursor,
        render: stats,
        images: imageStats,
        reused: taken,
        notRead: contentKindNames.filter((kind) => notRead.kinds.includes(kind)),
        ...(verified ? { verified } : {}),
      }
    } catch (err) {
      await staging.abort()
      throw err
    }
  } finally {
    ahead.prelink?.discard()
    saveCache()
    await saving
  }
}

/**
 * What a verifying run found: the items that changed without the feed naming them (verify.ts
 * driftOf), against the previous output's hashes; null when everything was fetched afresh
 * (no cache, a rejected cursor), so there was no feed to check.
 */
async function verifiedNow(inc: IncrementalSource | null, previousRead: Promise<PreviousOutput | null>, hashes: Manifest['hashes']): Promise<NonNullable<Manifest['verified']>> {
  const at = new Date().toISOString()
  const previous = await previousRead
  if (!inc || inc.mode === 'full' || !previous) return { at, drift: null }
  return { at, drift: driftOf(previous.manifest.hashes, hashes, inc.changed) }
}

/** The content with these kinds' lists empty (each locale a new object; the lists are shared). */
function withKindsEmptied(content: PerLocale<LocaleContent>, kinds: readonly ContentKind[]): PerLocale<LocaleContent> {
  return perLocale((locale) => {
    const out: LocaleContent = { ...content[locale] }
    for (const kind of kinds) Object.assign(out, { [kind]: [] })
    return out
  })
}

/**
 * Markdown images of raster files become <picture>s (images-model.ts `picturesInHtml`). Only the
 * rendered HTML fields hold `<img`, so every string of the content that does is one of them.
 */
function replaceHtmlImages(value: object, images: ImageIndex): void {
  if (Object.keys(images).length === 0) return
  const visit = (node: object) => {
    for (const [key, v] of Object.entries(node)) {
      if (typeof v === 'string') {
        if (v.includes('<img src="/media/')) Reflect.set(node, key, picturesInHtml(v, images))
      } else if (typeof v === 'object' && v !== null && key !== 'images') visit(v)
    }
  }
  visit(value)
}

/** The render cache in `dir` for the current renderer, or none (with a line saying why). */
async function openCache(dir: string | undefined, log: (line: string) => void): Promise<MarkdownCache | undefined> {
  if (!dir) return undefined
  const version = await markdownRendererVersion()
  if ('reason' in version) {
    log(`  render cache off: ${version.reason}`)
    return undefined
  }
  const { cache, note } = await MarkdownCache.open(dir, version.version)
  if (note) log(`  render cache: ${note}`)
  return cache
}
