// The change feed client and incremental fetching over real HTTP against the sample API: after
// edits through POST /__control/content, collectSourceIncremental must return exactly what a full
// collectSource returns, with far fewer requests, and only the feed request when nothing changed.
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { generateDataset } from '../tools/sample-api/generate.js'
import { post, startTestApi, type TestApi } from '../tools/sample-api/test-helpers.js'
import { currentCursor, fetchChanges, latestChanges } from './changes.js'
import { createHttpClient, HttpError } from './fetch.js'
import { collectSourceIncremental, type IncrementalSource, prepareSource, type PreparedSource, readSourceCache, writeSourceCache } from './incremental.js'
import { Issues } from './issues.js'
import { collectSource, type Source } from './source.js'
import { tempDir } from './testing.js'

const quick = { retries: 0, timeoutMs: 5_000 }

async function full(url: string, perPage?: number): Promise<Source> {
  const issues = new Issues()
  const source = await collectSource(createHttpClient(url, { ...quick, ...(perPage ? { perPage } : {}) }), issues)
  expect(issues.errors).toEqual([])
  if (!source) throw new Error('full collectSource failed')
  return source
}

async function edit(url: string, command: unknown): Promise<void> {
  const res = await post(url, '/__control/content', command)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
}

describe('fetchChanges and currentCursor', () => {
  let api: TestApi
  beforeAll(async () => {
    api = await startTestApi({ control: true })
  })
  afterAll(() => api.dispose())

  it('reset without a cursor or with one the API does not know (410); changes after a known one', async () => {
    const client = createHttpClient(api.url, quick)
    expect(await fetchChanges(client, null)).toBe('reset')
    expect(await fetchChanges(client, 'not-a-cursor')).toBe('reset')
    const cursor = await currentCursor(client)
    expect(await fetchChanges(client, cursor)).toEqual({ cursor, changes: [] })
    await edit(api.url, { kind: 'jobs', id: 1, locale: 'en', patch: { location: 'Brno' } })
    const feed = await fetchChanges(client, cursor)
    expect(feed).toMatchObject({ changes: [{ kind: 'jobs', id: 1, locale: 'en', op: 'upsert' }] })
    expect(feed === 'reset' ? '' : feed.cursor).not.toBe(cursor)
  })

  it('throws on other failures and on answers outside the contract', async () => {
    const client = createHttpClient(api.url, quick)
    api.faults.set('/api/changes', { kind: 'status', status: 500, times: 1 })
    await expect(fetchChanges(client, 'x')).rejects.toBeInstanceOf(HttpError)
    api.faults.set('/api/changes', { kind: 'malformed', times: 1 })
    await expect(currentCursor(client)).rejects.toThrow(/malformed JSON/)
  })

  it('latestChanges keeps one entry per item and locale, the last one', () => {
    const at = '2026-01-01T00:00:00Z'
    expect(
      latestChanges([
        { kind: 'jobs', id: 1, locale: 'cs', op: 'upsert', updated_at: at },
        { kind: 'jobs', id: 2, locale: null, op: 'upsert', updated_at: at },
        { kind: 'jobs', id: 1, locale: 'cs', op: 'delete', updated_at: at },
        { kind: 'jobs', id: 1, locale: null, op: 'delete', updated_at: at },
      ]),
    ).toEqual([
      { kind: 'jobs', id: 2, locale: null, op: 'upsert' },
      { kind: 'jobs', id: 1, locale: 'cs', op: 'delete' },
      { kind: 'jobs', id: 1, locale: null, op: 'delete' },
    ])
  })
})

