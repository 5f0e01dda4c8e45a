// Checks every API answer against the structs of schemas/ (the contract), envelope first, then
// each item on its own, and records EVERY failure with its endpoint, kind, record and field,
// e.g. `GET /api/services/en · services · id 104 · faq.1.question: Expected a string, but received: null`.
import { array, object, type StructError, unknown, validate as check, type Infer, type Struct } from 'superstruct'
import type { Locale } from '../shared/config/locales.js'
import { Pagination } from './schemas/common.js'
import type { contentKinds, ContentKind } from './schemas/endpoints.js'
import { SettingsRecord, settingsRecords, type SettingsRecord as SettingsRecordType } from './schemas/settings.js'
import type { JsonAnswer } from './fetch.js'
import { fieldPath, type Issues } from './issues.js'

export type RawItem<K extends ContentKind> = Infer<(typeof contentKinds)[K]['item']>

const ListEnvelope = object({ data: array(unknown()), meta: Pagination })
const SingleEnvelope = object({ data: unknown() })

/** `GET /api/services/en`, with `?page=N` only past the first page (per_page is ours, not news). */
export function endpointOf(answer: Pick<JsonAnswer, 'path'>): string {
  const [pathname = '', query = ''] = answer.path.split('?')
  const page = new URLSearchParams(query).get('page')
  return `GET ${pathname}${page && page !== '1' ? `?page=${page}` : ''}`
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : undefined
}

/** How a record is named in messages: `id 104` when it has a usable id, else its position. */
export function subjectOf(value: unknown, index: number): string {
  const r = record(value)
  if (r && typeof r.id === 'number' && Number.isInteger(r.id)) return `id ${r.id}`
  if (r && typeof r.name === 'string' && r.name) return `record ${r.name}`
  return `item ${index}`
}

/**
 * The items of list pages that passed, by the page's body: the same object when the answer is
 * taken from the answer cache or confirmed by a 304 (incremental.ts), so a page checked before
 * in this process is not checked again. Each body belongs to one request path, hence one locale.
 */
export type PageMemo<T> = WeakMap<object, readonly T[]>

/**
 * Answer bodies this code validated whole in an earlier run: incremental.ts takes them from the
 * answer cache, whose index names the pipeline code that validated every body it holds and whose
 * body files are checked against the hash they are named by. `taken` counts the list pages
 * validateList took from it.
 */
export type TrustedAnswers = { bodies: WeakSet<object>; taken: number }

/**
 * The one place content gets its type without superstruct: a `trusted` body's value passed the
 * same struct in an earlier run of this same code (validating the ~600 cached answers again was
 * slow at network scale). Its envelope is still checked by the caller.
 */
function validatedBefore<T>(value: unknown): T {
  return value as T
}

const isTrusted = (body: unknown, trusted: TrustedAnswers | undefined): boolean => typeof body === 'object' && body !== null && trusted?.bodies.has(body) === true

/**
 * A paginated list of one locale: every page's envelope, then every item. Returns the items
 * that passed (the run stops anyway if anything failed, but later checks still get data).
 * With `memo`, a page whose every item passed is remembered, and a remembered page's items are
 * taken as they are (its envelope and page facts are still checked); so are a `trusted` page's.
 */
export function validateList<T extends { id: number; locale: string }, S>(
  kind: ContentKind,
  locale: Locale,
  pages: readonly JsonAnswer[],
  item: Struct<T, S>,
  issues: Issues,
  memo?: PageMemo<T>,
  trusted?: TrustedAnswers,
): T[] {
  const out: T[] = []
  let seen = 0
  let declaredTotal: number | undefined
  let declaredLast: number | undefined
  let envelopesOk = true
  pages.forEach((answer, pageIndex) => {
    const endpoint = endpointOf(answer)
    const [envelopeError, envelope] = check(answer.body, ListEnvelope)
    if (envelopeError) {
      for (const f of envelopeError.failures()) issues.error({ endpoint, kind, field: fieldPath(f.path) }, f.message)
      envelopesOk = false
      return
    }
    const { meta, data } = envelope
    if (meta.page !== pageIndex + 1) issues.error({ endpoint, kind, field: 'meta.page' }, `is ${meta.page}, expected ${pageIndex + 1}`)
    if (data.length > meta.per_page) issues.error({ endpoint, kind, field: 'data' }, `holds ${data.length} items, more than meta.per_page ${meta.per_page}`)
    declaredTotal ??= meta.total
    declaredLast ??= meta.last_page
    if (meta.total !== declaredTotal || meta.last_page !== declaredLast) {
      issues.error({ endpoint, kind, field: 'meta' }, `total/last_page ${meta.total}/${meta.last_page} differ from page 1's ${declaredTotal}/${declaredLast}`)
    }
    const body = typeof answer.body === 'object' && answer.body !== null ? answer.body : null
    let known = body && memo?.get(body)
    if (!known && body && trusted?.bodies.has(body)) {
      known = validatedBefore<readonly T[]>(data)
      memo?.set(body, known)
      trusted.taken++
    }
    if (known) {
      out.push(...known)
      seen += data.length
      return
    }
    const passed: T[] = []
    data.forEach((raw, index) => {
      // Named only for a message (naming copies the record: ~60,000 of them at network scale).
      const subject = () => subjectOf(raw, seen + index)
      const [error, value] = check(raw, item)
      if (error) {
        for (const f of error.failures()) issues.error({ endpoint, kind, subject: subject(), field: fieldPath(f.path) }, f.message)
        return
      }
      if (value.locale !== locale) {
        issues.error({ endpoint, kind, subject: subject(), field: 'locale' }, `is "${value.locale}" in the ${locale} list`)
        return
      }
      passed.push(value)
    })
    out.push(...passed)
    if (body && memo && passed.length === data.length) memo.set(body, passed)
    seen += data.length
  })
  const first = pages[0]
  // Only meaningful when every page could be read (otherwise `seen` is short anyway).
  if (first && envelopesOk && declaredTotal !== undefined && declaredTotal !== seen) {
    issues.error({ endpoint: endpointOf(first), kind, field: 'meta.total' }, `says ${declaredTotal} items, the pages hold ${seen}`)
  }
  return out
}

