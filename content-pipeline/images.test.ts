// The variant maker: sizes, formats, no upscaling, the index it records, Markdown <img> → <picture>,
// and the cache: a second run over the same images encodes nothing and gives the same files.
import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { is } from 'superstruct'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { makeImageVariants, variantPath, variantWidths } from './images.js'
import { ImageIndex, picturesInHtml } from './images-model.js'
import { Issues } from './issues.js'

let root = ''
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'images-test-'))
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

/** A small photo-like JPEG/PNG of the given size (a gradient, so encoders have something to do). */
async function picture(width: number, height: number, format: 'jpeg' | 'png', orientation?: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#0f4c4a"/><stop offset="1" stop-color="#f28c28"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#fff"/></svg>`
  const image = sharp(Buffer.from(svg))
  const out = format === 'jpeg' ? image.jpeg() : image.png()
  return (orientation ? out.withMetadata({ orientation }) : out).toBuffer()
}

/** The chroma subsampling an AVIF file's AV1 configuration box (av1C) records. */
function av1Chroma(avif: Buffer): string {
  const at = avif.indexOf('av1C')
  if (at < 0) throw new Error('no av1C box')
  // After the marker/version and profile/level bytes: tier, high bit depth, twelve bit, monochrome, subsampling x, y.
  const flags = avif[at + 6] ?? 0
  const x = (flags >> 3) & 1
  const y = (flags >> 2) & 1
  return x && y ? '4:2:0' : x ? '4:2:2' : '4:4:4'
}

async function media(files: Record<string, Buffer>): Promise<string> {
  const dir = join(root, 'out')
  for (const [path, bytes] of Object.entries(files)) {
    const file = join(dir, path)
    await mkdir(join(file, '..'), { recursive: true })
    await writeFile(file, bytes)
  }
  return dir
}

describe('variant widths and names', () => {
  it('keeps the candidate widths below the original and adds its own, never wider', () => {
    expect(variantWidths(1600)).toEqual([320, 640, 960, 1280, 1600])
    expect(variantWidths(800)).toEqual([320, 640, 800])
    expect(variantWidths(640)).toEqual([320, 640])
    expect(variantWidths(200)).toEqual([200])
    expect(variantWidths(4000)).toEqual([320, 640, 960, 1280, 1920])
  })

  it('names variants after the original, with its extension only when two originals share a name', () => {
    expect(variantPath('/media/people/jana.jpg', 640, 'avif')).toBe('/media/people/jana-640w.avif')
    expect(variantPath('/media/people/jana.png', 640, 'webp', true)).toBe('/media/people/jana-png-640w.webp')
  })
})

