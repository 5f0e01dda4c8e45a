// The reuse plan's decisions from plain facts: no file, no HTTP. What a rebuild fetches after an
// edit, what it takes from the cache and the previous output, and why.
import { describe, expect, it } from 'vitest'
import type { ChangedItem } from './changes.js'
import { type FetchFacts, narrowOutput, type NarrowOutputFacts, planFetch, planItems, planLate, planNarrow, planReuse, type ReuseFacts } from './reuse-plan.js'
import { contentKindNames } from './schemas/changes.js'
import { pagination } from './schemas/endpoints.js'

const all = new Set(contentKindNames)
const edit = (kind: ChangedItem['kind'], id: number): ChangedItem => ({ kind, id, locale: 'cs', op: 'upsert' })
const cache = { cursor: 'c1', validatedBy: 'code-1', wholeKinds: all }
const facts = (over: Partial<FetchFacts> = {}): FetchFacts => ({ cache, feed: { changed: [] }, code: 'code-1', verify: false, output: null, ...over })

describe('planFetch', () => {
  it('fetches everything, saying why, without a cache or when the API rejects the cursor', () => {
    const none = planFetch(facts({ cache: { reason: 'no cache' }, feed: 'reset' }))
    expect(none).toMatchObject({ mode: 'full', reason: 'no cache', changed: [], singletons: { how: 'ask' }, narrow: { kinds: [] } })
    expect(Object.values(none.kinds).every((k) => k.how === 'ask')).toBe(true)
    expect(planFetch(facts({ feed: 'reset' }))).toMatchObject({ mode: 'full', reason: 'cursor rejected (410)' })
  })

  it('takes every answer from the cache when the feed names no change', () => {
    const plan = planFetch(facts())
    expect(plan).toMatchObject({ mode: 'unchanged', reason: null, singletons: { how: 'cache' } })
    expect(Object.values(plan.kinds).every((k) => k.how === 'cache')).toBe(true)
  })

  it('patches a kind whose changes are all edits, asks again for one with an item added or deleted, keeps the rest', () => {
    const plan = planFetch(facts({ feed: { changed: [edit('blogPosts', 7), edit('blogPosts', 9), { kind: 'jobs', id: 3, locale: null, op: 'delete' }] } }))
    expect(plan.mode).toBe('incremental')
    const blog = plan.kinds.blogPosts
    expect(blog.how).toBe('patch')
    expect(blog.how === 'patch' ? [...blog.patch.ids] : []).toEqual([7, 9])
    expect(plan.kinds.jobs.how).toBe('ask')
    expect(plan.kinds.people).toMatchObject({ how: 'cache', reason: 'the feed named no change' })
    // The menus in the settings follow the content: revalidated whenever anything changed.
    expect(plan.singletons.how).toBe('ask')
  })

  it('asks again for a kind with more edited items than one page holds', () => {
    const changed = Array.from({ length: pagination.maxPerPage + 1 }, (_, i) => edit('glossary', i + 1))
    expect(planFetch(facts({ feed: { changed } })).kinds.glossary.how).toBe('ask')
  })

  it('revalidates everything when it verifies the feed, and reuses nothing unasked', () => {
    const plan = planFetch(facts({ verify: true, feed: { changed: [edit('blogPosts', 7)] }, output: { usable: true, reason: '' } }))
    expect(Object.values(plan.kinds).every((k) => k.how === 'ask')).toBe(true)
    expect(plan.narrow.kinds).toEqual([])
    expect(planFetch(facts({ verify: true })).singletons.how).toBe('ask')
  })

  it('leaves the unchanged kinds unread when the previous output holds them and the cache has their lists whole', () => {
    const usable = { usable: true, reason: 'made from the cached answers' }
    const plan = planFetch(facts({ feed: { changed: [edit('blogPosts', 7)] }, output: usable }))
    expect(plan.narrow.kinds).toEqual(contentKindNames.filter((k) => k !== 'blogPosts'))
    expect(plan.kinds.people.how).toBe('unread')
    expect(plan.kinds.blogPosts.how).toBe('patch')
    const partial = planFetch(facts({ feed: { changed: [edit('blogPosts', 7)] }, output: usable, cache: { ...cache, wholeKinds: new Set(['blogPosts'] as const) } }))
    expect(partial.narrow).toEqual({ kinds: [], reason: 'the cache lacks pages of an unchanged kind' })
    const unusable = planFetch(facts({ feed: { changed: [edit('blogPosts', 7)] }, output: { usable: false, reason: 'other code made the previous output' } }))
    expect(unusable.narrow).toEqual({ kinds: [], reason: 'other code made the previous output' })
  })

  it('trusts the cached answers only when this code validated them', () => {
    expect(planFetch(facts()).trustCache.yes).toBe(true)
    expect(planFetch(facts({ code: 'code-2' })).trustCache).toEqual({ yes: false, reason: 'other code validated the cached answers' })
  })
})

