// Build-time indexes, per locale under /search-index/{locale}/: the dropdown's suggestion list
// (suggest.json and suggest/, split by the words' beginnings and loaded as typed into MiniSearch
// in the browser) and the results page's full-text index
// (fulltext/). Node only.
import { createHash } from 'node:crypto'
import { array, boolean, type Infer, number, object, string } from 'superstruct'
import { linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { type Locale, localeCodes } from '../shared/config/locales.js'
import { perLocale, type PerLocale } from '../shared/config/perLocale.js'
import { type SearchableContent, type SearchDoc, searchDocs } from './docs.js'
import { buildFulltextIndex, docData, type TermAnalyzer } from './fulltext/build.js'
import { docFile, manifestFile, shardFile } from './fulltext/format.js'
import { searchKinds } from './kinds.js'
import { indexDir, suggestFilePath, suggestPath } from './paths.js'
import type { SuggestPayload } from './suggest.js'
import { splitSuggestions, suggestShardBytes } from './suggestShards.js'

export const LocaleIndexStats = object({
  docs: number(),
  /** The dropdown's JSON, all its files, raw and gzipped (hosts compress JSON). */
  suggestBytes: number(),
  suggestGzip: number(),
  /** The dropdown's files (search/suggestShards.ts): how many, the manifest's gzip and the largest file's. */
  suggestFiles: number(),
  suggestManifestGzip: number(),
  suggestLargestGzip: number(),
  /** The full-text index: files and bytes (gzipped at build), and its manifest alone. */
  fulltextFiles: number(),
  fulltextBytes: number(),
  manifestBytes: number(),
  shards: number(),
  ms: number(),
  /** Hash of the locale's search documents: the same documents give the same index. */
  docsHash: string(),
  /** Not written: the documents are those of `unchangedSince` (a rebuild keeps the published index). */
  kept: boolean(),
  /** The index's build id and its document files' hashes (what a later rebuild links by: PreviousIndexes). */
  build: string(),
  docFiles: array(string()),
  /** Its term shards' hashes, of their bytes before gzip (what a later rebuild takes a shard's gzip by). */
  shardHashes: array(string()),
  /** Document files linked from the previous build's index instead of written. */
  linked: number(),
  /** Term shards whose gzip was taken from the previous build's index. */
  shardsTaken: number(),
})
export type LocaleIndexStats = Infer<typeof LocaleIndexStats>

/** One locale's index as built: its build id, each document file's hash and each term shard's, by number. */
export type IndexRecords = { build: string; docFiles: string[]; shards?: string[] }

/**
 * The published indexes a rebuild writes over: a document file whose text hashes the same at the
 * same number is the same file, so it is linked from there instead of compressed and written
 * again (~2,200 files of a locale at network scale, nearly all unchanged after one edit).
 */
export type PreviousIndexes = { clientDir: string; records: Partial<Record<Locale, IndexRecords>> }

export function suggestPayload(docs: SearchDoc[]): SuggestPayload {
  return { v: 1, docs: docs.map((d) => [searchKinds.indexOf(d.kind), d.url, d.title, d.sub, d.keywords.join(' ')]) }
}

/**
 * The dropdown's list split by the words' beginnings (search/suggestShards.ts): the manifest at
 * suggestPath, the files in a folder named by the list's hash. Its sizes for the stats.
 */
function writeSuggestions(locale: Locale, payload: SuggestPayload, outDir: string) {
  const build = createHash('sha256').update(JSON.stringify(payload)).digest('base64url').slice(0, 10)
  const { manifest, files } = splitSuggestions(payload, build, suggestShardBytes)
  const encode = (value: unknown) => new TextEncoder().encode(JSON.stringify(value))
  const head = encode(manifest)
  write(join(outDir, suggestPath(locale)), head)
  let bytes = head.byteLength
  const manifestGzip = gzipSync(head).byteLength
  let gzip = manifestGzip
  let largest = 0
  files.forEach((f, n) => {
    const data = encode(f)
    write(join(outDir, suggestFilePath(locale, build, n)), data)
    const zipped = gzipSync(data).byteLength
    bytes += data.byteLength
    gzip += zipped
    largest = Math.max(largest, zipped)
  })
  return { suggestBytes: bytes, suggestGzip: gzip, suggestFiles: files.length, suggestManifestGzip: manifestGzip, suggestLargestGzip: largest }
}

function write(file: string, data: Uint8Array) {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, data)
}

/**
 * Writes both indexes of every locale under `outDir` (the site root, e.g. dist/client), except a
 * locale whose documents hash to `unchangedSince[locale]` (the published index is theirs already).
 * `content` may make a locale's documents only when asked (a rebuild reads only what changed), and
 * a locale's `analyzer` may hold the terms of documents analysed before (search/saved-docs.ts).
 */
