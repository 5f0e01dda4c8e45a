// Feeds and calendars on every host (issue 40): the preview server, Debian's nginx and Apache with
// the generated files send an Atom feed as application/atom+xml and an .ics as text/calendar, both
// UTF-8, compressed or not; the files of the hosts that cannot run here (Netlify and Cloudflare
// `_headers`, vercel.json) give each folder its type.
import { readFileSync } from 'node:fs'
import { request } from 'node:http'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { typedFolders } from '../../hosting/compression.js'
import { calendarPaths, feedPaths } from '../../page-data/subscriptions.js'
import { startPreviewServer } from '../../tools/preview/preview-server.js'
import { startApache, startNginx, type RunningServer } from './servers.js'

const root = 'dist/client'
const nginxConf = (name: string) => readFileSync(`dist/hosting/nginx/${name}`, 'utf8')
const cases = [
  { path: feedPaths.blog('cs'), type: 'application/atom+xml; charset=utf-8' },
  { path: feedPaths.seminars('en'), type: 'application/atom+xml; charset=utf-8' },
  { path: calendarPaths.seminars('cs'), type: 'text/calendar; charset=utf-8' },
  { path: calendarPaths.seminar('en', 2), type: 'text/calendar; charset=utf-8' },
]

type Raw = { status: number; type: string; encoding: string; body: Buffer }
function get(base: string, path: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((ok, fail) => {
    const req = request(base + path, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => ok({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), encoding: String(res.headers['content-encoding'] ?? ''), body: Buffer.concat(chunks) }))
      res.on('error', fail)
    })
    req.on('error', fail)
    req.end()
  })
}
const decoded = (r: Raw) => (r.encoding === 'br' ? brotliDecompressSync(r.body) : r.encoding === 'gzip' ? gunzipSync(r.body) : r.body)
/** `a/b; charset=UTF-8` and `a/b;charset=utf-8` are the same type. */
const normal = (type: string) => type.toLowerCase().replace(/\s*;\s*/g, '; ')

const hosts: { name: string; start(): Promise<RunningServer> }[] = [
  {
    name: 'preview server',
    start: async () => {
      const s = await startPreviewServer({ root, port: 0 })
      return { name: 'preview', url: s.url, close: s.close }
    },
  },
  { name: 'nginx', start: () => startNginx({ root, http: nginxConf('korvina-http.conf'), server: nginxConf('korvina-server.conf') }) },
  { name: 'apache', start: () => startApache({ root }) },
]

describe.each(hosts)('$name', (host) => {
  let server: RunningServer
  beforeAll(async () => {
    server = await host.start()
  })
  afterAll(() => server?.close())

  it.each(cases)('$path: its type, compressed and not', async (c) => {
    for (const accept of ['br, gzip', '']) {
      const r = await get(server.url, c.path, accept ? { 'accept-encoding': accept } : {})
      expect(r.status, `${c.path} (${accept || 'identity'})`).toBe(200)
      expect(normal(r.type), `${c.path} (${accept || 'identity'})`).toBe(c.type)
      expect(decoded(r).equals(readFileSync(join(root, c.path)))).toBe(true)
    }
  })
})

describe('the files of the hosts that set headers by path', () => {
  it.each(['netlify', 'cloudflare'])('%s _headers: each folder with its type', (name) => {
    const text = readFileSync(`dist/hosting/${name}/_headers`, 'utf8')
    for (const f of typedFolders) expect(text).toContain(`${f.prefix}*\n  Content-Type: ${f.type}\n`)
  })

  it('vercel.json: each folder with its type', () => {
    const config = JSON.parse(readFileSync('dist/hosting/vercel/vercel.json', 'utf8')) as { headers: { source: string; headers: { key: string; value: string }[] }[] }
    for (const f of typedFolders) expect(config.headers).toContainEqual({ source: `${f.prefix}(.*)`, headers: [{ key: 'Content-Type', value: f.type }] })
  })
})
