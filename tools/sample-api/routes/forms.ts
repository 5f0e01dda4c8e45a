// Form endpoints (§7): newsletter subscription, file upload, the contact / job request, and the
// bot-check token. Every accepted write goes to the durable store before the answer is sent.
import { createWriteStream } from 'node:fs'
import { mkdir, open, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { randomUUID } from 'node:crypto'
import busboy from 'busboy'
import { integer, is, object, string } from 'superstruct'
import { constants } from '../../../shared/config/constants.js'
import { Email, Phone } from '../../../content-pipeline/schemas/common.js'
import type { BotCheck } from '../botcheck.js'
import type { Dataset } from '../dataset-types.js'
import { badRequest, invalid, isRecord, json, readBody, type Ctx, type Reply, type Router } from '../http.js'
import { messages } from '../messages.js'
import type { Json, Store } from '../store.js'

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024

const UploadRecord = object({ id: integer(), key: string(), name: string(), path: string(), size: integer(), mime: string() })
type UploadRecord = { id: number; key: string; name: string; path: string; size: number; mime: string }
const SubscriberRecord = object({ email: string() })

/** In-memory views of the form logs (subscribers for the duplicate check, uploads by id and path). */
export class FormState {
  readonly subscribers = new Set<string>()
  readonly uploads = new Map<number, UploadRecord>()
  readonly uploadsByPath = new Map<string, UploadRecord>()

  constructor(store: Store) {
    store.subscribe('subscriber', {
      apply: (e) => {
        if (is(e.data, SubscriberRecord)) this.subscribers.add(normalizeEmail(e.data.email))
      },
      reset: () => this.subscribers.clear(),
    })
    store.subscribe('upload', {
      apply: (e) => {
        if (!is(e.data, UploadRecord)) return
        this.uploads.set(e.data.id, e.data)
        this.uploadsByPath.set(e.data.path, e.data)
      },
      reset: () => {
        this.uploads.clear()
        this.uploadsByPath.clear()
      },
    })
  }

  /** A `files` entry as the client may send it back: the upload's id, its path, or the whole answer object. */
  resolveUpload(ref: unknown): UploadRecord | undefined {
    if (typeof ref === 'number') return this.uploads.get(ref)
    if (typeof ref === 'string') return /^\d+$/.test(ref) ? this.uploads.get(Number(ref)) : this.uploadsByPath.get(ref)
    if (isRecord(ref)) {
      const byId = ref['id'] === undefined ? undefined : this.resolveUpload(ref['id'])
      const byPath = ref['path'] === undefined ? undefined : this.resolveUpload(ref['path'])
      if (byId && byPath && byId !== byPath) return undefined
      return byId ?? byPath
    }
    return undefined
  }
}

const normalizeEmail = (email: string): string => email.trim().toLowerCase()

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '')

type Errors = Record<string, string[]>
const add = (errors: Errors, field: string, message: string): void => {
  ;(errors[field] ??= []).push(message)
}

async function subscribe(store: Store, state: FormState, ctx: Ctx): Promise<Reply> {
  const body = await readBody(ctx.req)
  if (!body.ok) return body.reply
  const email = isRecord(body.value) ? text(body.value['email']) : ''
  if (!email) return invalid({ email: [messages.required] })
  if (!is(email, Email)) return invalid({ email: [messages.email] })
  // The duplicate check runs inside the log's lock, so two simultaneous posts cannot both succeed.
  const entry = await store.append('subscriber', () => (state.subscribers.has(normalizeEmail(email)) ? undefined : { email }))
  return entry ? json(200, { success: true }) : json(200, { error: 'already_exists' })
}

function safeName(name: string): string {
  const base = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+/, '')
  return base.slice(-120) || 'soubor'
}

/** `POST /api/filemanager/upload/file`: one multipart file, stored under {dataDir}/uploads/{key}/. */
async function upload(store: Store, ctx: Ctx): Promise<Reply> {
  const type = ctx.req.headers['content-type'] ?? ''
  if (!type.startsWith('multipart/form-data')) {
    ctx.req.resume()
    return invalid({ file: [messages.required] })
  }
  let parser: busboy.Busboy
  try {
    // busboy flags a file that *reaches* fileSize, so allow one byte more than the maximum;
    // filenames arrive as raw UTF-8 from browsers.
    parser = busboy({ headers: ctx.req.headers, defParamCharset: 'utf8', limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 20 } })
  } catch {
    ctx.req.resume()
    return badRequest('Malformed multipart body')
  }
  const key = randomUUID()
  const dir = join(store.dir, 'uploads', key)
  // A holder object: the callback assigns it, and TS would otherwise narrow a `let` to its initial null.
  const slot: { saved: Promise<{ name: string; mime: string; size: number; truncated: boolean }> | null } = { saved: null }
  parser.on('file', (field, stream, info) => {
    if (field !== 'file' || slot.saved) {
      stream.resume()
      return
    }
    const name = safeName(info.filename || 'soubor')
    const file = join(dir, name)
    let truncated = false
    stream.on('limit', () => (truncated = true))
    // pipeline() attaches its error listener only after mkdir; a body cut short errors the stream
    // before that, and an 'error' without a listener would crash the whole server.
    stream.on('error', () => undefined)
    // No 'data' listener here: it would start the flow before the file stream is attached.
    slot.saved = mkdir(dir, { recursive: true })
      .then(() => pipeline(stream, createWriteStream(file)))
      .then(async () => {
        const handle = await open(file, 'r')
        try {
          await handle.sync()
          const { size } = await handle.stat()
          return { name: info.filename || name, mime: info.mimeType || 'application/octet-stream', size, truncated }
        } finally {
          await handle.close()
        }
      })
    // Awaited below, but only after the parser is done: mark it handled so an early rejection is
    // not an unhandled one (which would end the process).
    slot.saved.catch(() => undefined)
  })
  const done = new Promise<void>((resolve, reject) => {
    parser.on('close', resolve)
    parser.on('error', reject)
  })
  ctx.req.pipe(parser)
  try {
    await done
  } catch {
    // Let the file write settle first, or it could recreate the folder after the rm.
    await slot.saved?.catch(() => undefined)
    await rm(dir, { recursive: true, force: true })
    return badRequest('Malformed multipart body')
  }
  if (!slot.saved) return invalid({ file: [messages.required] })
  const result = await slot.saved
  if (result.truncated) {
    await rm(dir, { recursive: true, force: true })
    return invalid({ file: [messages.fileTooLarge(MAX_UPLOAD_BYTES / 1024 / 1024)] })
  }
  const path = `/uploads/${key}/${safeName(result.name)}`
  const entry = await store.append('upload', (seq) => ({ id: seq, key, name: result.name, path, size: result.size, mime: result.mime }))
  const record = entry?.data
  if (!is(record, UploadRecord)) return json(500, { error: 'upload_not_stored' })
  const { id, name, size, mime } = record
  return json(200, [{ id, name, path, size, mime }])
}

