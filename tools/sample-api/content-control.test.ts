// Editable content, the change feed and conditional requests over real HTTP: POST /__control/content
// patches and deletes items, GET /api/changes reports it, and ETags change exactly when answers do.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ChangeFeedAnswer } from '../../content-pipeline/schemas/changes.js'
import { contentKinds } from '../../content-pipeline/schemas/endpoints.js'
import { loadSampleDataset } from './dataset.js'
import { entities } from './editing.js'
import { at, get, list, post, startTestApi, type TestApi } from './test-helpers.js'

const blog = contentKinds.blogPosts.path

async function items(base: string, path: string): Promise<unknown[]> {
  const { status, body } = await get(base, `${path}?per_page=100`)
  expect(status).toBe(200)
  return list(at(body, 'data'))
}

async function itemOf(base: string, path: string, id: number): Promise<unknown> {
  return (await items(base, path)).find((i) => at(i, 'id') === id)
}

async function feed(base: string, since?: string): Promise<{ status: number; cursor: string; changes: unknown[] }> {
  const { status, body } = await get(base, since === undefined ? '/api/changes' : `/api/changes?since=${encodeURIComponent(since)}`)
  if (status !== 200) return { status, cursor: '', changes: [] }
  const [error, answer] = ChangeFeedAnswer.validate(body)
  expect(error?.message).toBeUndefined()
  return { status, cursor: answer?.data.cursor ?? '', changes: answer?.data.changes ?? [] }
}

const edit = (base: string, command: unknown) => post(base, '/__control/content', command)

