import { readdirSync, writeFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { mediaToPublish } from './media.js'
import { openSvgCache, sanitizedThroughCache, svgSanitizerVersion } from './svg-cache.js'
import { sanitizeSvg } from './svg-sanitizer.js'
import { tempDir } from './testing.js'

const dirs: string[] = []
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })))
})
const cacheDir = async () => {
  const dir = await tempDir('svg-cache')
  dirs.push(dir)
  return dir
}
const attack = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><a href="javascript:alert(1)"><rect width="1"/></a></svg>')

describe("the SVG sanitizer's answers kept", () => {
  it('gives what the sanitizer gives, sanitizing each file once for every run that shares the folder', async () => {
    const cache = openSvgCache(await cacheDir())
    let calls = 0
    const counted = (bytes: Uint8Array) => (calls++, sanitizeSvg(bytes))
    const first = sanitizedThroughCache(cache, attack, counted)
    expect(first).toEqual(sanitizeSvg(attack))
    expect(sanitizedThroughCache(openSvgCache(cache?.dir), attack, counted)).toEqual(first)
    const refused = Buffer.from('<html/>')
    expect(sanitizedThroughCache(cache, refused, counted)).toEqual(sanitizeSvg(refused))
    expect(sanitizedThroughCache(cache, refused, counted)).toEqual(sanitizeSvg(refused))
    expect(calls).toBe(2)
  })

  it('publishes the sanitized SVG from the cache as without it, with what was removed', async () => {
    const cache = openSvgCache(await cacheDir())
    const without = await mediaToPublish('/media/a/b.svg', 'image/svg+xml', attack)
    expect(await mediaToPublish('/media/a/b.svg', 'image/svg+xml', attack, cache)).toEqual(without)
    expect(await mediaToPublish('/media/a/b.svg', 'image/svg+xml', attack, cache)).toEqual(without)
    expect(without).toMatchObject({ removed: expect.arrayContaining(['<script>']) })
  })

  it('sanitizes again where an entry is damaged or another version wrote it', async () => {
    const dir = await cacheDir()
    const cache = openSvgCache(dir)
    if (!cache) throw new Error('no version')
    sanitizedThroughCache(cache, attack, sanitizeSvg)
    const [entry] = readdirSync(dir)
    // Damaged: a hand-edited entry that would publish the script is not taken.
    writeFileSync(join(dir, entry ?? ''), '{"svg": 1}')
    expect(sanitizedThroughCache(cache, attack, sanitizeSvg)).toEqual(sanitizeSvg(attack))
    let calls = 0
    sanitizedThroughCache({ dir, version: 'another sanitizer' }, attack, (b) => (calls++, sanitizeSvg(b)))
    expect(calls).toBe(1)
  })

  it("knows its version from the sanitizer's source and the locked DOMPurify and jsdom", () => {
    expect(svgSanitizerVersion()).toMatch(/^[0-9a-f]{64}$/)
    expect(openSvgCache(null)).toBeNull()
  })
})