/** Server-side rules of the contact / job form (§5 lists the client's; these mirror and extend them). */
function checkUserRequest(body: Record<string, unknown>, state: FormState, dataset: Dataset, bot: BotCheck): Errors {
  const errors: Errors = {}
  for (const field of ['firstname', 'lastname', 'email', 'phone'] as const) {
    if (!text(body[field])) add(errors, field, messages.required)
  }
  const email = text(body['email'])
  if (email && !is(email, Email)) add(errors, 'email', messages.email)
  const phone = text(body['phone'])
  if (phone && !is(phone, Phone)) add(errors, 'phone', messages.numeric)
  for (const [field, max] of [
    ['firstname', 100],
    ['lastname', 100],
    ['company', 200],
    ['content', constants.messageMaxLength],
  ] as const) {
    const v = body[field]
    if (v !== undefined && v !== null && typeof v !== 'string') add(errors, field, messages.invalidChoice)
    else if (typeof v === 'string' && v.length > max) add(errors, field, messages.max(max))
  }
  const type = body['type']
  if (type !== undefined && (typeof type !== 'string' || !/^[a-z_-]{1,32}$/.test(type))) add(errors, 'type', messages.invalidChoice)

  const files = body['files']
  if (files !== undefined && files !== null) {
    if (!Array.isArray(files)) add(errors, 'files', messages.invalidChoice)
    else if (files.some((f) => !state.resolveUpload(f))) add(errors, 'files', messages.fileMissing)
  }

  // service_id is the service group of the page the form was sent from; subservice_slug one of its services.
  const serviceId = body['service_id']
  let groupId: number | null = null
  if (serviceId !== undefined && serviceId !== null && serviceId !== '') {
    groupId = typeof serviceId === 'number' ? serviceId : /^\d+$/.test(text(serviceId)) ? Number(text(serviceId)) : NaN
    if (!dataset.serviceGroups.some((g) => g.id === groupId)) add(errors, 'service_id', messages.invalidChoice)
  }
  const sub = body['subservice_slug']
  if (sub !== undefined && sub !== null && sub !== '') {
    const slug = text(sub)
    const known = dataset.services.some((s) => (groupId === null || s.group_id === groupId) && (s.cs?.slug === slug || s.en?.slug === slug))
    if (!known) add(errors, 'subservice_slug', messages.invalidChoice)
  }

  const token = text(body['g-recaptcha-response'])
  if (!token) add(errors, 'g-recaptcha-response', messages.required)
  else if (!bot.verify(token, 'login')) add(errors, 'g-recaptcha-response', messages.botCheck)
  return errors
}

function toJson(value: unknown): Json {
  return JSON.parse(JSON.stringify(value ?? null))
}

/** `content`: the content as it is now (the control endpoint may have edited it). */
export function formRoutes(router: Router, deps: { store: Store; state: FormState; content: () => Dataset; bot: BotCheck }): void {
  const { store, state, content, bot } = deps
  router.add('POST', '/api/subscriber/save', (ctx) => subscribe(store, state, ctx))
  router.add('POST', '/api/filemanager/upload/file', (ctx) => upload(store, ctx))
  router.add('GET', '/api/bot-check/token', (ctx) => {
    if (bot.flags.unavailable) return json(503, { error: 'unavailable' })
    const action = ctx.url.searchParams.get('action') ?? ''
    if (!/^[A-Za-z_/]{1,64}$/.test(action)) return badRequest('action is required')
    return json(200, bot.issue(action))
  })
  router.add('POST', '/api/user-request/save', async (ctx) => {
    const read = await readBody(ctx.req)
    if (!read.ok) return read.reply
    if (!isRecord(read.value)) return badRequest('The body must be a JSON object')
    const body = read.value
    const errors = checkUserRequest(body, state, content(), bot)
    if (Object.keys(errors).length > 0) return invalid(errors)
    const files = Array.isArray(body['files']) ? body['files'].flatMap((f) => state.resolveUpload(f) ?? []) : []
    // Stored as sent (the browser tests read back what the form posted), plus the resolved files.
    const entry = await store.append('user-request', (seq) => ({ id: seq, body: toJson(body), files: toJson(files) }))
    return json(200, { success: true, data: { id: entry?.seq ?? 0 } })
  })
}
