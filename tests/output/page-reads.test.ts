// The built site's pages read at the same time: each gets the read set (the dependency keys a
// rebuild re-renders it by) that the build recorded for it, rendering one page at a time, and
// the one it gets computed alone from nothing read yet. Through the build's own page renderer
// (.build/render), over the content the build read (content/generated), at the build's now.
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { publishedRelease } from '../../publishing/publish.js'
import { renderBundle } from '../../publishing/stages/paths.js'
import { readState, type BuildState } from '../../publishing/state.js'
import { builtNow } from '../siteClock.js'

type Bundle = typeof import('../../renderer/render/entry.js')

let bundle: Bundle
let state: BuildState
const savedNow = process.env.BUILD_NOW

beforeAll(async () => {
  const release = publishedRelease()
  const published = release && readState(release.id)
  if (!published) throw new Error('no published build with its state (dist): run `npm run build` first')
  state = published
  process.env.BUILD_NOW = new Date(builtNow()).toISOString()
  bundle = await import(pathToFileURL(renderBundle()).href)
})

afterAll(() => {
  bundle?.forgetContent()
  if (savedNow === undefined) delete process.env.BUILD_NOW
  else process.env.BUILD_NOW = savedNow
})

const recorded = (urls: string[]) => new Map(urls.map((url) => [url, state.pages[url]?.readList]))

describe("pages' read sets", () => {
  it('are what the build recorded when every page of the site reads at once', async () => {
    const urls = Object.keys(state.pages)
    expect(urls.length).toBeGreaterThan(100)
    bundle.forgetContent()
    const read = await Promise.all(urls.map(async (url) => [url, (await bundle.readPage(url)).reads] as const))
    expect(new Map(read)).toEqual(recorded(urls))
  })

  it('are what a page reads alone, for one page of each kind and locale read and rendered at once', async () => {
    const byKind = new Map<string, string>()
    for (const [url, page] of Object.entries(state.pages)) {
      const kind = `${page.folder} ${url.startsWith('/en') ? 'en' : 'cs'}`
      if (!byKind.has(kind)) byKind.set(kind, url)
    }
    const urls = [...byKind.values()]
    const alone = new Map<string, string[]>()
    for (const url of urls) {
      // Nothing read or derived yet: the page computes every value it uses itself.
      bundle.forgetContent()
      alone.set(url, (await bundle.readPage(url)).reads)
    }
    expect(alone).toEqual(recorded(urls))
    bundle.forgetContent()
    const together = await Promise.all(
      urls.map(async (url) => {
        const page = await bundle.readPage(url)
        await bundle.renderRead(page)
        return [url, page.reads] as const
      }),
    )
    expect(new Map(together)).toEqual(alone)
  })
})
