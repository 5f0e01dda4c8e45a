// An incremental run takes the files of kinds whose answers did not change from the previous
// output (reuse.ts), without rendering them, and must still write exactly what a run from nothing
// writes and report the same warnings, over real HTTP against the sample API edited through
// POST /__control/content.
import { readFile, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localeCodes } from '../shared/config/locales.js'
import { post, startTestApi, type TestApi } from '../tools/sample-api/test-helpers.js'
import { type PreparedRun, prepareRun, runPipeline, type RunResult } from './run.js'
import { downloadedMediaFile, readDownloadedMedia } from './media.js'
import { RenderFacts } from './reuse.js'
import { contentKindNames } from './schemas/changes.js'
import { snapshot, tempDir } from './testing.js'

const http = { backoffBaseMs: 5, backoffMaxMs: 20, timeoutMs: 5_000 }
let api: TestApi
let dir: string

beforeAll(async () => {
  api = await startTestApi({ control: true })
  dir = await tempDir('reuse')
})
afterAll(async () => {
  await api.dispose()
  await rm(dir, { recursive: true, force: true })
})

async function edit(command: unknown): Promise<void> {
  const res = await post(api.url, '/__control/content', command)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
}

const out = () => join(dir, 'generated')
const incremental = (prepared?: PreparedRun) =>
  runPipeline({
    apiUrl: api.url,
    outDir: out(),
    sourceLabel: 'test',
    http,
    markdownCache: join(dir, 'markdown'),
    prepared,
    incremental: { cacheFile: join(dir, 'content-source.json'), sourceId: 'test', reuseMedia: true },
  })

/**
 * The output and the warnings equal what a run from nothing writes and says now (the manifest but
 * for its time and cursor). A run from nothing: a new folder, no answer cache, no previous output.
 * Its render cache is one these reference runs alone share, so each renders only what changed:
 * run.test.ts shows that a warm render cache gives the output and the warnings of a cold one, and a
 * cold render of the sample costs seconds of CPU a reference (eight of them).
 */
async function expectSameAsFresh(result?: RunResult): Promise<void> {
  const fresh = join(dir, `fresh-${Date.now()}`)
  const from = await runPipeline({ apiUrl: api.url, outDir: fresh, sourceLabel: 'test', http, markdownCache: join(dir, 'fresh-markdown') })
  if (result) expect(result.warnings).toEqual(from.warnings)
  const [a, b] = [await snapshot(out()), await snapshot(fresh)]
  // What each run downloaded (media.ts DownloadedMedia) differs by design: a run from nothing downloads every file.
  for (const name of ['manifest.json', downloadedMediaFile]) {
    delete a[name]
    delete b[name]
  }
  expect(a).toEqual(b)
  const strip = (text: string) => text.replace(/"generatedAt": "[^"]+"/, '').replace(/"cursor": (null|"[^"]*")/, '')
  expect(strip(await readFile(join(out(), 'manifest.json'), 'utf8'))).toBe(strip(await readFile(join(fresh, 'manifest.json'), 'utf8')))
  await rm(fresh, { recursive: true, force: true })
}

const others = (...changed: string[]) => contentKindNames.filter((k) => !changed.includes(k))

