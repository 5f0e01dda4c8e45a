// The one image component: a raster image as <picture> with its AVIF and WebP sources (srcset +
// sizes) and the original as the <img> fallback with its pixel size; an SVG as a plain <img>.
// Below the fold it loads lazily; `priority` is for the first screen's image (the hero, an
// article's header, a person's portrait on their page): loaded at once with fetchpriority=high.
import type { ImageData } from '../../page-data/images.js'

type Props = {
  image: ImageData
  alt: string
  /** How wide the image is shown, e.g. `(min-width: 1024px) 25vw, 50vw` (raster images only). */
  sizes: string
  /** Shown size for SVG, whose file has none we record; raster images use their own. */
  width?: number
  height?: number
  className?: string
  priority?: boolean
}

export function Picture({ image, alt, sizes, width, height, className, priority = false }: Props) {
  const img = (
    <img
      src={image.src}
      alt={alt}
      width={image.width ?? width}
      height={image.height ?? height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  )
  if (image.sources.length === 0) return img
  return (
    <picture>
      {image.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  )
}
