// Netlify's own request chain, offline: its redirect engine (`@netlify/redirects`: the
// `_redirects` grammar of `@netlify/redirect-parser` and the matcher of `netlify-redirector`, the
// WebAssembly build of the router Netlify runs), its header engine (`@netlify/headers`, over
// `@netlify/headers-parser`) and its static file server (`@netlify/static`), put together in the
// order `@netlify/dev` (the emulator `netlify dev` runs) puts them: an edge function first (on the
// paths its `config` declares), then a matching rule (a file that exists shadows an unforced one),
// then the file. What `@netlify/dev` leaves to the CLI's proxy is done here as Netlify documents it
// ("Redirects and rewrites"): a 200 or 404 rule answers its target with the rule's status, and a
// request nothing answers gets the site's /404.html with status 404.
//
// The edge function of a map over Netlify's advice runs as emitted, in Node (Netlify's bundler and
// its Deno runtime are not run), with `context.next()` handing the request on to the rest.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { HeadersHandler } from '@netlify/headers'
import { RedirectsHandler } from '@netlify/redirects'
import { StaticHandler } from '@netlify/static'
import { netlifyFunction } from '../../../hosting/redirects/emit/netlify.js'
import { importNetlifyFunction, type ImportedEdgeFunction } from '../../../hosting/redirects/emit/testing.js'

/** The files the build writes for Netlify: `_redirects`, `_headers`, and the edge function of a large map. */
export type NetlifyFiles = { redirects: string; headers: string; edge?: { code: string; table: string } | null }

export type NetlifyEngine = { answer(request: Request): Promise<Response>; close(): void }

/** A `_headers` syntax error fails the test, with Netlify's own message. */
const strict = {
  log() {},
  warn() {},
  error(message?: string) {
    throw new Error(`Netlify: ${message ?? 'error'}`)
  },
}

/**
 * The deploy: the publish folder, every entry of `root` (symlinked) but Netlify's own files, and
 * those files beside it, where the engines read them. Netlify reads `_redirects` and `_headers` at
 * deploy time and never serves them, while `@netlify/static` would serve any file of the folder.
 */
function deploy(root: string, files: NetlifyFiles, dir: string): { publish: string; config: string } {
  const publish = join(dir, 'publish')
  const config = join(dir, 'config')
  mkdirSync(publish)
  mkdirSync(config)
  for (const entry of readdirSync(root)) if (entry !== '_redirects' && entry !== '_headers') symlinkSync(resolve(root, entry), join(publish, entry))
  writeFileSync(join(config, '_redirects'), files.redirects)
  writeFileSync(join(config, '_headers'), files.headers)
  return { publish, config }
}

export async function startNetlify({ root, files }: { root: string; files: NetlifyFiles }): Promise<NetlifyEngine> {
  const dir = mkdtempSync(join(tmpdir(), 'host-netlify-'))
  const { publish, config } = deploy(root, files, dir)
  const redirects = new RedirectsHandler({ projectDir: config, publicDir: config, configRedirects: [], jwtSecret: '', jwtRoleClaim: '' })
  const headers = new HeadersHandler({ projectDir: config, logger: strict })
  const statics = new StaticHandler({ directory: publish })
  const edge: ImportedEdgeFunction | null = files.edge ? await importNetlifyFunction(files.edge) : null

  /** A file with its `_headers` (`path`: the URL whose rules apply), or undefined. */
  const file = async (request: Request, status = 200, headersOf: Request = request) => {
    const match = await statics.match(request)
    if (!match) return undefined
    const served = await match.handle()
    const response = status === served.status ? served : new Response(served.body, { status, headers: served.headers })
    await headers.apply(headersOf, response)
    return response
  }
  const notFound = async (request: Request) => (await file(new Request(new URL('/404.html', request.url)), 404, request)) ?? new Response('Not found', { status: 404 })

  /** `_redirects` and the files (what `context.next()` reaches). */
  async function rulesAndFiles(request: Request): Promise<Response> {
    const match = await redirects.match(request)
    if (match) {
      const source = match.force ? undefined : await file(request)
      if (source) return source
      if (match.redirect) return new Response(null, { status: match.statusCode, headers: { Location: match.target.pathname + match.target.search } })
      const target = await file(new Request(match.target, request), match.statusCode, new Request(match.target))
      if (target) return target
    }
    return (await file(request)) ?? notFound(request)
  }

  return {
    async answer(request) {
      if (edge?.runsOn(new URL(request.url).pathname)) return edge.handler(request, { next: () => rulesAndFiles(request) })
      return rulesAndFiles(request)
    },
    close() {
      edge?.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Netlify's files as the build wrote them to `dir` (dist/hosting/netlify, or a test's own folder). */
export function netlifyFilesIn(dir: string): NetlifyFiles {
  const fn = (ext: string) => join(dir, netlifyFunction.folder, `${netlifyFunction.name}.${ext}`)
  return {
    redirects: readFileSync(join(dir, '_redirects'), 'utf8'),
    headers: readFileSync(join(dir, '_headers'), 'utf8'),
    edge: existsSync(fn('js')) ? { code: readFileSync(fn('js'), 'utf8'), table: readFileSync(fn('json'), 'utf8') } : null,
  }
}