describe('POST /__control/content', () => {
  let api: TestApi
  let cursor: string
  beforeAll(async () => {
    api = await startTestApi({ dataset: loadSampleDataset(), control: true })
  })
  afterAll(() => api.dispose())
  beforeEach(async () => {
    expect((await post(api.url, '/__control/reset', {})).status).toBe(200)
    cursor = (await feed(api.url)).cursor
  })

  it('patches a localized field: the list serves it, updated_at is bumped in every locale, the feed reports it', async () => {
    const before = await itemOf(api.url, `${blog}/cs`, 1)
    const started = Date.now()
    const res = await edit(api.url, { kind: 'blogPosts', id: 1, locale: 'cs', patch: { title: 'Nový titulek', tags: ['DPH'] } })
    expect(res.status).toBe(200)
    const data = at(res.body, 'data')
    expect(contentKinds.blogPosts.item.validate(data)[0]).toBeUndefined()
    expect(at(data, 'title')).toBe('Nový titulek')
    expect(at(data, 'locale')).toBe('cs')
    const updated = String(at(data, 'updated_at'))
    expect(Date.parse(updated)).toBeGreaterThanOrEqual(started - 1000)
    expect(Date.parse(updated)).toBeGreaterThan(Date.parse(String(at(before, 'updated_at'))))

    const served = await itemOf(api.url, `${blog}/cs`, 1)
    expect(served).toEqual(data)
    expect(served).toEqual({ ...Object(before), title: 'Nový titulek', tags: ['DPH'], updated_at: updated })
    const en = await itemOf(api.url, `${blog}/en`, 1)
    expect(at(en, 'updated_at')).toBe(updated)
    expect(at(en, 'title')).not.toBe('Nový titulek')

    const changes = await feed(api.url, cursor)
    expect(changes.changes).toEqual([{ kind: 'blogPosts', id: 1, locale: 'cs', op: 'upsert', updated_at: updated }])
    expect(changes.cursor).not.toBe(cursor)
    expect((await feed(api.url, changes.cursor)).changes).toEqual([])
  })

  it('patches shared fields without a locale (the feed says locale null)', async () => {
    const res = await edit(api.url, { kind: 'people', id: 1, patch: { phone: '+420 222 000 111', sort: 5 } })
    expect(res.status).toBe(200)
    for (const locale of ['cs', 'en']) expect(at(await itemOf(api.url, `/api/people/${locale}`, 1), 'phone')).toBe('+420 222 000 111')
    const { changes } = await feed(api.url, cursor)
    expect(changes).toMatchObject([{ kind: 'people', id: 1, locale: null, op: 'upsert' }])
  })

  it('a new slug shows in the other locale’s translations and in the detail endpoint', async () => {
    expect((await edit(api.url, { kind: 'serviceGroups', id: 12, locale: 'cs', patch: { slug: 'dane-a-odvody' } })).status).toBe(200)
    const en = await itemOf(api.url, '/api/service-groups/en', 12)
    expect(at(en, 'translations')).toEqual([
      { locale: 'cs', slug: 'dane-a-odvody' },
      { locale: 'en', slug: 'taxes' },
    ])
    const detail = await get(api.url, '/api/service-groups/detail/12?lang=cs')
    expect(at(detail.body, 'data', 'slug')).toBe('dane-a-odvody')
  })

  it.each([
    ['an invalid slug', { slug: 'Not A Slug' }, /blogPosts 1 \(cs\) · slug: /],
    ['a wrong type', { category_id: 'four' }, /blogPosts 1 \(cs\) · category_id: /],
    ['an empty required text', { title: '  ' }, /blogPosts 1 \(cs\) · title: /],
    ['an unknown field', { colour: 'red' }, /blogPosts 1 \(cs\) · colour: blogPosts has no such field/],
    ['updated_at', { updated_at: '2020-01-01T00:00:00Z' }, /updated_at: is set by the server/],
    ['the id', { id: 2 }, /id: cannot be changed/],
    ['translations', { translations: [] }, /translations: cannot be changed/],
    ['an empty patch', {}, /the patch is empty/],
    ['a slug another post has', { slug: 'sazby-dph-od-roku-2024-v-prehledu' }, /slug: "sazby-dph-od-roku-2024-v-prehledu" is already used by blogPosts 2/],
  ])('400 for %s, naming kind, id and field; nothing changes', async (_, patch, message) => {
    const before = await get(api.url, `${blog}/cs?per_page=100`)
    const res = await edit(api.url, { kind: 'blogPosts', id: 1, locale: 'cs', patch })
    expect(res.status).toBe(400)
    expect(at(res.body, 'error')).toBe('bad_request')
    expect(String(at(res.body, 'message'))).toMatch(message)
    const after = await get(api.url, `${blog}/cs?per_page=100`)
    expect(after.body).toEqual(before.body)
    expect((await feed(api.url, cursor)).changes).toEqual([])
  })

  it('400 for localized fields without a locale and for malformed commands', async () => {
    const noLocale = await edit(api.url, { kind: 'blogPosts', id: 1, patch: { title: 'X' } })
    expect(noLocale.status).toBe(400)
    expect(String(at(noLocale.body, 'message'))).toMatch(/localized fields \(title\) need a locale/)
    for (const body of [
      { id: 1, patch: {} },
      { kind: 'blogPosts', id: '1', patch: {} },
      { kind: 'blogPosts', id: 1 },
      { kind: 'blogPosts', id: 1, patch: { title: 'X' }, delete: true },
      { kind: 'blogPosts', id: 1, delete: false },
      [1],
    ]) {
      expect((await edit(api.url, body)).status, JSON.stringify(body)).toBe(400)
    }
    const res = await fetch(`${api.url}/__control/content`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"kind":' })
    expect(res.status).toBe(400)
  })

  it('404 for an unknown kind, id or locale, and for an item missing in the locale', async () => {
    expect((await edit(api.url, { kind: 'recipes', id: 1, patch: { title: 'X' } })).status).toBe(404)
    expect((await edit(api.url, { kind: 'blogPosts', id: 99999, locale: 'cs', patch: { title: 'X' } })).status).toBe(404)
    expect((await edit(api.url, { kind: 'blogPosts', id: 1, locale: 'de', patch: { title: 'X' } })).status).toBe(404)
    // Blog post 12 exists in Czech only.
    expect((await edit(api.url, { kind: 'blogPosts', id: 12, locale: 'en', patch: { title: 'X' } })).status).toBe(404)
    expect((await edit(api.url, { kind: 'blogPosts', id: 12, locale: 'en', delete: true })).status).toBe(404)
    expect((await edit(api.url, { kind: 'blogPosts', id: 99999, delete: true })).status).toBe(404)
    expect((await feed(api.url, cursor)).changes).toEqual([])
  })

  it('deletes one translation: gone from that locale, the other locale’s translations stay consistent', async () => {
    const res = await edit(api.url, { kind: 'blogPosts', id: 2, locale: 'en', delete: true })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ data: { deleted: true } })
    expect(await itemOf(api.url, `${blog}/en`, 2)).toBeUndefined()
    const cs = await itemOf(api.url, `${blog}/cs`, 2)
    expect(at(cs, 'translations')).toEqual([{ locale: 'cs', slug: at(cs, 'slug') }])
    expect((await get(api.url, `${blog}/detail/2?lang=en`)).status).toBe(404)
    const { changes } = await feed(api.url, cursor)
    expect(changes).toMatchObject([{ kind: 'blogPosts', id: 2, locale: 'en', op: 'delete' }])
    expect(at(cs, 'updated_at')).toBe(at(changes[0], 'updated_at'))
  })

  it('deletes a whole item from every list; deleting the last translation deletes the item', async () => {
    const total = (await get(api.url, `${blog}/cs`)).body
    expect((await edit(api.url, { kind: 'blogPosts', id: 5, delete: true })).status).toBe(200)
    for (const locale of ['cs', 'en']) expect(await itemOf(api.url, `${blog}/${locale}`, 5)).toBeUndefined()
    expect(at((await get(api.url, `${blog}/cs`)).body, 'meta', 'total')).toBe(Number(at(total, 'meta', 'total')) - 1)
    // Post 12 exists in Czech only: deleting its Czech translation removes it.
    expect((await edit(api.url, { kind: 'blogPosts', id: 12, locale: 'cs', delete: true })).status).toBe(200)
    expect((await edit(api.url, { kind: 'blogPosts', id: 12, delete: true })).status).toBe(404)
    const { changes } = await feed(api.url, cursor)
    expect(changes).toMatchObject([
      { kind: 'blogPosts', id: 5, locale: null, op: 'delete' },
      { kind: 'blogPosts', id: 12, locale: null, op: 'delete' },
    ])
  })

  it('edits every kind with its own fields', async () => {
    for (const kind of Object.keys(entities) as (keyof typeof entities)[]) {
      expect(entities[kind].item).toBe(contentKinds[kind].item)
      const first = (await items(api.url, `${contentKinds[kind].path}/cs`))[0]
      const id = Number(at(first, 'id'))
      const res = await edit(api.url, { kind, id, locale: 'cs', patch: { slug: `upraveno-${id}` } })
      expect(res.status, kind).toBe(200)
      expect(at(await itemOf(api.url, `${contentKinds[kind].path}/cs`, id), 'slug'), kind).toBe(`upraveno-${id}`)
    }
    expect((await feed(api.url, cursor)).changes.length).toBe(Object.keys(entities).length)
  })

  it('serves media that edited content references, and stops serving what nothing references', async () => {
    const old = String(at(await itemOf(api.url, `${blog}/cs`, 1), 'image'))
    expect((await fetch(api.url + old, { method: 'HEAD' })).status).toBe(200)
    expect((await fetch(`${api.url}/media/blog/nova-ilustrace.svg`, { method: 'HEAD' })).status).toBe(404)
    expect((await edit(api.url, { kind: 'blogPosts', id: 1, patch: { image: '/media/blog/nova-ilustrace.svg' } })).status).toBe(200)
    expect((await fetch(`${api.url}/media/blog/nova-ilustrace.svg`, { method: 'HEAD' })).status).toBe(200)
    expect((await fetch(api.url + old, { method: 'HEAD' })).status).toBe(404)
  })

  it('reset serves the original content again and reports the edited items in the feed', async () => {
    const original = await get(api.url, `${blog}/cs?per_page=100`)
    await edit(api.url, { kind: 'blogPosts', id: 1, locale: 'cs', patch: { title: 'A' } })
    await edit(api.url, { kind: 'blogPosts', id: 1, locale: 'cs', patch: { title: 'B' } })
    await edit(api.url, { kind: 'jobs', id: 1, delete: true })
    expect((await post(api.url, '/__control/reset', {})).status).toBe(200)
    const restored = await get(api.url, `${blog}/cs?per_page=100`)
    expect(restored.body).toEqual(original.body)
    expect(restored.headers.get('etag')).toBe(original.headers.get('etag'))
    const { changes } = await feed(api.url, cursor)
    expect(changes.map((c) => [at(c, 'kind'), at(c, 'id'), at(c, 'locale'), at(c, 'op')])).toEqual([
      ['blogPosts', 1, 'cs', 'upsert'],
      ['blogPosts', 1, 'cs', 'upsert'],
      ['jobs', 1, null, 'delete'],
      ['blogPosts', 1, null, 'upsert'],
      ['jobs', 1, null, 'upsert'],
    ])
  })
})

