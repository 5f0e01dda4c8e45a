import { describe, expect, it } from 'vitest'
import {
  changedContentFiles,
  countReasons,
  dirtySets,
  keysToAsk,
  noContentChanged,
  planContent,
  planContentSource,
  planGone,
  planPages,
  planRun,
  planSitemap,
  searchLocalesOf,
  type PublishedPage,
  type RunInput,
} from './plan.js'
import type { HeadFacts } from './render/links.js'

const head = { version: 1 as const, code: 'c1', cursor: 'k9', contentHashes: { 'cs/blogPosts': 'a' } }
const rebuild: RunInput = { mode: 'rebuild', content: 'run', published: { id: 'r1' }, head, code: 'c1', rendererBuilt: true }

describe('planContentSource', () => {
  it('runs the content stage unless the benchmark skips it or a shard finds content on disk', () => {
    expect(planContentSource({ sharded: false, contentOnDisk: true })).toBe('run')
    expect(planContentSource({ sharded: false, contentOnDisk: false, skipContent: true })).toBe('skip')
    expect(planContentSource({ sharded: true, contentOnDisk: true })).toBe('reuse')
    expect(planContentSource({ sharded: true, contentOnDisk: false })).toBe('run')
  })
})

describe('planRun', () => {
  it('a rebuild over a published build of the same code is incremental', () => {
    const plan = planRun(rebuild)
    expect(plan).toMatchObject({
      shape: 'rebuild',
      incremental: true,
      reason: 'incremental',
      log: [],
      fetch: 'incremental',
      askChangeFeed: true,
      helpersAhead: true,
      folder: 'staging',
      assets: 'media',
      search: 'alongside',
      finish: 'commit',
    })
  })

  it('new code builds everything, still fetching through the change feed', () => {
    const plan = planRun({ ...rebuild, code: 'c2' })
    expect(plan).toMatchObject({
      incremental: false,
      reason: 'code changed',
      fetch: 'incremental',
      askChangeFeed: false,
      helpersAhead: false,
      folder: 'new',
      assets: 'bundle',
      search: 'first',
      finish: 'publish',
    })
    expect(plan.log).toEqual(['  the code changed since the published build: building everything'])
  })

  it('no published release, no state or no renderer bundle: builds everything', () => {
    const none = planRun({ ...rebuild, published: null, head: null })
    expect(none).toMatchObject({ incremental: false, reason: 'no published state', fetch: 'full' })
    expect(none.log).toEqual(['  no published release with build state: building everything'])
    expect(planRun({ ...rebuild, head: null })).toMatchObject({ reason: 'no published state', fetch: 'incremental' })
    const noBundle = planRun({ ...rebuild, rendererBuilt: false })
    expect(noBundle).toMatchObject({ incremental: false, reason: 'no renderer bundle' })
    expect(noBundle.log).toEqual(['  no published release with build state: building everything'])
  })

  it('a replaced content source builds everything (the published state is of other content)', () => {
    const plan = planRun({ ...rebuild, sourceReplaced: true })
    expect(plan).toMatchObject({ incremental: false, reason: 'source replaced', fetch: 'incremental', askChangeFeed: false, folder: 'new' })
    expect(plan.log).toEqual(['  the content source is replaced: building everything'])
  })

  it('a verifying rebuild revalidates every list through the feed and does not end at the feed\'s "no change"', () => {
    const plan = planRun({ ...rebuild, verify: true })
    expect(plan).toMatchObject({ incremental: true, fetch: 'verify', askChangeFeed: false })
    expect(plan.log).toEqual(['  verifying the change feed: every list revalidated'])
    // A full build fetches everything anyway.
    expect(planRun({ ...rebuild, mode: 'full', published: null, verify: true }).fetch).toBe('full')
  })

  it('asks the change feed only with a cursor and a content stage to skip', () => {
    expect(planRun({ ...rebuild, head: { ...head, cursor: null } }).askChangeFeed).toBe(false)
    expect(planRun({ ...rebuild, content: 'skip' })).toMatchObject({ askChangeFeed: false, fetch: null })
  })

  it('a full build fetches everything, searches first and publishes a new release', () => {
    expect(planRun({ ...rebuild, mode: 'full', published: null, head: null })).toMatchObject({
      shape: 'full',
      incremental: false,
      reason: 'full build',
      log: [],
      fetch: 'full',
      folder: 'new',
      assets: 'bundle',
      search: 'first',
      finish: 'publish',
    })
  })

  it('a shard renders into its folder; a merge takes the shards and indexes after the pages', () => {
    const shard = planRun({ mode: 'full', shard: { index: 2, count: 4 }, content: 'reuse', published: null, head: null, code: 'c1', rendererBuilt: false })
    expect(shard).toMatchObject({ shape: 'shard', reason: 'shard', fetch: null, folder: 'shard', assets: 'bundle', search: 'none', finish: 'shard output' })
    expect(shard.log).toEqual(['  content: using content/generated as it is (every shard must render the same content)'])
    const merge = planRun({ mode: 'full', merge: ['a', 'b'], content: 'run', published: null, head: null, code: 'c1', rendererBuilt: true })
    expect(merge).toMatchObject({ shape: 'merge', reason: 'merge', fetch: 'full', folder: 'new', assets: 'merge', search: 'after', finish: 'publish' })
  })
})

