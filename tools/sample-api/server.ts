// The embedded sample API: serves the content contract of content-pipeline/schemas/endpoints.ts
// from a Dataset, the generated media, and the write endpoints of §7 with durable storage.
// Used by `npm run api`, the content pipeline's tests and the browser tests.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { buildNow, pragueDay } from '../../shared/config/clock.js'
import { site } from '../../shared/config/site.js'
import { BotCheck } from './botcheck.js'
import type { Dataset } from './dataset-types.js'
import { createFaults, type Fault, type FaultControl } from './faults.js'
import { corsHeaders, json, Router, type Ctx, type Headers, type Reply } from './http.js'
import { MediaLibrary } from './media/library.js'
import { ContentIndex } from './project.js'
import { authRoutes, Sessions } from './routes/auth.js'
import { Carts, cartRoutes, Catalog } from './routes/cart.js'
import { ContentEditor } from './editing.js'
import { contentRoutes, mediaReply } from './routes/content.js'
import { controlRoutes } from './routes/control.js'
import { FormState, formRoutes } from './routes/forms.js'
import { Store } from './store.js'
import { datasetFor } from './timeShift.js'

export type SampleApiOptions = {
  /** 0 (the default) picks a free port. */
  port?: number
  host?: string
  /** Where the write logs and uploads live; default `.sample-api-data/` in the repository root. */
  dataDir?: string
  /** Default: the hand-written sample content. */
  dataset?: Dataset
  /** Enables the /__control endpoints for browser tests. */
  control?: boolean
  /** Origins allowed by CORS besides loopback ones and the site's own URL. */
  origins?: string[]
  /** The API token that reads drafts (`?preview=1` with `Authorization: Bearer …`); default samplePreviewToken. */
  previewToken?: string
  /** The day (YYYY-MM-DD) the content is served for (timeShift.ts); default the day of BUILD_NOW or of the clock. */
  today?: string
}

/** The sample API's preview token when none is given (docs/content-api.md "Drafts"). */
export const samplePreviewToken = 'sample-preview-token'

export type SampleApi = {
  url: string
  port: number
  close(): Promise<void>
  faults: FaultControl
  store: Store
  /** The dataset the server started with, as served for `today` (edits do not change it; `content.apply` makes them). */
  dataset: Dataset
  /** The day the content is served for. */
  today: string
  /** The content editor behind `POST /__control/content` (usable without `control`, like `faults`). */
  content: ContentEditor
  /** The drafts' editor (`"draft": true`): the content `?preview=1` serves, published content plus drafts. */
  drafts: ContentEditor
  media: MediaLibrary
  bot: BotCheck
}

export const defaultDataDir = fileURLToPath(new URL('../../.sample-api-data/', import.meta.url))

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

/** The answer an injected fault produces (delays produce none: the request then goes on normally). */
function faultReply(fault: Fault): Reply | { bodyText: string } | null {
  switch (fault.kind) {
    case 'status':
      return json(fault.status, { error: 'injected_fault', status: fault.status }, fault.status === 429 ? { 'Retry-After': '1' } : undefined)
    case 'malformed':
      return { bodyText: '{"data": [{"id": 1, "locale": "cs", "slug": "nedokonc' }
    case 'delay':
      return null
  }
}

function send(req: IncomingMessage, res: ServerResponse, reply: Reply, extra: Headers): void {
  const headers: Headers = { ...extra, ...reply.headers }
  let body: Buffer | null = null
  if ('json' in reply) {
    body = Buffer.from(JSON.stringify(reply.json), 'utf8')
    headers['Content-Type'] = 'application/json; charset=utf-8'
    headers['Cache-Control'] ??= 'no-cache'
  } else if ('bytes' in reply) {
    body = reply.bytes
    headers['Content-Type'] = reply.type
  }
  if (body) headers['Content-Length'] = String(body.length)
  res.writeHead(reply.status, headers)
  res.end(req.method === 'HEAD' || !body ? undefined : body)
}

