// Cloudflare Pages, applying the emitted _redirects, _headers, _routes.json and running the
// emitted _worker.js itself. Sources: Cloudflare docs "Redirects", "Headers", "Functions routing"
// (_routes.json) and "Advanced mode" (_worker.js, env.ASSETS), and for what the docs leave out the
// asset server those docs describe, cloudflare/workers-sdk packages/pages-shared
// (asset-server/handler.ts, rulesEngine.ts; metadata-generator/parseRedirects.ts): static rules are
// looked up by the exact path and win; a dynamic rule after the first one makes every later rule
// dynamic; a redirect keeps the request's query unless its destination has one; `/x/` of a file
// `x.html` answers 308 to `/x`; a miss walks up the path for the nearest 404.html; every answer
// of the asset server, redirects and 404s included, gets the _headers rules, while a worker's own
// answers get none.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { array, assert, literal, string, type } from 'superstruct'
import { type Platform, type PlatformAnswer, siteFiles, safeDecode } from './model.js'

/** _routes.json (Cloudflare docs, "Functions routing"): version 1, include and exclude patterns. */
const RoutesJson = type({ version: literal(1), include: array(string()), exclude: array(string()) })

type Assets = { fetch(request: Request): Promise<Response> }
type Worker = { fetch(request: Request, env: { ASSETS: Assets }): Promise<Response> }

/** rulesEngine.ts: `*` is a greedy splat, `:name` one non-empty segment, the rest literal. */
function ruleRegex(rule: string): RegExp {
  const escaped = rule
    .split('*')
    .map((part) => part.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&'))
    .join('(?<splat>.*)')
  return new RegExp(`^${escaped.replace(/:([A-Za-z]\w*)/g, '(?<$1>[^/]+)')}$`)
}
const fill = (to: string, groups: Record<string, string | undefined>) => to.replace(/:([A-Za-z]\w*)/g, (all, name: string) => groups[name] ?? all)

type RedirectRule = { from: string; to: string; status: number }

function parseRedirects(text: string): { statics: Map<string, RedirectRule>; dynamics: { regex: RegExp; rule: RedirectRule }[] } {
  const statics = new Map<string, RedirectRule>()
  const dynamics: { regex: RegExp; rule: RedirectRule }[] = []
  let staticAllowed = true
  const seen = new Set<string>()
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (!line || line.startsWith('#')) continue
    const [from = '', to = '', status = '302'] = line.split(/\s+/)
    if (seen.has(from)) continue
    seen.add(from)
    const rule = { from, to, status: Number(status) }
    if (staticAllowed && !from.includes('*') && !/:[A-Za-z]\w*/.test(from)) statics.set(from, rule)
    else {
      staticAllowed = false
      dynamics.push({ regex: ruleRegex(from), rule })
    }
  }
  return { statics, dynamics }
}

function parseHeaders(text: string): { regex: RegExp; headers: [string, string][] }[] {
  const blocks: { regex: RegExp; headers: [string, string][] }[] = []
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      blocks.push({ regex: ruleRegex(line.trim()), headers: [] })
      continue
    }
    const colon = line.indexOf(':')
    blocks.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()])
  }
  return blocks
}

function isWorker(value: unknown): value is Worker {
  return typeof value === 'object' && value !== null && 'fetch' in value && typeof value.fetch === 'function'
}

