// renderContentAsync (render cache + worker threads) gives exactly what renderContent gives — the
// same content, the same media referrers and the same messages in the same order — on the sample
// content (with broken links and unsafe Markdown added) and on a generated dataset, whether the
// fields come from a cold cache, a warm one or worker threads; and a rebuild re-renders only the
// fields whose text changed or whose links now resolve differently.
import { rm } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateDataset } from '../tools/sample-api/generate.js'
import { loadSampleDataset } from '../tools/sample-api/dataset.js'
import type { Dataset } from '../tools/sample-api/dataset-types.js'
import { createHttpClient } from './fetch.js'
import { Issues } from './issues.js'
import { createLinkResolver } from './links.js'
import { MarkdownCache, markdownRendererVersion } from './markdown-cache.js'
import { normalize } from './normalize.js'
import { buildPaths } from './paths.js'
import { createMarkdownRenderer } from './markdown.js'
import { renderContent, renderContentAsync, type RenderOptions } from './render.js'
import { collectSource } from './source.js'
import { startTestApi, tempDir } from './testing.js'
import { xssPayloads } from './testing-html.js'

const dirs: string[] = []
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })))
})

async function cacheDir(): Promise<string> {
  const dir = await tempDir('markdown-cache')
  dirs.push(dir)
  return dir
}

/** The normalized content of a dataset, fetched from the sample API like the pipeline does. */
async function normalized(dataset: Dataset) {
  const api = await startTestApi(dataset)
  try {
    const issues = new Issues()
    const source = await collectSource(createHttpClient(api.url, { concurrency: 8 }), issues)
    if (!source) throw new Error(`fixture does not validate: ${issues.errors.join('\n')}`)
    const paths = buildPaths(source.content, source.blogCategories)
    const result = normalize(source, paths, issues)
    expect(issues.errors).toEqual([])
    return { content: result.content, paths }
  } finally {
    await api.dispose()
  }
}

type Input = Awaited<ReturnType<typeof normalized>>

/** Everything a render produces, media referrers in insertion order. */
function outcome(issues: Issues, rendered: { content: unknown; media: Map<string, string> }) {
  return { content: rendered.content, media: [...rendered.media], errors: [...issues.errors], warnings: [...issues.warnings] }
}

function reference({ content, paths }: Input) {
  const issues = new Issues()
  return outcome(issues, renderContent(content, createLinkResolver(paths, issues), issues, createMarkdownRenderer()))
}

async function viaAsync({ content, paths }: Input, options: RenderOptions) {
  const issues = new Issues()
  const rendered = await renderContentAsync(content, paths, issues, options)
  return { ...outcome(issues, rendered), stats: rendered.stats }
}

async function openCache(dir: string): Promise<MarkdownCache> {
  const version = await markdownRendererVersion()
  if ('reason' in version) throw new Error(version.reason)
  return (await MarkdownCache.open(dir, version.version)).cache
}

/** A run with the cache in `dir`, saved afterwards as the pipeline does. */
async function cachedRun(input: Input, dir: string, options: RenderOptions = {}) {
  const cache = await openCache(dir)
  const result = await viaAsync(input, { ...options, cache })
  const stored = cache.stats
  await cache.save()
  return { ...result, stats: { ...result.stats, added: stored.added } }
}

/** The run's outcome without its figures. */
const same = ({ content, media, errors, warnings }: ReturnType<typeof outcome>) => ({ content, media, errors, warnings })

function sampleWithTrouble(): Dataset {
  const dataset = structuredClone(loadSampleDataset())
  const group = dataset.serviceGroups.find((g) => g.id === 12)
  if (!group?.cs || !group.en) throw new Error('fixture: group 12 must exist in both locales')
  // Resolvable, other-locale (warning), missing (error) and malformed (error) links, a stale
  // hand-typed path (warning), an external image (warning) and the XSS payloads (unsafe URLs).
  const trouble = [
    '[Tomáš](app://person/1) [kontakty](app://route/contacts) [Anna](app://person/27) [nikdo](app://person/99999)',
    '[zlý](app://nothing/1) [stará](/neexistuje/nikde) ![cizí](https://example.com/a.png) ![náš](/media/people/1.jpg)',
    ...xssPayloads,
  ].join('\n\n')
  group.cs.body = trouble
  group.en.body = trouble
  // The same trouble in another field of the same locale (rendered again, so it reports with its
  // own place), and a harmless text shared by two fields (rendered once).
  const other = dataset.serviceGroups.find((g) => g.id === 18)
  const third = dataset.serviceGroups.find((g) => g.id === 24)
  if (!other?.cs || !third?.cs || !other.en) throw new Error('fixture: groups 18 and 24 must exist in Czech')
  other.cs.body = trouble
  other.en.body = 'Společný text [s odkazem](app://person/1).'
  third.cs.body = 'Společný text [s odkazem](app://person/1).'
  const shared = dataset.serviceGroups.find((g) => g.id === 23)
  if (!shared?.cs) throw new Error('fixture: group 23 must exist in Czech')
  shared.cs.body = third.cs.body
  return dataset
}

