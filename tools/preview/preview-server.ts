// The server behind `npm start`: serves the static export with serve-handler (the engine of
// `serve`, which alone drops the query on redirects and knows only the root 404) and applies the
// host rules every production host file carries (hosting/redirects/engine.ts): maintenance, the 301 map,
// trailing slashes, the root locale rule, per-locale 404s with status 404, and the headers.
// A redirect is sent only to a target that stays on this origin (shared/localPath.ts); every file
// is streamed so that one removed or cut short while it is served ends that answer only.
import { createReadStream, existsSync, fstatSync, openSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { join, resolve } from 'node:path'
import { pipeline } from 'node:stream/promises'
import handler from 'serve-handler'
import { buildHostRules } from '../../hosting/redirects/build.js'
import { createEngine, localeOfPath } from '../../hosting/redirects/engine.js'
import { readRules, rulesFileName, type HostRules } from '../../hosting/redirects/rules.js'
import { acceptedEncodings, encodings, isTextFile, textContentType, typedFolders } from '../../hosting/compression.js'
import { cacheControlFor, mediaPolicy, securityHeadersFor } from '../../hosting/headers.js'
import { resolveStatic } from '../../hosting/staticFiles.js'
import { isLocalPath } from '../../shared/localPath.js'
import { sendFile } from '../../shared/sendFile.js'

export type PreviewOptions = {
  root?: string
  port?: number
  host?: string
  /** Forward /api/* to this origin (spec §7: calls go to the configured base, by default the site's root). */
  apiOrigin?: string
  /** The host rules; by default the build's (dist/hosting/rules.json beside `root`), else computed from content. */
  rules?: HostRules
  /** Overrides the rules' maintenance mode (`npm run preview` reads MAINTENANCE). */
  maintenance?: boolean
}

function proxy(req: IncomingMessage, res: ServerResponse, origin: string) {
  const target = new URL(req.url ?? '/', origin)
  // `new URL` resolves dot segments: `/api/../__control/reset` must not reach the API's other paths.
  if (!target.pathname.startsWith('/api/')) {
    req.resume()
    res.writeHead(404, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify({ error: 'not_found' }))
    return
  }
  const upstream = request(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers)
    pipeline(answer, res).catch(() => res.destroy())
  })
  pipeline(req, upstream).catch(() => {
    if (res.headersSent) return void res.destroy()
    res.writeHead(502, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify({ error: 'api_unreachable' }))
  })
}

/**
 * serve-handler's file stream, made safe: the file is opened at once (one removed since
 * serve-handler saw it throws where serve-handler answers 500), and a read that fails or ends
 * short of the Content-Length sent closes this connection instead of leaving the error unhandled.
 */
function guardedStream(res: ServerResponse): typeof createReadStream {
  return (path, options) => {
    const range = typeof options === 'object' ? options : {}
    const fd = openSync(path, 'r')
    const start = range.start ?? 0
    const expected = (range.end ?? fstatSync(fd).size - 1) - start + 1
    const stream = createReadStream('', { start: range.start, end: range.end, fd })
    // The connection itself: once the answer has ended, it is no longer the answer's to close.
    const connection = res.req.socket
    let sent = 0
    stream.on('data', (chunk: string | Buffer) => (sent += Buffer.byteLength(chunk)))
    stream.on('error', () => connection.destroy())
    stream.on('end', () => {
      if (sent < expected) connection.destroy()
    })
    return stream
  }
}

/** The rules the build wrote next to the document root (dist/hosting/rules.json), else fresh ones. */
export function loadRules(root: string): HostRules {
  const file = resolve(root, '..', 'hosting', rulesFileName)
  return existsSync(file) ? readRules(file) : buildHostRules({ root })
}

