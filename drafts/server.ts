// The editors' preview server (`npm run drafts`, docs/preview.md): any page of the site from the
// API's draft content, rendered on request by the build's own renderer, behind PREVIEW_SECRET.
// Every answer is `noindex, nofollow` and `no-store`; the published release's assets, media and
// public files are served as they are, the draft content's new media and chrome files beside them.
import { createReadStream, existsSync, statSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, normalize, resolve, sep } from 'node:path'
import { splitLocale } from '../config/locales.js'
import { site } from '../config/site.js'
import { textTypes } from '../hosting/compression.js'
import { allowed, enter, enterPath, exitCookie, exitPath } from './access.js'
import { barHtml, notFoundHtml, withBar } from './bar.js'
import { openDraftContent, type DraftSource } from './content.js'
import { loadRenderer } from './renderer.js'

export type DraftsOptions = DraftSource & {
  secret: string
  port?: number
  host?: string
  /** The preview's own folder (draft content, the renderer's copy); default `.preview`. */
  workDir?: string
}

export type DraftsServer = { url: string; close(): Promise<void> }

/** Sent with every answer: a preview is never indexed, never cached, never framed elsewhere. */
const always = {
  'X-Robots-Tag': 'noindex, nofollow',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'SAMEORIGIN',
  'Referrer-Policy': 'same-origin',
}

const binaryTypes: Readonly<Record<string, string>> = {
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
  '.mp3': 'audio/mpeg',
}

function typeOf(file: string): string {
  const ext = extname(file).toLowerCase()
  const text = textTypes[ext]
  return text ? `${text}; charset=utf-8` : (binaryTypes[ext] ?? 'application/octet-stream')
}

/** The file under `root` that `pathname` names (no page: those are rendered), or null. */
function fileIn(root: string, pathname: string): string | null {
  let rel: string
  try {
    rel = normalize(decodeURIComponent(pathname)).replace(/^[/\\]+/, '')
  } catch {
    return null
  }
  const full = resolve(root, rel)
  if (!full.startsWith(resolve(root) + sep) || full.endsWith('.html')) return null
  return existsSync(full) && statSync(full).isFile() ? full : null
}

function answer(res: ServerResponse, status: number, headers: Record<string, string>, body?: string | Buffer): void {
  res.writeHead(status, { ...always, ...headers })
  res.end(body)
}

/** At most this much rendered HTML is kept (a page of a long list at --scale 20000 is ~1 MB). */
const pageCacheBytes = 48 * 1048576

/** Rendered pages by URL, the least recently used dropped first beyond `limit` characters. */
class PageCache {
  private readonly pages = new Map<string, string>()
  private size = 0
  constructor(private readonly limit: number) {}
  get(url: string): string | undefined {
    const html = this.pages.get(url)
    if (html !== undefined) {
      this.pages.delete(url)
      this.pages.set(url, html)
    }
    return html
  }
  set(url: string, html: string): void {
    this.pages.set(url, html)
    this.size += html.length
    for (const [old, oldHtml] of this.pages) {
      if (this.size <= this.limit) break
      this.pages.delete(old)
      this.size -= oldHtml.length
    }
  }
  clear(): void {
    this.pages.clear()
    this.size = 0
  }
}

export async function startDraftsServer(options: DraftsOptions): Promise<DraftsServer> {
  const { secret } = options
  if (!secret) throw new Error('PREVIEW_SECRET is required: the preview shows unpublished content')
  const workDir = resolve(options.workDir ?? '.preview')
  await mkdir(workDir, { recursive: true })
  const content = await openDraftContent(options, workDir)
  const renderer = await loadRenderer(content.dir, workDir)
  const roots = [renderer.release.clientDir, content.dir]

  // Pages rendered from the draft content as it is now: a page viewed again (an editor's reload,
  // the way back from another page) is not rendered again until the content changes.
  const rendered = new PageCache(pageCacheBytes)
  const page = async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> => {
    if (await content.refresh()) {
      renderer.reload()
      rendered.clear()
    }
    const url = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
    const started = performance.now()
    let html = rendered.get(url)
    const hit = html !== undefined
    if (html === undefined) {
      const made = await renderer.render(url)
      if (!made) {
        answer(res, 404, { 'Content-Type': 'text/html; charset=utf-8' }, notFoundHtml(splitLocale(url).locale))
        return
      }
      html = withBar(made.html, barHtml(made.locale, renderer.isPublished(url) ? site.url + url : null))
      rendered.set(url, html)
    }
    const timing = `${hit ? 'cache' : 'render'};dur=${(performance.now() - started).toFixed(1)}`
    answer(res, 200, { 'Content-Type': 'text/html; charset=utf-8', 'Server-Timing': timing }, req.method === 'HEAD' ? undefined : html)
  }

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://preview.local')
    if (req.method !== 'GET' && req.method !== 'HEAD') return answer(res, 405, { Allow: 'GET, HEAD' })
    if (url.pathname === enterPath) {
      const secure = req.headers['x-forwarded-proto'] === 'https'
      const entered = enter(secret, url.searchParams, secure)
      if (entered.status === 401) return answer(res, 401, { 'Content-Type': 'text/plain; charset=utf-8' }, 'Wrong preview secret\n')
      return answer(res, 303, { Location: entered.location, 'Set-Cookie': entered.cookie })
    }
    if (url.pathname === exitPath) return answer(res, 303, { Location: `${site.url}/`, 'Set-Cookie': exitCookie })
    if (!allowed(secret, req.headers)) {
      return answer(
        res,
        401,
        { 'Content-Type': 'text/plain; charset=utf-8', 'WWW-Authenticate': 'Bearer realm="preview"' },
        `The preview needs its secret: open ${enterPath}?secret=…&path=${url.pathname}\n`,
      )
    }
    const chrome = renderer.chrome().get(url.pathname)
    if (chrome !== undefined) return answer(res, 200, { 'Content-Type': 'application/json; charset=utf-8' }, chrome)
    for (const root of roots) {
      const file = fileIn(root, url.pathname)
      if (!file) continue
      res.writeHead(200, { ...always, 'Content-Type': typeOf(file), 'Content-Length': String(statSync(file).size) })
      if (req.method === 'HEAD') res.end()
      else createReadStream(file).pipe(res)
      return
    }
    await page(req, res, url.pathname)
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[drafts]', error)
      if (!res.headersSent) answer(res, 500, { 'Content-Type': 'text/plain; charset=utf-8' }, 'The preview failed to render this page\n')
      else res.destroy()
    })
  })
  const host = options.host ?? '127.0.0.1'
  await new Promise<void>((done, fail) => {
    server.once('error', fail)
    server.listen(options.port ?? 0, host, () => done())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done())
        server.closeAllConnections()
      }),
  }
}