export async function cloudflarePlatform(root: string, dir: string): Promise<Platform & { close(): void }> {
  const files = siteFiles(root)
  for (const own of ['/_redirects', '/_headers', '/_worker.js', '/_routes.json']) files.delete(own)
  const { statics, dynamics } = parseRedirects(readFileSync(join(dir, '_redirects'), 'utf8'))
  const headerRules = parseHeaders(readFileSync(join(dir, '_headers'), 'utf8'))
  const routes: unknown = JSON.parse(readFileSync(join(dir, '_routes.json'), 'utf8'))
  assert(routes, RoutesJson)
  const include = routes.include.map(ruleRegex)
  const exclude = routes.exclude.map(ruleRegex)
  // The emitted worker, run as it is.
  const workerDir = mkdtempSync(join(tmpdir(), 'cf-worker-'))
  const workerFile = join(workerDir, '_worker.mjs')
  writeFileSync(workerFile, readFileSync(join(dir, '_worker.js')))
  const mod: unknown = await import(pathToFileURL(workerFile).href)
  const worker = typeof mod === 'object' && mod !== null && 'default' in mod ? mod.default : undefined
  if (!isWorker(worker)) throw new Error('_worker.js has no default export with fetch()')

  const respond = (status: number, headers: Record<string, string>, body: BodyInit | null = null) => new Response(body, { status, headers })
  const serve = (file: string) =>
    respond(
      200,
      {
        'Content-Type': file.endsWith('.html') ? 'text/html; charset=utf-8' : 'application/octet-stream',
        'Cache-Control': 'public, max-age=0, must-revalidate',
      },
      readFileSync(join(root, file)),
    )

  function notFound(pathname: string): Response {
    let cwd = pathname
    while (cwd) {
      cwd = cwd.slice(0, cwd.lastIndexOf('/'))
      const page = `${cwd}/404.html`
      if (files.has(page)) return respond(404, { 'Content-Type': 'text/html; charset=utf-8' }, readFileSync(join(root, page)))
    }
    return respond(404, {})
  }

  /** handler.ts generateResponse: redirects, then the HTML handling of the files. */
  function generate(request: Request): Response {
    const url = new URL(request.url)
    const { search } = url
    let pathname = url.pathname
    const dynamic = () => {
      for (const { regex, rule } of dynamics) {
        const m = regex.exec(pathname)
        if (m) return { ...rule, to: fill(rule.to, m.groups ?? {}) }
      }
      return undefined
    }
    const match = statics.get(pathname) ?? dynamic()
    if (match) {
      const destination = new URL(match.to, request.url)
      if (match.status === 200) pathname = destination.pathname
      else return respond(match.status, { Location: `${destination.pathname}${destination.search || search}${destination.hash}` })
    }
    pathname = safeDecode(pathname)
    const has = (p: string) => files.has(p)
    if (pathname.endsWith('/')) {
      if (has(`${pathname}index.html`)) return serve(`${pathname}index.html`)
      if (pathname.endsWith('/index/')) return respond(308, { Location: `/${pathname.slice(1, -'index/'.length)}${search}` })
      if (has(pathname.replace(/\/$/, '.html'))) return respond(308, { Location: `/${pathname.slice(1, -1)}${search}` })
      return notFound(pathname)
    }
    if (has(pathname)) {
      if (!pathname.endsWith('.html')) return serve(pathname)
      const clean = pathname.slice(0, -'.html'.length)
      if (clean.endsWith('/index')) return respond(308, { Location: `${clean.replace(/\/index$/, '/')}${search}` })
      if (has(clean) || clean === '/') return serve(pathname)
      return respond(308, { Location: `${clean}${search}` })
    }
    if (pathname.endsWith('/index')) return respond(308, { Location: `/${pathname.slice(1, -'index'.length)}${search}` })
    if (has(`${pathname}.html`)) return serve(`${pathname}.html`)
    if (has(`${pathname}/index.html`)) return respond(308, { Location: `${pathname}/${search}` })
    return notFound(pathname)
  }

  /** handler.ts attachHeaders: the platform's defaults, then every matching _headers rule. */
  const assets: Assets = {
    async fetch(request) {
      const response = generate(request)
      const headers = new Headers(response.headers)
      headers.set('access-control-allow-origin', '*')
      headers.set('referrer-policy', 'strict-origin-when-cross-origin')
      if (headers.has('content-type')) headers.set('x-content-type-options', 'nosniff')
      const set = new Set<string>()
      const path = new URL(request.url).pathname
      for (const block of headerRules) {
        if (!block.regex.test(path)) continue
        for (const [name, value] of block.headers) {
          if (set.has(name.toLowerCase())) headers.append(name, value)
          else {
            headers.set(name, value)
            set.add(name.toLowerCase())
          }
        }
      }
      return new Response(response.body, { status: response.status, headers })
    },
  }

  return {
    name: 'Cloudflare Pages',
    close: () => rmSync(workerDir, { recursive: true, force: true }),
    async answer(request): Promise<PlatformAnswer> {
      const headers = new Headers()
      if (request.cookie) headers.set('Cookie', request.cookie)
      if (request.acceptLanguage) headers.set('Accept-Language', request.acceptLanguage)
      // The path as sent (a leading `//` is a path here, not a host).
      const req = new Request(`https://www.korvina.example${request.url}`, { headers })
      const path = new URL(req.url).pathname
      const routed = include.some((r) => r.test(path)) && !exclude.some((r) => r.test(path))
      const response = routed ? await worker.fetch(req, { ASSETS: assets }) : await assets.fetch(req)
      return { status: response.status, location: response.headers.get('Location'), headers: response.headers, body: await response.text() }
    },
  }
}