describe('planContent', () => {
  const published = { contentHashes: { 'cs/blogPosts': 'a', 'en/blogPosts': 'b', 'cs/menus': 'm' } }

  it('nothing changed: nothing to do', () => {
    const plan = planContent({ incremental: true, releaseId: 'r1', published, hashes: { ...published.contentHashes } })
    expect(plan.nothingToDo).toBe(noContentChanged)
    expect(plan.nothingToDo?.log).toBe('no content changed since the published build: nothing to do')
  })

  it('names the changed files and indexes only the locales whose searchable content changed', () => {
    const plan = planContent({ incremental: true, releaseId: 'r1', published, hashes: { ...published.contentHashes, 'cs/blogPosts': 'a2', 'en/menus': 'n' } })
    expect(plan.changedFiles).toEqual(['cs/blogPosts', 'en/menus'])
    expect(plan.searchLocales).toEqual(['cs'])
    expect(plan.log).toEqual(['  changed content: cs/blogPosts, en/menus'])
  })

  it('a run that is not incremental indexes every locale', () => {
    expect(planContent({ incremental: false, releaseId: '', published: null, hashes: {} })).toMatchObject({ changedFiles: [], nothingToDo: null, searchLocales: ['cs', 'en'] })
  })

  it('an incremental run without the published state fails', () => {
    expect(() => planContent({ incremental: true, releaseId: 'r1', published: null, hashes: {} })).toThrow("the published build's state (r1/build-state.json) cannot be read: run npm run build")
  })

  it('changedContentFiles counts added and removed files', () => {
    expect(changedContentFiles({ 'cs/a': '1', 'cs/b': '2' }, { 'cs/b': '2', 'cs/c': '3' })).toEqual(['cs/a', 'cs/c'])
    expect(searchLocalesOf(['en/glossary', 'cs/menus'])).toEqual(['en'])
  })
})

describe('keysToAsk and dirtySets', () => {
  const state = {
    readSets: [['cs/menus'], ['cs/blogPosts#12', 'cs/menus'], ['~latest:cs'], ['en/blogPosts#3']],
    keyHashes: { 'cs/blogPosts#12': 'h12', '~latest:cs': 'hl', 'cs/blogPosts#1': 'h1', 'en/blogPosts#3': 'h3' },
    derived: { '~latest:cs': ['cs/blogPosts#1'] },
  }

  it('asks about the keys of changed files, directly or through a derived value, once each', () => {
    const ask = keysToAsk(state, ['cs/blogPosts'])
    expect([...ask.keys].sort()).toEqual(['cs/blogPosts#12', '~latest:cs'])
    expect(ask.sets).toEqual([1, 2])
    expect(ask.hashes).toEqual({ 'cs/blogPosts#12': 'h12', '~latest:cs': 'hl', 'cs/blogPosts#1': 'h1' })
  })

  it('a set is dirty when it holds a key the worker found changed', () => {
    expect([...dirtySets(state.readSets, [1, 2], new Set(['~latest:cs']))]).toEqual([2])
  })
})

