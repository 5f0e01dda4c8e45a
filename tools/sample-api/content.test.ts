// The read side over real HTTP: every item of every kind, in both locales, page by page, must
// satisfy the API structs — which is also the test that the hand-written sample content is valid.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localeCodes } from '../../shared/config/locales.js'
import { type ContentKind, contentKinds, type SingletonKind, singletonKinds } from '../../content-pipeline/schemas/endpoints.js'
import { loadSampleDataset } from './dataset.js'
import type { Dataset } from './dataset-types.js'
import { checkDataset } from './integrity.js'
import { at, get, list, startTestApi, type TestApi } from './test-helpers.js'

const kinds = Object.keys(contentKinds) as ContentKind[]

/** Walks all pages of a list, validating every item; returns the ids in answer order. */
async function walkKind(base: string, kind: ContentKind, locale: string, perPage: number): Promise<number[]> {
  const ids: number[] = []
  for (let page = 1; ; page++) {
    const { status, body } = await get(base, `${contentKinds[kind].path}/${locale}?page=${page}&per_page=${perPage}`)
    expect(status).toBe(200)
    for (const item of list(at(body, 'data'))) {
      const [error] = contentKinds[kind].item.validate(item)
      expect(error?.message, `${kind} ${locale} ${String(at(item, 'id'))}`).toBeUndefined()
      expect(at(item, 'locale')).toBe(locale)
      ids.push(Number(at(item, 'id')))
    }
    const last = Number(at(body, 'meta', 'last_page'))
    expect(at(body, 'meta', 'page')).toBe(page)
    if (page >= last) {
      expect(at(body, 'meta', 'total')).toBe(ids.length)
      return ids
    }
  }
}

async function validateSingletons(base: string): Promise<void> {
  for (const kind of Object.keys(singletonKinds) as SingletonKind[]) {
    const { path, struct } = singletonKinds[kind]
    for (const locale of path.includes('{locale}') ? localeCodes : ['cs']) {
      const { status, body } = await get(base, path.replace('{locale}', locale))
      expect(status, `${kind} ${locale}`).toBe(200)
      const [error] = struct.validate(at(body, 'data'))
      expect(error?.message, `${kind} ${locale}`).toBeUndefined()
    }
  }
}

describe('sample content over HTTP', () => {
  let api: TestApi
  let dataset: Dataset
  beforeAll(async () => {
    dataset = loadSampleDataset()
    api = await startTestApi({ dataset })
  })
  afterAll(() => api.dispose())

  it('has no broken cross-references, slugs or media', () => {
    expect(checkDataset(dataset)).toEqual([])
  })

  for (const kind of kinds) {
    it(`${kind}: every page in every locale validates and lists each item once`, async () => {
      for (const locale of localeCodes) {
        const ids = await walkKind(api.url, kind, locale, 7)
        const entries: readonly { id: number; cs?: unknown; en?: unknown }[] = dataset[kind]
        const expected = entries.filter((e) => e[locale]).map((e) => e.id)
        expect([...ids].sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b))
      }
    })
  }

  it('singletons validate in every locale', () => validateSingletons(api.url))

  it('fills the services mega menu from the content, groups in editorial order', async () => {
    for (const locale of localeCodes) {
      const { body } = await get(api.url, `/api/settings/${locale}`)
      const topmenu = list(at(body, 'data')).find((r) => at(r, 'name') === 'topmenu')
      const services = list(at(topmenu, 'value')).find((i) => at(i, 'link') === 'app://route/services')
      const groups = list(at(services, 'service'))
      const expected = [...dataset.serviceGroups].filter((g) => g[locale]).sort((a, b) => a.sort - b.sort || a.id - b.id)
      expect(groups.map((g) => at(g, 'id'))).toEqual(expected.map((g) => g.id))
      for (const g of groups) {
        const subs = list(at(g, 'subservices'))
        const own = dataset.services.filter((s) => s.group_id === at(g, 'id') && s[locale])
        expect(subs.length).toBe(own.length)
        for (const s of subs) expect(own.some((o) => o.id === at(s, 'id') && o[locale]?.slug === at(s, 'slug'))).toBe(true)
      }
    }
  })

  it('serves every referenced media file with its type', async () => {
    expect(api.media.problems).toEqual([])
    expect(api.media.sources.size).toBeGreaterThan(10)
    for (const [path, source] of api.media.sources) {
      const res = await fetch(api.url + path, { method: 'HEAD' })
      expect(res.status, path).toBe(200)
      const type = res.headers.get('content-type') ?? ''
      const expected = { image: 'image/svg+xml; charset=utf-8', photo: source.kind === 'photo' && source.format === 'png' ? 'image/png' : 'image/jpeg', pdf: 'application/pdf', audio: 'audio/wav' }
      expect(type, path).toBe(expected[source.kind])
    }
  })

  it('serves photographs as JPEG and PNG too, of every scene (a CMS is not all SVG)', () => {
    const photos = [...api.media.sources.values()].filter((s) => s.kind === 'photo')
    expect(new Set(photos.map((p) => p.kind === 'photo' && p.format))).toEqual(new Set(['jpeg', 'png']))
    expect(new Set(photos.map((p) => p.kind === 'photo' && p.scene))).toEqual(new Set(['portrait', 'office', 'event', 'desk', 'skyline', 'dashboard']))
    expect([...api.media.sources.values()].filter((s) => s.kind === 'image').length).toBeGreaterThan(20)
  })
})

