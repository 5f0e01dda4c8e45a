// The server behind `npm start`: serves the static export with serve-handler (the engine of
// `serve`) and answers unknown paths with the locale's 404 page and status 404 — `serve` alone
// only knows the root 404.
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import handler from 'serve-handler'
import { splitLocale, localeEntry } from '../config/locales.js'
import { resolveStatic } from './staticFiles.js'

export type PreviewOptions = {
  root?: string
  port?: number
  host?: string
  /** Forward /api/* to this origin (spec §7: calls go to the configured base, by default the site's root). */
  apiOrigin?: string
}

function proxy(req: IncomingMessage, res: ServerResponse, origin: string) {
  const target = new URL(req.url ?? '/', origin)
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

export async function startPreviewServer({ root = 'dist/client', port = 3000, host = '127.0.0.1', apiOrigin }: PreviewOptions = {}) {
  const dir = resolve(root)
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    if (apiOrigin && url.pathname.startsWith('/api/')) return proxy(req, res, apiOrigin)
    if (!resolveStatic(dir, url.pathname)) {
      const { locale } = splitLocale(url.pathname)
      const prefix = localeEntry(locale).prefix
      const page = await readFile(join(dir, prefix ? `${prefix.slice(1)}/404.html` : '404.html'))
        .catch(() => readFile(join(dir, '404.html')))
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' })
      res.end(page)
      return
    }
    await handler(req, res, {
      public: dir,
      cleanUrls: true,
      trailingSlash: false,
      directoryListing: false,
      headers: [
        { source: 'assets/**', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
        { source: '**/*.html', headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
      ],
    })
  })
  await new Promise<void>((ok) => server.listen(port, host, ok))
  const address = server.address()
  const actualPort = typeof address === 'object' && address ? address.port : port
  return {
    url: `http://${host}:${actualPort}`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  }
}