describe('planPages', () => {
  const jobs = [
    { url: '/blog/1/a', folder: 'blogPost' },
    { url: '/blog/2/b', folder: 'blogPost' },
    { url: '/blog', folder: 'blog' },
    { url: '/blog/9/new', folder: 'blogPost' },
    { url: '/lide', folder: 'people' },
  ]
  const published: Record<string, PublishedPage> = {
    '/blog/1/a': { folder: 'blogPost', routeKey: 'blogPost', reads: 0 },
    '/blog/2/b': { folder: 'blogPost', routeKey: 'blogPost', reads: 1 },
    '/blog': { folder: 'blog', routeKey: 'blog', reads: 2 },
    '/lide': { folder: 'peopleOld', routeKey: 'people', reads: 0 },
    '/blog/7/gone': { folder: 'blogPost', routeKey: 'blogPost', reads: 1 },
    '/en/blog/7/gone': { folder: 'blogPost', routeKey: 'blogPost', reads: 1 },
  }

  it('a rebuild renders new pages, moved pages and pages reading a changed key, and names the removed ones', () => {
    const plan = planPages({ shape: 'rebuild', incremental: true, jobs, published, dirty: new Set([2]) })
    expect(plan.render.map((j) => j.url)).toEqual(['/blog', '/blog/9/new', '/lide'])
    expect(Object.fromEntries(plan.reasons)).toEqual({ '/blog': 'reads a changed key', '/blog/9/new': 'new page', '/lide': 'folder changed' })
    expect(countReasons(plan)).toEqual({ 'reads a changed key': 1, 'new page': 1, 'folder changed': 1 })
    expect(plan.removed).toEqual([
      { url: '/blog/7/gone', routeKey: 'blogPost' },
      { url: '/en/blog/7/gone', routeKey: 'blogPost' },
    ])
    expect(plan.removedByType).toEqual({ blogPost: 2 })
    expect(plan.publishedByType).toEqual({ blogPost: 4, blog: 1, people: 1 })
  })

  it('a rebuild with no dirty set renders only what is new or moved', () => {
    expect(planPages({ shape: 'rebuild', incremental: true, jobs, published, dirty: new Set() }).render.map((j) => j.url)).toEqual(['/blog/9/new', '/lide'])
  })

  it('a full build renders every page; with the published state it also says what its publish drops', () => {
    const plan = planPages({ shape: 'full', incremental: false, jobs, published: null, dirty: null })
    expect(plan.render).toEqual(jobs)
    expect(new Set(plan.reasons.values())).toEqual(new Set(['full build']))
    expect(plan.removed).toEqual([])
    expect(plan.publishedByType).toEqual({})
    expect(planPages({ shape: 'full', incremental: false, jobs, published, dirty: null }).removedByType).toEqual({ blogPost: 2 })
  })

  it('a shard renders every count-th page from its index', () => {
    const plan = planPages({ shape: 'shard', incremental: false, shard: { index: 2, count: 2 }, jobs, published: null, dirty: null })
    expect(plan.render.map((j) => j.url)).toEqual(['/blog/2/b', '/blog/9/new'])
    expect([...plan.reasons.values()]).toEqual(['shard', 'shard'])
    expect(plan.current.size).toBe(5)
  })
})

describe('planSitemap and planGone', () => {
  const h = (canonical: string): HeadFacts => ({ canonical, alternates: [], noindex: false })
  const published = { '/a': { head: h('https://x/a') } }

  it('keeps the published sitemap when a rebuild changed no head and removed no page', () => {
    expect(planSitemap({ incremental: true, published, removed: 0, written: [{ url: '/a', head: h('https://x/a') }] })).toBe('keep')
    expect(planSitemap({ incremental: true, published, removed: 0, written: [{ url: '/a', head: h('https://x/b') }] })).toBe('write')
    expect(planSitemap({ incremental: true, published, removed: 0, written: [{ url: '/new', head: h('https://x/new') }] })).toBe('write')
    expect(planSitemap({ incremental: true, published, removed: 1, written: [] })).toBe('write')
    expect(planSitemap({ incremental: false, published, removed: 0, written: [] })).toBe('write')
  })

  it('redirects a removed page to its list, and forgets a redirect whose URL is a page again', () => {
    const current = new Set(['/blog', '/en/blog', '/blog/5/back'])
    const gone = planGone({ '/blog/5/back': '/blog', '/blog/4/old': '/blog' }, current, [
      { url: '/blog/7/gone', routeKey: 'blogPost' },
      { url: '/en/blog/7/gone', routeKey: 'blogPost' },
      { url: '/kontakt', routeKey: 'contact' },
    ])
    expect(gone).toEqual({ '/blog/4/old': '/blog', '/blog/7/gone': '/blog', '/en/blog/7/gone': '/en/blog' })
  })
})
