// The whole pipeline over real HTTP against the sample API (port 0, temp data and output
// folders): the sample content builds, broken content and failing HTTP are reported precisely,
// and a failed run leaves the previous output byte-identical.
import { existsSync } from 'node:fs'
import { readdir, readFile, rm } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localeCodes } from '../shared/config/locales.js'
import { loadSampleDataset } from '../tools/sample-api/dataset.js'
import type { Dataset } from '../tools/sample-api/dataset-types.js'
import { PipelineError } from './issues.js'
import { localeContentKeys } from './model.js'
import { runPipeline, type RunOptions } from './run.js'
import { expectInert, xssPayloads } from './testing-html.js'
import { itemById, snapshot, startTamperProxy, startTestApi, tempDir, type TestApi } from './testing.js'

/** Fast retries; a generous deadline so a busy CI machine does not time out healthy requests. */
const http = { backoffBaseMs: 5, backoffMaxMs: 20, timeoutMs: 5_000 }
const dirs: string[] = []
const apis: TestApi[] = []

async function outDir(): Promise<string> {
  const dir = await tempDir('content')
  dirs.push(dir)
  return join(dir, 'generated')
}

async function api(dataset?: Dataset): Promise<TestApi> {
  const started = await startTestApi(dataset)
  apis.push(started)
  return started
}

function run(apiUrl: string, out: string, extra: Partial<RunOptions> = {}) {
  return runPipeline({ apiUrl, outDir: out, sourceLabel: 'test', http, ...extra })
}

/**
 * A render cache of this file's own for the runs whose subject is not rendering: the sample's
 * Markdown is rendered once (the first run, from a cold cache), not again by each run (seconds
 * of CPU a run). 'the render cache' below shows that a warm cache gives the output and the warnings
 * of a run without one, so these runs' output is what they would write without it.
 */
let sharedCache = ''
async function sharedMarkdownCache(): Promise<string> {
  if (!sharedCache) {
    const dir = await tempDir('content-markdown')
    dirs.push(dir)
    sharedCache = join(dir, 'cache')
  }
  return sharedCache
}

/** The run's error, which must be a PipelineError. */
async function failure(promise: Promise<unknown>): Promise<PipelineError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  if (!(error instanceof PipelineError)) throw new Error(`expected a PipelineError, got ${String(error)}`)
  return error
}

function clone(): Dataset {
  return structuredClone(loadSampleDataset())
}

function byId<T extends { id: number }>(list: T[], id: number): T {
  const found = list.find((x) => x.id === id)
  if (!found) throw new Error(`fixture: no id ${id}`)
  return found
}

afterAll(async () => {
  await Promise.all(apis.map((a) => a.dispose()))
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })))
})

describe('the sample content', () => {
  let sample: TestApi
  let out = ''
  let first: Awaited<ReturnType<typeof run>>

  // On a fresh clone this run encodes every sample image (no image cache yet), while `npm test`'s
  // builds lane encodes them too: minutes there, seconds once the cache is warm.
  beforeAll(async () => {
    sample = await api()
    out = await outDir()
    first = await run(sample.url, out, { markdownCache: await sharedMarkdownCache() })
  }, 300_000)

  it('validates and writes every file of both locales', async () => {
    for (const locale of localeCodes) {
      for (const key of localeContentKeys) expect(existsSync(join(out, locale, `${key}.json`)), `${locale}/${key}.json`).toBe(true)
    }
    expect(existsSync(join(out, 'currencies.json'))).toBe(true)
    const manifest: unknown = JSON.parse(await readFile(join(out, 'manifest.json'), 'utf8'))
    expect(manifest).toMatchObject({ source: 'test', counts: first.counts })
    for (const kind of ['serviceGroups', 'services', 'people', 'blogPosts', 'careerPosts', 'jobs', 'seminars', 'glossary', 'references', 'documents', 'podcastEpisodes', 'podcastGuests', 'pages']) {
      for (const locale of localeCodes) expect(first.counts[kind]?.[locale], `${kind} ${locale}`).toBeGreaterThan(0)
    }
    expect(first.counts.serviceGroups).toEqual({ cs: 12, en: 12 })
    // No staging folder is left next to the output.
    expect((await readdir(dirname(out))).filter((n) => n.startsWith('.staging'))).toEqual([])
  })

  it('puts each item at its localized path with alternates', async () => {
    const services: unknown = JSON.parse(await readFile(join(out, 'en', 'serviceGroups.json'), 'utf8'))
    expect(services).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: 12, locale: 'en', path: '/en/services/12/taxes', alternates: { cs: '/sluzby/12/dane', en: '/en/services/12/taxes' } })]),
    )
    const people: unknown = JSON.parse(await readFile(join(out, 'en', 'people.json'), 'utf8'))
    expect(people).not.toEqual(expect.arrayContaining([expect.objectContaining({ id: 25 })])) // Czech only
  })

  it('downloads every referenced media file', async () => {
    const manifest: { media: string[] } = JSON.parse(await readFile(join(out, 'manifest.json'), 'utf8'))
    expect(manifest.media.length).toBe(first.media)
    expect(manifest.media.length).toBeGreaterThan(20)
    for (const path of manifest.media) expect(existsSync(join(out, path)), path).toBe(true)
  })

  it('gives the same output when run twice (except generatedAt)', async () => {
    const again = await outDir()
    await run(sample.url, again, { markdownCache: await sharedMarkdownCache() })
    const a = await snapshot(out)
    const b = await snapshot(again)
    delete a['manifest.json']
    delete b['manifest.json']
    expect(b).toEqual(a)
    const strip = (text: string) => text.replace(/"generatedAt": "[^"]+"/, '')
    expect(strip(await readFile(join(again, 'manifest.json'), 'utf8'))).toBe(strip(await readFile(join(out, 'manifest.json'), 'utf8')))
  })
})