describe('collectSourceIncremental on the sample content', () => {
  let api: TestApi
  let dir: string
  let cacheFile: string
  const sourceId = 'sample-api'

  async function run(id = sourceId, prepared?: PreparedSource): Promise<IncrementalSource & { issues: Issues }> {
    const issues = new Issues()
    const result = await collectSourceIncremental(createHttpClient(api.url, quick), issues, { cacheFile, sourceId: id, ...(prepared ? { prepared } : {}) })
    return { ...result, issues }
  }

  /** Runs, checks the result against a full collectSource, and stores the cache as a successful build would. */
  async function runAndCommit(): Promise<IncrementalSource> {
    const result = await run()
    expect(result.issues.errors).toEqual([])
    expect(result.source).toEqual(await full(api.url))
    if (result.cache) await writeSourceCache(cacheFile, result.cache)
    return result
  }

  beforeAll(async () => {
    api = await startTestApi({ control: true })
    dir = await tempDir('incremental')
  })
  afterAll(async () => {
    await api.dispose()
    await rm(dir, { recursive: true, force: true })
  })
  beforeEach(async () => {
    cacheFile = join(dir, `${Math.random().toString(36).slice(2)}`, 'content-source.json')
    expect((await post(api.url, '/__control/reset', {})).status).toBe(200)
  })

  it('fetches everything without a cache, then only asks the feed while nothing changes', async () => {
    const first = await runAndCommit()
    expect(first).toMatchObject({ mode: 'full', reason: 'no cache', changed: [] })
    expect(first.changedEndpoints).toContain('/api/blog/posts/cs')
    expect(first.changedEndpoints).toContain('/api/settings/en')
    expect(first.requests).toBeGreaterThan(20)
    expect(first.cache?.cursor).toBe(await currentCursor(createHttpClient(api.url)))

    const second = await runAndCommit()
    expect(second).toMatchObject({ mode: 'unchanged', reason: null, changed: [], changedEndpoints: [], requests: 1 })
  })

  it('after edits through the control endpoint, returns exactly what a full fetch returns, refetching only the changed kinds', async () => {
    const first = await runAndCommit()
    await edit(api.url, { kind: 'blogPosts', id: 1, locale: 'cs', patch: { title: 'Konsolidační balíček: aktualizace', published_at: '2026-12-01T09:00:00+01:00' } })
    await edit(api.url, { kind: 'blogPosts', id: 2, locale: 'en', delete: true })
    await edit(api.url, { kind: 'glossary', id: 5, locale: 'cs', patch: { slug: 'novy-pojem' } })
    await edit(api.url, { kind: 'serviceGroups', id: 12, locale: 'en', patch: { name: 'Tax advisory' } })

    const second = await runAndCommit()
    expect(second.mode).toBe('incremental')
    expect(second.changed).toEqual([
      { kind: 'blogPosts', id: 1, locale: 'cs', op: 'upsert' },
      { kind: 'blogPosts', id: 2, locale: 'en', op: 'delete' },
      { kind: 'glossary', id: 5, locale: 'cs', op: 'upsert' },
      { kind: 'serviceGroups', id: 12, locale: 'en', op: 'upsert' },
    ])
    // The changed kinds' lists in every locale (updated_at and translations are in both) and the menu.
    expect(second.changedEndpoints).toEqual([
      '/api/blog/posts/cs',
      '/api/blog/posts/en',
      '/api/glossary/cs',
      '/api/glossary/en',
      '/api/service-groups/cs',
      '/api/service-groups/en',
      '/api/settings/en',
    ])
    // The feed, each page of the three changed kinds in both locales, and the twelve singleton answers.
    const pages = ['/api/blog/posts', '/api/glossary', '/api/service-groups'].flatMap((path) => ['cs', 'en'].map((l) => second.cache?.lists[`${path}/${l}`]?.length ?? 0)).reduce((a, b) => a + b, 0)
    expect(second.requests).toBe(1 + pages + 12)
    expect(second.requests).toBeLessThan(first.requests / 2)

    const third = await runAndCommit()
    expect(third).toMatchObject({ mode: 'unchanged', requests: 1 })
  })

  it('a deleted item and the other locale of a deleted translation are gone from the incremental source too', async () => {
    await runAndCommit()
    await edit(api.url, { kind: 'documents', id: 3, delete: true })
    await edit(api.url, { kind: 'podcastGuests', id: 1, locale: 'en', delete: true })
    const result = await runAndCommit()
    expect(result.source?.content.documents.cs.some((d) => d.id === 3)).toBe(false)
    expect(result.source?.content.podcastGuests.en.some((g) => g.id === 1)).toBe(false)
    expect(result.source?.content.podcastGuests.cs.find((g) => g.id === 1)?.translations).toEqual([{ locale: 'cs', slug: 'hana-vavrova' }])
  })

  it('a cache read and validated ahead of the run gives the same source; one the file has moved on from since is not used', async () => {
    await runAndCommit()
    const prepared = await prepareSource(cacheFile, sourceId)
    expect(prepared.current()).toBe(true)
    await edit(api.url, { kind: 'blogPosts', id: 1, locale: 'en', patch: { title: 'Year-end payroll checklist' } })
    const result = await run(sourceId, prepared)
    expect(result.issues.errors).toEqual([])
    expect(result).toMatchObject({ mode: 'incremental', changed: [{ kind: 'blogPosts', id: 1, locale: 'en', op: 'upsert' }] })
    expect(result.source).toEqual(await full(api.url))
    if (result.cache) await writeSourceCache(cacheFile, result.cache)

    // Another run commits meanwhile (a manual rebuild between two of a webhook's): the prepared
    // cache is older than the file, so the run reads the file (nothing changed since it was written).
    const stale = await prepareSource(cacheFile, sourceId)
    await edit(api.url, { kind: 'jobs', id: 2, locale: 'cs', patch: { title: 'Mzdový účetní' } })
    await runAndCommit()
    expect(stale.current()).toBe(false)
    const after = await run(sourceId, stale)
    expect(after).toMatchObject({ mode: 'unchanged', changed: [], requests: 1 })
    expect(after.source).toEqual(await full(api.url))
  })

  it('fetches everything (conditionally) when the API rejects the cursor', async () => {
    await runAndCommit()
    const read = await readSourceCache(cacheFile, sourceId)
    if (!('cache' in read)) throw new Error(read.reason)
    await writeSourceCache(cacheFile, { ...read.cache, cursor: 'from-another-server' })
    await edit(api.url, { kind: 'jobs', id: 2, locale: 'cs', patch: { title: 'Daňový specialista' } })
    const result = await runAndCommit()
    expect(result).toMatchObject({ mode: 'full', reason: 'cursor rejected (410)', changed: [] })
    expect(result.changedEndpoints).toEqual(['/api/jobs/cs', '/api/jobs/en'])
  })

  it('fetches everything without the cache when cached answers fail validation (a cache of stricter code)', async () => {
    await runAndCommit()
    const read = await readSourceCache(cacheFile, sourceId)
    if (!('cache' in read)) throw new Error(read.reason)
    const answers = Object.fromEntries(
      Object.entries(read.cache.answers).map(([path, a]) => {
        const text = JSON.stringify(a.body)
        return [path, text.includes('"firstname":"Tomáš"') ? { ...a, body: JSON.parse(text.replace('"firstname":"Tomáš"', '"firstname":""')) as unknown } : a]
      }),
    )
    await writeSourceCache(cacheFile, { ...read.cache, answers, validatedBy: 'older code' })
    await edit(api.url, { kind: 'jobs', id: 2, locale: 'cs', patch: { title: 'Daňový specialista' } })
    const result = await runAndCommit()
    expect(result).toMatchObject({ mode: 'full', reason: 'cached answers failed validation', changed: [], trustedPages: 0 })
  })

  it('takes the cached list pages as validated when this code validated them, and checks every page of a cache other code wrote', async () => {
    const first = await runAndCommit()
    expect(first.trustedPages).toBe(0)
    const listPages = Object.values(first.cache?.lists ?? {}).flat().length
    expect(listPages).toBeGreaterThan(20)
    const read = await readSourceCache(cacheFile, sourceId)
    if (!('cache' in read)) throw new Error(read.reason)
    expect(read.cache.validatedBy).toBe(first.cache?.validatedBy)

    // Nothing changed: every list page comes from the cache, none is validated again.
    expect(await runAndCommit()).toMatchObject({ mode: 'unchanged', trustedPages: listPages })
    // One job changed: its pages are asked again; those that answer 304 are the cached bodies, still trusted.
    await edit(api.url, { kind: 'jobs', id: 2, locale: 'cs', patch: { title: 'Daňový specialista' } })
    const jobsPages = ['cs', 'en'].map((l) => first.cache?.lists[`/api/jobs/${l}`]?.length ?? 0).reduce((a, b) => a + b, 0)
    const changed = await runAndCommit()
    expect(changed.mode).toBe('incremental')
    expect(changed.trustedPages).toBeGreaterThanOrEqual(listPages - jobsPages)
    expect(changed.trustedPages).toBeLessThan(listPages)
    // The same through a cache prepared ahead (a webhook's waiting rebuild): nothing left to validate there.
    const prepared = await prepareSource(cacheFile, sourceId)
    expect(prepared.memo.trusted.taken).toBe(0)
    expect(await run(sourceId, prepared)).toMatchObject({ mode: 'unchanged', trustedPages: listPages })

    // A cache another version of the pipeline wrote (or one from before this was recorded) is checked whole.
    const again = await readSourceCache(cacheFile, sourceId)
    if (!('cache' in again)) throw new Error(again.reason)
    await writeSourceCache(cacheFile, { ...again.cache, validatedBy: 'older code' })
    expect(await runAndCommit()).toMatchObject({ mode: 'unchanged', trustedPages: 0 })
    await writeSourceCache(cacheFile, { ...again.cache, validatedBy: null })
    expect(JSON.parse(await readFile(cacheFile, 'utf8'))).not.toHaveProperty('validatedBy')
    expect(await runAndCommit()).toMatchObject({ mode: 'unchanged', trustedPages: 0 })
  })

  it("keeps each answer's body in a file of its own: an edit writes the changed bodies only, and a damaged body voids the cache", async () => {
    await runAndCommit()
    const bodies = join(dirname(cacheFile), 'content-source.bodies')
    const before = new Map((await readdir(bodies)).map((name) => [name, 0]))
    for (const name of before.keys()) before.set(name, (await stat(join(bodies, name))).mtimeMs)
    expect(before.size).toBeGreaterThan(20)
    await edit(api.url, { kind: 'jobs', id: 2, locale: 'cs', patch: { title: 'Daňový specialista' } })
    await runAndCommit()
    const after = await readdir(bodies)
    const added = after.filter((n) => !before.has(n))
    const removed = [...before.keys()].filter((n) => !after.includes(n))
    // The jobs pages that hold job 2 (the edit moves its updated_at in both locales); the change
    // feed's cursor lives in the index. Every other body file was left as it was.
    expect(added.length).toBeGreaterThanOrEqual(1)
    expect(added.length).toBeLessThanOrEqual(2)
    expect(removed).toHaveLength(added.length)
    const addedText = await Promise.all(added.map((n) => readFile(join(bodies, n), 'utf8')))
    for (const text of addedText) expect(text).toContain('"employment_type"')
    expect(addedText.some((t) => t.includes('Daňový specialista'))).toBe(true)
    for (const name of after.filter((n) => before.has(n))) expect((await stat(join(bodies, name))).mtimeMs, name).toBe(before.get(name))

    // A body that is not what its name says (a disk error, a hand edit) makes the cache unusable.
    const victim = join(bodies, after[0] ?? '')
    await writeFile(victim, (await readFile(victim, 'utf8')).replace(/"id":\d+/, '"id":999999'))
    const result = await runAndCommit()
    expect(result.mode).toBe('full')
    expect(result.reason).toMatch(/^cache unusable: the body \w+ is damaged/)
    // That run stored the body again, intact: the next one uses the cache.
    expect((await runAndCommit()).mode).toBe('unchanged')
  })

  it('ignores a cache of another API and an unreadable one', async () => {
    await runAndCommit()
    const other = await run('https://cms.example')
    expect(other.mode).toBe('full')
    expect(other.reason).toMatch(/cache unusable: it is of sample-api/)
    await writeFile(cacheFile, '{"version": 1')
    expect((await run()).reason).toMatch(/^cache unusable: /)
  })

  it('reports a failing feed as an error and returns no source', async () => {
    await runAndCommit()
    api.faults.set('/api/changes', { kind: 'status', status: 404, times: 1 })
    const result = await run()
    expect(result.source).toBeUndefined()
    expect(result.issues.errors.join('\n')).toMatch(/\/api\/changes\?since=.* answered HTTP 404/)
  })
})

