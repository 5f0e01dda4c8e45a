import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { compressRelease, pruneCompressCache } from './precompress.js'

const dirs: string[] = []
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true })
})

function client(): string {
  const dir = mkdtempSync(join(tmpdir(), 'compress-'))
  dirs.push(dir)
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html><p>' + 'Daně a účetnictví. '.repeat(200))
  writeFileSync(join(dir, 'assets/a.js'), 'export const x = "' + 'abc'.repeat(300) + '"')
  writeFileSync(join(dir, 'assets/font.woff2'), Buffer.alloc(2000, 7))
  writeFileSync(join(dir, 'vercel.json'), JSON.stringify({ redirects: Array(50).fill({ source: '/a', destination: '/b' }) }))
  writeFileSync(join(dir, 'tiny.txt'), 'x')
  return dir
}

const none = { cacheDir: null }

const past = (file: string) => utimesSync(file, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000))

describe('compressRelease', () => {
  it('writes a .br and a .gz that decode to every text file; not for binaries, host files or when not smaller', async () => {
    const dir = client()
    const r = await compressRelease(dir, none)
    for (const f of ['index.html', 'assets/a.js']) {
      const data = readFileSync(join(dir, f))
      expect(brotliDecompressSync(readFileSync(join(dir, `${f}.br`))).equals(data)).toBe(true)
      expect(gunzipSync(readFileSync(join(dir, `${f}.gz`))).equals(data)).toBe(true)
    }
    expect(['assets/font.woff2.br', 'vercel.json.br', 'vercel.json.gz', 'tiny.txt.br', 'tiny.txt.gz'].filter((f) => existsSync(join(dir, f)))).toEqual([])
    expect(r.written).toBe(4)
  })

  it('is deterministic: the same input gives the same bytes', async () => {
    const a = client()
    const b = client()
    await compressRelease(a, none)
    await compressRelease(b, none)
    for (const f of ['index.html.br', 'index.html.gz', 'assets/a.js.gz']) expect(readFileSync(join(a, f)).equals(readFileSync(join(b, f)))).toBe(true)
  })

  it('on a rebuild keeps current variants, rewrites those of changed files and removes those of deleted files', async () => {
    const dir = client()
    await compressRelease(dir, none)
    for (const f of ['index.html', 'index.html.br', 'index.html.gz', 'assets/a.js', 'assets/a.js.br', 'assets/a.js.gz']) past(join(dir, f))
    // A changed page is a new, newer file; a deleted one leaves its variants behind.
    writeFileSync(join(dir, 'index.html'), '<!doctype html><p>' + 'Nový text. '.repeat(300))
    rmSync(join(dir, 'assets/a.js'))
    const r = await compressRelease(dir, none)
    expect(r).toMatchObject({ written: 2, kept: 0, removed: 2 })
    expect(brotliDecompressSync(readFileSync(join(dir, 'index.html.br'))).toString()).toContain('Nový text.')
    expect(existsSync(join(dir, 'assets/a.js.br')) || existsSync(join(dir, 'assets/a.js.gz'))).toBe(false)
    const again = await compressRelease(dir, none)
    expect(again).toMatchObject({ written: 0, kept: 2, removed: 0 })
  })

  it('makes a variant once: another release with the same file links it from the cache, as new as its file', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'compress-cache-'))
    dirs.push(cacheDir)
    const first = client()
    expect(await compressRelease(first, { cacheDir })).toMatchObject({ written: 4, cached: 0 })
    const second = client()
    // One file changed since: only its variants are made.
    writeFileSync(join(second, 'assets/a.js'), 'export const y = "' + 'xyz'.repeat(300) + '"')
    past(join(second, 'index.html'))
    const r = await compressRelease(second, { cacheDir })
    expect(r).toMatchObject({ written: 4, cached: 2 })
    for (const f of ['index.html', 'assets/a.js']) {
      const data = readFileSync(join(second, f))
      expect(brotliDecompressSync(readFileSync(join(second, `${f}.br`))).equals(data)).toBe(true)
      expect(gunzipSync(readFileSync(join(second, `${f}.gz`))).equals(data)).toBe(true)
    }
    // The same file as the first release's variant, not a copy.
    expect(statSync(join(second, 'index.html.br')).ino).toBe(statSync(join(first, 'index.html.br')).ino)
    // At least as new as its file: the next run keeps it.
    expect(await compressRelease(second, { cacheDir })).toMatchObject({ written: 0, kept: 4 })
  })

  it('makes the variants of files with the same bytes once, and links them into every one of those files', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'compress-same-'))
    const cacheDir = mkdtempSync(join(tmpdir(), 'compress-cache-'))
    dirs.push(dir, cacheDir)
    const body = JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ label: `Daňové přiznání ${i % 9}` })))
    const files = Array.from({ length: 40 }, (_, i) => `search-index/cs/suggest/${i % 8}/${i}.json`)
    for (const f of files) {
      mkdirSync(join(dir, f, '..'), { recursive: true })
      writeFileSync(join(dir, f), body)
    }
    const r = await compressRelease(dir, { cacheDir, concurrency: 8 })
    // Two variants a file; each made once (the first file's), the other 39 files' linked.
    expect(r.written).toBe(80)
    expect(r.cached).toBe(78)
    for (const f of files) {
      expect(brotliDecompressSync(readFileSync(join(dir, `${f}.br`))).toString()).toBe(body)
      expect(gunzipSync(readFileSync(join(dir, `${f}.gz`))).toString()).toBe(body)
    }
  })

  it('prunes cache entries no build used for 30 days and temporary files of killed runs, keeps the rest', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'compress-cache-'))
    dirs.push(cacheDir)
    await compressRelease(client(), { cacheDir })
    const entries = (dir: string): string[] =>
      readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => join(e.parentPath, e.name))
    const [old, ...kept] = entries(cacheDir)
    if (!old) throw new Error('the cache is empty')
    const longAgo = new Date(Date.now() - 31 * 86_400_000)
    utimesSync(old, longAgo, longAgo)
    const temp = join(cacheDir, 'left.123.tmp')
    writeFileSync(temp, 'half')
    utimesSync(temp, new Date(Date.now() - 7_200_000), new Date(Date.now() - 7_200_000))
    expect(pruneCompressCache(cacheDir)).toBe(2)
    expect(entries(cacheDir).sort()).toEqual(kept.sort())
  })
})
