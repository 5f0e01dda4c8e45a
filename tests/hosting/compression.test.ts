// Compression on the real hosts (issue 12): the build's precompressed variants (publishing/precompress.ts)
// served by the preview server, Debian's nginx with the generated includes (gzip_static; plus
// korvina-brotli.conf with Debian's brotli_static module) and Debian's Apache with the generated
// .htaccess (mod_deflate loaded: it must leave the variants alone). A JS, CSS, HTML and JSON
// request with `Accept-Encoding: br, gzip` answers compressed, with the file's type,
// `Content-Encoding` and `Vary: Accept-Encoding`, and decodes to the file; without the header it
// answers the file itself.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { request } from 'node:http'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPreviewServer } from '../../tools/preview/preview-server.js'
import { fileForUrl } from '../../hosting/staticFiles.js'
import { startApache, startNginx, type RunningServer } from './servers.js'

const root = 'dist/client'
const nginxConf = (name: string) => readFileSync(`dist/hosting/nginx/${name}`, 'utf8')
/** The largest file of a kind (a tiny one may have no variant: it would not shrink). */
const largestIn = (dir: string, ext: string) => {
  const names = readdirSync(join(root, dir)).filter((f) => f.endsWith(ext))
  const name = names.sort((a, b) => statSync(join(root, dir, b)).size - statSync(join(root, dir, a)).size)[0]
  if (!name) throw new Error(`no ${ext} file in ${root}/${dir}`)
  return `/${dir}/${name}`
}
// The largest JSON file of the search index: small ones (the suggestion files' manifest) are
// below the size worth precompressing and are served as they are.
const searchIndex = (() => {
  const files = readdirSync(join(root, 'search-index'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json'))
  const file = files.sort((a, b) => statSync(join(root, 'search-index', b)).size - statSync(join(root, 'search-index', a)).size)[0]
  if (!file) throw new Error('no search index file')
  return `/search-index/${file}`
})()

/** Request path → the file it serves, and the MIME types a host may send for it. */
const cases: { kind: string; path: string; file: string; types: string[] }[] = [
  { kind: 'JS', path: largestIn('assets/chunks', '.js'), file: '', types: ['text/javascript', 'application/javascript'] },
  { kind: 'CSS', path: largestIn('assets/static', '.css'), file: '', types: ['text/css'] },
  { kind: 'HTML page (clean URL)', path: '/kontakty', file: fileForUrl('/kontakty'), types: ['text/html'] },
  { kind: 'HTML root', path: '/', file: fileForUrl('/'), types: ['text/html'] },
  { kind: 'JSON search index', path: searchIndex, file: '', types: ['application/json'] },
].map((c) => ({ ...c, file: c.file || c.path.slice(1) }))

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

/** A request with exactly these headers (fetch would add its own Accept-Encoding and decode). */
function raw(base: string, path: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((ok, fail) => {
    const req = request(base + path, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', fail)
    })
    req.on('error', fail)
    req.end()
  })
}

const header = (r: Raw, name: string) =>
  [r.headers[name]]
    .flat()
    .filter((v) => v !== undefined)
    .join(', ')
const varies = (r: Raw) =>
  header(r, 'vary')
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .includes('accept-encoding')
const mime = (r: Raw) => header(r, 'content-type').split(';')[0]?.trim().toLowerCase() ?? ''

function decode(r: Raw): Buffer {
  const encoding = header(r, 'content-encoding')
  if (encoding === 'br') return brotliDecompressSync(r.body)
  if (encoding === 'gzip') return gunzipSync(r.body)
  return r.body
}

const hosts: { name: string; best: 'br' | 'gzip'; start(): Promise<RunningServer> }[] = [
  {
    name: 'preview server',
    best: 'br',
    start: async () => {
      const s = await startPreviewServer({ root, port: 0 })
      return { name: 'preview', url: s.url, close: s.close }
    },
  },
  { name: 'nginx (gzip_static)', best: 'gzip', start: () => startNginx({ root, http: nginxConf('korvina-http.conf'), server: nginxConf('korvina-server.conf') }) },
  {
    name: 'nginx with brotli_static',
    best: 'br',
    start: () => startNginx({ root, http: nginxConf('korvina-http.conf'), server: nginxConf('korvina-server.conf'), brotli: nginxConf('korvina-brotli.conf') }),
  },
  { name: 'apache', best: 'br', start: () => startApache({ root }) },
]

describe('the build', () => {
  it('wrote a .br and a .gz beside every text file it precompresses, each decoding to the file', () => {
    for (const c of cases) {
      const file = readFileSync(join(root, c.file))
      expect(brotliDecompressSync(readFileSync(join(root, `${c.file}.br`))).equals(file), `${c.file}.br`).toBe(true)
      expect(gunzipSync(readFileSync(join(root, `${c.file}.gz`))).equals(file), `${c.file}.gz`).toBe(true)
    }
  })

  it("left no variant without its file, and none for the other hosts' config files", () => {
    const all = readdirSync(root, { recursive: true, encoding: 'utf8' })
    const names = new Set(all)
    const orphans = all.filter((f) => /\.(br|gz)$/.test(f) && !names.has(f.replace(/\.(br|gz)$/, '')))
    expect(orphans).toEqual([])
    expect(all.filter((f) => /^(vercel\.json|_routes\.json|_worker\.js)\.(br|gz)$/.test(f))).toEqual([])
  })
})

describe.each(hosts)('$name', (host) => {
  let server: RunningServer
  beforeAll(async () => {
    server = await host.start()
  })
  afterAll(() => server?.close())

  it.each(cases)('$kind: compressed for `Accept-Encoding: br, gzip`, with its type and Vary', async (c) => {
    const r = await raw(server.url, c.path, { 'accept-encoding': 'br, gzip' })
    expect(r.status).toBe(200)
    expect(header(r, 'content-encoding')).toBe(host.best)
    expect(c.types).toContain(mime(r))
    expect(varies(r), `Vary: ${header(r, 'vary')}`).toBe(true)
    expect(decode(r).equals(readFileSync(join(root, c.file)))).toBe(true)
  })

  it.each(cases)('$kind: gzip for `Accept-Encoding: gzip`', async (c) => {
    const r = await raw(server.url, c.path, { 'accept-encoding': 'gzip' })
    expect(r.status).toBe(200)
    expect(header(r, 'content-encoding')).toBe('gzip')
    expect(c.types).toContain(mime(r))
    expect(gunzipSync(r.body).equals(readFileSync(join(root, c.file)))).toBe(true)
  })

  it.each(cases)('$kind: identity without Accept-Encoding', async (c) => {
    const r = await raw(server.url, c.path, {})
    expect(r.status).toBe(200)
    expect(header(r, 'content-encoding')).toBe('')
    expect(c.types).toContain(mime(r))
    expect(r.body.equals(readFileSync(join(root, c.file)))).toBe(true)
  })
})
