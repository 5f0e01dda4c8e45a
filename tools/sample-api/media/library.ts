// Serves the generated media: bytes are rendered on first request and cached with their ETag.
import { createHash } from 'node:crypto'
import type { Dataset } from '../dataset-types.js'
import { collectMedia, type MediaCatalog, type MediaSource } from './collect.js'
import { renderPdf } from './pdf.js'
import { cachedPhoto, defaultRasterCacheDir } from './raster.js'
import { renderSvg } from './svg.js'
import { renderWav } from './wav.js'

export type MediaFile = { bytes: Buffer; type: string; etag: string }

const CACHE_LIMIT = 5000

/** `rasterCache`: the folder photos are kept in between runs (null: render each time). */
export async function renderMedia(source: MediaSource, rasterCache: string | null = defaultRasterCacheDir): Promise<{ bytes: Buffer; type: string }> {
  switch (source.kind) {
    case 'photo':
      return { bytes: await cachedPhoto(source.path, source.scene, source.format, rasterCache, source.name), type: source.format === 'jpeg' ? 'image/jpeg' : 'image/png' }
    case 'image':
      return { bytes: Buffer.from(renderSvg(source.path, source.style, source.title, source.name), 'utf8'), type: 'image/svg+xml; charset=utf-8' }
    case 'pdf':
      return { bytes: renderPdf(source.texts), type: 'application/pdf' }
    case 'audio':
      return { bytes: renderWav(source.path, source.seconds), type: 'audio/wav' }
  }
}

export class MediaLibrary {
  private catalog: MediaCatalog
  /** Content edited since the catalog was built (control endpoint): recollected on next use. */
  private pending: Dataset | null = null
  private readonly cache = new Map<string, MediaFile>()
  /** Files being rendered: concurrent requests for one photo wait for the same rendering. */
  private readonly rendering = new Map<string, Promise<MediaFile>>()

  constructor(dataset: Dataset) {
    this.catalog = collectMedia(dataset)
  }

  /** Every file the content references, by path. */
  get sources(): ReadonlyMap<string, MediaSource> {
    return this.current().sources
  }

  /** References the generators cannot serve (wrong file type); the tests require none. */
  get problems(): readonly string[] {
    return this.current().problems
  }

  /** The content changed: serve what it references now (new paths appear, unreferenced ones 404). */
  update(dataset: Dataset): void {
    this.pending = dataset
  }

  private current(): MediaCatalog {
    if (this.pending) {
      this.catalog = collectMedia(this.pending)
      this.pending = null
      // A file's bytes depend on what references it (an avatar's initials, a PDF's texts).
      this.cache.clear()
    }
    return this.catalog
  }

  async get(path: string): Promise<MediaFile | null> {
    const source = this.current().sources.get(path)
    if (!source) return null
    const cached = this.cache.get(path)
    if (cached) return cached
    let pending = this.rendering.get(path)
    if (!pending) {
      pending = renderMedia(source)
        .then(({ bytes, type }) => {
          const file = { bytes, type, etag: `"${createHash('sha1').update(bytes).digest('base64url')}"` }
          // Large generated datasets reference tens of thousands of files: keep the cache bounded.
          if (this.cache.size >= CACHE_LIMIT) this.cache.clear()
          this.cache.set(path, file)
          return file
        })
        .finally(() => this.rendering.delete(path))
      this.rendering.set(path, pending)
    }
    return pending
  }
}
