import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { copyFileSync, existsSync } from 'node:fs'
import { contentHashes, readStateFile, stateDeltaName, stateName, writeState, type BuildState } from './state.js'
import { linkSync, mkdirSync, statSync, utimesSync } from 'node:fs'
import { sha1 } from '../shared/hash.js'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const site = 'https://www.example.test'
const readSets = [['cs/blogPosts#1', 'cs/settings'], ['en/people']]
const page = (url: string, reads: number, head: BuildState['pages'][string]['head'], scripts: string[]): BuildState['pages'][string] => ({
  folder: 'blogPost',
  routeKey: 'blogPost',
  dataHash: `h${url.length}`,
  bytes: 1000 + url.length,
  reads,
  readList: readSets[reads] ?? [],
  head,
  scripts,
})

const state: BuildState = {
  version: 1,
  release: '20261127T000000Z-1',
  code: 'code',
  contentHashes: { 'cs/blogPosts': 'a' },
  cursor: '42',
  readSets,
  pages: {
    '/blog/1/post': page(
      '/blog/1/post',
      0,
      {
        canonical: `${site}/blog/1/post`,
        alternates: [
          ['cs', `${site}/blog/1/post`],
          ['en', `${site}/en/blog/1/a-post`],
          ['x-default', `${site}/blog/1/post`],
        ],
        noindex: false,
      },
      ['sha256-one', 'sha256-two'],
    ),
    '/en/people': page(
      '/en/people',
      1,
      {
        canonical: `${site}/en/people`,
        // Another origin, a relative URL and one that starts like the marker: kept as they are.
        alternates: [
          ['cs', 'https://elsewhere.test/lide'],
          ['en', '/en/people'],
          ['x-default', '~odd'],
        ],
        noindex: false,
      },
      ['sha256-one', 'sha256-two'],
    ),
    '/ucet': page('/ucet', 0, { canonical: null, alternates: [], noindex: true }, []),
    '/': page('/', 1, { canonical: site, alternates: [['cs', site]], noindex: false }, ['sha256-three']),
  },
  shells: {},
  gone: { '/blog/9/gone': '/blog' },
  staticPaths: ['/favicon.ico'],
  hostInputs: 'hosts',
  keyHashes: { 'cs/blogPosts#1': 'k' },
  derived: { '~postsByAuthor:cs': ['cs/blogPosts'] },
}

