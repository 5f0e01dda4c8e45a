// Helpers of the sample API's tests: a server on a free port with a throw-away data folder,
// JSON requests, and walking every page of a list.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Dataset } from './dataset-types.js'
import { type SampleApi, type SampleApiOptions, startSampleApi } from './server.js'

export type TestApi = SampleApi & { dataDir: string; dispose(): Promise<void> }

export async function tempDir(prefix: string): Promise<string> {
  return mkdtemp(join(tmpdir(), `korvina-sample-${prefix}-`))
}

export async function startTestApi(opts: SampleApiOptions & { dataset?: Dataset } = {}): Promise<TestApi> {
  const dataDir = opts.dataDir ?? (await tempDir('data'))
  const api = await startSampleApi({ port: 0, ...opts, dataDir })
  return Object.assign(api, {
    dataDir,
    async dispose() {
      await api.close()
      if (!opts.dataDir) await rm(dataDir, { recursive: true, force: true })
    },
  })
}

export type JsonAnswer = { status: number; body: unknown; headers: Headers }

export async function call(base: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<JsonAnswer> {
  const res = await fetch(base + path, {
    method,
    headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const text = await res.text()
  let parsed: unknown = text
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    // keep the raw text (malformed-answer faults)
  }
  return { status: res.status, body: parsed, headers: res.headers }
}

export const get = (base: string, path: string, headers?: Record<string, string>): Promise<JsonAnswer> => call(base, 'GET', path, undefined, headers)
export const post = (base: string, path: string, body: unknown, headers?: Record<string, string>): Promise<JsonAnswer> => call(base, 'POST', path, body, headers)

/** A field of a JSON value of unknown shape (tests only look, they never trust). */
export function at(value: unknown, ...keys: (string | number)[]): unknown {
  let current = value
  for (const key of keys) {
    if (typeof current !== 'object' || current === null) return undefined
    current = Reflect.get(current, key)
  }
  return current
}

export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}

/**
 * A Czech blog post as a draft that creates it carries it (`POST /__control/content` with
 * `"draft": true` and an unknown id): never published, so only the draft view has it.
 */
export function neverPublishedPost(slug: string, title: string, more: Partial<{ perex: string; body: string; category_id: number; author_id: number; published_at: string }> = {}) {
  return { slug, title, perex: 'Perex.', body: 'Text.', category_id: 1, author_id: 1, image: null, published_at: '2026-11-20T10:00:00+01:00', tags: [], ...more }
}
