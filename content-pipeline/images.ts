// Stage 5b: responsive variants of every raster image the media stage downloaded. Each JPEG/PNG/
// WebP/AVIF original gets AVIF and WebP at the widths of `imageSettings.widths` that are narrower
// than it, plus its own width (never upscaled); the original stays as the <img> fallback. The
// variants and the original's size are recorded (images-model.ts) for the pages' <picture>s.
//
// Encoding is the expensive part (an AVIF of 1600 px takes a good part of a second of a core), so results are kept
// in a cache folder (`.cache/images/`) keyed by the original's bytes and the settings: an image
// already encoded is linked from there, never encoded again, whatever its path or run (full,
// incremental, another dataset). At most `concurrency` images are encoded at once, each on one
// libvips thread, so the stage stays within the machine's cores.
import { createHash, randomBytes } from 'node:crypto'
import { availableParallelism } from 'node:os'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { array, integer, is, object, type Infer } from 'superstruct'
import { isRasterPath, RasterType, VariantFormat, variantFormats, type ImageIndex, type ResponsiveImage } from './images-model.js'
import type { Issues } from './issues.js'
import { mediaFile } from './media.js'
import { forEachLimited, linkOrCopy } from '../shared/files.js'

export const imageSettings = {
  /** Candidate widths (px); an image also gets its own width, capped at the widest. */
  widths: [320, 640, 960, 1280, 1920],
  /**
   * effort 2: five times faster than the default 4 for files ~30% larger, still below WebP. The
   * chroma is subsampled only where the original's was (`avifChroma`).
   */
  avif: { quality: 50, effort: 2 },
  webp: { quality: 75, effort: 4 },
} as const

/** `.cache/images/` of the repository (CONTENT_IMAGE_CACHE moves it; `off`: no cache). */
export const defaultImageCacheDir: string | null = process.env.CONTENT_IMAGE_CACHE === 'off' ? null : process.env.CONTENT_IMAGE_CACHE || fileURLToPath(new URL('../.cache/images/', import.meta.url))

/** Bump when encoding changes in a way the settings do not show: older cache entries are then ignored. */
const ENCODER_VERSION = 2

/**
 * AVIF's chroma resolution: a JPEG that carries its colour at half resolution (4:2:0, as cameras
 * and CMSs save photographs) loses nothing at 4:2:0, which encodes ~18 % faster into ~6 % smaller
 * files than sharp's default 4:4:4 (1600 px photographs here); other originals (PNG graphics, a
 * 4:4:4 JPEG) keep full-resolution colour, so edges of flat colour and text stay clean.
 */
export function avifChroma(meta: { format?: string; chromaSubsampling?: string }): '4:2:0' | '4:4:4' {
  return meta.format === 'jpeg' && meta.chromaSubsampling === '4:2:0' ? '4:2:0' : '4:4:4'
}

export type ImageStats = { images: number; encoded: number; cached: number; variants: number }

export type ImageOptions = {
  /** Cache folder; null encodes everything (tests of the encoder). */
  cacheDir: string | null
  /** Images encoded at once (default: one per core, `CONTENT_IMAGE_CONCURRENCY`). */
  concurrency?: number
}

const CachedEntry = object({
  width: integer(),
  height: integer(),
  type: RasterType,
  variants: array(object({ format: VariantFormat, width: integer(), height: integer() })),
})
type CachedEntry = Infer<typeof CachedEntry>

/** Widths to make for an original `width` px wide: the candidates below it and its own (capped). */
export function variantWidths(width: number, widths: readonly number[] = imageSettings.widths): number[] {
  const widest = widths[widths.length - 1] ?? width
  const below = widths.filter((w) => w < Math.min(width, widest))
  return [...below, Math.min(width, widest)]
}

/** `/media/people/jana.jpg` → `/media/people/jana-640w.avif`; `withExt` keeps `x.jpg` and `x.png` apart. */
export function variantPath(src: string, width: number, format: VariantFormat, withExt = false): string {
  const dot = src.lastIndexOf('.')
  const stem = withExt ? `${src.slice(0, dot)}-${src.slice(dot + 1).toLowerCase()}` : src.slice(0, dot)
  return `${stem}-${width}w.${format}`
}

function settingsKey(): string {
  return JSON.stringify([ENCODER_VERSION, sharp.versions.vips, imageSettings])
}

/** Cache key of an original: its bytes and everything that decides the variants' bytes. */
export function cacheKey(bytes: Buffer): string {
  return createHash('sha256').update(settingsKey()).update('\0').update(bytes).digest('hex')
}