describe.each([
  ['the sample content with broken links and unsafe Markdown', sampleWithTrouble, true],
  ['a generated dataset', () => generateDataset({ scale: 300, seed: 7 }), false],
])('%s', (_name, makeDataset, troubled) => {
  let input: Input
  let expected: ReturnType<typeof reference>

  beforeAll(async () => {
    input = await normalized(makeDataset())
    expected = reference(input)
    expect(expected.errors.length > 0 && expected.warnings.length > 0).toBe(troubled)
    if (troubled)
      expect(expected.errors.filter((e) => e.includes('app://person/99999'))).toEqual([
        expect.stringContaining('GET /api/service-groups/cs · serviceGroups · id 12 · body: '),
        expect.stringContaining('GET /api/service-groups/cs · serviceGroups · id 18 · body: '),
        expect.stringContaining('GET /api/service-groups/en · serviceGroups · id 12 · body: '),
      ])
  }, 120_000)

  it('renders the same without a cache, in this thread', async () => {
    const result = await viaAsync(input, { workers: 0 })
    expect(result.stats.cached).toBe(0)
    expect(result.stats.rendered + result.stats.reused).toBe(result.stats.fields)
    expect(result.stats.reused).toBeGreaterThan(0)
    expect(same(result)).toEqual(same(expected))
  })

  it('renders the same on worker threads', async () => {
    const result = await viaAsync(input, { workers: 2, workersFrom: 0 })
    expect(result.stats.workers).toBe(2)
    expect(same(result)).toEqual(same(expected))
  }, 120_000)

  it('renders the same from a cold cache and from a warm one, which has every field that reported nothing', async () => {
    const dir = await cacheDir()
    const cold = await cachedRun(input, dir)
    expect(cold.stats.cached).toBe(0)
    expect(same(cold)).toEqual(same(expected))

    const warm = await cachedRun(input, dir, { workers: 2, workersFrom: 0 })
    expect(same(warm)).toEqual(same(expected))
    // Only the fields that reported something were not stored, and only they are rendered again
    // (so their messages come again): as many as the Markdown fields named in the messages.
    const reporting = new Set([...expected.errors, ...expected.warnings].map((message) => message.slice(0, message.indexOf(': '))).filter((place) => !/ · (settings|posters) · /.test(place)))
    expect(warm.stats.rendered).toBe(reporting.size)
    expect(warm.stats.cached).toBe(warm.stats.fields - reporting.size)
  }, 120_000)
})

describe('a rebuild after changes', () => {
  it('re-renders the changed field, and the fields whose links now resolve elsewhere, and nothing else', async () => {
    const dataset = generateDataset({ scale: 300, seed: 3 })
    const dir = await cacheDir()
    const first = await cachedRun(await normalized(dataset), dir)
    expect(first.errors).toEqual([])
    expect(first.warnings).toEqual([])

    // One body edited; the Czech slug of the blog post linked from most Czech fields changed (its
    // path changes, so do the links to it).
    const edited = dataset.blogPosts[3]
    const linked = new Map<number, number>()
    for (const match of JSON.stringify(dataset).matchAll(/\(app:\/\/blog\/(\d+)\)/g)) linked.set(Number(match[1]), (linked.get(Number(match[1])) ?? 0) + 1)
    const [movedId] = [...linked].sort((a, b) => b[1] - a[1])[0] ?? []
    const moved = dataset.blogPosts.find((p) => p.id === movedId)
    if (!edited?.cs || !moved?.cs) throw new Error('fixture: an edited and a linked blog post must exist in Czech')
    edited.cs.body = `${edited.cs.body}\n\nJedna věta navíc.`
    moved.cs.slug = `${moved.cs.slug}-nova`
    const input = await normalized(dataset)
    // The Czech fields that link to the moved post (its English path did not change), and the edited one.
    const fields = new Set<string>()
    const visit = (value: unknown): void => {
      if (typeof value === 'string') {
        if (value.includes(`(app://blog/${moved.id})`)) fields.add(value)
      } else if (typeof value === 'object' && value !== null) {
        Object.values(value).forEach(visit)
      }
    }
    visit(input.content.cs)
    fields.add(edited.cs.body)
    expect(fields.size).toBeGreaterThan(1)

    const second = await cachedRun(input, dir)
    const expected = reference(input)
    expect(same(second)).toEqual(same(expected))
    expect(second.stats.rendered).toBe(fields.size)

    // The same content once more: everything comes from the cache.
    const third = await cachedRun(input, dir)
    expect(third.stats.rendered).toBe(0)
    expect(same(third)).toEqual(same(expected))
  }, 120_000)
})