describe('links and Markdown', () => {
  let out = ''
  let warnings: string[] = []

  beforeAll(async () => {
    const dataset = clone()
    const group = byId(dataset.serviceGroups, 12)
    const cs = group.cs
    const en = group.en
    if (!cs || !en) throw new Error('fixture: group 12 must exist in both locales')
    const links = '[Tomáš](app://person/1) [kontakty](app://route/contacts) [Anna](app://person/27) [daně](app://service-group/12)'
    cs.body = `${links}\n\n${xssPayloads.join('\n\n')}`
    en.body = `${links}\n\n${xssPayloads.join('\n\n')}`
    out = await outDir()
    warnings = (await run((await api(dataset)).url, out, { markdownCache: await sharedMarkdownCache() })).warnings
  })

  async function group12(locale: string): Promise<string> {
    const groups: { id: number; body: string }[] = JSON.parse(await readFile(join(out, locale, 'serviceGroups.json'), 'utf8'))
    return byId(groups, 12).body
  }

  it("rewrites app:// links to each locale's paths", async () => {
    expect(await group12('cs')).toContain('<a href="/lide/1">Tomáš</a> <a href="/kontakty">kontakty</a> <a href="/lide/27">Anna</a> <a href="/sluzby/12/dane">daně</a>')
    expect(await group12('en')).toContain('<a href="/en/people/1">Tomáš</a> <a href="/en/contacts">kontakty</a> <a href="/lide/27">Anna</a> <a href="/en/services/12/taxes">daně</a>')
  })

  it('links a target missing in this locale to the other one, with a warning', () => {
    expect(warnings).toContain('GET /api/service-groups/en · serviceGroups · id 12 · body: link app://person/27: person 27 does not exist in en; linked to its cs page /lide/27')
  })

  it('makes every XSS payload inert', async () => {
    for (const locale of localeCodes) expectInert(await group12(locale))
  })
})

describe('the render cache', () => {
  it('gives byte-identical output and the same warnings from a cold and a warm cache, and keeps only fields that reported nothing', async () => {
    const dataset = clone()
    const group = byId(dataset.serviceGroups, 12)
    if (!group.cs) throw new Error('fixture: group 12 must exist in Czech')
    group.cs.body = '[Anna](app://person/27) ![cizí](https://example.com/a.png) [stará](/neexistuje)'
    const { url } = await api(dataset)
    const cache = await tempDir('render-cache')
    dirs.push(cache)
    const plain = await outDir()
    const cold = await outDir()
    const warm = await outDir()
    const reference = await run(url, plain)
    const first = await run(url, cold, { markdownCache: cache })
    const second = await run(url, warm, { markdownCache: cache, workers: 0 })
    expect(reference.warnings.filter((w) => w.includes('serviceGroups · id 12 · body'))).toHaveLength(2)
    for (const result of [first, second]) expect(result.warnings).toEqual(reference.warnings)
    const withoutManifest = async (dir: string) => {
      const files = await snapshot(dir)
      delete files['manifest.json']
      return files
    }
    expect(await withoutManifest(cold)).toEqual(await withoutManifest(plain))
    expect(await withoutManifest(warm)).toEqual(await withoutManifest(plain))
    expect(reference.render.cached).toBe(0)
    expect(first.render.cached).toBe(0)
    // Only the field with warnings is rendered again.
    expect(second.render).toMatchObject({ fields: first.render.fields, cached: first.render.fields - 1, rendered: 1 })
  })
})

