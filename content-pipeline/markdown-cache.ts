// The render cache: rendered Markdown fields on disk (`.cache/markdown/` by default), so a rebuild
// renders only the fields whose text changed. An entry is keyed by a hash of the renderer's
// version, the locale and the Markdown text, and holds the HTML, the /media/ paths it references
// and the links it resolved with their answers. It is used only if every one of those links still
// resolves to the same answer without any message, so a moved or deleted link target re-renders
// the field. Fields whose rendering reported anything (an error or warning) are never stored: they
// are rendered every time, so their messages come back every time.
//
// The version hashes RENDERER_VERSION, the sources of markdown.ts and schemas/common.ts (MediaPath),
// the package-lock entries of unified/remark/rehype and everything they depend on, the site's host
// (links to it are not external) and the Node/ICU version: any change there starts an empty cache.
//
// One file, `entries.ndjson`: a header line with the format and version, then one entry a line.
// Saving rewrites it (atomically) with the entries this run used, so it never holds more than the
// current content; a run that used exactly what it loaded leaves it alone.
import { createHash } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { array, literal, object, optional, record, string, tuple, type, validate } from 'superstruct'
import type { Locale } from '../shared/config/locales.js'
import { site } from '../shared/config/site.js'
import { LinkAnswers } from './markdown-fields.js'

export const CACHE_FILE = 'entries.ndjson'
const FORMAT = 1

export type CacheEntry = { html: string; media: string[]; links: LinkAnswers }

const Header = object({ format: literal(FORMAT), version: string() })
const Line = tuple([string(), string(), array(string()), LinkAnswers])

/** The packages whose code turns Markdown into HTML (their dependencies are followed in the lock). */
const renderPackages = ['unified', 'remark-parse', 'remark-gfm', 'remark-rehype', 'rehype-sanitize', 'rehype-stringify']

const LockPackage = type({
  version: optional(string()),
  integrity: optional(string()),
  dependencies: optional(record(string(), string())),
  optionalDependencies: optional(record(string(), string())),
})
const PackageLock = type({ packages: record(string(), LockPackage) })

/**
 * `name@version integrity` of the render packages (or of `names`) and of all they depend on, as
 * package-lock.json resolves them (a dependency is looked up in the dependent's own node_modules
 * first, then up).
 */
export function lockedRenderPackages(lockText: string, names: readonly string[] = renderPackages): string[] {
  const [error, lock] = validate(JSON.parse(lockText), PackageLock)
  if (error) throw new Error(`package-lock.json: ${error.message}`)
  const found = new Set<string>()
  const locate = (from: string, name: string): string | undefined => {
    let base = from
    for (;;) {
      const candidate = `${base ? `${base}/` : ''}node_modules/${name}`
      if (Object.hasOwn(lock.packages, candidate)) return candidate
      if (!base) return undefined
      const cut = base.lastIndexOf('/node_modules/')
      base = cut < 0 ? '' : base.slice(0, cut)
    }
  }
  const visit = (from: string, name: string) => {
    const location = locate(from, name)
    if (location === undefined) throw new Error(`package-lock.json has no ${name} (needed by ${from || 'the project'})`)
    if (found.has(location)) return
    found.add(location)
    const entry = lock.packages[location]
    for (const dependency of Object.keys({ ...entry?.dependencies, ...entry?.optionalDependencies })) {
      // An optional dependency that is not installed is not in the lock either.
      if (entry?.optionalDependencies?.[dependency] !== undefined && locate(location, dependency) === undefined) continue
      visit(location, dependency)
    }
  }
  for (const name of names) visit('', name)
  return [...found].sort().map((location) => {
    const entry = lock.packages[location]
    return `${location}@${entry?.version ?? '?'} ${entry?.integrity ?? ''}`
  })
}

/**
 * Part of the render cache's version, which also hashes markdown.ts's source and the installed
 * unified/remark/rehype packages: bump it when the output changes for a reason neither shows
 * (e.g. a changed module markdown.ts imports).
 */
export const RENDERER_VERSION = 'markdown-1'