export async function startPreviewServer({ root = 'dist/client', port = 3000, host = '127.0.0.1', apiOrigin, rules, maintenance }: PreviewOptions = {}) {
  const dir = resolve(root)
  const base = rules ?? loadRules(dir)
  const active: HostRules = maintenance === undefined ? base : { ...base, maintenance }
  const engine = createEngine(active)
  const exists = (pathname: string) => resolveStatic(dir, pathname) !== null

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = req.url ?? '/'
    if (apiOrigin && url.startsWith('/api/')) return proxy(req, res, apiOrigin)
    let decision = engine.decide({ url, cookie: req.headers.cookie, acceptLanguage: req.headers['accept-language'] }, exists)
    if (decision.kind !== 'notFound' && decision.vary) res.setHeader('Vary', decision.vary)
    // A target made of the request's own path (a trailing slash removed) that would leave the
    // origin as a browser reads it (`/\\evil.example/`): there is no such page.
    if (decision.kind === 'redirect' && !isLocalPath(decision.location)) decision = { kind: 'notFound', locale: localeOfPath(active, url.split('?')[0] ?? '/') }
    // Files under /media/ get the media policy (no script runs in them); a 404 there is the site's page.
    const security = decision.kind === 'notFound' ? active.security : securityHeadersFor(active.security, mediaPolicy, url.split('?')[0] ?? '/')
    for (const [name, value] of security) res.setHeader(name, value)
    if (decision.kind === 'redirect') {
      if (decision.setCookie) res.setHeader('Set-Cookie', decision.setCookie)
      res.writeHead(decision.status, { Location: decision.location, 'Cache-Control': cacheControlFor(url.split('?')[0] ?? '/') })
      res.end()
      return
    }
    if (decision.kind === 'notFound') {
      const page = await readFile(join(dir, decision.locale.notFoundFile)).catch(() => readFile(join(dir, '404.html')))
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': active.cache.revalidate })
      res.end(req.method === 'HEAD' ? undefined : page)
      return
    }
    res.setHeader('Cache-Control', cacheControlFor(url.split('?')[0] ?? '/'))
    if (await sendPrecompressed(dir, req, res)) return
    // serve-handler's type table (mime-types) has no AVIF; nginx and Apache know it.
    if (/\.avif$/i.test(url.split('?')[0] ?? '')) res.setHeader('Content-Type', 'image/avif')
    await handler(req, res, { public: dir, cleanUrls: true, trailingSlash: false, directoryListing: false, headers: typedFolderHeaders }, { createReadStream: guardedStream(res) })
  }
  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[preview]', error)
      if (res.headersSent) return void res.destroy()
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
      res.end('The preview server failed to answer\n')
    })
  })
  await new Promise<void>((ok) => server.listen(port, host, ok))
  const address = server.address()
  const actualPort = typeof address === 'object' && address ? address.port : port
  return {
    url: `http://${host}:${actualPort}`,
    rules: active,
    close: () =>
      new Promise<void>((ok) => {
        server.close(() => ok())
        server.closeAllConnections()
      }),
  }
}

// Feeds and calendars with their charset, as the hosts send them (hosting/compression.ts typedFolders).
const typedFolderHeaders = typedFolders.map((f) => ({ source: `${f.prefix.slice(1)}**`, headers: [{ key: 'Content-Type', value: f.type }] }))

/**
 * A text file's precompressed variant (publishing/precompress.ts) for a client that accepts it, as the
 * production hosts send it: the file's type, `Content-Encoding`, `Vary: Accept-Encoding`. Text
 * sent as it is (no variant accepted) varies by Accept-Encoding too. False: serve-handler answers.
 */
async function sendPrecompressed(dir: string, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  const rel = resolveStatic(dir, (req.url ?? '/').split('?')[0] ?? '/')
  if (!rel || !isTextFile(rel)) return false
  const vary = res.getHeader('Vary')
  res.setHeader('Vary', typeof vary === 'string' && vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
  for (const name of acceptedEncodings(req.headers['accept-encoding'])) {
    const suffix = encodings.find((e) => e.name === name)?.suffix ?? ''
    const headers = { 'Content-Type': textContentType(rel) ?? 'application/octet-stream', 'Content-Encoding': name }
    if (await sendFile(req, res, join(dir, rel + suffix), headers)) return true
  }
  return false
}