describe('build state on disk', () => {
  it('reads back exactly what was written: heads, scripts, read lists and the rest', () => {
    const dir = mkdtempSync(join(tmpdir(), 'state-'))
    dirs.push(dir)
    writeState(dir, state)
    expect(readStateFile(join(dir, stateName))).toEqual(state)
  })

  it('writes the site origin and each list of scripts once, not once a page', () => {
    const dir = mkdtempSync(join(tmpdir(), 'state-'))
    dirs.push(dir)
    const many: BuildState = { ...state, pages: {} }
    for (let i = 0; i < 500; i++) {
      const url = `/blog/${i}/post-${i}`
      many.pages[url] = page(
        url,
        i % 2,
        {
          canonical: `${site}${url}`,
          alternates: [
            ['cs', `${site}${url}`],
            ['en', `${site}/en${url}`],
          ],
          noindex: false,
        },
        ['sha256-one', 'sha256-two'],
      )
    }
    writeState(dir, many)
    const text = readFileSync(join(dir, stateName), 'utf8')
    expect(text.split(site).length - 1).toBe(1)
    expect(text.split('sha256-one').length - 1).toBe(1)
    expect(readStateFile(join(dir, stateName))).toEqual(many)
  })

  it('reads no state from a file of another format or none at all', () => {
    const dir = mkdtempSync(join(tmpdir(), 'state-'))
    dirs.push(dir)
    expect(readStateFile(join(dir, stateName))).toBeNull()
    writeState(dir, state)
    const file = join(dir, stateName)
    const older = { ...JSON.parse(readFileSync(file, 'utf8')), version: 1 }
    writeFileSync(file, JSON.stringify(older))
    expect(readStateFile(file)).toBeNull()
  })

  /** A state written whole in a release folder, read back as a rebuild reads the published one. */
  const published = (of: BuildState) => {
    const release = mkdtempSync(join(tmpdir(), 'release-'))
    dirs.push(release)
    expect(writeState(release, of)).toBe('base')
    const read = readStateFile(join(release, stateName))
    if (!read) throw new Error('not read')
    return { release, read }
  }
  /** A rebuild's staging folder: what it writes over the release, then moved in (the commit). */
  const rebuild = (release: string, before: BuildState, after: BuildState) => {
    const staging = mkdtempSync(join(tmpdir(), 'staging-'))
    dirs.push(staging)
    const wrote = writeState(staging, after, before)
    for (const name of [stateName, stateDeltaName]) if (existsSync(join(staging, name))) copyFileSync(join(staging, name), join(release, name))
    return { wrote, staging, read: readStateFile(join(release, stateName)) }
  }
  const many = (n: number): BuildState => {
    const out: BuildState = { ...state, readSets: [...readSets], pages: {} }
    for (let i = 0; i < n; i++) {
      const url = `/blog/${i}/post-${i}`
      out.pages[url] = page(url, i % 2, { canonical: `${site}${url}`, alternates: [['cs', `${site}${url}`]], noindex: false }, ['sha256-one'])
    }
    return out
  }

  it('a rebuild writes only the pages, key hashes and derived values that changed since the base', () => {
    const { release, read } = published(many(100))
    // As stateOf makes it: the published sets at their index, a new one after them.
    const after: BuildState = {
      ...read,
      release: 'next',
      readSets: [...read.readSets, ['cs/blogPosts#7']],
      pages: { ...read.pages },
      keyHashes: { ...read.keyHashes, 'cs/blogPosts#7': 'new' },
      derived: {},
    }
    const changed = '/blog/7/post-7'
    const before = read.pages[changed]
    if (!before) throw new Error('no page')
    after.pages[changed] = { ...before, dataHash: 'changed', reads: 2, readList: ['cs/blogPosts#7'] }
    delete after.pages['/blog/8/post-8']
    after.pages['/blog/new'] = page('/blog/new', 0, { canonical: `${site}/blog/new`, alternates: [], noindex: false }, ['sha256-one'])
    const { wrote, staging, read: again } = rebuild(release, read, after)
    expect(wrote).toBe('delta')
    expect(existsSync(join(staging, stateName))).toBe(false)
    const delta = JSON.parse(readFileSync(join(staging, stateDeltaName), 'utf8')) as { pages: Record<string, unknown>; keyHashes: Record<string, unknown>; derived: Record<string, unknown> }
    expect(Object.keys(delta.pages).sort()).toEqual(['/blog/7/post-7', '/blog/8/post-8', '/blog/new'])
    expect(delta.pages['/blog/8/post-8']).toBeNull()
    expect(delta.keyHashes).toEqual({ 'cs/blogPosts#7': 'new' })
    expect(delta.derived).toEqual({ '~postsByAuthor:cs': null })
    expect(again).toEqual(after)

    // The next rebuild's delta still holds what the first one's did, and what it changes itself.
    if (!again) throw new Error('not read')
    const third: BuildState = { ...again, pages: { ...again.pages } }
    const other = again.pages['/blog/9/post-9']
    if (!other) throw new Error('no page')
    third.pages['/blog/9/post-9'] = { ...other, bytes: 1 }
    const next = rebuild(release, again, third)
    expect(next.wrote).toBe('delta')
    const delta2 = JSON.parse(readFileSync(join(next.staging, stateDeltaName), 'utf8')) as { pages: Record<string, unknown> }
    expect(Object.keys(delta2.pages).sort()).toEqual(['/blog/7/post-7', '/blog/8/post-8', '/blog/9/post-9', '/blog/new'])
    expect(next.read).toEqual(third)
  })

  it('writes the state whole again once much changed, without the read sets no page reads', () => {
    const { release, read } = published(many(10))
    // Every page now reads one new set: the two published ones are read by none.
    const after: BuildState = { ...read, readSets: [...read.readSets, ['en/people#1']], pages: {} }
    for (const [url, p] of Object.entries(read.pages)) after.pages[url] = { ...p, reads: 2, readList: ['en/people#1'] }
    // Over a delta of the published base: the staged empty delta replaces it.
    const first = rebuild(release, read, { ...read, pages: { ...read.pages, '/x': page('/x', 0, { canonical: null, alternates: [], noindex: true }, []) } })
    expect(first.wrote).toBe('delta')
    if (!first.read) throw new Error('not read')
    const { wrote, read: again } = rebuild(release, first.read, after)
    expect(wrote).toBe('base')
    expect(again?.readSets).toEqual([['en/people#1']])
    expect(Object.values(again?.pages ?? {}).map((p) => [p.reads, p.readList])).toEqual(Object.values(after.pages).map(() => [0, ['en/people#1']]))
  })

  it('reads no state when the delta is of another base', () => {
    const a = published(many(50))
    const b = published(many(50))
    const after: BuildState = { ...a.read, pages: { ...a.read.pages, '/x': page('/x', 0, { canonical: null, alternates: [], noindex: true }, []) } }
    rebuild(a.release, a.read, after)
    copyFileSync(join(a.release, stateDeltaName), join(b.release, stateDeltaName))
    expect(readStateFile(join(b.release, stateName))).toBeNull()
  })
})