export async function startSampleApi(opts: SampleApiOptions = {}): Promise<SampleApi> {
  const today = opts.today ?? pragueDay(buildNow())
  const dataset = datasetFor(opts.dataset ?? (await import('./dataset.js')).loadSampleDataset(), today)
  const store = await Store.open(opts.dataDir ?? defaultDataDir)
  const faults = createFaults()
  const bot = new BotCheck()
  const index = new ContentIndex(dataset)
  const media = new MediaLibrary(dataset)
  const sessions = new Sessions(store)
  const catalog = new Catalog(dataset)
  const carts = new Carts(store, catalog, sessions)
  const forms = new FormState(store)
  // Edits (control endpoint) change what the content endpoints, the feed and the media serve.
  const editor = new ContentEditor(index, (edited) => media.update(edited))
  // The draft view: the published content with the drafts over it, its own change feed; it
  // creates items (drafts of items never published).
  const draftIndex = new ContentIndex(dataset)
  const drafts = new ContentEditor(draftIndex, () => {}, undefined, true)
  const previewToken = opts.previewToken ?? samplePreviewToken
  const origins = [site.url, ...(opts.origins ?? [])]

  const router = new Router()
  contentRoutes(router, index, editor.log, catalog)
  const previewRouter = new Router()
  contentRoutes(previewRouter, draftIndex, drafts.log, catalog)
  formRoutes(router, { store, state: forms, content: () => index.dataset, bot })
  authRoutes(router, sessions)
  cartRoutes(router, carts, catalog, sessions)
  const control = new Router()
  if (opts.control) controlRoutes(control, { store, faults, bot, editor, drafts })

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const method = req.method ?? 'GET'
    const url = new URL(req.url ?? '/', 'http://sample-api.local')
    const cors = corsHeaders(req.headers.origin, origins)
    if (method === 'OPTIONS') {
      send(req, res, { status: 204, empty: true }, cors)
      return
    }
    const isControl = url.pathname.startsWith('/__control/')
    if (!isControl) {
      const fault = faults.take(url.pathname)
      if (fault?.kind === 'delay') await sleep(fault.ms)
      const reply = fault ? faultReply(fault) : null
      if (reply && 'bodyText' in reply) {
        req.resume()
        res.writeHead(200, { ...cors, 'Content-Type': 'application/json; charset=utf-8' })
        res.end(reply.bodyText)
        return
      }
      if (reply) {
        req.resume()
        send(req, res, reply, cors)
        return
      }
    }
    const ctx = (params: Record<string, string>): Ctx => ({ req, method, url, params })
    if (url.pathname.startsWith('/media/') && (method === 'GET' || method === 'HEAD')) {
      send(req, res, await mediaReply(media, ctx({})), cors)
      return
    }
    // Drafts only with the API token; without it `?preview=1` says so rather than serving published content.
    const preview = !isControl && url.searchParams.get('preview') === '1'
    if (preview && req.headers.authorization !== `Bearer ${previewToken}`) {
      req.resume()
      send(req, res, json(401, { error: 'unauthorized', message: 'Drafts (?preview=1) need Authorization: Bearer <API token>' }, { 'WWW-Authenticate': 'Bearer' }), cors)
      return
    }
    const match = (isControl ? control : preview ? previewRouter : router).match(method, url.pathname)
    if (!match) {
      req.resume()
      send(req, res, json(404, { error: 'not_found', message: `No endpoint ${method} ${url.pathname}` }), cors)
      return
    }
    if ('allow' in match) {
      req.resume()
      send(req, res, json(405, { error: 'method_not_allowed' }, { Allow: match.allow.join(', ') }), cors)
      return
    }
    send(req, res, await match.handler(ctx(match.params)), cors)
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[sample-api]', error)
      if (!res.headersSent) send(req, res, json(500, { error: 'internal_error' }), corsHeaders(req.headers.origin, origins))
      else res.destroy()
    })
  })
  const host = opts.host ?? '127.0.0.1'
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port ?? 0, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? (address satisfies AddressInfo).port : 0
  const urlHost = host.includes(':') ? `[${host}]` : host
  let closing: Promise<void> | null = null
  return {
    url: `http://${urlHost}:${port}`,
    port,
    faults,
    store,
    dataset,
    today,
    content: editor,
    drafts,
    media,
    bot,
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }).then(() => store.close())
      return closing
    },
  }
}