export function buildSearchIndex(
  content: PerLocale<SearchableContent> | ((locale: Locale) => SearchDoc[]),
  outDir: string,
  unchangedSince: Partial<Record<Locale, string>> = {},
  locales: readonly Locale[] = localeCodes,
  previous?: PreviousIndexes,
  analyzer?: (locale: Locale) => TermAnalyzer,
): PerLocale<LocaleIndexStats> {
  const stats = new Map<Locale, LocaleIndexStats>()
  for (const locale of localeCodes) {
    const docs = typeof content === 'function' ? () => content(locale) : () => searchDocs(content[locale])
    stats.set(locale, keptLocaleIndex(locale, unchangedSince, locales, previous) ?? buildLocaleIndex(locale, docs, outDir, unchangedSince, previous, analyzer?.(locale)))
  }
  return perLocale((locale) => {
    const s = stats.get(locale)
    if (!s) throw new Error(`search index: ${locale} was not built`)
    return s
  })
}

/** A locale's published index, kept as it is: left out of `locales` and unchanged since `unchangedSince`. Undefined: it must be built. */
export function keptLocaleIndex(locale: Locale, unchangedSince: Partial<Record<Locale, string>>, locales: readonly Locale[], previous?: PreviousIndexes): LocaleIndexStats | undefined {
  const before = unchangedSince[locale]
  return !locales.includes(locale) && before ? { ...keptStats(locale, previous), docs: 0, ms: 0, docsHash: before } : undefined
}

const keptStats = (locale: Locale, previous?: PreviousIndexes) => {
  const published = previous?.records[locale]
  return {
    suggestBytes: 0,
    suggestGzip: 0,
    suggestFiles: 0,
    suggestManifestGzip: 0,
    suggestLargestGzip: 0,
    fulltextFiles: 0,
    fulltextBytes: 0,
    manifestBytes: 0,
    shards: 0,
    kept: true,
    build: published?.build ?? '',
    docFiles: published?.docFiles ?? [],
    shardHashes: published?.shards ?? [],
    linked: 0,
    shardsTaken: 0,
  }
}

/** One locale's indexes under `outDir`, unless its documents hash to `unchangedSince[locale]`. */
export function buildLocaleIndex(
  locale: Locale,
  makeDocs: () => SearchDoc[],
  outDir: string,
  unchangedSince: Partial<Record<Locale, string>> = {},
  previous?: PreviousIndexes,
  analyzer?: TermAnalyzer,
): LocaleIndexStats {
  const started = performance.now()
  const published = previous?.records[locale]
  const docs = makeDocs()
  const docsHash = createHash('sha256').update(JSON.stringify(docs)).digest('base64url').slice(0, 16)
  if (unchangedSince[locale] === docsHash) return { ...keptStats(locale, previous), docs: docs.length, ms: Math.round(performance.now() - started), docsHash }
  const dir = join(outDir, indexDir(locale))
  // A rebuild replaces the folder: old builds' files go.
  rmSync(dir, { recursive: true, force: true })
  const suggest = writeSuggestions(locale, suggestPayload(docs), outDir)
  const publishedDir = previous && join(previous.clientDir, indexDir(locale))
  // A term shard the same as a published one (by its bytes before gzip) takes that one's gzip.
  const publishedShards = new Map((published?.shards ?? []).map((hash, n) => [hash, n]))
  let shardsTaken = 0
  const knownShard = (hash: string) => {
    const n = publishedShards.get(hash)
    if (n === undefined || !published || !publishedDir) return undefined
    try {
      const data = readFileSync(join(publishedDir, shardFile(published.build, n)))
      shardsTaken++
      return data
    } catch {
      return undefined
    }
  }
  const { files, manifest, docFiles, shardHashes } = buildFulltextIndex(docs, { withoutDocFiles: true, knownShard, ...(analyzer ? { analyzer } : {}) })
  let bytes = 0
  for (const [name, data] of files) {
    write(join(dir, name), data)
    bytes += data.byteLength
  }
  mkdirSync(dirname(join(dir, docFile(manifest.build, 0))), { recursive: true })
  let linked = 0
  docFiles.forEach((group, n) => {
    const file = join(dir, docFile(manifest.build, n))
    if (published && publishedDir && published.docFiles[n] === group.hash) {
      try {
        linkSync(join(publishedDir, docFile(published.build, n)), file)
        linked++
        bytes += statSync(file).size
        return
      } catch {
        // Not there after all (or another filesystem): written below.
      }
    }
    const data = docData(group.json)
    writeFileSync(file, data)
    bytes += data.byteLength
  })
  return {
    docs: docs.length,
    ...suggest,
    fulltextFiles: files.size + docFiles.length,
    fulltextBytes: bytes,
    manifestBytes: files.get(manifestFile)?.byteLength ?? 0,
    shards: manifest.shards.length,
    ms: Math.round(performance.now() - started),
    docsHash,
    kept: false,
    build: manifest.build,
    docFiles: docFiles.map((f) => f.hash),
    shardHashes,
    linked,
    shardsTaken,
  }
}
