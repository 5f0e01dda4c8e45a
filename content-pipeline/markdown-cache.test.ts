// The render cache's file and version: entries survive a save and an open, a save keeps only what
// the run used, a file of another renderer version or a damaged line is not trusted, and the
// version follows the locked unified/remark/rehype packages.
import { readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { CACHE_FILE, type CacheEntry, lockedRenderPackages, MarkdownCache, markdownRendererVersion } from './markdown-cache.js'
import { tempDir } from './testing.js'

const dirs: string[] = []
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })))
})

async function dir(): Promise<string> {
  const d = await tempDir('markdown-cache-file')
  dirs.push(d)
  return d
}

const entry = (n: number): CacheEntry => ({
  html: `<p>odstavec ${n} – „uvozovky“ a nový\nřádek</p>`,
  media: n % 2 ? [`/media/${n}.png`] : [],
  links: n % 3 ? [[`app://blog/${n}`, `/blog/${n}/x`]] : [],
})

describe('the cache file', () => {
  it('gives back what was saved, by key', async () => {
    const d = await dir()
    const { cache, note } = await MarkdownCache.open(d, 'v1')
    expect(note).toBeNull()
    expect(cache.stats).toEqual({ loaded: 0, hits: 0, added: 0 })
    for (let n = 0; n < 20; n++) cache.add(cache.key('cs', `text ${n}`), entry(n))
    expect(await cache.save()).toBe(true)

    const again = (await MarkdownCache.open(d, 'v1')).cache
    expect(again.stats.loaded).toBe(20)
    for (let n = 0; n < 20; n++) expect(again.get(again.key('cs', `text ${n}`))).toEqual(entry(n))
    expect(again.get(again.key('en', 'text 1'))).toBeUndefined()
  })

  it('keys by version, locale and text', async () => {
    const a = (await MarkdownCache.open(await dir(), 'v1')).cache
    const b = (await MarkdownCache.open(await dir(), 'v2')).cache
    expect(a.key('cs', 'x')).toBe(a.key('cs', 'x'))
    expect(a.key('cs', 'x')).not.toBe(a.key('en', 'x'))
    expect(a.key('cs', 'x')).not.toBe(a.key('cs', 'x '))
    expect(a.key('cs', 'x')).not.toBe(b.key('cs', 'x'))
  })

  it('keeps only the entries the last run used, and leaves the file alone when that is all of them', async () => {
    const d = await dir()
    const first = (await MarkdownCache.open(d, 'v1')).cache
    for (let n = 0; n < 10; n++) first.add(first.key('cs', `text ${n}`), entry(n))
    await first.save()

    const second = (await MarkdownCache.open(d, 'v1')).cache
    for (const n of [2, 3, 5]) {
      const key = second.key('cs', `text ${n}`)
      const found = second.get(key)
      if (!found) throw new Error(`entry ${n} missing`)
      second.keep(key, found)
    }
    second.add(second.key('en', 'new'), entry(99))
    expect(second.stats).toEqual({ loaded: 10, hits: 3, added: 1 })
    expect(await second.save()).toBe(true)

    const third = (await MarkdownCache.open(d, 'v1')).cache
    expect(third.stats.loaded).toBe(4)
    expect(third.get(third.key('cs', 'text 0'))).toBeUndefined()
    expect(third.get(third.key('cs', 'text 5'))).toEqual(entry(5))
    const before = await readFile(join(d, CACHE_FILE), 'utf8')
    for (const [locale, text] of [
      ['cs', 'text 2'],
      ['cs', 'text 3'],
      ['cs', 'text 5'],
      ['en', 'new'],
    ] as const) {
      const key = third.key(locale, text)
      const found = third.get(key)
      if (found) third.keep(key, found)
    }
    expect(await third.save()).toBe(false)
    expect(await readFile(join(d, CACHE_FILE), 'utf8')).toBe(before)
    expect((await readdir(d)).filter((n) => n !== CACHE_FILE)).toEqual([]) // no temporary file left
  })

  it('starts empty for another renderer version, and skips damaged lines', async () => {
    const d = await dir()
    const cache = (await MarkdownCache.open(d, 'v1')).cache
    cache.add(cache.key('cs', 'a'), entry(1))
    cache.add(cache.key('cs', 'b'), entry(2))
    await cache.save()

    const other = await MarkdownCache.open(d, 'v2')
    expect(other.cache.stats.loaded).toBe(0)
    expect(other.note).toMatch(/version changed/)

    const file = join(d, CACHE_FILE)
    const lines = (await readFile(file, 'utf8')).split('\n')
    await writeFile(file, [lines[0], '["cut', lines[2], '[1, 2, 3]', ''].join('\n'))
    const damaged = await MarkdownCache.open(d, 'v1')
    expect(damaged.cache.stats.loaded).toBe(1)
    expect(damaged.note).toMatch(/2 damaged cache line/)
    expect(damaged.cache.get(damaged.cache.key('cs', 'b'))).toEqual(entry(2))

    await writeFile(file, 'not json\n')
    expect((await MarkdownCache.open(d, 'v1')).cache.stats.loaded).toBe(0)
  })

  it('parses a line when its key is looked up: one damaged after its key is a miss, and is not saved again', async () => {
    const d = await dir()
    const cache = (await MarkdownCache.open(d, 'v1')).cache
    const [a, b] = [cache.key('cs', 'a'), cache.key('cs', 'b')]
    cache.add(a, entry(1))
    cache.add(b, entry(2))
    await cache.save()
    const file = join(d, CACHE_FILE)
    const lines = (await readFile(file, 'utf8')).split('\n')
    await writeFile(file, [lines[0], lines[1], `${(lines[2] ?? '').slice(0, 60)}`, ''].join('\n'))

    const reopened = (await MarkdownCache.open(d, 'v1')).cache
    expect(reopened.stats.loaded).toBe(2)
    expect(reopened.get(b)).toBeUndefined()
    expect(reopened.get(a)).toEqual(entry(1))
    // A run that keeps what it loaded (it took some kinds from the previous output) writes the good line only.
    reopened.keepLoaded()
    reopened.add(cache.key('cs', 'c'), entry(3))
    await reopened.save()
    const after = (await MarkdownCache.open(d, 'v1')).cache
    expect(after.stats.loaded).toBe(2)
    expect(after.get(a)).toEqual(entry(1))
    expect(after.get(cache.key('cs', 'c'))).toEqual(entry(3))
    expect(after.get(b)).toBeUndefined()
  })
})

