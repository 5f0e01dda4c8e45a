// The published build never sees drafts (docs/content-api.md "Drafts"): the pipeline as the build
// runs it fetches the published content from an API holding drafts. (The draft view, with the
// token, is what tests/e2e/drafts.test.ts previews.)
import { readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runPipeline } from './run.js'
import { neverPublishedPost } from '../tools/sample-api/test-helpers.js'
import { startTestApi, tempDir, type TestApi } from './testing.js'

const http = { backoffBaseMs: 5, backoffMaxMs: 20, timeoutMs: 5_000 }
// The project's render cache (warm after a build): the runs render only what the drafts changed.
const markdownCache = '.cache/markdown'
const draftTitle = 'Koncept, který build nesmí vidět'
const fresh = neverPublishedPost('koncept-nikdy-nepublikovany', 'Nikdy nepublikovaný koncept')

describe('drafts and the pipeline', { timeout: 120_000 }, () => {
  let api: TestApi
  let dir: string
  beforeAll(async () => {
    api = await startTestApi()
    dir = await tempDir('drafts-content')
    expect(api.drafts.apply({ kind: 'blogPosts', id: 1, locale: 'cs', patch: { title: draftTitle } }).status).toBe(200)
    expect(api.drafts.apply({ kind: 'blogPosts', id: 7001, locale: 'cs', patch: fresh }).status).toBe(200)
  })
  afterAll(async () => {
    await api.dispose()
    await rm(dir, { recursive: true, force: true })
  })

  const titles = async (out: string) => (await readFile(join(out, 'cs', 'blogPosts.json'), 'utf8')).toString()

  it('fetches the published content without the draft token', async () => {
    const out = join(dir, 'published')
    await runPipeline({ apiUrl: api.url, outDir: out, sourceLabel: 'test', http, markdownCache })
    const text = await titles(out)
    expect(text).not.toContain(draftTitle)
    expect(text).not.toContain(fresh.title)
  })
})