describe('broken records', () => {
  let schemaErrors: readonly string[] = []
  let schemaStage = ''
  let crossErrors: readonly string[] = []

  beforeAll(async () => {
    // Contract violations, all in one data set: the run must list every one of them.
    const broken = clone()
    const s104 = byId(broken.services, 104)
    if (s104.cs) s104.cs.slug = 'Daňová Kontrola'
    const s101en = byId(broken.services, 101).en
    if (s101en) Reflect.deleteProperty(s101en, 'perex')
    Reflect.set(byId(broken.people, 3), 'sort', 'first')
    const seminar = broken.seminars[0]
    if (!seminar) throw new Error('fixture: no seminar')
    Reflect.set(seminar, 'starts_at', '2025-13-45T09:00:00+01:00')
    const job = broken.jobs[0]
    if (!job) throw new Error('fixture: no job')
    Reflect.set(job, 'valid_through', '31. 12. 2025')
    const faq = s104.en?.faq[1]
    if (faq) Reflect.set(faq, 'question', null)
    const failed = await failure(run((await api(broken)).url, await outDir()))
    schemaErrors = failed.errors
    schemaStage = failed.stage

    // Consistency across answers: the data is valid item by item, wrong as a whole.
    const inconsistent = clone()
    byId(inconsistent.services, 102).contact_person_ids = [1, 999]
    byId(inconsistent.seminars, inconsistent.seminars[0]?.id ?? 0).lecturer_ids = [404]
    const group = byId(inconsistent.serviceGroups, 12)
    if (group.en) group.en.body += '\n\nSee [the missing term](app://glossary/9999).'
    const upstream = await api(inconsistent)
    const proxy = await startTamperProxy(upstream.url, (pathname, body) => {
      if (pathname === '/api/services/en') {
        // Says its Czech slug is something the Czech list does not have.
        const item = itemById(body, 104)
        if (item)
          Reflect.set(item, 'translations', [
            { locale: 'cs', slug: 'neexistujici-slug' },
            { locale: 'en', slug: Reflect.get(item, 'slug') },
          ])
      }
      if (pathname === '/api/people/cs') {
        // A Czech-only person claiming an English version.
        const item = itemById(body, 25)
        if (item)
          Reflect.set(item, 'translations', [
            { locale: 'cs', slug: Reflect.get(item, 'slug') },
            { locale: 'en', slug: 'simona' },
          ])
      }
      return body
    })
    crossErrors = (await failure(run(proxy.url, await outDir()))).errors
    await proxy.close()
  })

  it('stops at validation, before anything is normalized or written', () => {
    expect(schemaStage).toBe('fetch/validate')
  })

  it.each([
    ['bad slug', 'GET /api/services/cs · services · id 104 · slug: Expected a string matching'],
    ['missing field', 'GET /api/services/en · services · id 101 · perex: Expected a string, but received: undefined'],
    ['wrong type (both locales)', 'GET /api/people/cs · people · id 3 · sort: Expected an integer, but received: "first"'],
    ['wrong type (en)', 'GET /api/people/en · people · id 3 · sort: Expected an integer, but received: "first"'],
    ['bad date-time', 'starts_at: must be an ISO 8601 date-time with a zone'],
    ['bad date', 'valid_through: must be an ISO 8601 date'],
    ['null in a nested field', 'GET /api/services/en · services · id 104 · faq.1.question: Expected a string, but received: null'],
  ])('names the path of a %s', (_name, expected) => {
    expect(
      schemaErrors.some((e) => e.startsWith(expected) || e.includes(expected)),
      `${expected}\nin\n${schemaErrors.join('\n')}`,
    ).toBe(true)
  })

  it.each([
    ['dangling reference', 'GET /api/services/cs · services · id 102 · contact_person_ids.1: person 999 exists in no locale'],
    ['dangling reference (en)', 'GET /api/services/en · services · id 102 · contact_person_ids.1: person 999 exists in no locale'],
    ['dangling lecturer', 'lecturer_ids.0: person 404 exists in no locale'],
    ['non-reciprocal slug', 'GET /api/services/en · services · id 104 · translations.0.slug: says the cs slug is "neexistujici-slug", but the cs item has slug'],
    ['translation to a missing item', 'GET /api/people/cs · people · id 25 · translations.1: says it exists in en as "simona", but GET /api/people/en has no id 25'],
    ['dangling app:// link', 'GET /api/service-groups/en · serviceGroups · id 12 · body: link app://glossary/9999 points to glossary 9999, which exists in no locale'],
  ])('reports a %s', (_name, expected) => {
    expect(
      crossErrors.some((e) => e.includes(expected)),
      `${expected}\nin\n${crossErrors.join('\n')}`,
    ).toBe(true)
  })
})

