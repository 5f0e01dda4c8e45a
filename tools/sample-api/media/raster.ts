// Raster media of the sample API: a firm's CMS serves photographs as JPEG/PNG, so some sample
// media are rendered from photo.ts's scenes with sharp. Rendering a 1600×900 scene takes a few
// hundred milliseconds, so each file is kept on disk (`.cache/sample-media/`, keyed by the path,
// the scene code's version and sharp's) and a restarted API serves it at once. Generated datasets
// (`--scale`) reuse a small pool of these paths instead of thousands of distinct photos.
import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { photoSvg, portraitIsFeminine, type PhotoScene } from './photo.js'

/** Bump when photo.ts draws differently: cached files of the old drawing are then ignored. */
const SCENES_VERSION = 2

export const defaultRasterCacheDir = fileURLToPath(new URL('../../../.cache/sample-media/', import.meta.url))

export type RasterFormat = 'jpeg' | 'png'

export function rasterFormatOf(path: string): RasterFormat | null {
  const ext = path.slice(path.lastIndexOf('.') + 1).toLowerCase()
  return ext === 'jpg' || ext === 'jpeg' ? 'jpeg' : ext === 'png' ? 'png' : null
}

export async function renderPhoto(path: string, scene: PhotoScene, format: RasterFormat, name = ''): Promise<Buffer> {
  const image = sharp(Buffer.from(photoSvg(path, scene, name)))
  return format === 'jpeg' ? image.flatten({ background: '#ffffff' }).jpeg({ quality: 84, mozjpeg: true }).toBuffer() : image.png({ compressionLevel: 9 }).toBuffer()
}

/**
 * What a photograph's bytes are made from: its path (the seed), scene and format, and for a
 * portrait whether it shows a woman, the one thing photo.ts takes from the name. So a generated
 * person shown with a sample person's photo of the same sex reads the sample's cached file.
 */
export function photoDrawing(path: string, scene: PhotoScene, format: RasterFormat, name = ''): (string | boolean)[] {
  return [path, scene, format, scene === 'portrait' && portraitIsFeminine(path, name)]
}

/** `renderPhoto` through the disk cache (`dir`: null renders every time). */
export async function cachedPhoto(path: string, scene: PhotoScene, format: RasterFormat, dir: string | null, name = ''): Promise<Buffer> {
  if (!dir) return renderPhoto(path, scene, format, name)
  const key = createHash('sha256')
    .update(JSON.stringify([SCENES_VERSION, sharp.versions.vips, ...photoDrawing(path, scene, format, name)]))
    .digest('hex')
  const file = join(dir, `${key.slice(0, 32)}.${format === 'jpeg' ? 'jpg' : 'png'}`)
  const hit = await readFile(file).catch(() => null)
  if (hit && hit.length > 0) return hit
  const bytes = await renderPhoto(path, scene, format, name)
  // Written aside and renamed: a parallel test run never reads half a file.
  await mkdir(dir, { recursive: true })
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`
  await writeFile(temp, bytes)
  await rename(temp, file)
  return bytes
}