describe('the renderer version', () => {
  const lock = JSON.stringify({
    packages: {
      '': { dependencies: { unified: '^11' } },
      'node_modules/unified': { version: '11.0.5', integrity: 'sha-u', dependencies: { vfile: '^6', bail: '^2' } },
      'node_modules/vfile': { version: '6.0.3', integrity: 'sha-v1' },
      'node_modules/unified/node_modules/bail': { version: '2.0.2', integrity: 'sha-b' },
      'node_modules/bail': { version: '1.0.0', integrity: 'sha-old' },
      'node_modules/remark-parse': { version: '11.0.0', integrity: 'sha-rp', dependencies: { unified: '^11' } },
      'node_modules/remark-gfm': { version: '4.0.1', integrity: 'sha-rg', optionalDependencies: { fsevents: '*' } },
      'node_modules/remark-rehype': { version: '11.1.2', integrity: 'sha-rr' },
      'node_modules/rehype-sanitize': { version: '6.0.0', integrity: 'sha-rs' },
      'node_modules/rehype-stringify': { version: '10.0.1', integrity: 'sha-rst' },
      'node_modules/react': { version: '19.3.1', integrity: 'sha-react' },
    },
  })

  it('lists the render packages and what they depend on, as the lock resolves them', () => {
    expect(lockedRenderPackages(lock)).toEqual([
      'node_modules/rehype-sanitize@6.0.0 sha-rs',
      'node_modules/rehype-stringify@10.0.1 sha-rst',
      'node_modules/remark-gfm@4.0.1 sha-rg',
      'node_modules/remark-parse@11.0.0 sha-rp',
      'node_modules/remark-rehype@11.1.2 sha-rr',
      'node_modules/unified@11.0.5 sha-u',
      'node_modules/unified/node_modules/bail@2.0.2 sha-b',
      'node_modules/vfile@6.0.3 sha-v1',
    ])
  })

  it('covers micromark, mdast and hast in the real lock', async () => {
    const real = lockedRenderPackages(await readFile(new URL('../package-lock.json', import.meta.url), 'utf8'))
    for (const name of ['micromark', 'micromark-extension-gfm', 'mdast-util-from-markdown', 'mdast-util-to-hast', 'hast-util-sanitize', 'hast-util-to-html']) {
      expect(
        real.some((line) => line.startsWith(`node_modules/${name}@`)),
        name,
      ).toBe(true)
    }
    expect(real.some((line) => line.startsWith('node_modules/react@'))).toBe(false)
  })

  it('is stable', async () => {
    const a = await markdownRendererVersion()
    const b = await markdownRendererVersion()
    expect(a).toEqual(b)
    expect(a).toMatchObject({ version: expect.stringMatching(/^[0-9a-f]{64}$/) })
  })
})