describe('HTTP failures', () => {
  let sample: TestApi
  let out = ''
  let before: Record<string, string> = {}
  // What these runs test is HTTP: the shared render cache spares each run that succeeds
  // rendering the sample's Markdown again.
  let markdownCache = ''
  const runCached = (apiUrl: string, outDir: string) => run(apiUrl, outDir, { markdownCache })

  beforeAll(async () => {
    sample = await api()
    out = await outDir()
    markdownCache = await sharedMarkdownCache()
    await runCached(sample.url, out)
    before = await snapshot(out)
  })

  async function expectUntouched() {
    expect(await snapshot(out)).toEqual(before)
    expect((await readdir(dirname(out))).filter((n) => n.startsWith('.staging'))).toEqual([])
  }

  it('retries a 500 and succeeds when the next answer is 200', async () => {
    sample.faults.clear()
    sample.faults.set('/api/services/cs', { kind: 'status', status: 500, times: 1 })
    const result = await runCached(sample.url, await outDir())
    expect(result.requests.retries).toBe(1)
  })

  it('waits for Retry-After on a 429 and succeeds', async () => {
    sample.faults.clear()
    sample.faults.set('/api/people/en', { kind: 'status', status: 429, times: 1 })
    const started = Date.now()
    const result = await runCached(sample.url, await outDir())
    expect(result.requests.retries).toBe(1)
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000) // the sample API says Retry-After: 1
  })

  it('does not retry a 404: one failing answer fails the run', async () => {
    sample.faults.clear()
    sample.faults.set('/api/jobs/en', { kind: 'status', status: 404, times: 1 })
    const error = await failure(run(sample.url, out))
    expect(error.errors).toEqual([expect.stringMatching(new RegExp(`^GET ${sample.url}/api/jobs/en\\?page=1&per_page=100 answered HTTP 404`))])
    await expectUntouched()
  })

  it('fails on a timeout with a clear message', async () => {
    sample.faults.clear()
    sample.faults.set('/api/documents/cs', { kind: 'delay', ms: 3_000 })
    const error = await failure(run(sample.url, out, { http: { ...http, timeoutMs: 150 } }))
    sample.faults.clear()
    expect(error.errors).toContain(`GET ${sample.url}/api/documents/cs?page=1&per_page=100 timed out after 150 ms (gave up after 4 attempts)`)
    await expectUntouched()
  })

  it('fails on malformed JSON with a clear message', async () => {
    sample.faults.clear()
    sample.faults.set('/api/settings/en', { kind: 'malformed', times: 1 })
    const error = await failure(run(sample.url, out))
    expect(error.errors).toEqual([expect.stringContaining(`GET ${sample.url}/api/settings/en answered malformed JSON`)])
    await expectUntouched()
  })

  it('fails when the endpoints are not there (wrong base address)', async () => {
    sample.faults.clear()
    const error = await failure(run(`${sample.url}/wrong-base`, out))
    expect(error.errors).toContain(`GET ${sample.url}/wrong-base/api/service-groups/cs?page=1&per_page=100 answered HTTP 404 Not Found`)
    expect(error.errors.length).toBeGreaterThan(20) // every endpoint, not just the first
    await expectUntouched()
  })

  it('fails on a schema violation and writes nothing', async () => {
    sample.faults.clear()
    const proxy = await startTamperProxy(sample.url, (pathname, body) => {
      if (pathname === '/api/lists/currencies') return { data: [{ id: 1, code: 'CZK' }] }
      return body
    })
    const error = await failure(run(proxy.url, out))
    await proxy.close()
    expect(error.errors).toEqual([
      'GET /api/lists/currencies · currencies · id 1 · symbol_before: Expected a string, but received: undefined',
      'GET /api/lists/currencies · currencies · id 1 · symbol_after: Expected a string, but received: undefined',
      'GET /api/lists/currencies · currencies · id 1 · decimals: Expected an integer, but received: undefined',
      'GET /api/lists/currencies · currencies · id 1 · rate: Expected a number, but received: undefined',
      'GET /api/lists/currencies · currencies · id 1 · is_default: Expected a value of type `boolean`, but received: `undefined`',
    ])
    await expectUntouched()
  })
})
