// The image system in the built site (issue 11, "Images"): every raster <img> has its pixel size
// and sits in a <picture> with AVIF and WebP sources (srcset + sizes) whose files exist; images
// load lazily except the first screen's, which is eager with fetchpriority=high, one per page.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { HTMLElement } from 'node-html-parser'
import { beforeAll, describe, expect, it } from 'vitest'
import { isRasterPath } from '../../content-pipeline/images-model.js'
import { htmlFiles, parseFile } from '../../tools/scripts/html.js'

const root = 'dist/client'
type Page = { file: string; html: HTMLElement }
let pages: Page[] = []

beforeAll(() => {
  pages = htmlFiles(root).map((file) => ({ file, html: parseFile(root, file) }))
})

const srcsetFiles = (srcset: string): string[] =>
  srcset
    .split(',')
    .map((part) => part.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean)

describe('images in the built site', () => {
  it('shows raster photographs on the pages that have them (portraits, headers, events, offices, the hero)', () => {
    const raster = (file: string) =>
      pages
        .find((p) => p.file === file)
        ?.html.querySelectorAll('img')
        .filter((i) => isRasterPath(i.getAttribute('src') ?? '')).length ?? 0
    expect(raster('index.html')).toBeGreaterThan(0)
    expect(raster('lide.html')).toBeGreaterThan(10)
    expect(raster('kontakty.html')).toBeGreaterThanOrEqual(2)
    expect(pages.filter((p) => p.html.querySelector('picture')).length).toBeGreaterThan(50)
  })

  it('every raster <img> has width and height and a <picture> with AVIF and WebP sources whose files exist', () => {
    const problems: string[] = []
    let checked = 0
    for (const { file, html } of pages) {
      for (const img of html.querySelectorAll('img')) {
        const src = img.getAttribute('src') ?? ''
        if (!isRasterPath(src)) continue
        checked++
        const where = `${file}: ${src}`
        if (!/^\d+$/.test(img.getAttribute('width') ?? '') || !/^\d+$/.test(img.getAttribute('height') ?? '')) problems.push(`${where}: no width/height`)
        if (!existsSync(join(root, src))) problems.push(`${where}: the original is missing`)
        const picture = img.parentNode
        if (picture?.tagName !== 'PICTURE') {
          problems.push(`${where}: not in a <picture>`)
          continue
        }
        const sources = picture.querySelectorAll('source')
        if (sources.map((s) => s.getAttribute('type')).join(' ') !== 'image/avif image/webp') problems.push(`${where}: sources ${sources.map((s) => s.getAttribute('type')).join(', ')}`)
        for (const s of sources) {
          if (!s.getAttribute('sizes')) problems.push(`${where}: a source without sizes`)
          const files = srcsetFiles(s.getAttribute('srcset') ?? '')
          if (files.length === 0) problems.push(`${where}: an empty srcset`)
          for (const f of files) if (!existsSync(join(root, f))) problems.push(`${where}: ${f} is missing`)
        }
      }
    }
    expect(problems).toEqual([])
    expect(checked).toBeGreaterThan(100)
  })

  it("loads images lazily, except the first screen's image: eager, fetchpriority=high, at most one a page", () => {
    const problems: string[] = []
    for (const { file, html } of pages) {
      const imgs = html.querySelectorAll('main img')
      const priority = imgs.filter((i) => i.getAttribute('fetchpriority') === 'high')
      if (priority.length > 1) problems.push(`${file}: ${priority.length} images with fetchpriority=high`)
      for (const img of imgs) {
        if (!isRasterPath(img.getAttribute('src') ?? '')) continue
        const high = img.getAttribute('fetchpriority') === 'high'
        const loading = img.getAttribute('loading')
        if (high ? loading !== 'eager' : loading !== 'lazy') problems.push(`${file}: ${img.getAttribute('src')} loading=${loading} fetchpriority=${img.getAttribute('fetchpriority')}`)
      }
    }
    expect(problems).toEqual([])
    // The first screen's image: the home hero, an article's header, a person's portrait, a seminar's photo.
    const high = (file: string) =>
      pages
        .find((p) => p.file === file)
        ?.html.querySelector('img[fetchpriority="high"]')
        ?.getAttribute('class') ?? null
    expect(high('index.html')).toBe('hero__photo')
    expect(pages.filter((p) => p.file.startsWith('lide/') && high(p.file) === 'person-detail__photo').length).toBeGreaterThan(10)
    expect(pages.filter((p) => p.file.startsWith('blog/') && high(p.file) === 'article__image').length).toBeGreaterThan(3)
  })
})