/** The renderer's version (see the top of this file), or why there is none (then nothing is cached). */
export async function markdownRendererVersion(): Promise<{ version: string } | { reason: string }> {
  const here = import.meta.url
  const extension = here.endsWith('.ts') ? '.ts' : '.js'
  try {
    const hash = createHash('sha256')
    // Node's ICU takes part too (slugs of headings are Unicode-normalized and lower-cased).
    hash.update(`${RENDERER_VERSION}\n${new URL(site.url).host}\n${process.version} icu ${process.versions.icu ?? ''} unicode ${process.versions.unicode ?? ''}\n`)
    for (const source of [`./markdown${extension}`, `./schemas/common${extension}`]) {
      hash
        .update(`${source}\n`)
        .update(await readFile(fileURLToPath(new URL(source, here))))
        .update('\n')
    }
    const lock = await readFile(fileURLToPath(new URL('../package-lock.json', here)), 'utf8')
    for (const line of lockedRenderPackages(lock)) hash.update(`${line}\n`)
    return { version: hash.digest('hex') }
  } catch (err) {
    return { reason: err instanceof Error ? err.message : String(err) }
  }
}

export type CacheStats = { loaded: number; hits: number; added: number }

const newline = 0x0a
/** Where the line that starts at `from` ends (its newline, or the end of the file). */
const lineEnd = (bytes: Buffer, from: number): number => {
  const at = bytes.indexOf(newline, from)
  return at < 0 ? bytes.length : at
}
const keyPattern = /^[A-Za-z0-9_-]{43}$/
/**
 * A line's key without decoding the line: lines start `["key",` and keys are base64url SHA-256
 * (see key()), so the key is the 43 ASCII bytes after `["`.
 */
function keyOfLine(bytes: Buffer, start: number, end: number): string | undefined {
  if (end - start < 47 || bytes[start] !== 0x5b || bytes[start + 1] !== 0x22 || bytes[start + 45] !== 0x22 || bytes[start + 46] !== 0x2c) return undefined
  const key = bytes.toString('latin1', start + 2, start + 45)
  return keyPattern.test(key) ? key : undefined
}

export class MarkdownCache {
  /** What save() writes: entries, or loaded lines kept as the file's bytes (not decoded or encoded again). */
  private readonly used = new Map<string, CacheEntry | Buffer>()
  /** Entries parsed from `loaded` lines so far (get). */
  private readonly parsed = new Map<string, CacheEntry>()
  private hits = 0
  private added = 0

  private constructor(
    readonly dir: string,
    readonly version: string,
    /** The file as read: its lines are decoded only when looked up (~35 MB at --scale 20000). */
    private bytes: Buffer,
    /** Key → where its line starts in `bytes`: a rebuild looks up the few kinds it renders, not all ~40,000 fields. */
    private loaded: Map<string, number>,
  ) {}

  /**
   * The cache in `dir` for this renderer version (empty when the file is missing, of another
   * version or unreadable; `note` says why). Lines without a key are skipped; a line is parsed
   * and checked when its key is looked up, and one that fails then is a miss (and is not kept).
   */
  static async open(dir: string, version: string): Promise<{ cache: MarkdownCache; note: string | null }> {
    const file = join(dir, CACHE_FILE)
    const entries = new Map<string, number>()
    let bytes: Buffer
    let note: string | null = null
    let skipped = 0
    try {
      bytes = await readFile(file)
      const headerEnd = lineEnd(bytes, 0)
      const [error, value] = validate(parseJson(bytes.toString('utf8', 0, headerEnd)), Header)
      if (error || value.version !== version) {
        note = error ? 'cache file has no valid header; starting empty' : 'renderer version changed; starting empty'
        bytes = Buffer.alloc(0)
      } else {
        for (let start = headerEnd + 1; start < bytes.length; ) {
          const end = lineEnd(bytes, start)
          if (end > start) {
            const key = keyOfLine(bytes, start, end)
            if (key === undefined) skipped++
            else entries.set(key, start)
          }
          start = end + 1
        }
      }
    } catch (err) {
      if (!(err instanceof Error && 'code' in err && err.code === 'ENOENT')) {
        note = `cache unreadable (${err instanceof Error ? err.message : String(err)}); starting empty`
      }
      entries.clear()
      bytes = Buffer.alloc(0)
    }
    if (skipped > 0) note = `${skipped} damaged cache line(s) skipped`
    return { cache: new MarkdownCache(dir, version, bytes, entries), note }
  }

