// The compress stage (issue 12): a brotli (`.br`) and a gzip (`.gz`) variant beside every text
// file of the release (hosting/compression.ts), written with Node's zlib (levels by kind of file: levelsFor), so
// hosts send them without compressing per request. Deterministic (no time stamp in the gzip
// header), so a rebuild and a full build of the same content give the same files.
//
// Incremental: a rebuild runs it on its staging folder, which holds only what the rebuild wrote
// (publishing/publish.ts). A variant at least as new as its file is kept (the page writers write the
// pages' own); one older is written again; one whose file is gone is removed. A variant that
// would not be smaller than its file is not kept (hosts then send the file).
//
// Cached: a variant is a function of its file's bytes and the level, so each one made is kept in
// `.cache/compressed/` (`BUILD_COMPRESS_CACHE`; `off`: none) under its file's hash and linked into
// the release. A full build's compress stage is mostly the content's SVGs (~8,000 files, 16,000
// variants at --scale 20000), the same from one build to the next; the next full build links them.
import { mkdirSync, readdirSync, rmSync, statSync, utimesSync, readFileSync } from 'node:fs'
import { promisify } from 'node:util'
import { dirname, join, resolve } from 'node:path'
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib'
import { encodings, isTextFile, isVariant, type Encoding } from '../hosting/compression.js'
import { hiddenHostFiles } from '../hosting/redirects/rules.js'
import { forEachLimited, linkOrCopy, writeFileAtomicallySync } from '../shared/files.js'
import { sha1 } from '../shared/hash.js'
import { compressCache } from './settings.js'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** `written`: variants written, `cached` of them linked from the cache. */
export type CompressReport = { files: number; written: number; cached: number; kept: number; removed: number; bytesBefore: number; bytesAfter: number }

/** The cache of variants: `BUILD_COMPRESS_CACHE`, else `.cache/compressed/` of the project; `off`: none. */
export function compressCacheDir(): string | null {
  const setting = process.env[compressCache.name]?.trim()
  if (setting === 'off') return null
  return resolve(setting || compressCache.default)
}

/**
 * Levels by what a file is. Hashed assets change only with the code and every visitor downloads
 * them: the highest levels (brotli 11, gzip 9). Pages and their data are most of a release (4 GB of
 * text at 35,000 pages) and a build writes all of them: brotli 5 and gzip 5 compress them about
 * three times faster than 7 and 9 for a few per cent more bytes (brotli 11 would cost ~30× brotli 7
 * for ~9% smaller pages: 8.4 s against 0.3 s for 6 MB of our HTML). gzip 5 rather than 6: on 300
 * of our pages at network scale, 0.34 against 0.45 ms a page for 0.6 % more bytes (gzip is only
 * sent to the few clients without brotli); compressing was a third of a page worker's time.
 */
export const levelsFor = (rel: string): { brotli: number; gzip: number } => (rel.startsWith('assets/') ? { brotli: constants.BROTLI_MAX_QUALITY, gzip: 9 } : { brotli: 5, gzip: 5 })

export function compressBuffer(data: Buffer, encoding: Encoding, levels: { brotli: number; gzip: number } = { brotli: constants.BROTLI_MAX_QUALITY, gzip: 9 }): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(data, { level: levels.gzip })
  return brotli(data, { params: brotliParams(data, levels.brotli) })
}

