// Test and benchmark helpers: content from a sample API (pulled through the pipeline's stages, in
// memory), both indexes built into a temporary folder, and that folder served over HTTP so the
// engine downloads its files as it does in a browser. Node only.
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import handler from 'serve-handler'
import type { Locale } from '../shared/config/locales.js'
import type { PerLocale } from '../shared/config/perLocale.js'
import type { Dataset } from '../tools/sample-api/dataset-types.js'
import { startSampleApi } from '../tools/sample-api/server.js'
import { buildSearchIndex, type LocaleIndexStats } from './build.js'
import { contentFromApi } from './content.js'
import type { SearchableContent } from './docs.js'
import { openResultsEngine, type ResultsEngine } from './fulltext/engine.js'
import { indexDir } from './paths.js'

export async function pullContent(dataset?: Dataset): Promise<PerLocale<SearchableContent>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'search-api-'))
  const api = await startSampleApi({ port: 0, dataDir, ...(dataset ? { dataset } : {}) })
  try {
    return await contentFromApi(api.url)
  } finally {
    await api.close()
    await rm(dataDir, { recursive: true, force: true })
  }
}

export type BuiltIndex = {
  dir: string
  url: string
  stats: PerLocale<LocaleIndexStats>
  buildMs: number
  engine(locale: Locale): Promise<ResultsEngine>
  close(): Promise<void>
}

export async function buildAndServe(content: PerLocale<SearchableContent>): Promise<BuiltIndex> {
  const dir = await mkdtemp(join(tmpdir(), 'search-index-'))
  const started = performance.now()
  const stats = buildSearchIndex(content, dir)
  const buildMs = Math.round(performance.now() - started)
  const server = createServer((req, res) => void handler(req, res, { public: dir }))
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok))
  const address = server.address()
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  return {
    dir,
    url,
    stats,
    buildMs,
    engine: (locale) => openResultsEngine(url + indexDir(locale)),
    async close() {
      await new Promise<void>((ok) => server.close(() => ok()))
      await rm(dir, { recursive: true, force: true })
    },
  }
}