  /** The loaded line that starts at `start`, without its newline (a view of the file's bytes). */
  private lineAt(start: number): Buffer {
    return this.bytes.subarray(start, lineEnd(this.bytes, start))
  }

  /** The key of a field: the renderer version, the locale and the text. */
  key(locale: Locale, text: string): string {
    return createHash('sha256').update(this.version).update('\n').update(locale).update('\n').update(text).digest('base64url')
  }

  /** The stored entry of `key`, if any (the caller still checks its links). */
  get(key: string): CacheEntry | undefined {
    const used = this.used.get(key)
    if (used !== undefined && !Buffer.isBuffer(used)) return used
    let entry = this.parsed.get(key)
    const start = this.loaded.get(key)
    if (entry === undefined && start !== undefined) {
      const [error, value] = validate(parseJson(this.lineAt(start).toString('utf8')), Line)
      if (error || value[0] !== key) {
        this.loaded.delete(key)
        this.used.delete(key)
        return undefined
      }
      entry = { html: value[1], media: value[2], links: value[3] }
      this.parsed.set(key, entry)
    }
    return entry
  }

  /** Marks an entry as used by this run (it is kept on save). */
  keep(key: string, entry: CacheEntry): void {
    this.hits++
    const start = this.loaded.get(key)
    this.used.set(key, start !== undefined && this.parsed.get(key) === entry ? this.lineAt(start) : entry)
  }

  /**
   * Keeps every loaded entry on save: a run that takes some kinds from the previous output
   * (reuse.ts) does not render their fields, which would otherwise leave the cache. Entries of
   * texts no field has any more then stay until a run that renders everything.
   */
  keepLoaded(): void {
    for (const [key, start] of this.loaded) if (!this.used.has(key)) this.used.set(key, this.lineAt(start))
  }

  /** A newly rendered field (one that reported nothing). */
  add(key: string, entry: CacheEntry): void {
    if (!this.used.has(key)) this.added++
    this.used.set(key, entry)
  }

  get stats(): CacheStats {
    return { loaded: this.loaded.size, hits: this.hits, added: this.added }
  }

  /**
   * Writes the entries this run used (and only those) to the cache file, atomically; returns
   * false when the file already holds exactly them. Frees the entries either way.
   */
  async save(): Promise<boolean> {
    const unchanged = this.added === 0 && this.used.size === this.loaded.size && [...this.used.keys()].every((k) => this.loaded.has(k))
    this.loaded = new Map()
    this.parsed.clear()
    if (unchanged) {
      this.used.clear()
      this.bytes = Buffer.alloc(0)
      return false
    }
    await mkdir(this.dir, { recursive: true })
    await removeStaleTemporaries(this.dir)
    const file = join(this.dir, CACHE_FILE)
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`
    const out = createWriteStream(temporary)
    try {
      // In chunks of about 1 MB: a write per entry would wait for the disk tens of thousands of times.
      const end = Buffer.from('\n')
      let chunk: Buffer[] = [Buffer.from(JSON.stringify({ format: FORMAT, version: this.version })), end]
      let size = 0
      for (const [key, entry] of this.used) {
        const line = Buffer.isBuffer(entry) ? entry : Buffer.from(JSON.stringify([key, entry.html, entry.media, entry.links]))
        chunk.push(line, end)
        size += line.length + 1
        if (size >= 1 << 20) {
          if (!out.write(Buffer.concat(chunk))) await once(out, 'drain')
          chunk = []
          size = 0
        }
      }
      out.end(Buffer.concat(chunk))
      await once(out, 'close')
      await rename(temporary, file)
    } catch (err) {
      out.destroy()
      await rm(temporary, { force: true })
      throw err
    } finally {
      this.used.clear()
      this.bytes = Buffer.alloc(0)
    }
    return true
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** Temporary files of runs killed while saving (older than an hour, so not a concurrent run's). */
async function removeStaleTemporaries(dir: string): Promise<void> {
  const names = await readdir(dir).catch(() => [])
  const now = Date.now()
  for (const name of names) {
    if (!name.startsWith(`${CACHE_FILE}.`) || !name.endsWith('.tmp')) continue
    const full = join(dir, name)
    const info = await stat(full).catch(() => undefined)
    if (info && now - info.mtimeMs > 60 * 60 * 1000) await rm(full, { force: true })
  }
}
