// Generated media: what is referenced is served with real bytes of the right kind; nothing else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Dataset } from './dataset-types.js'
import { generateDataset } from './generate.js'
import { collectMedia } from './media/collect.js'
import { renderPdf } from './media/pdf.js'
import { initials } from './media/svg.js'
import { renderWav } from './media/wav.js'
import { startTestApi, type TestApi } from './test-helpers.js'

/** A small generated dataset with a hand-placed Markdown image, link and reference definition. */
function datasetWithMarkdownMedia(): Dataset {
  const d = generateDataset({ scale: 80, seed: 'media' })
  const index = d.blogPosts.findIndex((p) => p.cs)
  const post = d.blogPosts[index]!
  const cs = post.cs ?? { slug: 'clanek', title: 'Článek', perex: 'Perex.', body: '', tags: [] }
  d.blogPosts[index] = {
    ...post,
    cs: {
      ...cs,
      body: `${cs.body}\n\n![Graf vývoje sazeb](/media/blog/graf-sazeb.svg)\n\nStáhněte si [tabulku](/media/documents/tabulka-sazeb.pdf).\n\n[zaznam]: /media/podcast/ukazka-zaznamu.wav`,
    },
  }
  return d
}

describe('media collection', () => {
  it('finds fields, Markdown images, links and reference definitions', () => {
    const { sources, problems } = collectMedia(datasetWithMarkdownMedia())
    expect(problems).toEqual([])
    expect(sources.get('/media/blog/graf-sazeb.svg')).toMatchObject({ kind: 'image', title: 'Graf vývoje sazeb' })
    const post = generateDataset({ scale: 80, seed: 'media' }).blogPosts.find((p) => p.cs)
    expect(sources.get('/media/documents/tabulka-sazeb.pdf')).toMatchObject({
      kind: 'pdf',
      title: post?.cs?.title,
      texts: [expect.objectContaining({ description: 'Tabulku' })],
    })
    expect(sources.get('/media/podcast/ukazka-zaznamu.wav')).toMatchObject({ kind: 'audio' })
  })

  it('reports references it cannot generate', () => {
    const d = generateDataset({ scale: 60, seed: 'bad' })
    d.serviceGroups[0] = { ...d.serviceGroups[0]!, image: '/media/service-groups/photo.tif' }
    expect(collectMedia(d).problems).toEqual([expect.stringContaining('/media/service-groups/photo.tif')])
  })

  it('draws initials from a name with degrees', () => {
    expect(initials('Ing. Tomáš Vrba')).toBe('TV')
    expect(initials('doc. Ing. Alena Marková, Ph.D.')).toBe('AM')
    expect(initials('Šárka Říhová')).toBe('ŠŘ')
  })
})

