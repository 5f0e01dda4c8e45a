// The answer cache on disk (incremental.ts uses it): an index (`cacheFile`: cursor, lists, each
// answer's ETag and the hash of its body) and the bodies, one file each named by that hash, in a
// folder beside it (`.cache/content-source.bodies/{sha1}.json`). A run writes the few bodies that
// changed, not the whole ~50 MB of a network-scale API again, and reads a body only when an answer
// of it is first used. The index is versioned (`version: 2`): a cache in another format is ignored.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { mkdir, readdir, readFile, rm } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { array, literal, nullable, object, optional, record, string, validate, type Infer } from 'superstruct'
import { writeFileAtomically } from '../shared/files.js'

/**
 * The cache as a run uses it; `source` names the API it came from (answers of another API are
 * never reused). On disk it is SourceIndex and the bodies' files (readSourceCache, writeSourceCache).
 */
export type SourceCache = {
  source: string
  cursor: string
  /** Request path (`/api/jobs/cs?page=1&per_page=100`, `/api/settings/en`) → ETag and parsed body. */
  answers: Record<string, CacheEntry>
  /** List path (`/api/jobs/cs`) → its page request paths, page 1 first. */
  lists: Record<string, string[]>
  /**
   * The pipeline code (fingerprint.ts pipelineCodeFingerprint) every answer passed validation
   * with; null: not known, every answer is validated again. A run of the same code takes the
   * cached answers as validated (validate.ts TrustedAnswers).
   */
  validatedBy: string | null
  /** The bodies on disk this cache was read from (or is kept with): what it need not parse or write again. */
  stored?: StoredBodies
}

export type CacheEntry = { etag: string | null; body: unknown }

/** The cache file's shape (an index): each answer's body is the hash naming its file in the bodies folder. */
const SourceIndex = object({
  version: literal(2),
  source: string(),
  cursor: string(),
  answers: record(string(), object({ etag: nullable(string()), body: string() })),
  lists: record(string(), array(string())),
  validatedBy: optional(string()),
})

const bodiesDir = (file: string) => join(dirname(file), `${basename(file).replace(/\.json$/, '')}.bodies`)
/** Of a body's text as stored (UTF-8): a string or the bytes read give the same hash. */
const bodyHash = (text: string | Uint8Array) => createHash('sha1').update(text).digest('hex')

/**
 * A bodies folder as one cache read knows it: which bodies are there intact, the hash of each
 * answer and body read from it or written to it (a body taken from the cache is not serialized
 * again to be stored, nor written again), and the bodies parsed so far. A body is read, checked
 * against its hash and parsed when first asked for (a narrow run never asks for the lists of kinds
 * that did not change: ~60 % of the bytes after an edited post); `onParse` hooks see each body as
 * it is parsed (incremental.ts trustValidated). `damaged`: why a body could not be used, once one could not.
 */
export class StoredBodies {
  readonly intact = new Set<string>()
  readonly hashOf = new WeakMap<object, string>()
  readonly parsed: object[] = []
  readonly onParse: ((body: object) => void)[] = []
  damaged: string | null = null
  private readonly bodies = new Map<string, unknown>()

  constructor(readonly dir: string) {}

  /** The body named `hash`, read and checked on first use; one missing or damaged throws. */
  body(hash: string): unknown {
    if (this.bodies.has(hash)) return this.bodies.get(hash)
    let bytes: Buffer
    try {
      bytes = readFileSync(join(this.dir, `${hash}.json`))
      // Hashed as the bytes read: a string would be encoded to UTF-8 again to be hashed.
      if (bodyHash(bytes) !== hash) throw new Error(`the body ${hash} is damaged`)
    } catch (err) {
      this.intact.delete(hash)
      this.damaged ??= `cache unusable: ${err instanceof Error && 'code' in err ? `the body ${hash} is damaged (${String(err.code)})` : err instanceof Error ? err.message : String(err)}`
      throw err
    }
    const body: unknown = JSON.parse(bytes.toString('utf8'))
    this.bodies.set(hash, body)
    if (typeof body === 'object' && body !== null) {
      this.hashOf.set(body, hash)
      this.parsed.push(body)
      for (const hook of this.onParse) hook(body)
    }
    return body
  }
}

