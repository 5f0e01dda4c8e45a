// Editable sample content and its change feed. `POST /__control/content` (control endpoints only)
// patches or deletes one item of any content kind; every successful edit bumps the item's
// `updated_at` and is appended to the change log that `GET /api/changes?since=` serves.
// Like the other control state (faults, bot-check flags), edits live in memory for the life of
// the server: a restart, or `POST /__control/reset`, serves the original content again.
import { createHash, randomBytes } from 'node:crypto'
import { type Struct, type StructError, validate } from 'superstruct'
import { isLocale, type Locale, localeCodes } from '../../shared/config/locales.js'
import { type Change, contentKindNames } from '../../content-pipeline/schemas/changes.js'
import { contentMeta } from '../../content-pipeline/schemas/common.js'
import * as schemas from '../../content-pipeline/schemas/content.js'
import { type ContentKind, contentKinds } from '../../content-pipeline/schemas/endpoints.js'
import type { AuthoredContent, Dataset } from './dataset-types.js'
import { isRecord } from './http.js'
import { type ApiItem, type ContentIndex, projectItem } from './project.js'

/** The entity declaration of each content kind (its `item` is the struct of endpoints.ts). */
export const entities = {
  serviceGroups: schemas.serviceGroup,
  services: schemas.service,
  people: schemas.person,
  blogPosts: schemas.blogPost,
  careerPosts: schemas.careerPost,
  jobs: schemas.job,
  seminars: schemas.seminar,
  glossary: schemas.glossaryTerm,
  references: schemas.reference,
  documents: schemas.document,
  podcastEpisodes: schemas.podcastEpisode,
  podcastGuests: schemas.podcastGuest,
  pages: schemas.infoPage,
} as const satisfies Record<ContentKind, unknown>

// ---- the change log -------------------------------------------------------------------------

/**
 * The changes since the server started, oldest first, and the cursors that point into them.
 * A cursor is `{content}.{run}.{n}`: the fingerprint of the content the server started with, the
 * server run (restarts lose edits, so a position in an old run means nothing) and the number of
 * changes seen. Position 0 is the original content in every run, so a client that fetched an
 * unedited server keeps a valid cursor across restarts of the same dataset.
 */
export class ChangeLog {
  private readonly changes: Change[] = []
  private readonly run = randomBytes(6).toString('base64url')
  private content: string | undefined

  /** `fingerprint` is computed once, on the first cursor (it hashes the whole dataset). */
  constructor(private readonly fingerprint: () => string) {}

  append(change: Change): void {
    this.changes.push(change)
  }

  cursor(): string {
    const n = this.changes.length
    return `${this.fingerprintOnce()}.${n === 0 ? '0' : this.run}.${n}`
  }

  /** The changes after `cursor`, or null when it is not a cursor of this content and run (410). */
  since(cursor: string): Change[] | null {
    const m = /^([0-9a-f]{16})\.([A-Za-z0-9_-]{1,16})\.(\d{1,9})$/.exec(cursor)
    if (!m || m[1] !== this.fingerprintOnce()) return null
    const n = Number(m[3])
    if (n === 0) return [...this.changes]
    if (m[2] !== this.run || n > this.changes.length) return null
    return this.changes.slice(n)
  }

  private fingerprintOnce(): string {
    this.content ??= this.fingerprint()
    return this.content
  }
}

/** Fingerprint of a dataset's content kinds: equal datasets (same sample content, same scale and seed) give equal ones. */
export function contentFingerprint(dataset: Dataset): string {
  const hash = createHash('sha256')
  for (const kind of contentKindNames) hash.update(JSON.stringify(dataset[kind]))
  return hash.digest('hex').slice(0, 16)
}

// ---- typed replacement of one entry ---------------------------------------------------------

type Replaced = { ok: true; content: AuthoredContent } | { ok: false; error: StructError }

/** `next` null removes the entry; otherwise it must pass the kind's authoring struct, which types it. */
function replaceIn<T extends { id: number }, S>(list: readonly T[], struct: Struct<T, S>, id: number, next: unknown): { ok: true; list: T[] } | { ok: false; error: StructError } {
  if (next === null) return { ok: true, list: list.filter((e) => e.id !== id) }
  const [error, value] = validate(next, struct)
  if (error) return { ok: false, error }
  // A new entry (a draft of an item never published: DraftEditor) goes last.
  return { ok: true, list: list.some((e) => e.id === id) ? list.map((e) => (e.id === id ? value : e)) : [...list, value] }
}

function then<T>(result: { ok: true; list: T } | { ok: false; error: StructError }, build: (list: T) => AuthoredContent): Replaced {
  return result.ok ? { ok: true, content: build(result.list) } : result
}

type Replace = (c: AuthoredContent, id: number, next: unknown) => Replaced