/**
 * A `{ data: ... }` answer. Failures inside an array are named by the element's id or name. A
 * `trusted` answer's data is taken as validated.
 */
export function validateSingle<T, S>(kind: string, answer: JsonAnswer, struct: Struct<T, S>, issues: Issues, trusted?: TrustedAnswers): T | undefined {
  const endpoint = endpointOf(answer)
  const [envelopeError, envelope] = check(answer.body, SingleEnvelope)
  if (envelopeError) {
    for (const f of envelopeError.failures()) issues.error({ endpoint, kind, field: fieldPath(f.path) }, f.message)
    return undefined
  }
  const data = envelope.data
  if (isTrusted(answer.body, trusted)) return validatedBefore<T>(data)
  const [error, value] = check(data, struct)
  if (!error) return value
  for (const f of error.failures()) {
    const [head, ...rest] = f.path
    if (Array.isArray(data) && typeof head === 'number') {
      issues.error({ endpoint, kind, subject: subjectOf(data[head], head), field: fieldPath(rest) }, f.message)
    } else {
      issues.error({ endpoint, kind, field: fieldPath(f.path) }, f.message)
    }
  }
  return undefined
}

function isRecordName(name: unknown): name is keyof typeof settingsRecords {
  return typeof name === 'string' && Object.hasOwn(settingsRecords, name)
}

/**
 * Settings records are a union keyed by `name`; checking the union as a whole would only say
 * "matches none of 5 shapes", so each record is checked against the shape its name selects.
 */
export function validateSettings(answer: JsonAnswer, issues: Issues, trusted?: TrustedAnswers): SettingsRecordType[] | undefined {
  const endpoint = endpointOf(answer)
  const kind = 'settings'
  const [envelopeError, envelope] = check(answer.body, object({ data: array(unknown()) }))
  if (envelopeError) {
    for (const f of envelopeError.failures()) issues.error({ endpoint, kind, field: fieldPath(f.path) }, f.message)
    return undefined
  }
  if (isTrusted(answer.body, trusted)) return validatedBefore<SettingsRecordType[]>(envelope.data)
  const out: SettingsRecordType[] = []
  let ok = true
  envelope.data.forEach((raw, index) => {
    const name = record(raw)?.name
    const subject = isRecordName(name) ? `record ${name}` : `item ${index}`
    if (!isRecordName(name)) {
      issues.error({ endpoint, kind, subject, field: 'name' }, `unknown settings record ${JSON.stringify(name)} (known: ${Object.keys(settingsRecords).join(', ')})`)
      ok = false
      return
    }
    // Only the failures matter here (the typed value comes from the union below), so any
    // struct will do as something that can validate.
    const shape: { validate(value: unknown): [StructError, undefined] | [undefined, unknown] } = settingsRecords[name]
    const [error] = shape.validate(raw)
    if (error) {
      for (const f of error.failures()) issues.error({ endpoint, kind, subject, field: fieldPath(f.path) }, f.message)
      ok = false
      return
    }
    // Passed its own shape, so the union passes too; this gives the value its union type.
    const [unionError, value] = check(raw, SettingsRecord)
    if (unionError) {
      issues.error({ endpoint, kind, subject }, unionError.message)
      ok = false
      return
    }
    out.push(value)
  })
  return ok ? out : undefined
}