describe('collectSourceIncremental on a generated dataset with many pages', () => {
  let api: TestApi
  let dir: string
  beforeAll(async () => {
    api = await startTestApi({ dataset: generateDataset({ scale: 600, seed: 'incremental' }), control: true })
    dir = await tempDir('incremental-pages')
  })
  afterAll(async () => {
    await api.dispose()
    await rm(dir, { recursive: true, force: true })
  })

  const cacheFile = () => join(dir, `${Math.random().toString(36).slice(2)}`, 'cache.json')
  const perPage = 10
  const client = () => createHttpClient(api.url, { ...quick, perPage })
  const singletonAnswers = 12

  /** A first run, committed: the cache and one post from the middle of the Czech list. */
  async function firstRun(file: string) {
    const first = await collectSourceIncremental(client(), new Issues(), { cacheFile: file, sourceId: 'generated' })
    if (!first.cache) throw new Error('no cache')
    await writeSourceCache(file, first.cache)
    const pagesBefore = first.cache.lists['/api/blog/posts/cs'] ?? []
    expect(pagesBefore.length).toBeGreaterThan(5)
    const middlePage = Math.floor(pagesBefore.length / 2)
    const middle = first.source?.content.blogPosts.cs[middlePage * perPage]
    if (!middle) throw new Error('no post')
    return { first, cache: first.cache, middle, middlePage }
  }

  async function secondRun(file: string) {
    const issues = new Issues()
    const second = await collectSourceIncremental(client(), issues, { cacheFile: file, sourceId: 'generated' })
    expect(issues.errors).toEqual([])
    expect(second.source).toEqual(await full(api.url, perPage))
    return second
  }

  it('asks for an edited post alone in each locale and puts it in its place in the cached pages', async () => {
    const file = cacheFile()
    const { cache, middle, middlePage } = await firstRun(file)
    await edit(api.url, { kind: 'blogPosts', id: middle.id, locale: 'cs', patch: { title: 'Upravený článek' } })

    const second = await secondRun(file)
    expect(second.changed).toEqual([{ kind: 'blogPosts', id: middle.id, locale: 'cs', op: 'upsert' }])
    // The feed, the post in each locale, the singletons: no page of the list is asked again.
    expect(second.requests).toBe(1 + 2 + singletonAnswers)
    const changedPages = Object.entries(second.cache?.answers ?? {})
      .filter(([path, answer]) => path.startsWith('/api/blog/posts/') && JSON.stringify(cache.answers[path]?.body) !== JSON.stringify(answer.body))
      .map(([path]) => path)
    // The post's page in cs and, since updated_at is shared, its page in en (if it exists there).
    expect(changedPages.length).toBeGreaterThanOrEqual(1)
    expect(changedPages.length).toBeLessThanOrEqual(2)
    expect(changedPages).toContain(`/api/blog/posts/cs?page=${middlePage + 1}&per_page=${perPage}`)
    expect(second.changedEndpoints).toContain('/api/blog/posts/cs')
    // The patched pages were not served as they are: they carry no ETag, and are fetched whole when asked again.
    for (const path of changedPages) expect(second.cache?.answers[path]?.etag).toBeNull()
    if (second.cache) await writeSourceCache(file, second.cache)
    expect(await secondRun(file)).toMatchObject({ mode: 'unchanged', requests: 1 })
  })

  it('revalidates every page of a list whose item moved, was added or deleted, reusing the unchanged ones (304)', async () => {
    const file = cacheFile()
    const { cache, middle } = await firstRun(file)
    // A new date moves the post to the top of the list: the pages between its old and new place change.
    await edit(api.url, { kind: 'blogPosts', id: middle.id, locale: 'cs', patch: { published_at: '2031-01-01T09:00:00+01:00' } })
    const second = await secondRun(file)
    const pages = ['cs', 'en'].map((l) => second.cache?.lists[`/api/blog/posts/${l}`]?.length ?? 0).reduce((a, b) => a + b, 0)
    // The feed, the post alone in each locale (it moved, so that answer is not used), every page, the singletons.
    expect(second.requests).toBe(1 + 2 + pages + singletonAnswers)
    const refetched = Object.entries(second.cache?.answers ?? {}).filter(([path, a]) => path.startsWith('/api/blog/posts/') && cache.answers[path]?.etag !== a.etag)
    expect(refetched.length).toBeGreaterThan(0)
    expect(refetched.length).toBeLessThan(pages)
    if (second.cache) await writeSourceCache(file, second.cache)

    // A deleted post changes every page's meta.total: the list is revalidated without asking for it alone.
    await edit(api.url, { kind: 'blogPosts', id: middle.id, delete: true })
    const third = await secondRun(file)
    const after = ['cs', 'en'].map((l) => third.cache?.lists[`/api/blog/posts/${l}`]?.length ?? 0).reduce((a, b) => a + b, 0)
    expect(third.requests).toBe(1 + after + singletonAnswers)
  })
})
