// Images for pages: what a <Picture> (components/content/Picture.tsx) needs of a media path, from
// the pipeline's image index (content/generated/{locale}/images.json). +data returns these, so the
// page's data carries each image's size and srcsets, and nothing else of the index.
import type { Locale } from '../shared/config/locales.js'
import { mimeOf, srcSetOf, variantFormats } from '../content-pipeline/images-model.js'
import { content } from './content.js'

export type ImageData = {
  src: string
  /** The original's pixel size (raster images); null for SVG, whose template gives a size. */
  width: number | null
  height: number | null
  /** AVIF then WebP; empty for SVG and for a raster image without variants. */
  sources: { type: string; srcSet: string }[]
}

/** The image at `src` (a /media/ path), or null for none. */
export function imageData(locale: Locale, src: string): ImageData
export function imageData(locale: Locale, src: string | null): ImageData | null
export function imageData(locale: Locale, src: string | null): ImageData | null {
  if (!src) return null
  if (src.toLowerCase().endsWith('.svg')) return { src, width: null, height: null, sources: [] }
  const image = content(locale, 'images')[src]
  if (!image) return { src, width: null, height: null, sources: [] }
  const sources = variantFormats.map((f) => ({ type: mimeOf[f], srcSet: srcSetOf(image, f) })).filter((s) => s.srcSet !== '')
  return { src, width: image.width, height: image.height, sources }
}
