// Drafts in the API contract (docs/content-api.md "Drafts"): `?preview=1` with the API token serves
// the published content with the drafts over it; without the token it is 401; the published
// endpoints and their change feed never show a draft. Edits with `"draft": true` create, change
// and delete drafts, new (never published) items included.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { contentKinds } from '../../content-pipeline/schemas/endpoints.js'
import { loadSampleDataset } from './dataset.js'
import { samplePreviewToken } from './server.js'
import { at, get, list, neverPublishedPost, post, startTestApi, type TestApi } from './test-helpers.js'

const blog = `${contentKinds.blogPosts.path}/cs?per_page=100`
const token = { authorization: `Bearer ${samplePreviewToken}` }
const titles = async (base: string, path: string, headers?: Record<string, string>): Promise<unknown[]> => list(at((await get(base, path, headers)).body, 'data')).map((i) => at(i, 'title'))
const newPost = neverPublishedPost('novy-koncept', 'Nikdy nepublikovaný koncept')

describe('drafts', () => {
  let api: TestApi
  beforeAll(async () => {
    api = await startTestApi({ dataset: loadSampleDataset(), control: true })
  })
  afterAll(() => api.dispose())
  beforeEach(async () => {
    expect((await post(api.url, '/__control/reset', {})).status).toBe(200)
  })

  it('are served only with the API token', async () => {
    expect((await get(api.url, `${blog}&preview=1`)).status).toBe(401)
    expect((await get(api.url, `${blog}&preview=1`, { authorization: 'Bearer wrong' })).status).toBe(401)
    expect((await get(api.url, `${blog}&preview=1`, token)).status).toBe(200)
  })

  it('change the draft view only: a changed title, a new item, a deleted item', async () => {
    const published = await titles(api.url, blog)
    const feed = at((await get(api.url, '/api/changes')).body, 'data', 'cursor')
    expect((await post(api.url, '/__control/content', { kind: 'blogPosts', id: 1, locale: 'cs', draft: true, patch: { title: 'Koncept titulku' } })).status).toBe(200)
    expect((await post(api.url, '/__control/content', { kind: 'blogPosts', id: 5000, locale: 'cs', draft: true, patch: newPost })).status).toBe(200)
    expect((await post(api.url, '/__control/content', { kind: 'blogPosts', id: 2, draft: true, delete: true })).status).toBe(200)

    expect(await titles(api.url, blog)).toEqual(published)
    expect(list(at((await get(api.url, `/api/changes?since=${String(feed)}`)).body, 'data', 'changes'))).toEqual([])
    const drafts = await titles(api.url, `${blog}&preview=1`, token)
    expect(drafts).toContain('Koncept titulku')
    expect(drafts).toContain('Nikdy nepublikovaný koncept')
    expect(drafts).toHaveLength(published.length)
    const draftFeed = await get(api.url, `/api/changes?since=${String(feed)}&preview=1`, token)
    expect(list(at(draftFeed.body, 'data', 'changes'))).toHaveLength(3)
  })

  it('follow published edits; a published item is never created by a patch', async () => {
    expect((await post(api.url, '/__control/content', { kind: 'blogPosts', id: 3, locale: 'cs', patch: { title: 'Publikovaná změna' } })).status).toBe(200)
    expect(await titles(api.url, `${blog}&preview=1`, token)).toContain('Publikovaná změna')
    expect((await post(api.url, '/__control/content', { kind: 'blogPosts', id: 5001, locale: 'cs', patch: newPost })).status).toBe(404)
  })
})
