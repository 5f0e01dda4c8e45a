// What the pipeline records of every raster image (images.ts makes it): the original's pixel size
// and type, and its AVIF and WebP variants. The structs are the types; pages read
// `content/generated/{locale}/images.json` (`LocaleContent.images`, path → ResponsiveImage).
// Small and free of sharp, so the renderer and the browser can import it.
import { array, enums, integer, object, record, string, type Infer } from 'superstruct'
import { MediaPath } from './schemas/common.js'

export const variantFormats = ['avif', 'webp'] as const
export const VariantFormat = enums(variantFormats)
export type VariantFormat = Infer<typeof VariantFormat>

export const ImageVariant = object({ format: VariantFormat, width: integer(), height: integer(), path: MediaPath })
export type ImageVariant = Infer<typeof ImageVariant>

export const rasterTypes = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif' } as const
export const RasterType = enums(['image/jpeg', 'image/png', 'image/webp', 'image/avif'])

export const ResponsiveImage = object({
  src: MediaPath,
  width: integer(),
  height: integer(),
  type: RasterType,
  /** Narrowest first within each format, AVIF before WebP (the order of <source>s). */
  variants: array(ImageVariant),
})
export type ResponsiveImage = Infer<typeof ResponsiveImage>

export const ImageIndex = record(string(), ResponsiveImage)
export type ImageIndex = Infer<typeof ImageIndex>

export const mimeOf: Record<VariantFormat, string> = { avif: 'image/avif', webp: 'image/webp' }

/** `srcset` of one format: `path 320w, path 640w, …`. */
export function srcSetOf(image: ResponsiveImage, format: VariantFormat): string {
  return image.variants
    .filter((v) => v.format === format)
    .map((v) => `${v.path} ${v.width}w`)
    .join(', ')
}

/** Whether a media path is a raster image the pipeline makes variants of (GIF stays as it is: it may move). */
export function isRasterPath(path: string): boolean {
  const ext = path.slice(path.lastIndexOf('.') + 1).toLowerCase()
  return Object.hasOwn(rasterTypes, ext)
}

const escapeAttr = (s: string): string => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/**
 * An image inside Markdown HTML as a <picture>: the AVIF and WebP sources, and the original with
 * its pixel size (no layout shift) in the <img>, which keeps its other attributes (alt, lazy).
 */
export function pictureHtml(image: ResponsiveImage, imgAttributes: string, sizes: string): string {
  const sources = variantFormats
    .map((f) => [f, srcSetOf(image, f)] as const)
    .filter(([, set]) => set !== '')
    .map(([f, set]) => `<source type="${mimeOf[f]}" srcset="${escapeAttr(set)}" sizes="${escapeAttr(sizes)}">`)
  return `<picture>${sources.join('')}<img src="${escapeAttr(image.src)}"${imgAttributes} width="${image.width}" height="${image.height}"></picture>`
}

/** Width of the article column (renderer/styles.css `.prose`: 48rem), for images in Markdown. */
export const proseSizes = '(min-width: 52rem) 48rem, calc(100vw - 2.5rem)'

/** Every `<img src="/media/…">` of a raster image with variants, in HTML the Markdown renderer made, as a <picture>. */
export function picturesInHtml(html: string, images: ImageIndex): string {
  if (!html.includes('<img src="/media/')) return html
  return html.replace(/<img src="(\/media\/[^"]+)"([^>]*)>/g, (whole, src: string, rest: string) => {
    const image = images[src]
    if (!image || image.variants.length === 0) return whole
    return pictureHtml(image, rest.replace(/\s(width|height)="[^"]*"/g, ''), proseSizes)
  })
}