const unusable = (err: unknown) => ({ reason: `cache unusable: ${err instanceof Error ? err.message : String(err)}` })

/**
 * The cache, or why it cannot be used (absent, unreadable, another API, another format). A body
 * is read when first asked for: one missing or not what its name says (a disk error, a hand edit)
 * throws then, which fails the collection that asked, and the run fetches everything again
 * (collectSourceIncremental, with the reason `cache unusable: the body … is damaged`).
 */
export async function readSourceCache(file: string, sourceId: string): Promise<{ cache: SourceCache } | { reason: string }> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (err) {
    if (err instanceof Error && 'code' in err && err.code === 'ENOENT') return { reason: 'no cache' }
    return unusable(err)
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (err) {
    return unusable(err)
  }
  const [error, index] = validate(parsed, SourceIndex)
  if (error) return unusable(error)
  if (index.source !== sourceId) return { reason: `cache unusable: it is of ${index.source}, not ${sourceId}` }
  // Known intact only what this read names (a body found damaged is written again).
  const stored = new StoredBodies(bodiesDir(file))
  const answers: SourceCache['answers'] = {}
  for (const [path, a] of Object.entries(index.answers)) {
    stored.intact.add(a.body)
    const answer = {
      etag: a.etag,
      get body(): unknown {
        return stored.body(a.body)
      },
    }
    stored.hashOf.set(answer, a.body)
    answers[path] = answer
  }
  return { cache: { source: index.source, cursor: index.cursor, answers, lists: index.lists, validatedBy: index.validatedBy ?? null, stored } }
}

/**
 * Writes the cache: the bodies it lacks (each to a temporary file, then renamed), then the index
 * the same way, then removes the bodies no answer names any more. A run stopped half-way leaves
 * the previous index, whose bodies are all still there.
 */
export async function writeSourceCache(file: string, cache: SourceCache): Promise<void> {
  const dir = bodiesDir(file)
  await mkdir(dir, { recursive: true })
  // What the cache was read from is known only if it is this folder.
  const stored = cache.stored?.dir === dir ? cache.stored : new StoredBodies(dir)
  const answers: Infer<typeof SourceIndex>['answers'] = {}
  for (const [path, a] of Object.entries(cache.answers)) {
    // An answer read from the cache is known by its hash without parsing its body.
    let hash = stored.hashOf.get(a) ?? (typeof a.body === 'object' && a.body !== null ? stored.hashOf.get(a.body) : undefined)
    if (hash === undefined || !stored.intact.has(hash)) {
      const text = JSON.stringify(a.body)
      hash = bodyHash(text)
      if (!stored.intact.has(hash)) {
        await writeFileAtomically(join(dir, `${hash}.json`), text)
        stored.intact.add(hash)
      }
      if (typeof a.body === 'object' && a.body !== null) stored.hashOf.set(a.body, hash)
    }
    answers[path] = { etag: a.etag, body: hash }
  }
  const index: Infer<typeof SourceIndex> = {
    version: 2,
    source: cache.source,
    cursor: cache.cursor,
    answers,
    lists: cache.lists,
    ...(cache.validatedBy === null ? {} : { validatedBy: cache.validatedBy }),
  }
  await writeFileAtomically(file, JSON.stringify(index))
  const named = new Set(Object.values(answers).map((a) => a.body))
  for (const name of await readdir(dir)) {
    const hash = name.replace(/\.json$/, '')
    if (named.has(hash)) continue
    await rm(join(dir, name), { force: true })
    stored.intact.delete(hash)
  }
}