const replacers: { [K in ContentKind]: Replace } = {
  serviceGroups: (c, id, next) => then(replaceIn(c.serviceGroups, entities.serviceGroups.authored, id, next), (serviceGroups) => ({ ...c, serviceGroups })),
  services: (c, id, next) => then(replaceIn(c.services, entities.services.authored, id, next), (services) => ({ ...c, services })),
  people: (c, id, next) => then(replaceIn(c.people, entities.people.authored, id, next), (people) => ({ ...c, people })),
  blogPosts: (c, id, next) => then(replaceIn(c.blogPosts, entities.blogPosts.authored, id, next), (blogPosts) => ({ ...c, blogPosts })),
  careerPosts: (c, id, next) => then(replaceIn(c.careerPosts, entities.careerPosts.authored, id, next), (careerPosts) => ({ ...c, careerPosts })),
  jobs: (c, id, next) => then(replaceIn(c.jobs, entities.jobs.authored, id, next), (jobs) => ({ ...c, jobs })),
  seminars: (c, id, next) => then(replaceIn(c.seminars, entities.seminars.authored, id, next), (seminars) => ({ ...c, seminars })),
  glossary: (c, id, next) => then(replaceIn(c.glossary, entities.glossary.authored, id, next), (glossary) => ({ ...c, glossary })),
  references: (c, id, next) => then(replaceIn(c.references, entities.references.authored, id, next), (references) => ({ ...c, references })),
  documents: (c, id, next) => then(replaceIn(c.documents, entities.documents.authored, id, next), (documents) => ({ ...c, documents })),
  podcastEpisodes: (c, id, next) => then(replaceIn(c.podcastEpisodes, entities.podcastEpisodes.authored, id, next), (podcastEpisodes) => ({ ...c, podcastEpisodes })),
  podcastGuests: (c, id, next) => then(replaceIn(c.podcastGuests, entities.podcastGuests.authored, id, next), (podcastGuests) => ({ ...c, podcastGuests })),
  pages: (c, id, next) => then(replaceIn(c.pages, entities.pages.authored, id, next), (pages) => ({ ...c, pages })),
}

// ---- the editor -----------------------------------------------------------------------------

export type EditResult = { status: 200; data: unknown } | { status: 400 | 404; message: string }

/** `locale` null: no locale given (shared fields only; for delete, the whole item). */
export type EditCommand = { kind: string; id: number; locale: string | null; patch: Record<string, unknown> } | { kind: string; id: number; locale: string | null; delete: true }

const metaFields: ReadonlySet<string> = new Set(Object.keys(contentMeta).filter((f) => f !== 'slug'))

function isContentKind(name: string): name is ContentKind {
  return Object.hasOwn(contentKinds, name)
}

function fieldsOf(kind: ContentKind): { shared: ReadonlySet<string>; localized: ReadonlySet<string> } {
  const entity = entities[kind]
  return { shared: new Set(Object.keys(entity.shared.schema)), localized: new Set(['slug', ...Object.keys(entity.localized.schema)]) }
}

/** An authored entry of unknown shape as the list endpoint of `locale` would serve it (for validation). */
function rawItem(entry: Record<string, unknown>, id: number, locale: Locale): Record<string, unknown> | null {
  const block = entry[locale]
  if (!isRecord(block)) return null
  const translations = localeCodes.flatMap((l) => {
    const b = entry[l]
    return isRecord(b) ? [{ locale: l, slug: b['slug'] }] : []
  })
  const item: Record<string, unknown> = { id, locale, slug: block['slug'], translations }
  for (const [key, value] of Object.entries(entry)) if (key !== 'id' && !isLocale(key)) item[key] = value
  for (const [key, value] of Object.entries(block)) if (key !== 'slug') item[key] = value
  return item
}

const bad = (message: string): EditResult => ({ status: 400, message })
const missing = (message: string): EditResult => ({ status: 404, message })

export class ContentEditor {
  readonly log: ChangeLog
  private readonly original: Dataset
  /** Items edited since start or the last reset, in the order first edited. */
  private readonly touched = new Map<string, { kind: ContentKind; id: number }>()

  constructor(
    private readonly index: ContentIndex,
    private readonly onChange: (dataset: Dataset) => void = () => {},
    private readonly now: () => Date = () => new Date(),
    /** Whether a patch of an unknown id creates the item (drafts of new items: server.ts). */
    private readonly creates = false,
  ) {
    this.original = index.dataset
    const original = this.original
    this.log = new ChangeLog(() => contentFingerprint(original))
  }

  apply(command: EditCommand): EditResult {
    const { kind: kindName, id } = command
    if (!isContentKind(kindName)) return missing(`Unknown kind ${kindName} (known: ${contentKindNames.join(', ')})`)
    const kind = kindName
    let locale: Locale | null = null
    if (command.locale !== null) {
      if (!isLocale(command.locale)) return missing(`Unknown locale ${command.locale}`)
      locale = command.locale
    }
    const entry = this.index.entry(kind, id)
    const creating = !entry && this.creates && 'patch' in command && locale !== null
    if (!entry && !creating) return missing(`No ${kind} ${id}`)
    if (locale && entry && !entry[locale] && !this.creates) return missing(`${kind} ${id} does not exist in ${locale}`)
    const at = this.now().toISOString()
    return 'patch' in command ? this.patch(kind, id, locale, command.patch, at) : this.remove(kind, id, locale, at)
  }

