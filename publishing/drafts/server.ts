// The editors' preview server (`npm run drafts`, docs/preview.md): any page of the site from the
// API's draft content, rendered on request by the build's own renderer, behind signed preview
// links and sessions (access.ts, link.ts, sessions.ts). Every answer is `noindex, nofollow`,
// `no-store` and carries a Content-Security-Policy (policy.ts); the published release's assets,
// media and public files are served as they are, the draft content's new media and chrome files
// beside them, none of them able to run script as a document.
import { existsSync, statSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, normalize, resolve, sep } from 'node:path'
import { splitLocale, type Locale } from '../../shared/config/locales.js'
import { site } from '../../shared/config/site.js'
import { textTypes } from '../../hosting/compression.js'
import { isLocalPath } from '../../shared/localPath.js'
import { sendFile } from '../../shared/sendFile.js'
import { enterPath, exitCookie, exitPath, secretProblem, sessionCookie, sessionToken } from './access.js'
import { barCss, barHtml, barStylePath, failedHtml, notFoundHtml, refusalHtml, type Refusal, withBar } from './bar.js'
import { openDraftContent, type DraftSource } from './content.js'
import { createLimiter } from './limiter.js'
import { checkLink } from './link.js'
import { fileCsp, pageCspOf, plainCsp } from './policy.js'
import { loadRenderer } from './renderer.js'
import { createSessions } from './sessions.js'

export type DraftsOptions = DraftSource & {
  /** PREVIEW_SECRET: signs the preview links (at least 16 characters). */
  secret: string
  port?: number
  host?: string
  /** The preview's own folder (draft content, the renderer's copy); default `.preview`. */
  workDir?: string
  /**
   * The address editors open (PREVIEW_PUBLIC_URL). An `https:` one makes the session cookie
   * `Secure` with the `__Host-` prefix (the server itself speaks plain HTTP behind the proxy).
   */
  publicUrl?: string
  /** How long a session lasts; default 8 hours (a working day). */
  sessionHours?: number
  /** The clock, in milliseconds (tests pass their own). */
  now?: () => number
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

/** Failed preview links: 10 at once per client, then one more every 6 s. */
const failures = { burst: 10, refillMs: 6000 }

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

/** An answer; a Content-Security-Policy in `headers` replaces the default (nothing may load). */
function answer(res: ServerResponse, status: number, headers: Record<string, string>, body?: string | Buffer): void {
  res.writeHead(status, { ...always, 'Content-Security-Policy': plainCsp, ...headers })
  res.end(body)
}

const htmlType = { 'Content-Type': 'text/html; charset=utf-8' }

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
  const problem = secretProblem(secret)
  if (problem) throw new Error(problem)
  const now = options.now ?? Date.now
  const secure = options.publicUrl?.startsWith('https://') ?? false
  const sessions = createSessions((options.sessionHours ?? 8) * 3600_000)
  const limiter = createLimiter(failures)
  const workDir = resolve(options.workDir ?? '.preview')
  await mkdir(workDir, { recursive: true })
  const content = await openDraftContent(options, workDir)
  const renderer = await loadRenderer(content.dir, workDir)
  const roots = [renderer.release.clientDir, content.dir]
  const pageCsp = pageCspOf(renderer.release.clientDir)

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
    let doc = rendered.get(url)
    const hit = doc !== undefined
    if (doc === undefined) {
      const made = await renderer.render(url)
      if (!made) {
        answer(res, 404, { ...htmlType, 'Content-Security-Policy': pageCsp }, notFoundHtml(splitLocale(url).locale))
        return
      }
      doc = withBar(made.html, barHtml(made.locale, renderer.isPublished(url) ? { url: site.url + url, path: url } : null))
      rendered.set(url, doc)
    }
    const timing = `${hit ? 'cache' : 'render'};dur=${(performance.now() - started).toFixed(1)}`
    answer(res, 200, { ...htmlType, 'Content-Security-Policy': pageCsp, 'Server-Timing': timing }, req.method === 'HEAD' ? undefined : doc)
  }

  const refuse = (res: ServerResponse, status: 401 | 429, locale: Locale, why: Refusal, headers: Record<string, string> = {}): void =>
    answer(res, status, { ...htmlType, ...headers }, refusalHtml(locale, why))

  /** `/__preview/enter?path=…&expires=…&sig=…`: a session and the page, for a valid link. */
  const enter = (req: IncomingMessage, res: ServerResponse, query: URLSearchParams): void => {
    const client = req.socket.remoteAddress ?? ''
    const locale = splitLocale(query.get('path') ?? '/').locale
    const wait = limiter.retryAfter(client, now())
    if (wait > 0) return refuse(res, 429, locale, 'too_many', { 'Retry-After': String(wait) })
    const link = checkLink(secret, query, Math.floor(now() / 1000))
    if (!link.ok) {
      limiter.fail(client, now())
      return refuse(res, 401, locale, link.reason)
    }
    const cookie = sessionCookie(sessions.open(now()), secure, Math.floor(sessions.lifetimeMs / 1000))
    answer(res, 303, { Location: link.path, 'Set-Cookie': cookie })
  }

  /** `/__preview/exit[?path=…]`: the session ends here and in the browser; on to the published page. */
  const exit = (req: IncomingMessage, res: ServerResponse, query: URLSearchParams): void => {
    sessions.close(sessionToken(req.headers.cookie, secure))
    const path = query.get('path')
    answer(res, 303, { Location: site.url + (isLocalPath(path) ? path : '/'), 'Set-Cookie': exitCookie(secure) })
  }

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://preview.local')
    if (req.method !== 'GET' && req.method !== 'HEAD') return answer(res, 405, { Allow: 'GET, HEAD' })
    if (url.pathname === enterPath) return enter(req, res, url.searchParams)
    if (url.pathname === exitPath) return exit(req, res, url.searchParams)
    if (url.pathname === barStylePath) return answer(res, 200, { 'Content-Type': 'text/css; charset=utf-8' }, barCss)
    if (!sessions.valid(sessionToken(req.headers.cookie, secure), now())) return refuse(res, 401, splitLocale(url.pathname).locale, 'no_session')
    const chrome = renderer.chrome().get(url.pathname)
    if (chrome !== undefined) return answer(res, 200, { 'Content-Type': 'application/json; charset=utf-8' }, chrome)
    for (const root of roots) {
      const file = fileIn(root, url.pathname)
      if (file && (await sendFile(req, res, file, { ...always, 'Content-Security-Policy': fileCsp, 'Content-Type': typeOf(file) }))) return
    }
    await page(req, res, url.pathname)
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[drafts]', error)
      if (!res.headersSent) answer(res, 500, htmlType, failedHtml(splitLocale(new URL(req.url ?? '/', 'http://preview.local').pathname).locale))
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