describe('media bytes', () => {
  it('PDF: valid header, xref offsets and trailer, text in the content stream', () => {
    const pdf = renderPdf([{ locale: 'cs', title: 'Daňový kalendář (2027)', description: 'Termíny pro DPH a silniční daň.', category: 'Daně' }])
    const text = pdf.toString('latin1')
    expect(text.startsWith('%PDF-1.4\n')).toBe(true)
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true)
    const startxref = Number(/startxref\n(\d+)\n/.exec(text)?.[1])
    expect(text.slice(startxref, startxref + 4)).toBe('xref')
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]))
    expect(offsets.length).toBe(7)
    offsets.forEach((offset, i) => expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`))
    // Czech letters are encoded through the /Differences table (octal codes), ASCII stays readable.
    expect(text).toContain('kalend')
    expect(text).toContain('\\(2027\\)')
    expect(text).toContain('/ccaron')
  })

  it('WAV: RIFF/PCM header, 8 kHz mono 16-bit, length as declared', () => {
    const wav = renderWav('/media/podcast/test.wav', 3)
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF')
    expect(wav.toString('ascii', 8, 12)).toBe('WAVE')
    expect(wav.readUInt16LE(20)).toBe(1)
    expect(wav.readUInt16LE(22)).toBe(1)
    expect(wav.readUInt32LE(24)).toBe(8000)
    expect(wav.readUInt16LE(34)).toBe(16)
    expect(wav.readUInt32LE(40)).toBe(8000 * 3 * 2)
    expect(wav.length).toBe(44 + 8000 * 3 * 2)
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8)
  })

  it('is deterministic per path', () => {
    expect(renderWav('/media/podcast/a.wav', 2).equals(renderWav('/media/podcast/a.wav', 2))).toBe(true)
  })
})

describe('media over HTTP', () => {
  let api: TestApi
  beforeAll(async () => {
    api = await startTestApi({ dataset: datasetWithMarkdownMedia() })
  })
  afterAll(() => api.dispose())

  it('serves an SVG with a <title>, validators and caching headers', async () => {
    const res = await fetch(`${api.url}/media/blog/graf-sazeb.svg`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400')
    const body = await res.text()
    expect(body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(body).toContain('<title id="t">Graf vývoje sazeb</title>')
    expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(body))
    const etag = res.headers.get('etag') ?? ''
    expect(etag).toMatch(/^".+"$/)
    const again = await fetch(`${api.url}/media/blog/graf-sazeb.svg`, { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
  })

  it('serves the PDF of a document with its title and the WAV of an episode', async () => {
    const doc = api.dataset.documents[0]!
    const pdf = await fetch(api.url + doc.file.path)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    const bytes = Buffer.from(await pdf.arrayBuffer())
    expect(bytes.toString('latin1', 0, 5)).toBe('%PDF-')
    expect(Number(pdf.headers.get('content-length'))).toBe(bytes.length)
    const episode = api.dataset.podcastEpisodes[0]!
    const wav = await fetch(api.url + episode.audio)
    expect(wav.headers.get('content-type')).toBe('audio/wav')
    expect(Buffer.from(await wav.arrayBuffer()).toString('ascii', 0, 4)).toBe('RIFF')
  })

  it('serves Markdown-only references and 404s unreferenced paths', async () => {
    expect((await fetch(`${api.url}/media/documents/tabulka-sazeb.pdf`)).status).toBe(200)
    expect((await fetch(`${api.url}/media/podcast/ukazka-zaznamu.wav`)).status).toBe(200)
    expect((await fetch(`${api.url}/media/blog/neexistuje.svg`)).status).toBe(404)
    expect((await fetch(`${api.url}/media/../package.json`)).status).toBe(404)
  })

  it('answers HEAD without a body', async () => {
    const res = await fetch(`${api.url}/media/blog/graf-sazeb.svg`, { method: 'HEAD' })
    expect(res.status).toBe(200)
    expect(Number(res.headers.get('content-length'))).toBeGreaterThan(100)
    expect(await res.text()).toBe('')
  })
})

describe('photographs', () => {
  it('renders a JPEG of the size its scene has, the same bytes for the same path, from the disk cache on a restart', async () => {
    const { default: sharp } = await import('sharp')
    const { mkdtemp, readdir, rm } = await import('node:fs/promises')
    const { tmpdir } = await import('node:os')
    const { join } = await import('node:path')
    const { cachedPhoto, renderPhoto } = await import('./media/raster.js')
    const dir = await mkdtemp(join(tmpdir(), 'sample-photos-'))
    try {
      const first = await cachedPhoto('/media/people/a.jpg', 'portrait', 'jpeg', dir)
      expect(await sharp(first).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 1000 })
      expect(await readdir(dir)).toHaveLength(1)
      expect((await cachedPhoto('/media/people/a.jpg', 'portrait', 'jpeg', dir)).equals(first)).toBe(true)
      expect((await renderPhoto('/media/people/a.jpg', 'portrait', 'jpeg')).equals(first)).toBe(true)
      expect((await renderPhoto('/media/people/b.jpg', 'portrait', 'jpeg')).equals(first)).toBe(false)
      expect(await sharp(await renderPhoto('/media/x/d.png', 'dashboard', 'png')).metadata()).toMatchObject({ format: 'png', width: 1200, height: 750 })
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('draws portraits after the person: a Czech feminine surname (-á) gets a feminine portrait', async () => {
    const { looksFeminine } = await import('./media/photo.js')
    expect(['Markéta Holubová', 'Ing. Anna Malá', 'Jana Pokorná, Ph.D.'].map(looksFeminine)).toEqual([true, true, true])
    expect(['Tomáš Vrba', 'Ing. Petr Kalina', 'Radek Musil, CFA'].map(looksFeminine)).toEqual([false, false, false])
  })

  it('a network-scale dataset reuses a small pool of photographs', () => {
    const { sources } = collectMedia(generateDataset({ scale: 3000, seed: 'pool' }))
    const photos = [...sources.values()].filter((s) => s.kind === 'photo')
    expect(photos.length).toBeGreaterThan(20)
    expect(photos.length).toBeLessThanOrEqual(60)
  })
})
