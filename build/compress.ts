// The compress stage (issue 12): a brotli (`.br`) and a gzip (`.gz`) variant beside every text
// file of the release (hosting/compression.ts), written with Node's zlib (levels by kind of file: levelsFor), so
// hosts send them without compressing per request. Deterministic (no time stamp in the gzip
// header), so a rebuild and a full build of the same content give the same files.
//
// Incremental: a rebuild runs it on its staging folder, which holds only what the rebuild wrote
// (build/publish.ts). A variant at least as new as its file is kept (the page writers write the
// pages' own); one older is written again; one whose file is gone is removed. A variant that
// would not be smaller than its file is not kept (hosts then send the file).
import { readdirSync, renameSync, rmSync, statSync, writeFileSync, readFileSync } from 'node:fs'
import { promisify } from 'node:util'
import { join } from 'node:path'
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib'
import { encodings, isTextFile, isVariant, type Encoding } from '../hosting/compression.js'
import { hiddenHostFiles } from '../redirects/rules.js'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

export type CompressReport = { files: number; written: number; kept: number; removed: number; bytesBefore: number; bytesAfter: number }

/**
 * Levels by what a file is. Hashed assets change only with the code and every visitor downloads
 * them: the highest levels (brotli 11, gzip 9). Pages and their data are most of a release (4 GB of
 * text at 35,000 pages) and a build writes all of them: brotli 5 and gzip 6 compress them about
 * three times faster than 7 and 9 for a few per cent more bytes (brotli 11 would cost ~30× brotli 7
 * for ~9% smaller pages: 8.4 s against 0.3 s for 6 MB of our HTML).
 */
export const levelsFor = (rel: string): { brotli: number; gzip: number } =>
  rel.startsWith('assets/') ? { brotli: constants.BROTLI_MAX_QUALITY, gzip: 9 } : { brotli: 5, gzip: 6 }

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
 * The variants of a page the page writer has just rendered (build/render/writer.ts): compressed
 * while the page is in memory, on the worker's core, instead of read back by the compress stage,
 * which then keeps them (a variant at least as new as its file). Same levels and rule as here:
 * a variant not smaller than the file is not written.
 */
export function pageVariants(rel: string, body: string): { suffix: string; data: Buffer }[] {
  const data = Buffer.from(body)
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

/** Runs `fn` on every item, `limit` at a time (zlib's async calls use libuv's thread pool). */
async function pool<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]
      if (item !== undefined) await fn(item)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

export async function compressRelease(clientDir: string, concurrency = 4): Promise<CompressReport> {
  const { texts, variants } = scan(clientDir)
  const report: CompressReport = { files: texts.length, written: 0, kept: 0, removed: 0, bytesBefore: 0, bytesAfter: 0 }
  const expected = new Set<string>()
  await pool(texts, concurrency, async (rel) => {
    const source = join(clientDir, rel)
    const sourceTime = mtime(source) ?? 0
    let data: Buffer | null = null
    for (const { name, suffix } of encodings) {
      const target = source + suffix
      const targetTime = mtime(target)
      if (targetTime !== null && targetTime >= sourceTime) {
        expected.add(rel + suffix)
        report.kept++
        continue
      }
      data ??= readFileSync(source)
      const packed = await compressBuffer(data, name, levelsFor(rel))
      rmSync(target, { force: true })
      if (packed.length >= data.length) continue
      // A new file, never written into: the published release may share the old one's inode.
      writeFileSync(target + '.tmp', packed)
      renameSync(target + '.tmp', target)
      expected.add(rel + suffix)
      report.written++
      if (name === 'br') {
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
