// The dataset generator: byte-identical for a seed, valid against the schemas and the
// cross-reference checks, shaped like a real site, and servable page by page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localeCodes } from '../../shared/config/locales.js'
import { type ContentKind, contentKinds } from '../../content-pipeline/schemas/endpoints.js'
import { loadSampleDataset } from './dataset.js'
import type { Dataset } from './dataset-types.js'
import { generateDataset, slugify } from './generate.js'
import { collectMedia, type MediaSource } from './media/collect.js'
import { photoDrawing } from './media/raster.js'
import { checkDataset } from './integrity.js'
import { at, get, list, startTestApi, type TestApi } from './test-helpers.js'

type PhotoSource = Extract<MediaSource, { kind: 'photo' }>

const kinds = Object.keys(contentKinds) as ContentKind[]
const count = (d: Dataset): number => kinds.reduce((sum, k) => sum + d[k].length, 0)

describe('generateDataset', () => {
  const big = generateDataset({ scale: 2000, seed: 42 })

  it('is byte-identical for the same seed and differs for another', () => {
    const again = generateDataset({ scale: 2000, seed: 42 })
    expect(JSON.stringify(again)).toBe(JSON.stringify(big))
    expect(JSON.stringify(generateDataset({ scale: 2000, seed: 43 }))).not.toBe(JSON.stringify(big))
    expect(JSON.stringify(generateDataset({ scale: 300, seed: 'abc' }))).toBe(JSON.stringify(generateDataset({ scale: 300, seed: 'abc' })))
  })

  it('passes every schema and cross-reference check at scale 2000', () => {
    expect(checkDataset(big)).toEqual([])
  })

  it('is valid at tiny scales too', () => {
    for (const scale of [1, 10, 57]) expect(checkDataset(generateDataset({ scale, seed: scale }))).toEqual([])
  })

  it('has about `scale` entities, mostly blog posts, glossary terms, services and people', () => {
    const total = count(big)
    expect(total).toBeGreaterThan(1900)
    expect(total).toBeLessThan(2100)
    const main = big.blogPosts.length + big.glossary.length + big.services.length + big.people.length
    expect(main / total).toBeGreaterThan(0.7)
    expect(big.blogPosts.length).toBeGreaterThan(big.glossary.length)
  })

  it('writes Czech with diacritics and English, with items missing in one locale', () => {
    const cs = big.blogPosts.flatMap((p) => (p.cs ? [p.cs.body] : [])).join(' ')
    expect(cs).toMatch(/[ěščřžýáíéůú]/)
    expect(big.blogPosts.some((p) => p.cs && !p.en)).toBe(true)
    expect(big.blogPosts.some((p) => p.en && !p.cs)).toBe(true)
    expect(big.serviceGroups.every((g) => g.cs && g.en)).toBe(true)
    expect(big.blogPosts.some((p) => p.cs?.body.includes('app://'))).toBe(true)
  })

  it("draws no photograph of its own: they are the sample's, which the sample build has drawn and encoded", () => {
    const photos = (d: Dataset) => [...collectMedia(d).sources.values()].filter((s): s is PhotoSource => s.kind === 'photo')
    const drawing = (s: PhotoSource) => JSON.stringify(photoDrawing(s.path, s.scene, s.format, s.name))
    const sample = new Set(photos(loadSampleDataset()).map(drawing))
    expect(photos(big).filter((s) => !sample.has(drawing(s)))).toEqual([])
    expect(photos(big).filter((s) => s.scene === 'portrait').length).toBeGreaterThan(10)
    expect(photos(big).filter((s) => s.scene !== 'portrait').length).toBeGreaterThan(10)
  })

  it('slugifies Czech titles', () => {
    expect(slugify('Daň z příjmů: co se mění v roce 2026')).toBe('dan-z-prijmu-co-se-meni-v-roce-2026')
    expect(slugify('Strategie & M&A')).toBe('strategie-a-ma')
  })
})

describe('a generated dataset over HTTP', () => {
  let api: TestApi
  beforeAll(async () => {
    api = await startTestApi({ dataset: generateDataset({ scale: 2000, seed: 7 }) })
  })
  afterAll(() => api.dispose())

  it('serves every item of every kind in both locales, valid, page by page', async () => {
    for (const kind of kinds) {
      for (const locale of localeCodes) {
        let seen = 0
        for (let page = 1; ; page++) {
          const { status, body } = await get(api.url, `${contentKinds[kind].path}/${locale}?page=${page}&per_page=100`)
          expect(status).toBe(200)
          for (const item of list(at(body, 'data'))) {
            const [error] = contentKinds[kind].item.validate(item)
            expect(error?.message, `${kind} ${locale}`).toBeUndefined()
            seen++
          }
          if (page >= Number(at(body, 'meta', 'last_page'))) break
        }
        const entries: readonly { cs?: unknown; en?: unknown }[] = api.dataset[kind]
        expect(seen, `${kind} ${locale}`).toBe(entries.filter((e) => e[locale]).length)
      }
    }
  })

  it('serves all its media', async () => {
    expect(api.media.problems).toEqual([])
    const paths = [...api.media.sources.keys()]
    for (const path of paths.filter((_, i) => i % 25 === 0)) expect((await fetch(api.url + path, { method: 'HEAD' })).status, path).toBe(200)
  })
})
