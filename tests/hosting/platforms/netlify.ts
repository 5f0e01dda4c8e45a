// Netlify, applying the emitted _redirects and _headers. Sources: Netlify docs "Redirects and
// rewrites" and "Redirect options" (rules top to bottom, first match wins; a rule does not apply
// where a file exists unless forced with `!`; query conditions must all be present, extra
// parameters allowed; the request's query is passed on to 200, 301 and 302 destinations; a 404
// rule shows its page with status 404; paths are case-sensitive; a rule matches with or without
// a trailing slash), the `_redirects` grammar of netlify/build packages/redirect-parser, and for
// the conditions the Netlify CLI's local router (netlify/cli rules-proxy): `Cookie` checks only that
// a named cookie exists, `Language` compares the `nf_lang` cookie or else the first language of
// Accept-Language (how production treats several languages is not documented).
//
// Netlify's own handling of a trailing slash on a path that is a file ("Pretty URLs") is not
// documented: such requests answer status 0 here, "the platform decides", and are not asserted.
// Whether `_headers` reach redirect responses is not documented either: only files get them here.
//
// An edge function emitted beside them (edge-functions/<name>.js, a map over Netlify's advice)
// runs as it is, before the rules (docs "Redirects and rewrites": edge functions take precedence
// over redirects), on the paths its `config` declares: `path` and `excludedPath` (URLPattern; the
// emitted ones are `/*` and `/prefix/*`). `context.next()` hands the request on to the rules.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { netlifyFunction } from '../../../redirects/emit/netlify.js'
import { importNetlifyFunction } from '../../../redirects/emit/testing.js'
import { cookieValue, type Platform, type PlatformAnswer, type PlatformRequest, siteFiles, safeDecode, splitUrl } from './model.js'

type Rule = { from: string; query: Record<string, string>; to: string; status: number; force: boolean; conditions: Record<string, string> }

function parseRedirects(text: string): Rule[] {
  const rules: Rule[] = []
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (!line || line.startsWith('#')) continue
    const [from = '', ...parts] = line.split(/\s+/)
    const toIndex = parts.findIndex((p) => p.startsWith('/') || /^https?:/.test(p))
    if (toIndex < 0) throw new Error(`Netlify _redirects: no destination in "${line}"`)
    const pairs = (list: string[]) =>
      Object.fromEntries(
        list.map((p) => {
          const [k = '', v = ''] = p.split('=')
          return [k, v]
        }),
      )
    const [statusPart = '301', ...conditions] = parts.slice(toIndex + 1)
    rules.push({ from, query: pairs(parts.slice(0, toIndex)), to: parts[toIndex] ?? '', status: Number(statusPart.replace('!', '')), force: statusPart.endsWith('!'), conditions: pairs(conditions) })
  }
  return rules
}

type HeaderBlock = { pattern: string; headers: [string, string][] }

function parseHeaders(text: string): HeaderBlock[] {
  const blocks: HeaderBlock[] = []
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      blocks.push({ pattern: line.trim(), headers: [] })
      continue
    }
    const colon = line.indexOf(':')
    blocks.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()])
  }
  return blocks
}

/** `/x/*` covers `/x/…`; anything else is the exact path. */
const covers = (pattern: string, path: string) => (pattern.endsWith('/*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path)

export async function netlifyPlatform(root: string, dir: string): Promise<Platform & { close(): void }> {
  const rules = parseRedirects(readFileSync(join(dir, '_redirects'), 'utf8'))
  const headerBlocks = parseHeaders(readFileSync(join(dir, '_headers'), 'utf8'))
  const files = siteFiles(root)
  // Netlify never serves its own configuration files.
  for (const own of ['/_redirects', '/_headers']) files.delete(own)

  const fileFor = (path: string): string | null => {
    const decoded = safeDecode(path)
    if (decoded === '/') return '/index.html'
    for (const candidate of [decoded, `${decoded}.html`, `${decoded}/index.html`]) if (files.has(candidate)) return candidate
    return null
  }

  function serve(path: string, file: string, status: number): PlatformAnswer {
    const headers = new Headers({ 'Content-Type': file.endsWith('.html') ? 'text/html; charset=UTF-8' : 'application/octet-stream' })
    for (const block of headerBlocks) {
      if (!covers(block.pattern, path)) continue
      // Values of several matching rules are joined (Netlify docs, "Custom headers").
      for (const [name, value] of block.headers) headers.set(name, headers.has(name) ? `${headers.get(name)}, ${value}` : value)
    }
    if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'public, max-age=0, must-revalidate')
    return { status, location: null, headers, body: readFileSync(join(root, file), 'utf8') }
  }

  function matches(rule: Rule, path: string, search: URLSearchParams, cookie: string | undefined, acceptLanguage: string | undefined): boolean {
    const from = safeDecode(rule.from)
    if (from.endsWith('/*') ? !(path === from.slice(0, -2) || path.startsWith(from.slice(0, -1))) : from !== path) return false
    if (!Object.entries(rule.query).every(([k, v]) => search.get(safeDecode(k)) === safeDecode(v))) return false
    const cookies = rule.conditions['Cookie']
    if (cookies && !cookies.split(',').some((name) => cookieValue(cookie, name) !== undefined)) return false
    const languages = rule.conditions['Language']
    if (languages) {
      const language = cookieValue(cookie, 'nf_lang') ?? (acceptLanguage ?? '').split(',')[0]?.trim().slice(0, 2).toLowerCase()
      if (!languages.split(',').includes(language ?? '')) return false
    }
    return true
  }

  function rulesAnswer(request: PlatformRequest): PlatformAnswer {
    const { path: rawPath, search } = splitUrl(request.url)
    const decoded = safeDecode(rawPath)
    // Rules match with or without trailing slashes.
    const path = decoded === '/' ? '/' : decoded.replace(/(?<=[^/])\/+$/, '')
    const params = new URLSearchParams(search)
    const existing = fileFor(decoded)
    for (const rule of rules) {
      if (existing && !rule.force) continue
      if (!matches(rule, path, params, request.cookie, request.acceptLanguage)) continue
      if (rule.status === 301 || rule.status === 302) {
        return { status: rule.status, location: rule.to.includes('?') || !search ? rule.to : rule.to + search, headers: new Headers(), body: '' }
      }
      const target = fileFor(rule.to)
      if (target) return serve(path, target, rule.status)
    }
    if (existing) return serve(decoded, existing, 200)
    if (path !== decoded && fileFor(path)) return { status: 0, location: null, headers: new Headers(), body: '' }
    return serve(decoded, '/404.html', 404)
  }

  const file = (ext: string) => join(dir, netlifyFunction.folder, `${netlifyFunction.name}.${ext}`)
  const edge = existsSync(file('js')) ? await importNetlifyFunction({ code: readFileSync(file('js'), 'utf8'), table: readFileSync(file('json'), 'utf8') }) : null
  return {
    name: 'Netlify',
    close: () => edge?.close(),
    async answer(request): Promise<PlatformAnswer> {
      if (edge) {
        const headers = new Headers()
        if (request.cookie) headers.set('Cookie', request.cookie)
        if (request.acceptLanguage) headers.set('Accept-Language', request.acceptLanguage)
        const req = new Request(`https://www.korvina.example${request.url}`, { headers })
        const passed = new Response(null, { status: 299 })
        const response = edge.runsOn(new URL(req.url).pathname) ? await edge.handler(req, { next: async () => passed }) : passed
        if (response !== passed) return { status: response.status, location: response.headers.get('Location'), headers: response.headers, body: await response.text() }
      }
      return rulesAnswer(request)
    },
  }
}