describe('an incremental run over its previous output', () => {
  it('takes every kind from the previous output when nothing changed, with its warnings', async () => {
    // A job whose body has a link the sanitizer removes: a warning of a kind that will not be rendered again.
    await edit({ kind: 'jobs', id: 3, locale: 'cs', patch: { body: 'Přihlášky [zde](javascript:alert(1)).' } })
    const first: RunResult = await incremental()
    expect(first.reused).toEqual([])
    const second = await incremental()
    expect(second.fetch.mode).toBe('unchanged')
    expect(second.reused).toEqual(contentKindNames)
    expect(second.render.fields).toBe(0)
    // Every media file is a link of the first run's output, whose cursor the list names.
    expect(readDownloadedMedia(out())).toEqual({ after: first.cursor, paths: [] })
    expect(second.warnings.filter((w) => w.includes('· jobs · id 3') && w.includes('unsafe'))).toHaveLength(1)
    await expectSameAsFresh(second)
  })

  it('writes the edited kind and takes the others, and the output is what a run from nothing writes', async () => {
    await incremental()
    await edit({ kind: 'blogPosts', id: 1, locale: 'cs', patch: { title: 'Konsolidační balíček: aktualizace' } })
    await edit({ kind: 'jobs', id: 2, locale: 'en', patch: { title: 'Tax specialist (senior)' } })
    const result = await incremental()
    expect(result.fetch.mode).toBe('incremental')
    expect(result.reused).toEqual(others('blogPosts', 'jobs'))
    // A narrow run: the unchanged kinds' answers were not even read (incremental.ts).
    expect(result.notRead).toEqual(others('blogPosts', 'jobs'))
    // Of those two kinds, only the edited items are rendered (their body in each locale); the
    // kinds' other items are taken from the previous files as they are.
    const listed = (kind: string) => localeCodes.reduce((n, l) => n + (result.counts[kind]?.[l] ?? 0), 0)
    expect(result.render.fields).toBe(4)
    expect(result.render.itemsTaken).toBe(listed('blogPosts') + listed('jobs') - 4)
    // What the taken items' Markdown gave besides HTML came back from the previous facts: the
    // unsafe link's warning of job 3 (the output equals a fresh run's, warnings too) and media.
    const facts = RenderFacts.create(JSON.parse(await readFile(join(out(), 'render-facts.json'), 'utf8')))
    const taken = Object.entries(facts.items).filter(([key]) => /\/(blogPosts#(?!1$)|jobs#(?!2$))/.test(key))
    expect(taken.some(([, f]) => f.media.length > 0)).toBe(true)
    expect(taken.some(([key, f]) => key === 'cs/jobs#3' && f.warnings.length === 1)).toBe(true)
    expect(await readFile(join(out(), 'cs', 'blogPosts.json'), 'utf8')).toContain('Konsolidační balíček: aktualizace')
    await expectSameAsFresh(result)
  })

  it('renders and writes a kind whose file is gone from the previous output', async () => {
    await incremental()
    await edit({ kind: 'jobs', id: 2, locale: 'cs', patch: { title: 'Daňový specialista pro účetní' } })
    await rm(join(out(), 'en', 'people.json'))
    const result = await incremental()
    expect(result.reused).toEqual(others('jobs', 'people'))
    // The people had to be rendered, so the run read the kinds it had left out after all.
    expect(result.notRead).toEqual([])
    await expectSameAsFresh(result)
  })

  it('takes nothing when a path changed (a slug links and alternates of other kinds may name)', async () => {
    await incremental()
    await edit({ kind: 'glossary', id: 5, locale: 'cs', patch: { slug: 'novy-pojem-pro-test' } })
    const result = await incremental()
    expect(result.reused).toEqual([])
    expect(result.notRead).toEqual([])
    await expectSameAsFresh(result)
  })

  it('takes the render cache and the previous output read ahead (prepareRun) as it would read them, and reads an output committed since again', async () => {
    await incremental()
    const ahead = prepareRun(out(), join(dir, 'markdown'))
    await edit({ kind: 'jobs', id: 2, locale: 'cs', patch: { title: 'Daňový specialista (junior)' } })
    expect(ahead.current()).toBe(true)
    const result = await incremental(ahead)
    expect(result.reused).toEqual(others('jobs'))
    expect(result.notRead).toEqual(others('jobs'))
    expect(result.render.cached).toBeGreaterThan(0)
    await expectSameAsFresh(result)

    // Read before that run committed: its previous output is not this output, so it is read again.
    expect(ahead.current()).toBe(false)
    await edit({ kind: 'people', id: 1, locale: 'en', patch: { bio: 'Tax partner since 2015.' } })
    const stale = await incremental(ahead)
    expect(stale.reused).toEqual(others('people'))
    expect(stale.notRead).toEqual(others('people'))
    await expectSameAsFresh(stale)
  })

  it('keeps the media its code downloaded, and downloads them again when other code made the previous output', async () => {
    const first = await incremental()
    const manifest: { media: string[]; inputs: { code: string } } = JSON.parse(await readFile(join(out(), 'manifest.json'), 'utf8'))
    const photo = manifest.media[0] ?? ''
    expect(first.media).toBeGreaterThan(0)
    const inode = async () => (await stat(join(out(), photo))).ino
    const before = await inode()
    await edit({ kind: 'jobs', id: 2, locale: 'en', patch: { title: 'Tax specialist (medior)' } })
    await incremental()
    expect(await inode()).toBe(before)
    // As a deploy's rebuild finds it: the output of other pipeline code, whose media checks may have been laxer.
    await writeFile(join(out(), 'manifest.json'), JSON.stringify({ ...manifest, inputs: { ...manifest.inputs, code: 'other code' } }))
    await edit({ kind: 'jobs', id: 2, locale: 'en', patch: { title: 'Tax specialist (junior)' } })
    const result = await incremental()
    expect(await inode()).not.toBe(before)
    expect(result.requests.total).toBeGreaterThan(result.media)
    await expectSameAsFresh(result)
  })

  it('takes no file when the image index differs from the one the previous files were made with', async () => {
    await incremental()
    await edit({ kind: 'jobs', id: 2, locale: 'cs', patch: { title: 'Daňový specialista' } })
    for (const locale of localeCodes) await writeFile(join(out(), locale, 'images.json'), '{}\n')
    const result = await incremental()
    expect(result.reused).toEqual([])
    await expectSameAsFresh(result)
  })
})