describe('content hashes', () => {
  it("are every content file's SHA-1; a file with the stamp recorded by an earlier call keeps its hash unread, any other is read", () => {
    const root = mkdtempSync(join(tmpdir(), 'content-hashes-'))
    try {
      const out = join(root, 'generated')
      for (const locale of ['cs', 'en']) mkdirSync(join(out, locale), { recursive: true })
      writeFileSync(join(out, 'cs', 'jobs.json'), '[1]\n')
      writeFileSync(join(out, 'en', 'jobs.json'), '[2]\n')
      const stamps = join(root, 'stamps.json')
      const first = contentHashes(out, stamps)
      expect(first).toEqual({ 'cs/jobs': sha1('[1]\n'), 'en/jobs': sha1('[2]\n') })
      expect(contentHashes(out)).toEqual(first)

      // The next output links the unchanged file (same inode and times) and writes the changed one.
      const next = join(root, 'next')
      for (const locale of ['cs', 'en']) mkdirSync(join(next, locale), { recursive: true })
      linkSync(join(out, 'cs', 'jobs.json'), join(next, 'cs', 'jobs.json'))
      writeFileSync(join(next, 'en', 'jobs.json'), '[3]\n')
      rmSync(out, { recursive: true })
      // An edit that keeps the file's inode, size and modification time is not seen: only the stamp is compared.
      const cs = join(next, 'cs', 'jobs.json')
      const { atime, mtime } = statSync(cs)
      writeFileSync(cs, '[9]\n')
      utimesSync(cs, atime, mtime)
      // Another folder's record is not used: the linked file is read.
      expect(contentHashes(next, stamps)['cs/jobs']).toBe(sha1('[9]\n'))
      // Its own record now: the same.
      writeFileSync(stamps, readFileSync(stamps, 'utf8').replace(JSON.stringify(sha1('[9]\n')), JSON.stringify(sha1('[1]\n'))))
      expect(contentHashes(next, stamps)).toEqual({ 'cs/jobs': sha1('[1]\n'), 'en/jobs': sha1('[3]\n') })
      // A new modification time: read again.
      utimesSync(cs, atime, new Date(mtime.getTime() + 1000))
      expect(contentHashes(next, stamps)['cs/jobs']).toBe(sha1('[9]\n'))
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})
