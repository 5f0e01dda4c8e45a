import { describe, expect, it } from 'vitest'
import { changedContentFiles, countReasons, dirtySets, keysToAsk, pageReasonsOf, prepareKeysToAsk, planContent, planGone, planPages, planSitemap, searchLocalesOf, type PublishedPage } from './plan.js'
import { noContentChanged } from './plan-run.js'
import type { HeadFacts } from '../renderer/render/links.js'

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
    expect(plan.decisions).toEqual([
      { about: 'content changed', decision: 'cs/blogPosts, en/menus', reason: "their hashes differ from r1's" },
      { about: 'search', decision: 'index cs', reason: 'their searchable content changed' },
    ])
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

  it('prepared ahead (a webhook’s waiting rebuild), it asks the same for any changed files', () => {
    // Derived values through others, per item (~byPost:cs#5), of unknown sources (~odd:en), with none, and a cycle.
    const wide = {
      readSets: [
        ['cs/menus', 'en/menus'],
        ['cs/blogPosts#12', '~latest:cs'],
        ['~teasers:cs', 'en/people#2'],
        ['~byPost:cs#5'],
        ['~odd:en', 'cs/menus'],
        ['~none:cs'],
        ['~a:cs', 'en/blogPosts#1'],
        ['en/blogPosts#3', 'cs/blogPosts#12'],
      ],
      keyHashes: {},
      derived: { '~latest:cs': ['cs/blogPosts#1'], '~teasers:cs': ['~latest:cs', 'cs/people#4'], '~byPost:cs#5': ['cs/images#/a.jpg'], '~none:cs': [], '~a:cs': ['~b:cs'], '~b:cs': ['~a:cs'] },
    }
    const prepared = structuredClone(wide)
    prepareKeysToAsk(prepared)
    for (const changed of [[], ['cs/blogPosts'], ['en/menus', 'cs/people'], ['cs/images'], ['en/blogPosts', 'cs/menus'], ['de/none']]) {
      const scanned = keysToAsk(wide, changed)
      const ahead = keysToAsk(prepared, changed)
      expect([...ahead.keys].sort(), changed.join()).toEqual([...scanned.keys].sort())
      expect(ahead.sets, changed.join()).toEqual(scanned.sets)
    }
    expect(keysToAsk(prepared, ['cs/people']).sets).toEqual([2, 4, 6])
  })

  it('a set is dirty when it holds a key the worker found changed', () => {
    expect([...dirtySets(state.readSets, [1, 2], new Set(['~latest:cs']))]).toEqual([2])
  })
})

describe('planPages', () => {
  const tasks = [
    { url: '/blog/1/a', folder: 'blogPost' },
    { url: '/blog/2/b', folder: 'blogPost' },
    { url: '/blog', folder: 'blog' },
    { url: '/blog/9/new', folder: 'blogPost' },
    { url: '/lide', folder: 'people' },
  ]
  const published: Record<string, PublishedPage> = {
    '/blog/1/a': { folder: 'blogPost', routeKey: 'blogPost', reads: 0, dataHash: 'd1' },
    '/blog/2/b': { folder: 'blogPost', routeKey: 'blogPost', reads: 1, dataHash: 'd2' },
    '/blog': { folder: 'blog', routeKey: 'blog', reads: 2, dataHash: 'dl' },
    '/lide': { folder: 'peopleOld', routeKey: 'people', reads: 0 },
    '/blog/7/gone': { folder: 'blogPost', routeKey: 'blogPost', reads: 1 },
    '/en/blog/7/gone': { folder: 'blogPost', routeKey: 'blogPost', reads: 1 },
  }

  const readSets = [['cs/menus'], ['cs/blogPosts#2'], ['~latest:cs']]
  /** The worker's answer: of the read sets 1 and 2 it was asked about, `keys` changed. */
  const changed = (keys: string[]) => ({ readSets, asked: [1, 2], keys: new Set(keys) })

  it('a rebuild renders new pages, moved pages and pages reading a changed key the worker reported, and names the removed ones', () => {
    const plan = planPages({ shape: 'rebuild', incremental: true, tasks, published, changed: changed(['~latest:cs']) })
    expect(plan.render.map((j) => j.url)).toEqual(['/blog', '/blog/9/new', '/lide'])
    expect(Object.fromEntries(plan.reasons)).toEqual({ '/blog': 'reads a changed key', '/blog/9/new': 'new page', '/lide': 'folder changed' })
    expect(countReasons(plan)).toEqual({ 'reads a changed key': 1, 'new page': 1, 'folder changed': 1 })
    expect(plan.removed).toEqual([
      { url: '/blog/7/gone', routeKey: 'blogPost' },
      { url: '/en/blog/7/gone', routeKey: 'blogPost' },
    ])
    expect(plan.removedByType).toEqual({ blogPost: 2 })
    expect(plan.publishedByType).toEqual({ blogPost: 4, blog: 1, people: 1 })
    // The writer keeps a rendered page whose data comes out as published: only those with a published data hash.
    expect(plan.keepIfSame).toEqual({ '/blog': 'dl' })
    expect(plan.decisions).toEqual([
      { about: 'pages', decision: 'render 3 of 5', reason: '1 reads a changed key, 1 new page, 1 folder changed' },
      { about: 'changed keys', decision: '1 of 3 read sets hold one', reason: 'the page worker found 1 changed of the keys of 2 read sets that read a changed file' },
      { about: 'writer', decision: 'keep a page whose data is the same', reason: 'its published file is what it would render' },
      { about: 'removed pages', decision: '2', reason: 'no longer listed: 2 blogPost' },
    ])
    expect(pageReasonsOf(plan, true)).toEqual({
      byReason: { 'reads a changed key': 1, 'new page': 1, 'folder changed': 1 },
      urls: { '/blog': 'reads a changed key', '/blog/9/new': 'new page', '/lide': 'folder changed' },
    })
  })

  it('a rebuild whose worker found no key changed renders only what is new or moved', () => {
    expect(planPages({ shape: 'rebuild', incremental: true, tasks, published, changed: changed([]) }).render.map((j) => j.url)).toEqual(['/blog/9/new', '/lide'])
    // A changed key in a read set the worker was not asked about changes nothing.
    expect(planPages({ shape: 'rebuild', incremental: true, tasks, published, changed: changed(['cs/menus']) }).render.map((j) => j.url)).toEqual(['/blog/9/new', '/lide'])
  })

  it('a full build renders every page; with the published state it also says what its publish drops', () => {
    const plan = planPages({ shape: 'full', incremental: false, tasks, published: null, changed: null })
    expect(plan.render).toEqual(tasks)
    expect(new Set(plan.reasons.values())).toEqual(new Set(['full build']))
    expect(plan.removed).toEqual([])
    expect(plan.publishedByType).toEqual({})
    expect(plan.keepIfSame).toBeNull()
    expect(pageReasonsOf(plan, false)).toEqual({ byReason: { 'full build': 5 } })
    expect(planPages({ shape: 'full', incremental: false, tasks, published, changed: null }).removedByType).toEqual({ blogPost: 2 })
  })

  it('a shard renders every count-th page from its index', () => {
    const plan = planPages({ shape: 'shard', incremental: false, shard: { index: 2, count: 2 }, tasks, published: null, changed: null })
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