  private patch(kind: ContentKind, id: number, locale: Locale | null, patch: Record<string, unknown>, at: string): EditResult {
    const where = `${kind} ${id}${locale ? ` (${locale})` : ''}`
    // Only an editor that creates gets here without an entry (apply): the item starts empty.
    const entry: Record<string, unknown> = this.index.entry(kind, id) ?? { id }
    const fields = fieldsOf(kind)
    const shared: Record<string, unknown> = {}
    const localized: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(patch)) {
      if (key === 'updated_at') return bad(`${where} · updated_at: is set by the server on every change`)
      if (metaFields.has(key)) return bad(`${where} · ${key}: cannot be changed`)
      if (fields.shared.has(key)) shared[key] = value
      else if (fields.localized.has(key)) localized[key] = value
      else return bad(`${where} · ${key}: ${kind} has no such field`)
    }
    const localizedKeys = Object.keys(localized)
    if (Object.keys(shared).length + localizedKeys.length === 0) return bad(`${where}: the patch is empty`)
    if (localizedKeys.length > 0 && !locale) return bad(`${where}: localized fields (${localizedKeys.join(', ')}) need a locale`)

    const next: Record<string, unknown> = { ...entry, ...shared, updated_at: at }
    if (locale) next[locale] = { ...(isRecord(entry[locale]) ? entry[locale] : {}), ...localized }
    const problem = this.check(kind, id, next)
    if (problem) return bad(problem)
    const committed = this.commit(kind, id, next, {
      kind,
      id,
      locale: localizedKeys.length > 0 ? locale : null,
      op: 'upsert',
      updated_at: at,
    })
    if (committed) return bad(`${where}: ${committed}`)
    const saved = this.index.entry(kind, id)
    const shownIn = locale ?? localeCodes.find((l) => saved?.[l])
    const item = saved && shownIn ? projectItem(saved, shownIn) : null
    return { status: 200, data: item }
  }

  private remove(kind: ContentKind, id: number, locale: Locale | null, at: string): EditResult {
    const entry = this.index.entry(kind, id)
    if (!entry) return missing(`No ${kind} ${id}`)
    const others = localeCodes.filter((l) => l !== locale && entry[l])
    let failed: string | null
    if (!locale || others.length === 0) {
      // The whole item goes (asked so, or its last translation is deleted).
      failed = this.commit(kind, id, null, { kind, id, locale: null, op: 'delete', updated_at: at })
    } else {
      // One translation goes; the others stay, and their `translations` no longer list it.
      const next: Record<string, unknown> = { ...entry, updated_at: at }
      delete next[locale]
      failed = this.commit(kind, id, next, { kind, id, locale, op: 'delete', updated_at: at })
    }
    return failed ? bad(`${kind} ${id}: ${failed}`) : { status: 200, data: { deleted: true } }
  }

  /** The patched entry served in each of its locales must pass the pipeline's item struct; slugs stay unique. */
  private check(kind: ContentKind, id: number, next: Record<string, unknown>): string | null {
    for (const locale of localeCodes) {
      const item = rawItem(next, id, locale)
      if (!item) continue
      const [error] = contentKinds[kind].item.validate(item)
      if (error)
        return error
          .failures()
          .map((f) => `${kind} ${id} (${locale}) · ${f.path.join('.') || '(item)'}: ${f.message}`)
          .join('; ')
      const clash = this.slugClash(kind, id, locale, item)
      if (clash !== undefined) return `${kind} ${id} (${locale}) · slug: "${String(item['slug'])}" is already used by ${kind} ${clash.id}`
    }
    return null
  }

  /** Slugs are unique per kind and locale; services only within their group (their URL includes the group). */
  private slugClash(kind: ContentKind, id: number, locale: Locale, item: Record<string, unknown>): ApiItem | undefined {
    return this.index.list(kind, locale).find((other) => other.id !== id && other.slug === item['slug'] && (kind !== 'services' || other['group_id'] === item['group_id']))
  }

  /** Stores the entry (null removes it) and records the change; a message when it fails the authoring struct. */
  private commit(kind: ContentKind, id: number, next: Record<string, unknown> | null, change: Change): string | null {
    const replaced = replacers[kind](this.index.dataset, id, next)
    if (!replaced.ok) return replaced.error.message
    const dataset: Dataset = { ...this.index.dataset, ...replaced.content }
    this.index.update(dataset, [kind])
    this.onChange(dataset)
    this.log.append(change)
    const key = `${kind}/${id}`
    if (!this.touched.has(key)) this.touched.set(key, { kind, id })
    return null
  }

  /** Serves the original content again; each item edited since is in the feed as a change of the whole item. */
  reset(): void {
    if (this.touched.size === 0) return
    const at = this.now().toISOString()
    const kinds = new Set([...this.touched.values()].map((t) => t.kind))
    this.index.update(this.original, [...kinds])
    this.onChange(this.original)
    for (const { kind, id } of this.touched.values()) this.log.append({ kind, id, locale: null, op: 'upsert', updated_at: at })
    this.touched.clear()
  }
}
