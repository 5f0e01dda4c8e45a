import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { readStateFile, stateName, writeState, type BuildState } from './state.js'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const site = 'https://www.example.test'
const readSets = [['cs/blogPosts#1', 'cs/settings'], ['en/people']]
const page = (url: string, reads: number, head: BuildState['pages'][string]['head'], scripts: string[]): BuildState['pages'][string] => ({
  folder: 'blogPost', routeKey: 'blogPost', dataHash: `h${url.length}`, bytes: 1000 + url.length, reads, readList: readSets[reads] ?? [], head, scripts,
})

const state: BuildState = {
  version: 1,
  release: '20261127T000000Z-1',
  code: 'code',
  contentHashes: { 'cs/blogPosts': 'a' },
  cursor: '42',
  readSets,
  pages: {
    '/blog/1/post': page('/blog/1/post', 0, {
      canonical: `${site}/blog/1/post`,
      alternates: [['cs', `${site}/blog/1/post`], ['en', `${site}/en/blog/1/a-post`], ['x-default', `${site}/blog/1/post`]],
      noindex: false,
    }, ['sha256-one', 'sha256-two']),
    '/en/people': page('/en/people', 1, {
      canonical: `${site}/en/people`,
      // Another origin, a relative URL and one that starts like the marker: kept as they are.
      alternates: [['cs', 'https://elsewhere.test/lide'], ['en', '/en/people'], ['x-default', '~odd']],
      noindex: false,
    }, ['sha256-one', 'sha256-two']),
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
      many.pages[url] = page(url, 0, { canonical: `${site}${url}`, alternates: [['cs', `${site}${url}`], ['en', `${site}/en${url}`]], noindex: false }, ['sha256-one', 'sha256-two'])
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
})