describe('pagination, detail and errors', () => {
  let api: TestApi
  beforeAll(async () => {
    api = await startTestApi({ dataset: loadSampleDataset() })
  })
  afterAll(() => api.dispose())

  it('pages with meta, default per_page 20, empty past the end', async () => {
    const first = await get(api.url, '/api/glossary/cs')
    const total = Number(at(first.body, 'meta', 'total'))
    expect(at(first.body, 'meta')).toEqual({ page: 1, per_page: 20, total, last_page: Math.max(1, Math.ceil(total / 20)) })
    expect(list(at(first.body, 'data')).length).toBe(Math.min(20, total))
    const second = await get(api.url, '/api/glossary/cs?page=2&per_page=5')
    const firstFive = await get(api.url, '/api/glossary/cs?page=1&per_page=10')
    expect(list(at(second.body, 'data')).map((i) => at(i, 'id'))).toEqual(
      list(at(firstFive.body, 'data'))
        .slice(5)
        .map((i) => at(i, 'id')),
    )
    const beyond = await get(api.url, '/api/glossary/cs?page=999&per_page=100')
    expect(beyond.status).toBe(200)
    expect(at(beyond.body, 'data')).toEqual([])
  })

  it('sorts dated lists newest first and the glossary alphabetically', async () => {
    const posts = list(at((await get(api.url, '/api/blog/posts/cs?per_page=100')).body, 'data')).map((p) => String(at(p, 'published_at')))
    expect(posts.map((d) => Date.parse(d))).toEqual([...posts.map((d) => Date.parse(d))].sort((a, b) => b - a))
    const terms = list(at((await get(api.url, '/api/glossary/cs?per_page=100')).body, 'data')).map((t) => String(at(t, 'title')))
    expect(terms).toEqual([...terms].sort(new Intl.Collator('cs-CZ', { sensitivity: 'base' }).compare))
  })

  it('answers only the items named in ids, in list order, as the list holds them', async () => {
    const all = list(at((await get(api.url, '/api/blog/posts/cs?per_page=100')).body, 'data'))
    const [a, b, c] = [all[7], all[2], all[12]]
    const wanted = [a, b, c].map((item) => Number(at(item, 'id')))
    const { status, body } = await get(api.url, `/api/blog/posts/cs?ids=${wanted.join(',')},999999&per_page=100`)
    expect(status).toBe(200)
    expect(at(body, 'data')).toEqual([b, a, c])
    expect(at(body, 'meta')).toEqual({ page: 1, per_page: 100, total: 3, last_page: 1 })
  })

  it.each([['ids='], ['ids=0'], ['ids=1,,2'], ['ids=1.5'], ['ids=a'], [`ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`]])('400 on %s', async (query) => {
    const { status, body } = await get(api.url, `/api/blog/posts/cs?${query}`)
    expect(status).toBe(400)
    expect(String(at(body, 'message'))).toMatch(/^ids must be/)
  })

  it.each([['page=0'], ['page=-1'], ['page=abc'], ['page=1.5'], ['per_page=0'], ['per_page=101'], ['per_page=x']])('400 on %s', async (query) => {
    const { status, body } = await get(api.url, `/api/blog/posts/cs?${query}`)
    expect(status).toBe(400)
    expect(at(body, 'error')).toBe('bad_request')
  })

  it('404 on an unknown locale, unknown path and unknown id', async () => {
    expect((await get(api.url, '/api/blog/posts/de')).status).toBe(404)
    expect((await get(api.url, '/api/settings/de')).status).toBe(404)
    expect((await get(api.url, '/api/nothing-here')).status).toBe(404)
    expect((await get(api.url, '/api/blog/posts/detail/999999?lang=cs')).status).toBe(404)
    expect((await get(api.url, '/api/blog/posts/detail/abc?lang=cs')).status).toBe(404)
  })

  it('detail answers the slug in the asked locale plus all translations', async () => {
    const { status, body } = await get(api.url, '/api/service-groups/detail/12?lang=en')
    expect(status).toBe(200)
    expect(at(body, 'data')).toEqual({
      id: 12,
      locale: 'en',
      slug: 'taxes',
      translations: [
        { locale: 'cs', slug: 'dane' },
        { locale: 'en', slug: 'taxes' },
      ],
    })
    const cs = await get(api.url, '/api/service-groups/detail/12?lang=cs')
    expect(at(cs.body, 'data', 'slug')).toBe('dane')
  })

  it('detail is 404 for a locale the item does not exist in, 400 without lang', async () => {
    // People 25-28 exist in Czech only (shared brief).
    expect((await get(api.url, '/api/people/detail/25?lang=en')).status).toBe(404)
    expect((await get(api.url, '/api/people/detail/25?lang=cs')).status).toBe(200)
    expect((await get(api.url, '/api/people/detail/25')).status).toBe(400)
    const en = list(at((await get(api.url, '/api/people/en?per_page=100')).body, 'data')).map((p) => at(p, 'id'))
    expect(en).not.toContain(25)
  })

  it('405 with Allow for a known path and another method', async () => {
    const res = await fetch(`${api.url}/api/blog/posts/cs`, { method: 'DELETE' })
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('GET')
  })
})

describe('maintenance mode', () => {
  it('still answers the poster endpoint (skipping it is the client’s call)', async () => {
    const base = loadSampleDataset()
    const settings: Dataset['settings'] = {
      cs: base.settings.cs.map((r) => (r.name === 'maintenance' ? { name: 'maintenance', value: { is_enabled: true } } : r)),
      en: base.settings.en.map((r) => (r.name === 'maintenance' ? { name: 'maintenance', value: { is_enabled: true } } : r)),
    }
    const api = await startTestApi({ dataset: { ...base, settings } })
    try {
      const s = await get(api.url, '/api/settings/cs')
      const maintenance = list(at(s.body, 'data')).find((r) => at(r, 'name') === 'maintenance')
      expect(at(maintenance, 'value', 'is_enabled')).toBe(true)
      const posters = await get(api.url, '/api/poster/all/cs')
      expect(posters.status).toBe(200)
      const [error] = singletonKinds.posters.struct.validate(at(posters.body, 'data'))
      expect(error).toBeUndefined()
    } finally {
      await api.dispose()
    }
  })
})
