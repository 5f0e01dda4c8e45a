// Test helpers of the pipeline's integration tests: a sample API on a free port with its own
// data folder, temporary output folders, a byte-exact snapshot of a folder, and a tampering
// proxy for answers the sample API cannot produce (it always derives translations correctly).
import { createHash } from 'node:crypto'
import { createServer } from 'node:http'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import type { Dataset } from '../tools/sample-api/dataset-types.js'
import { startSampleApi, type SampleApi } from '../tools/sample-api/server.js'

export async function tempDir(prefix: string): Promise<string> {
  return mkdtemp(join(tmpdir(), `korvina-${prefix}-`))
}

export type TestApi = SampleApi & { dispose(): Promise<void> }

/** The sample API on 127.0.0.1:0 with a throw-away data folder. */
export async function startTestApi(dataset?: Dataset): Promise<TestApi> {
  const dataDir = await tempDir('api-data')
  const api = await startSampleApi({ port: 0, dataDir, ...(dataset ? { dataset } : {}) })
  return Object.assign(api, {
    async dispose() {
      await api.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  })
}

/** Every file below `dir` with the sha256 of its bytes (sorted by path). */
export async function snapshot(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {}
  const walk = async (current: string) => {
    const entries = await readdir(current, { withFileTypes: true })
    for (const entry of entries) {
      const full = join(current, entry.name)
      if (entry.isDirectory()) await walk(full)
      else
        out[relative(dir, full)] = createHash('sha256')
          .update(await readFile(full))
          .digest('hex')
    }
  }
  await walk(dir)
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a < b ? -1 : 1)))
}

export type Proxy = { url: string; close(): Promise<void> }

/**
 * Forwards GETs to `target`; JSON answers pass through `tamper(pathname, body)` first, so a test
 * can hand the pipeline an answer no correct server would give.
 */
export async function startTamperProxy(target: string, tamper: (pathname: string, body: unknown) => unknown): Promise<Proxy> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://proxy.local')
    fetch(target + url.pathname + url.search)
      .then(async (upstream) => {
        const type = upstream.headers.get('content-type') ?? 'application/octet-stream'
        let bytes = Buffer.from(await upstream.arrayBuffer())
        if (type.startsWith('application/json') && upstream.ok) {
          bytes = Buffer.from(JSON.stringify(tamper(url.pathname, JSON.parse(bytes.toString('utf8')))))
        }
        res.writeHead(upstream.status, { 'content-type': type })
        res.end(bytes)
      })
      .catch(() => {
        res.writeHead(502)
        res.end()
      })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A plain object's own field, for tampering with JSON answers of unknown shape. */
export function field(value: unknown, key: string | number): unknown {
  if (typeof value !== 'object' || value === null) return undefined
  return Reflect.get(value, key)
}

/** The first item of a list answer with the given id (to tamper with it in place). */
export function itemById(body: unknown, id: number): object | undefined {
  const data = field(body, 'data')
  if (!Array.isArray(data)) return undefined
  const found: unknown = data.find((item: unknown) => field(item, 'id') === id)
  return typeof found === 'object' && found !== null ? found : undefined
}