async function encode(bytes: Buffer, into: string): Promise<CachedEntry> {
  // EXIF orientation is applied, so the variants and the recorded size are upright (browsers
  // show the original upright too); variants carry no metadata (no camera or GPS data).
  const meta = await sharp(bytes).metadata()
  const upright = (meta.orientation ?? 1) >= 5
  const width = upright ? meta.height : meta.width
  const height = upright ? meta.width : meta.height
  const type = meta.format === 'jpeg' ? 'image/jpeg' : meta.format === 'png' ? 'image/png' : meta.format === 'webp' ? 'image/webp' : meta.format === 'heif' ? 'image/avif' : null
  if (!width || !height || !type) throw new Error(`not a raster image sharp can read (${meta.format ?? 'unknown format'})`)
  const avif = { ...imageSettings.avif, chromaSubsampling: avifChroma(meta) }
  const variants: CachedEntry['variants'] = []
  for (const w of variantWidths(width)) {
    const h = Math.max(1, Math.round((height * w) / width))
    for (const format of variantFormats) {
      const pipeline = sharp(bytes).rotate().resize({ width: w, height: h, fit: 'fill' })
      const out = format === 'avif' ? pipeline.avif(avif) : pipeline.webp(imageSettings.webp)
      await writeFile(join(into, `${w}.${format}`), await out.toBuffer())
      variants.push({ format, width: w, height: h })
    }
  }
  // <source> order: every AVIF width, then every WebP width.
  variants.sort((a, b) => variantFormats.indexOf(a.format) - variantFormats.indexOf(b.format) || a.width - b.width)
  return { width, height, type, variants }
}

async function readEntry(dir: string): Promise<CachedEntry | null> {
  try {
    const value: unknown = JSON.parse(await readFile(join(dir, 'entry.json'), 'utf8'))
    return is(value, CachedEntry) ? value : null
  } catch {
    return null
  }
}

/** The cache entry of `bytes`: read, or encoded into the cache (or into `scratch` without one). */
async function entryFor(bytes: Buffer, options: ImageOptions, scratch: string): Promise<{ dir: string; entry: CachedEntry; encoded: boolean }> {
  if (options.cacheDir) {
    const dir = join(options.cacheDir, cacheKey(bytes))
    const entry = await readEntry(dir)
    if (entry) return { dir, entry, encoded: false }
    // Encoded into a folder of its own, then renamed into place: a parallel run never sees half an entry.
    const temp = `${dir}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`
    await mkdir(temp, { recursive: true })
    try {
      const made = await encode(bytes, temp)
      await writeFile(join(temp, 'entry.json'), JSON.stringify(made))
      await rename(temp, dir).catch(async (err: unknown) => {
        // Another run stored the same entry first: use theirs.
        if (await readEntry(dir)) return rm(temp, { recursive: true, force: true })
        throw err
      })
      return { dir, entry: made, encoded: true }
    } catch (err) {
      await rm(temp, { recursive: true, force: true })
      throw err
    }
  }
  const dir = join(scratch, cacheKey(bytes))
  await mkdir(dir, { recursive: true })
  return { dir, entry: await encode(bytes, dir), encoded: true }
}

/** Hard link (the cache and the output share a disk), else a copy. */
async function place(from: string, to: string): Promise<void> {
  await mkdir(dirname(to), { recursive: true })
  await rm(to, { force: true })
  await linkOrCopy(from, to)
}

/**
 * Makes the variants of every raster path in `paths` (already stored below `dir/media`) beside
 * its original and returns the index the pages read. A file sharp cannot read is an error naming it.
 */
export async function makeImageVariants(paths: readonly string[], dir: string, issues: Issues, options: ImageOptions): Promise<{ images: ImageIndex; stats: ImageStats }> {
  const raster = paths.filter(isRasterPath).sort()
  const stats: ImageStats = { images: raster.length, encoded: 0, cached: 0, variants: 0 }
  const images: ImageIndex = {}
  if (raster.length === 0) return { images, stats }
  // x.jpg and x.png in one folder would share x-640w.avif: such stems keep their extension.
  const stems = new Map<string, number>()
  for (const p of raster) stems.set(p.slice(0, p.lastIndexOf('.')), (stems.get(p.slice(0, p.lastIndexOf('.'))) ?? 0) + 1)
  const scratch = join(dir, '.image-scratch')
  const concurrency = Math.max(1, options.concurrency ?? (Number(process.env.CONTENT_IMAGE_CONCURRENCY) || availableParallelism()))
  const threads = sharp.concurrency()
  sharp.concurrency(1)
  try {
    await forEachLimited(raster, concurrency, async (src) => {
      try {
        const file = mediaFile(dir, src)
        const { dir: from, entry, encoded } = await entryFor(await readFile(file), options, scratch)
        if (encoded) stats.encoded++
        else stats.cached++
        const withExt = (stems.get(src.slice(0, src.lastIndexOf('.'))) ?? 0) > 1
        const variants = entry.variants.map((v) => ({ ...v, path: variantPath(src, v.width, v.format, withExt) }))
        for (const v of variants) await place(join(from, `${v.width}.${v.format}`), mediaFile(dir, v.path))
        stats.variants += variants.length
        const image: ResponsiveImage = { src, width: entry.width, height: entry.height, type: entry.type, variants }
        images[src] = image
      } catch (err) {
        issues.fail(`media ${src}: responsive variants failed: ${err instanceof Error ? err.message : String(err)}`)
      }
    })
  } finally {
    sharp.concurrency(threads)
    await rm(scratch, { recursive: true, force: true })
  }
  // Sorted keys: two runs over the same content write the same bytes.
  return { images: Object.fromEntries(Object.entries(images).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))), stats }
}