const brotliParams = (data: Buffer, quality: number) => ({
  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  [constants.BROTLI_PARAM_QUALITY]: quality,
  [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
})

/**
 * The variants of a page the page writer has just rendered (renderer/render/writer.ts): compressed
 * while the page is in memory, on the worker's core, instead of read back by the compress stage,
 * which then keeps them (a variant at least as new as its file). Same levels and rule as here:
 * a variant not smaller than the file is not written.
 */
export function pageVariants(rel: string, data: Buffer): { suffix: string; data: Buffer }[] {
  const levels = levelsFor(rel)
  const out: { suffix: string; data: Buffer }[] = []
  for (const { name, suffix } of encodings) {
    const packed = name === 'gzip' ? gzipSync(data, { level: levels.gzip }) : brotliCompressSync(data, { params: brotliParams(data, levels.brotli) })
    if (packed.length < data.length) out.push({ suffix, data: packed })
  }
  return out
}

const hidden = new Set<string>(hiddenHostFiles.map((f) => f.slice(1)))

/** Text files of `clientDir` (relative paths) and the variants found beside them. */
function scan(clientDir: string): { texts: string[]; variants: string[] } {
  const texts: string[] = []
  const variants: string[] = []
  const walk = (rel: string) => {
    for (const e of readdirSync(join(clientDir, rel), { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name
      if (e.isDirectory()) walk(r)
      else if (isVariant(e.name)) variants.push(r)
      else if (isTextFile(e.name) && !hidden.has(r)) texts.push(r)
    }
  }
  walk('')
  return { texts, variants }
}

const mtime = (file: string): number | null => {
  try {
    return statSync(file).mtimeMs
  } catch {
    return null
  }
}

export async function compressRelease(clientDir: string, options: { cacheDir: string | null; concurrency?: number }): Promise<CompressReport> {
  const { texts, variants } = scan(clientDir)
  const report: CompressReport = { files: texts.length, written: 0, cached: 0, kept: 0, removed: 0, bytesBefore: 0, bytesAfter: 0 }
  const expected = new Set<string>()
  // Files with the same bytes (the search index's small suggestion files, at network scale) share
  // one cache entry: the first to miss it makes it, the others wait for that and link it.
  const making = new Map<string, Promise<Buffer>>()
  await forEachLimited(texts, options.concurrency ?? 4, async (rel) => {
    const source = join(clientDir, rel)
    const sourceTime = mtime(source) ?? 0
    let data: Buffer | null = null
    let hash: string | null = null
    for (const { name, suffix } of encodings) {
      const target = source + suffix
      const targetTime = mtime(target)
      if (targetTime !== null && targetTime >= sourceTime) {
        expected.add(rel + suffix)
        report.kept++
        continue
      }
      data ??= readFileSync(source)
      const levels = levelsFor(rel)
      // The zlib and brotli versions too: another build of them may give other (equally valid) bytes.
      const cached = options.cacheDir
        ? join(options.cacheDir, `${name}-${name === 'gzip' ? levels.gzip : levels.brotli}-${process.versions.zlib}-${process.versions.brotli ?? ''}`, (hash ??= sha1(data)).slice(0, 2), hash)
        : null
      // A new file, never written into: the published release may share the old one's inode.
      rmSync(target, { force: true })
      if (cached && (await linkCached(cached, target))) {
        expected.add(rel + suffix)
        report.written++
        report.cached++
        continue
      }
      // The same bytes being made for another file: wait for them, then link the entry as a hit.
      const shared = cached ? making.get(cached) : undefined
      const compressing = shared ?? compressBuffer(data, name, levels)
      if (cached && !shared) making.set(cached, compressing)
      const packed = await compressing
      if (packed.length >= data.length) continue
      if (cached && !shared) writeWhole(cached, packed)
      // Another run sharing the cache may have renamed the same bytes over the entry meanwhile;
      // a link to the replaced file then fails (ENOENT): the bytes are in hand.
      if (!cached || !(await linkCached(cached, target))) writeWhole(target, packed)
      expected.add(rel + suffix)
      report.written++
      if (shared) report.cached++
      else if (name === 'br') {
        report.bytesBefore += data.length
        report.bytesAfter += packed.length
      }
    }
  })
  for (const rel of variants) {
    if (expected.has(rel)) continue
    rmSync(join(clientDir, rel), { force: true })
    report.removed++
  }
  return report
}

/**
 * Drops what the cache holds that no build used for `maxAgeDays` (each use sets the entry's time:
 * linkCached), and temporary files a killed run left. A full build calls it: without it the cache
 * would keep every variant of every asset and SVG the site ever had.
 */
export function pruneCompressCache(cacheDir: string, maxAgeDays = 30): number {
  const before = Date.now() - maxAgeDays * 86_400_000
  const tempBefore = Date.now() - 3_600_000
  let removed = 0
  const walk = (dir: string) => {
    let entries
    try {
      entries = readdirSync(dir, { withFileTypes: true })
    } catch {
      return
    }
    for (const e of entries) {
      const full = join(dir, e.name)
      if (e.isDirectory()) walk(full)
      else if ((mtime(full) ?? Infinity) < (e.name.endsWith('.tmp') ? tempBefore : before)) {
        rmSync(full, { force: true })
        removed++
      }
    }
  }
  walk(cacheDir)
  return removed
}

/** Written beside and renamed into place: a run beside this one (sharing the cache) sees the whole file or none. */
function writeWhole(file: string, data: Buffer): void {
  mkdirSync(dirname(file), { recursive: true })
  writeFileAtomicallySync(file, data)
}

/**
 * The cached variant at `target`, if the cache has it. Its time is set to now (in the cache too:
 * one file): a variant is kept by the next run only if it is at least as new as its file.
 */
async function linkCached(cached: string, target: string): Promise<boolean> {
  try {
    await linkOrCopy(cached, target)
  } catch (err) {
    if (err instanceof Error && 'code' in err && err.code === 'ENOENT') return false
    throw err
  }
  const now = new Date()
  utimesSync(target, now, now)
  return true
}
