// The build-time content pipeline: fetch everything → validate → normalize → Markdown/links →
// media → write. Any error stops the run with the complete list and writes nothing (the
// previous output stays byte-identical); warnings are returned for the CLI to show.
import { localeCodes } from '../config/locales.js'
import { createHttpClient, type HttpOptions, httpOptionsFromEnv } from './fetch.js'
import { byEndpoint, Issues, PipelineError } from './issues.js'
import { createLinkResolver } from './links.js'
import { downloadMedia } from './media.js'
import type { Manifest } from './model.js'
import { normalize } from './normalize.js'
import { buildPaths } from './paths.js'
import { renderContent } from './render.js'
import { collectSource, type KindProgress, type Source } from './source.js'
import type { ChangedItem } from './changes.js'
import { collectSourceIncremental, writeSourceCache, type IncrementalSource } from './incremental.js'
import { openStaging, writeContent } from './write.js'

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
   * (a media path's bytes never change: docs/content-api.md, Media).
   */
  incremental?: { cacheFile: string; sourceId: string; reuseMedia: boolean }
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
}

export function formatProgress(p: KindProgress): string {
  const counts = p.shared !== undefined
    ? `all ${p.shared}`
    : localeCodes.map((l) => `${l} ${p.counts[l] ?? 0}`).join(' · ')
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

export async function runPipeline(options: RunOptions): Promise<RunResult> {
  const started = performance.now()
  const log = options.log ?? (() => {})
  const since = () => Math.round(performance.now() - started)
  const issues = new Issues()
  const client = createHttpClient(options.apiUrl, { ...httpOptionsFromEnv(), ...options.http })
  const stop = (stage: string) => new PipelineError(stage, issues.errors, issues.warnings)

  log(`fetching ${options.apiUrl}`)
  const inc = options.incremental
    ? await collectSourceIncremental(client, issues, { cacheFile: options.incremental.cacheFile, sourceId: options.incremental.sourceId, onKind: (p) => log(formatProgress(p)) })
    : null
  const source = inc ? inc.source : await collectSource(client, issues, (p) => log(formatProgress(p)))
  if (!source) throw stop('fetch/validate')
  if (inc) log(`  fetched: ${inc.mode}${inc.reason ? ` (${inc.reason})` : ''}, ${inc.changed.length} changed item(s), ${inc.requests} requests`)

  // Normalize and render both run before stopping, so reference and link errors come in one list.
  const paths = buildPaths(source.content, source.blogCategories)
  const normalized = normalize(source, paths, issues)
  const rendered = renderContent(normalized.content, createLinkResolver(paths, issues), issues)
  if (issues.failed) throw stop('normalize/render')
  log(`  normalized and rendered${' '.repeat(18)}${String(since()).padStart(6)} ms`)

  const staging = await openStaging(options.outDir)
  try {
    const reuse = options.incremental?.reuseMedia && inc && inc.mode !== 'full'
      ? { dir: options.outDir, except: mediaOfChanged(source, inc.changed) }
      : null
    const media = await downloadMedia(client, rendered.media, staging.dir, issues, reuse)
    if (issues.failed) throw stop('media')
    log(`  media${' '.repeat(13)}${`${media.length} files`.padEnd(22)} ${String(since()).padStart(6)} ms`)
    const manifest: Manifest = {
      generatedAt: new Date().toISOString(),
      source: options.sourceLabel ?? options.apiUrl,
      counts: normalized.counts,
      hashes: normalized.hashes,
      currencies: source.currencies,
      media,
      cursor: inc?.cache?.cursor ?? null,
    }
    const files = await writeContent(staging, rendered.content, manifest)
    await staging.commit()
    if (options.incremental && inc?.cache) await writeSourceCache(options.incremental.cacheFile, inc.cache)
    return {
      counts: normalized.counts,
      warnings: byEndpoint(issues.warnings),
      ms: since(),
      media: media.length,
      files,
      requests: { total: client.stats.requests, retries: client.stats.retries },
      fetch: { mode: inc?.mode ?? 'plain', changed: inc?.changed.length ?? 0, reason: inc?.reason ?? null },
      cursor: manifest.cursor,
    }
  } catch (err) {
    await staging.abort()
    throw err
  }
}
