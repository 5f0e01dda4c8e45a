// The bundle cache's entries: whole or not at all, read back as stored, the oldest pruned.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { BundleEntry, bundleCacheDir, bundleKey, filesUnder, placeCachedBundle, readCachedBundle } from './bundle-cache.js'

let root = ''
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'bundle-cache-'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const write = (file: string, text: string) => {
  mkdirSync(join(file, '..'), { recursive: true })
  writeFileSync(file, text)
}
const shells = { blog: { head: '<meta charset="utf-8">', body: '<script type="module">go()</script>', tailLength: 14 } }

/** A release as `vike build` leaves it (`before`: what the run had written before it). */
function builtRelease(dir: string) {
  write(join(dir, 'search-index.json'), 'content')
  const before = filesUnder(dir)
  write(join(dir, 'assets.json'), '{}')
  write(join(dir, 'client/assets/entries/blog.abc.js'), 'code')
  write(join(dir, 'client/favicon.svg'), '<svg/>')
  write(join(dir, 'client/media/blog/photo.jpg'), 'content')
  write(join(dir, 'server/entry.mjs'), 'server')
  write(join(dir, 'client/404.html'), 'error page')
  write(join(dir, 'client/blog.html'), 'a page of the site')
  write(join(dir, 'client/en/404.html'), 'a page of the site')
  return before
}

describe('the bundle cache', () => {
  it('is off unless BUILD_BUNDLE_CACHE names a folder', () => {
    expect(bundleCacheDir({})).toBeNull()
    expect(bundleCacheDir({ BUILD_BUNDLE_CACHE: 'off' })).toBeNull()
    expect(bundleCacheDir({ BUILD_BUNDLE_CACHE: ' ' })).toBeNull()
    expect(bundleCacheDir({ BUILD_BUNDLE_CACHE: '/tmp/b' })).toBe('/tmp/b')
  })

  it('keys an entry by the code and by where the dependencies are seen from the folder Vike builds in', () => {
    const deps = join(root, 'project/node_modules')
    mkdirSync(deps, { recursive: true })
    const inProject = bundleKey('code-a', join(root, 'project/.build/source'), deps)
    expect(bundleKey('code-a', join(root, 'project/.build/source'), deps)).toBe(inProject)
    expect(bundleKey('code-b', join(root, 'project/.build/source'), deps)).not.toBe(inProject)
    // Copies linking the project's dependencies: Vike's asset list names them by another path, the same in each copy.
    const copyKey = (name: string) => {
      const copy = join(root, 'copies', name)
      mkdirSync(copy, { recursive: true })
      symlinkSync(deps, join(copy, 'node_modules'))
      return bundleKey('code-a', join(copy, '.build/source'), join(copy, 'node_modules'))
    }
    expect(copyKey('one')).not.toBe(inProject)
    expect(copyKey('two')).toBe(copyKey('three'))
  })

  it("keeps what Vike wrote but the media, the server and the site's pages, the renderer and the shells, and gives them to the next build of that code", async () => {
    const cache = join(root, 'cache')
    const release = join(root, 'r1')
    const before = builtRelease(release)
    write(join(root, 'render/entry.mjs'), 'renderer')
    const entry = new BundleEntry(cache, 'code-a')
    await entry.release(release, before)
    await entry.render(join(root, 'render'))
    // Not whole until the shells are in: no build takes it.
    expect(readCachedBundle(cache, 'code-a')).toBeNull()
    entry.commit(shells)
    const cached = readCachedBundle(cache, 'code-a')
    expect(cached?.shells).toEqual(shells)
    expect(readCachedBundle(cache, 'code-b')).toBeNull()

    const next = join(root, 'r2')
    const render = join(root, 'render2')
    write(join(render, 'stale.mjs'), 'old')
    await placeCachedBundle(cached!, next, render)
    expect([...filesUnder(next)].sort()).toEqual(['assets.json', 'client/404.html', 'client/assets/entries/blog.abc.js', 'client/favicon.svg'])
    expect([...filesUnder(render)]).toEqual(['entry.mjs'])
    expect(readFileSync(join(render, 'entry.mjs'), 'utf8')).toBe('renderer')
  })

  it('ignores an entry whose shells are not shells, and keeps the 8 entries used last', async () => {
    const cache = join(root, 'cache')
    write(join(cache, 'broken/shells.json'), JSON.stringify({ blog: { head: 1 } }))
    expect(readCachedBundle(cache, 'broken')).toBeNull()
    for (let i = 0; i < 10; i++) {
      const entry = new BundleEntry(cache, `code-${i}`)
      const release = join(root, `r${i}`)
      builtRelease(release)
      await entry.release(release, new Set())
      entry.commit(shells)
      // Used in this order, a second apart.
      const used = join(cache, `code-${i}`, 'used')
      const t = new Date(Date.now() - (10 - i) * 1000)
      utimesSync(used, t, t)
    }
    const kept = readdirSync(cache).filter((n) => n.startsWith('code-'))
    expect(kept.sort()).toEqual(['code-2', 'code-3', 'code-4', 'code-5', 'code-6', 'code-7', 'code-8', 'code-9'])
    expect(existsSync(join(cache, 'broken'))).toBe(false)
  })
})