describe('narrowOutput and planNarrow', () => {
  const output: NarrowOutputFacts = {
    manifest: { cursor: 'c1', source: 'sample-api', code: 'k', complete: all },
    itemPaths: true,
    now: { source: 'sample-api', code: 'k', cachedCursor: 'c1' },
    changedKinds: new Set(['blogPosts']),
  }
  it('uses the previous output only if it was made from the cached answers by this code, with its item paths', () => {
    expect(narrowOutput(output).usable).toBe(true)
    expect(narrowOutput({ ...output, manifest: null }).usable).toBe(false)
    expect(narrowOutput({ ...output, now: { ...output.now, cachedCursor: 'c0' } }).reason).toMatch(/not made from the cached answers/)
    expect(narrowOutput({ ...output, now: { ...output.now, code: 'other' } }).reason).toMatch(/other code/)
    expect(narrowOutput({ ...output, itemPaths: false }).reason).toMatch(/item paths/)
    const lacking = { ...output, manifest: { cursor: 'c1', source: 'sample-api', code: 'k', complete: new Set(['blogPosts'] as const) } }
    expect(narrowOutput(lacking).usable).toBe(false)
  })
  it('stays narrow only while the paths are the previous output’s', () => {
    expect(planNarrow('p1', 'p1').narrow).toBe(true)
    expect(planNarrow('p2', 'p1')).toEqual({ narrow: false, reason: 'the paths changed: the kinds left out are read after all' })
  })
})

describe('planReuse, planItems and planLate', () => {
  const inputs = { code: 'k', paths: 'p' }
  const base: ReuseFacts = {
    previous: { source: 'sample-api', cursor: 'c1', inputs, hashes: { blogPosts: { 1: 'a', 2: 'b' }, people: { 5: 'x' } } },
    previousFacts: new Set(['people', 'blogPosts'] as const),
    source: 'sample-api',
    cachedCursor: 'c1',
    changedEndpoints: ['/api/blog/posts/cs', '/api/settings/cs'],
    inputs,
    reuseMedia: true,
    fetchedAfresh: false,
  }

  it('takes the kinds whose lists did not change whole, and of the others the items whose hash did not change', () => {
    const plan = planReuse(base)
    expect(plan.kinds).toEqual(['people'])
    expect(plan.skipped).toEqual(['people'])
    expect(plan.keepMedia).toBe(true)
    const items = planItems(base, plan, { blogPosts: { 1: 'a', 2: 'changed', 3: 'new' }, people: { 5: 'x' } })
    expect([...items]).toEqual([['blogPosts', new Set([1])]])
  })

  it('takes nothing when the previous output was made otherwise, and says why', () => {
    expect(planReuse({ ...base, cachedCursor: 'c0' })).toMatchObject({ kinds: [], reasons: { kinds: 'the previous output was not made from the cached answers' } })
    expect(planReuse({ ...base, inputs: { code: 'k', paths: 'other' } }).reasons.kinds).toBe('the paths changed')
    const other = { ...base, inputs: { code: 'k2', paths: 'p' } }
    expect(planReuse(other)).toMatchObject({ kinds: [], keepMedia: false, reasons: { media: 'other code downloaded the previous output’s media' } })
    expect(planReuse({ ...base, previous: null }).kinds).toEqual([])
    expect(planItems({ ...base, previousFacts: null }, planReuse(base), { blogPosts: { 1: 'a' } }).size).toBe(0)
  })

  it('renders no kind without render facts, and keeps no media of a run that fetched everything afresh', () => {
    expect(planReuse({ ...base, previousFacts: null })).toMatchObject({ kinds: ['people'], skipped: [] })
    expect(planReuse({ ...base, fetchedAfresh: true }).keepMedia).toBe(false)
  })

  it('after the images: takes the files that are there when the image index is the same, else renders what was skipped', () => {
    const plan = { kinds: ['people', 'jobs'] as const, skipped: ['people', 'jobs'] as const }
    const same = planLate({ plan: { kinds: [...plan.kinds], skipped: [...plan.skipped] }, partly: ['blogPosts'], imagesSame: true, filesThere: new Set(['people'] as const) })
    expect(same).toEqual({ taken: ['people'], renderKinds: ['jobs'], renderKindsReason: 'their files are gone', takeItems: true, renderItems: false })
    const other = planLate({ plan: { kinds: [...plan.kinds], skipped: [...plan.skipped] }, partly: ['blogPosts'], imagesSame: false, filesThere: new Set(['people'] as const) })
    expect(other).toEqual({ taken: [], renderKinds: ['people', 'jobs'], renderKindsReason: 'the image index changed', takeItems: false, renderItems: true })
  })
})