describe('conditional requests', () => {
  let api: TestApi
  beforeAll(async () => {
    api = await startTestApi({ dataset: loadSampleDataset(), control: true })
  })
  afterAll(() => api.dispose())

  it('lists: ETag, 304 on If-None-Match, 200 with a new ETag after a patch; other kinds keep theirs', async () => {
    const first = await fetch(`${api.url}${blog}/cs?page=1&per_page=100`)
    const etag = first.headers.get('etag') ?? ''
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/)
    expect(first.headers.get('cache-control')).toBe('no-cache')
    const jobs = (await fetch(`${api.url}/api/jobs/cs`)).headers.get('etag') ?? ''

    const again = await fetch(`${api.url}${blog}/cs?page=1&per_page=100`, { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect(again.headers.get('etag')).toBe(etag)
    expect((await fetch(`${api.url}${blog}/cs?page=1&per_page=100`, { headers: { 'If-None-Match': `"other", W/${etag}` } })).status).toBe(304)
    // Another page is another answer.
    expect((await fetch(`${api.url}${blog}/cs?page=1&per_page=50`, { headers: { 'If-None-Match': etag } })).status).toBe(200)

    expect((await edit(api.url, { kind: 'blogPosts', id: 1, locale: 'cs', patch: { title: 'Změněno' } })).status).toBe(200)
    const changed = await fetch(`${api.url}${blog}/cs?page=1&per_page=100`, { headers: { 'If-None-Match': etag } })
    expect(changed.status).toBe(200)
    expect(changed.headers.get('etag')).not.toBe(etag)
    expect(JSON.stringify(await changed.json())).toContain('Změněno')
    expect((await fetch(`${api.url}/api/jobs/cs`, { headers: { 'If-None-Match': jobs } })).status).toBe(304)
  })

  it('singletons too; the settings follow edits of the services menu', async () => {
    const settings = await fetch(`${api.url}/api/settings/en`)
    const etag = settings.headers.get('etag') ?? ''
    expect((await fetch(`${api.url}/api/settings/en`, { headers: { 'If-None-Match': etag } })).status).toBe(304)
    const currencies = (await fetch(`${api.url}/api/lists/currencies`)).headers.get('etag') ?? ''
    expect((await fetch(`${api.url}/api/lists/currencies`, { headers: { 'If-None-Match': currencies } })).status).toBe(304)
    expect((await edit(api.url, { kind: 'serviceGroups', id: 12, locale: 'en', patch: { name: 'Tax' } })).status).toBe(200)
    const after = await fetch(`${api.url}/api/settings/en`, { headers: { 'If-None-Match': etag } })
    expect(after.status).toBe(200)
    expect(JSON.stringify(await after.json())).toContain('"name":"Tax"')
  })

  it('the same content has the same ETags after a restart, and a cursor of unedited content stays valid', async () => {
    const other = await startTestApi({ dataset: loadSampleDataset(), control: true })
    try {
      const a = await fetch(`${other.url}/api/people/cs?per_page=10`)
      const b = await fetch(`${api.url}/api/people/cs?per_page=10`)
      expect(a.headers.get('etag')).toBe(b.headers.get('etag'))
      const pristine = (await feed(other.url)).cursor
      expect((await edit(other.url, { kind: 'people', id: 3, locale: 'cs', patch: { perex: 'Nový perex.' } })).status).toBe(200)
      const edited = (await feed(other.url)).cursor
      // `api` is another run of the same dataset: position 0 means the same content there, a later one does not.
      expect((await feed(api.url, pristine)).status).toBe(200)
      expect((await feed(api.url, edited)).status).toBe(410)
    } finally {
      await other.dispose()
    }
  })
})

describe('GET /api/changes', () => {
  let api: TestApi
  beforeAll(async () => {
    api = await startTestApi({ dataset: loadSampleDataset() })
  })
  afterAll(() => api.dispose())

  it('without since: the current cursor and no changes; the same cursor until something changes', async () => {
    const a = await feed(api.url)
    expect(a.status).toBe(200)
    expect(a.changes).toEqual([])
    expect((await feed(api.url)).cursor).toBe(a.cursor)
    expect((await feed(api.url, a.cursor)).changes).toEqual([])
  })

  it.each([['garbage'], [''], ['0000000000000000.0.0'], ['x.y.1']])('410 Gone for the cursor %j', async (cursor) => {
    const { status, body } = await get(api.url, `/api/changes?since=${encodeURIComponent(cursor)}`)
    expect(status).toBe(410)
    expect(at(body, 'error')).toBe('gone')
  })

  it('is not cached, and the control endpoint does not exist without control', async () => {
    const res = await fetch(`${api.url}/api/changes`)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect((await edit(api.url, { kind: 'blogPosts', id: 1, locale: 'cs', patch: { title: 'X' } })).status).toBe(404)
  })

  it('lists programmatic edits (api.content) like HTTP ones', async () => {
    const { cursor } = await feed(api.url)
    expect(api.content.apply({ kind: 'glossary', id: 1, locale: 'en', patch: { perex: 'Edited.' } }).status).toBe(200)
    expect((await feed(api.url, cursor)).changes).toMatchObject([{ kind: 'glossary', id: 1, locale: 'en', op: 'upsert' }])
  })
})