describe('makeImageVariants', () => {
  it('makes AVIF and WebP at every width, records sizes, skips SVG, PDF and GIF', async () => {
    const dir = await media({
      'media/blog/header.jpg': await picture(1000, 500, 'jpeg'),
      'media/people/jana.png': await picture(400, 500, 'png'),
      'media/blog/chart.svg': Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
    })
    const issues = new Issues()
    const paths = ['/media/blog/header.jpg', '/media/people/jana.png', '/media/blog/chart.svg', '/media/documents/a.pdf', '/media/x/anim.gif']
    const { images, stats } = await makeImageVariants(paths, dir, issues, { cacheDir: join(root, 'cache') })
    expect(issues.errors).toEqual([])
    expect(is(images, ImageIndex)).toBe(true)
    expect(Object.keys(images)).toEqual(['/media/blog/header.jpg', '/media/people/jana.png'])
    const header = images['/media/blog/header.jpg']
    expect(header).toMatchObject({ width: 1000, height: 500, type: 'image/jpeg' })
    expect(header?.variants.map((v) => `${v.format} ${v.width}x${v.height}`)).toEqual([
      'avif 320x160',
      'avif 640x320',
      'avif 960x480',
      'avif 1000x500',
      'webp 320x160',
      'webp 640x320',
      'webp 960x480',
      'webp 1000x500',
    ])
    for (const v of header?.variants ?? []) {
      const meta = await sharp(await readFile(join(dir, v.path))).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual([v.format === 'avif' ? 'heif' : 'webp', v.width, v.height])
    }
    expect(images['/media/people/jana.png']).toMatchObject({ width: 400, height: 500, type: 'image/png' })
    expect(stats).toEqual({ images: 2, encoded: 2, cached: 0, variants: 12 })
  })

  it('a second run encodes nothing: every variant comes from the cache, byte for byte, under any path', async () => {
    const cacheDir = join(root, 'cache')
    const bytes = await picture(700, 400, 'jpeg')
    const first = await media({ 'media/a/one.jpg': bytes })
    const run1 = await makeImageVariants(['/media/a/one.jpg'], first, new Issues(), { cacheDir })
    expect(run1.stats.encoded).toBe(1)
    const entries = await readdir(cacheDir)

    const second = join(root, 'second')
    await mkdir(join(second, 'media/b'), { recursive: true })
    await writeFile(join(second, 'media/b/moved.jpg'), bytes)
    const run2 = await makeImageVariants(['/media/b/moved.jpg'], second, new Issues(), { cacheDir })
    expect(run2.stats).toMatchObject({ encoded: 0, cached: 1 })
    expect(await readdir(cacheDir)).toEqual(entries)
    for (const [a, b] of (run1.images['/media/a/one.jpg']?.variants ?? []).map((v, i) => [v, run2.images['/media/b/moved.jpg']?.variants[i]] as const)) {
      expect(b?.path).toBe(a.path.replace('/media/a/one', '/media/b/moved'))
      expect((await readFile(join(second, b?.path ?? ''))).equals(await readFile(join(first, a.path)))).toBe(true)
    }

    // Changed bytes under the same path are encoded again.
    await writeFile(join(second, 'media/b/moved.jpg'), await picture(700, 400, 'png'))
    expect((await makeImageVariants(['/media/b/moved.jpg'], second, new Issues(), { cacheDir })).stats.encoded).toBe(1)
  })

  it("keeps the original's colour resolution in AVIF: 4:2:0 from a 4:2:0 JPEG, full from a PNG or a 4:4:4 JPEG", async () => {
    const originals = {
      'media/a/photo.jpg': await picture(700, 400, 'jpeg'),
      'media/a/full.jpg': await sharp(await picture(700, 400, 'png'))
        .jpeg({ chromaSubsampling: '4:4:4' })
        .toBuffer(),
      'media/a/chart.png': await picture(700, 400, 'png'),
    }
    const dir = await media(originals)
    const { images } = await makeImageVariants(
      Object.keys(originals).map((p) => `/${p}`),
      dir,
      new Issues(),
      { cacheDir: null },
    )
    const chromaOf = async (path: string) => {
      const avif = images[path]?.variants.find((v) => v.format === 'avif')
      return av1Chroma(await readFile(join(dir, avif?.path ?? '')))
    }
    expect([await chromaOf('/media/a/photo.jpg'), await chromaOf('/media/a/full.jpg'), await chromaOf('/media/a/chart.png')]).toEqual(['4:2:0', '4:4:4', '4:4:4'])
  })

  it('applies EXIF orientation: a portrait shot stored sideways is recorded and encoded upright', async () => {
    const dir = await media({ 'media/p/rotated.jpg': await picture(600, 300, 'jpeg', 6) })
    const { images } = await makeImageVariants(['/media/p/rotated.jpg'], dir, new Issues(), { cacheDir: null })
    expect(images['/media/p/rotated.jpg']).toMatchObject({ width: 300, height: 600 })
    const widest = images['/media/p/rotated.jpg']?.variants.find((v) => v.format === 'webp' && v.width === 300)
    expect(await sharp(await readFile(join(dir, widest?.path ?? ''))).metadata()).toMatchObject({ width: 300, height: 600 })
  })

  it('reports a file that is not an image it can read, naming it', async () => {
    const dir = await media({ 'media/x/broken.jpg': Buffer.from('not a jpeg') })
    const issues = new Issues()
    await makeImageVariants(['/media/x/broken.jpg'], dir, issues, { cacheDir: join(root, 'cache') })
    expect(issues.errors).toEqual([expect.stringContaining('media /media/x/broken.jpg: responsive variants failed')])
  })
})

describe('picturesInHtml', () => {
  it('wraps Markdown raster images in <picture> with both sources and the size; leaves SVG alone', () => {
    const images = {
      '/media/b/photo.jpg': {
        src: '/media/b/photo.jpg',
        width: 800,
        height: 600,
        type: 'image/jpeg' as const,
        variants: [
          { format: 'avif' as const, width: 320, height: 240, path: '/media/b/photo-320w.avif' },
          { format: 'webp' as const, width: 320, height: 240, path: '/media/b/photo-320w.webp' },
        ],
      },
    }
    const html = '<p><img src="/media/b/photo.jpg" alt="Team &#x26; guests" loading="lazy" decoding="async"></p><p><img src="/media/b/chart.svg" alt="" loading="lazy" decoding="async"></p>'
    expect(picturesInHtml(html, images)).toBe(
      '<p><picture><source type="image/avif" srcset="/media/b/photo-320w.avif 320w" sizes="(min-width: 52rem) 48rem, calc(100vw - 2.5rem)">' +
        '<source type="image/webp" srcset="/media/b/photo-320w.webp 320w" sizes="(min-width: 52rem) 48rem, calc(100vw - 2.5rem)">' +
        '<img src="/media/b/photo.jpg" alt="Team &#x26; guests" loading="lazy" decoding="async" width="800" height="600"></picture></p>' +
        '<p><img src="/media/b/chart.svg" alt="" loading="lazy" decoding="async"></p>',
    )
  })
})
