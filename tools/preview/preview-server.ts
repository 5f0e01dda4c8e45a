// The server behind `npm start`: serves the static export with serve-handler (the engine of
// `serve`, which alone drops the query on redirects and knows only the root 404) and applies the
// host rules every production host file carries (redirects/engine.ts): maintenance, the 301 map,
// trailing slashes, the root locale rule, per-locale 404s with status 404, and the headers.
import { createReadStream, existsSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { join, resolve } from 'node:path'
import handler from 'serve-handler'
import { buildHostRules } from '../../redirects/build.js'
import { createEngine } from '../../redirects/engine.js'
import { readRules, rulesFileName, type HostRules } from '../../redirects/rules.js'
import { acceptedEncodings, encodings, isTextFile, textContentType, typedFolders } from '../../hosting/compression.js'
import { cacheControlFor } from '../../hosting/headers.js'
import { resolveStatic } from '../../hosting/staticFiles.js'

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
    answer.pipe(res)
  })
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify({ error: 'api_unreachable' }))
  })
  req.pipe(upstream)
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

  const server: Server = createServer(async (req, res) => {
    const url = req.url ?? '/'
    if (apiOrigin && url.startsWith('/api/')) return proxy(req, res, apiOrigin)
    const decision = engine.decide({ url, cookie: req.headers.cookie, acceptLanguage: req.headers['accept-language'] }, exists)
    for (const [name, value] of active.security) res.setHeader(name, value)
    if (decision.kind !== 'notFound' && decision.vary) res.setHeader('Vary', decision.vary)
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
    await handler(req, res, { public: dir, cleanUrls: true, trailingSlash: false, directoryListing: false, headers: typedFolderHeaders })
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
 * A text file's precompressed variant (build/compress.ts) for a client that accepts it, as the
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
    const file = join(dir, rel + suffix)
    const info = await stat(file).catch(() => null)
    if (!info?.isFile()) continue
    res.writeHead(200, {
      'Content-Type': textContentType(rel) ?? 'application/octet-stream',
      'Content-Encoding': name,
      'Content-Length': info.size,
    })
    if (req.method === 'HEAD') res.end()
    else createReadStream(file).pipe(res)
    return true
  }
  return false
}
