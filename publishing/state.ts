// What a build leaves for the next rebuild, kept beside its release: the content files' hashes,
// every page's data hash and the content files its data read (the dependency map), the shells.
import { randomUUID } from 'node:crypto'
import { fileStamp } from '../shared/file-stamp.mjs'
import { sha1 } from '../shared/hash.js'
import { writeFileAtomicallySync } from '../shared/files.js'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { type Infer, object, record, string, tuple, validate } from 'superstruct'
import { localeCodes } from '../shared/config/locales.js'
import type { HeadFacts } from '../renderer/render/links.js'
import type { Shell } from '../renderer/render/shell.js'
import { releasesDir } from './publish.js'

/** What the build keeps of a family of feed and calendar files (page-data/subscriptions.ts). */
export type SubscriptionFact = {
  /** The dependency keys its content read (page-data/content.ts). */
  reads: string[]
  /** Its files' site paths. */
  files: string[]
  /** When what it shows changes with no content change (a seminar ends), ms since the epoch; null: never. */
  validUntil: number | null
}

export type BuildState = {
  version: 1
  release: string
  /** The code the release was built with (publishing/code.ts): a rebuild needs the same. */
  code?: string
  /** `{locale}/{kind}` → hash of content/generated/{locale}/{kind}.json. */
  contentHashes: Record<string, string>
  /** The API's change-feed cursor the published content was fetched at. */
  cursor: string | null
  /** Distinct sets of dependency keys pages read (page-data/content.ts); pages point into this list. */
  readSets: string[][]
  pages: Record<
    string,
    {
      folder: string
      routeKey: string
      dataHash: string
      bytes: number
      reads: number
      readList: string[]
      head: HeadFacts
      scripts: string[]
    }
  >
  shells: Record<string, Shell>
  /** Deleted pages' URLs and the list each now redirects to. */
  gone: Record<string, string>
  /** Every path the release serves besides pages (assets, media, public files): links may point to them. */
  staticPaths?: string[]
  /** What the host files were made from (hosting/redirects/build.ts hostInputsFingerprint): a rebuild with the same keeps them. */
  hostInputs?: string
  /** Hashes of the item and derived dependency keys pages read (page-data/content.ts). */
  keyHashes?: Record<string, string>
  /** What each derived value (`~name:locale`) was computed from. */
  derived?: Record<string, string[]>
  /** The feed and calendar families (page-data/subscriptions.ts): what each read and wrote (publishing/plan.ts planSubscriptions). */
  subscriptions?: Record<string, SubscriptionFact>
  /** The earliest of their `validUntil`: a rebuild after it writes them again with no content change. */
  subscriptionsValidUntil?: number | null
}

const stateFile = (release: string) => join(releasesDir, release, stateName)
// What a rebuild decides on before its content stage, apart from the state (31 MB at network
// scale, read while the content stage runs): whether the code is the same, the cursor, the content.
const headName = 'build-state-head.json'
/** The files a build keeps about itself in its release (with build-report.json): not the site. */
export const stateFileNames = (): string[] => [stateName, stateDeltaName, headName]
export type StateHead = Pick<BuildState, 'version' | 'code' | 'cursor' | 'contentHashes' | 'subscriptionsValidUntil'>

/**
 * `{locale}/{name}` → SHA-1 (base64url) of every content file in `dir`. With `stampsFile`, a file
 * whose stamp is the one recorded there keeps its recorded hash (ContentStamps), and the record is
 * written again.
 */
export function contentHashes(dir: string, stampsFile?: string): Record<string, string> {
  const known = stampsFile ? readStamps(stampsFile, dir) : {}
  const stamps: ContentStamps['files'] = {}
  const out: Record<string, string> = {}
  for (const locale of localeCodes) {
    const ld = join(dir, locale)
    if (!existsSync(ld)) continue
    for (const f of readdirSync(ld)
      .filter((n) => n.endsWith('.json'))
      .sort()) {
      const name = `${locale}/${f.slice(0, -5)}`
      const file = join(ld, f)
      const stamp = fileStamp(file)
      const before = known[name]
      const hash = before && before[0] === stamp ? before[1] : sha1(readFileSync(file))
      out[name] = hash
      stamps[name] = [stamp, hash]
    }
  }
  if (stampsFile) {
    try {
      writeFileAtomicallySync(stampsFile, JSON.stringify({ dir: resolve(dir), files: stamps } satisfies ContentStamps))
    } catch {
      // Not kept: the next run hashes every file again.
    }
  }
  return out
}

/**
 * The content files' hashes contentHashes took, with each file's stamp (inode, size, modification
 * time) then: a file with the same stamp has the same bytes. A content run links the files it
 * did not change from the previous output (the same inode), so after one edited post only that
 * kind's files are read and hashed again, not ~60 MB.
 */
const ContentStamps = object({ dir: string(), files: record(string(), tuple([string(), string()])) })
type ContentStamps = Infer<typeof ContentStamps>
export const contentStampsFile = join('.cache', 'content-hashes.json')

function readStamps(file: string, dir: string): ContentStamps['files'] {
  try {
    const [error, value] = validate(JSON.parse(readFileSync(file, 'utf8')), ContentStamps)
    return !error && value.dir === resolve(dir) ? value.files : {}
  } catch {
    return {}
  }
}

// On disk each page is an array and repeats nothing the state has elsewhere: its read set and its
// scripts are indexes into tables, its read list is the set's, and its head's URLs are written
// without the site's origin and, where one is the canonical URL, as 0. At --scale 20000 the
// pages were 25 MB of the state's 36 MB as objects, the head's origin and repeated URLs and the
// scripts' hashes most of it; the state is read by every rebuild and written by every run.
//
// A rebuild writes only what changed since the state's base (build-state.json, 21 MB at --scale
// 20000): a delta beside it (build-state-delta.json) with the pages, key hashes
// and derived values that differ from the base, the read sets added after the base's, and the
// small fields whole. Read sets keep their index from one rebuild to the next (stateOf), so a
// page no rebuild touched keeps its base entry. Once the delta is a fifth of the state, the run
// writes a whole base again, without the read sets no page reads any more.
type PackedHead = [canonical: string | null, noindex: 0 | 1, ...alternates: (string | 0)[]]
type PackedPage = [folder: string, routeKey: string, dataHash: string, bytes: number, reads: number, scripts: number, head: PackedHead]
type Page = BuildState['pages'][string]
/** The fields a delta carries whole. */
const smallFields = ['release', 'code', 'contentHashes', 'cursor', 'shells', 'gone', 'staticPaths', 'hostInputs', 'subscriptions', 'subscriptionsValidUntil'] as const
type SmallFields = Pick<BuildState, (typeof smallFields)[number]>
type PackedBase = SmallFields & {
  version: 2
  /** Names this base: a delta applies to the base it names only. */
  id: string
  origin: string
  scriptSets: string[][]
  readSets: string[][]
  pages: Record<string, PackedPage>
  keyHashes?: Record<string, string>
  derived?: Record<string, string[]>
}
type PackedDelta = {
  version: 2
  base: string
  fields: SmallFields
  origin: string
  scriptSets: string[][]
  /** Read sets after the base's: index = the base's count + the index here. */
  readSets: string[][]
  /** null: the page is gone (likewise a key or a derived value). */
  pages: Record<string, PackedPage | null>
  keyHashes: Record<string, string | null>
  derived: Record<string, string[] | null>
}

/**
 * Where a state read from disk came from: its base, and what its delta held. A rebuild over it
 * writes a delta of the same base (writeState).
 */
type StateOnDisk = { base: string; baseSets: number; pages: ReadonlySet<string>; keyHashes: ReadonlySet<string>; derived: ReadonlySet<string> }
const onDisk = new WeakMap<BuildState, StateOnDisk>()

export const stateName = 'build-state.json'
export const stateDeltaName = 'build-state-delta.json'

/** Packs pages, with a script table and the origin of their own. */
function packPages(pages: Iterable<[string, Page | null]>): { origin: string; scriptSets: string[][]; pages: Record<string, PackedPage | null> } {
  const list = [...pages]
  const first = list.find(([, p]) => p?.head.canonical)?.[1]?.head.canonical
  const origin = first && URL.canParse(first) ? new URL(first).origin : ''
  // Short: "/path" of the origin; a URL that began with "/" or "~" already is marked with a "~".
  const short = (url: string) => (origin && url.startsWith(`${origin}/`) ? url.slice(origin.length) : /^[/~]/.test(url) ? `~${url}` : url)
  const scriptSets: string[][] = []
  const scriptIndex = new Map<string, number>()
  const out: Record<string, PackedPage | null> = {}
  for (const [url, p] of list) {
    if (!p) {
      out[url] = null
      continue
    }
    const key = p.scripts.join(' ')
    let scripts = scriptIndex.get(key)
    if (scripts === undefined) {
      scripts = scriptSets.push(p.scripts) - 1
      scriptIndex.set(key, scripts)
    }
    const { canonical, alternates, noindex } = p.head
    const head: PackedHead = [canonical === null ? null : short(canonical), noindex ? 1 : 0]
    for (const [lang, href] of alternates) head.push(lang, href === canonical ? 0 : short(href))
    out[url] = [p.folder, p.routeKey, p.dataHash, p.bytes, p.reads, scripts, head]
  }
  return { origin, scriptSets, pages: out }
}

function unpackPage([folder, routeKey, dataHash, bytes, reads, scripts, head]: PackedPage, origin: string, scriptSets: string[][], readSets: string[][]): Page {
  const whole = (url: string) => (url.startsWith('/') ? origin + url : url.startsWith('~') ? url.slice(1) : url)
  const [short, noindex, ...rest] = head
  const canonical = short === null ? null : whole(short)
  const alternates: [string, string][] = []
  for (let i = 0; i + 1 < rest.length; i += 2) {
    const href = rest[i + 1]
    alternates.push([String(rest[i]), href === 0 ? (canonical ?? '') : whole(href ?? '')])
  }
  return { folder, routeKey, dataHash, bytes, reads, readList: readSets[reads] ?? [], head: { canonical, alternates, noindex: noindex === 1 }, scripts: scriptSets[scripts] ?? [] }
}

const smallOf = (s: SmallFields): SmallFields => Object.fromEntries(smallFields.flatMap((k) => (s[k] === undefined ? [] : [[k, s[k]]]))) as SmallFields

/** The state of a base and its delta (null: none), or null if the delta is of another base or the format another. */
function fromTexts(baseText: string, deltaText: string | null): BuildState | null {
  const base = JSON.parse(baseText) as PackedBase | { version: unknown }
  if (base.version !== 2 || !('id' in base)) return null
  const parsed = deltaText === null ? null : (JSON.parse(deltaText) as PackedDelta | { version: unknown })
  const delta = parsed === null ? null : isDelta(parsed) && parsed.base === base.id ? parsed : undefined
  if (delta === undefined) return null
  const readSets = delta ? base.readSets.concat(delta.readSets) : base.readSets
  const pages: BuildState['pages'] = {}
  for (const [url, p] of Object.entries(base.pages)) pages[url] = unpackPage(p, base.origin, base.scriptSets, readSets)
  const keyHashes = base.keyHashes ?? {}
  const derived = base.derived ?? {}
  if (delta) {
    for (const [url, p] of Object.entries(delta.pages)) {
      if (p) pages[url] = unpackPage(p, delta.origin, delta.scriptSets, readSets)
      else delete pages[url]
    }
    for (const [key, hash] of Object.entries(delta.keyHashes)) {
      if (hash === null) delete keyHashes[key]
      else keyHashes[key] = hash
    }
    for (const [key, sources] of Object.entries(delta.derived)) {
      if (sources === null) delete derived[key]
      else derived[key] = sources
    }
  }
  const state: BuildState = { version: 1, ...smallOf(delta ? delta.fields : base), readSets, pages, keyHashes, derived }
  onDisk.set(state, {
    base: base.id,
    baseSets: base.readSets.length,
    pages: new Set(delta ? Object.keys(delta.pages) : []),
    keyHashes: new Set(delta ? Object.keys(delta.keyHashes) : []),
    derived: new Set(delta ? Object.keys(delta.derived) : []),
  })
  return state
}

const isDelta = (d: PackedDelta | { version: unknown }): d is PackedDelta => d.version === 2 && 'base' in d

const textOrNull = (file: string): string | null => {
  try {
    return readFileSync(file, 'utf8')
  } catch (err) {
    if (err instanceof Error && 'code' in err && err.code === 'ENOENT') return null
    throw err
  }
}

/** The state in `file` (a release's build-state.json, with its delta beside it), or null: absent, unreadable, of another format. */
export function readStateFile(file: string): BuildState | null {
  try {
    return fromTexts(readFileSync(file, 'utf8'), textOrNull(join(dirname(file), stateDeltaName)))
  } catch {
    return null
  }
}

export function readState(release: string): BuildState | null {
  return readStateFile(stateFile(release))
}

/** A published state read ahead of its run; `current()`: its files are still those read. */
export type StateAhead = { release: string; state: Promise<BuildState | null>; current(): boolean }

/**
 * The release's state, read by a webhook's rebuild while it waits for its word (publishing/cli.ts
 * rebuild --wait): at network scale parsing the state and its delta took the cores the content
 * stage needed (docs/performance.md, 2026-12-08). The run takes it only while both files have
 * the stamps they had before the read (a run that committed meanwhile rewrote the delta).
 */
export function readStateAhead(release: string): StateAhead {
  const files = [stateFile(release), join(releasesDir, release, stateDeltaName)]
  const stamps = () => files.map(fileStamp).join('|')
  const before = stamps()
  const state = readStateAsync(release)
  return { release, state, current: () => stamps() === before }
}

/** readState, reading the files without holding up the thread (the parse still does). */
export async function readStateAsync(release: string): Promise<BuildState | null> {
  try {
    const [base, delta] = await Promise.all([
      readFile(stateFile(release), 'utf8'),
      readFile(join(releasesDir, release, stateDeltaName), 'utf8').catch((err: unknown) => {
        if (err instanceof Error && 'code' in err && err.code === 'ENOENT') return null
        throw err
      }),
    ])
    return fromTexts(base, delta)
  } catch {
    return null
  }
}

/** The state's head; from the state itself for a release written before heads were. */
export function readStateHead(release: string): StateHead | null {
  try {
    const h = JSON.parse(readFileSync(join(releasesDir, release, headName), 'utf8')) as StateHead
    return h.version === 1 ? h : null
  } catch {
    const s = readState(release)
    return s && headOf(s)
  }
}

const headOf = (s: BuildState): StateHead => ({ version: s.version, code: s.code, cursor: s.cursor, contentHashes: s.contentHashes, subscriptionsValidUntil: s.subscriptionsValidUntil ?? null })

/** A fifth of the state's entries (pages, read sets, key hashes, derived values) changed since its base: a rebuild writes a whole base again. */
const deltaShare = 0.2

/**
 * Into the folder a run writes (a release, or a rebuild's staging folder): a whole base, or, over
 * `published` (the state the rebuild read, whose release its folder is staged over), a delta of
 * its base. Which one it wrote. A base written over a published state comes with an empty delta,
 * which replaces the published one when the staging folder is committed.
 */
export function writeState(dir: string, state: BuildState, published?: BuildState): 'base' | 'delta' {
  const before = published && onDisk.get(published)
  const delta = before && published ? deltaOf(state, published, before) : null
  const entries = (d: { pages: object; readSets: unknown[]; keyHashes?: object; derived?: object }) =>
    Object.keys(d.pages).length + d.readSets.length + Object.keys(d.keyHashes ?? {}).length + Object.keys(d.derived ?? {}).length
  if (delta && entries(delta) <= deltaShare * entries(state)) {
    writeFileSync(join(dir, stateDeltaName), JSON.stringify(delta))
    writeFileSync(join(dir, headName), JSON.stringify(headOf(state)))
    return 'delta'
  }
  const whole = compacted(state)
  const { origin, scriptSets, pages } = packPages(Object.entries(whole.pages))
  const base: PackedBase = {
    version: 2,
    id: randomUUID(),
    ...smallOf(whole),
    origin,
    scriptSets,
    readSets: whole.readSets,
    pages: pages as Record<string, PackedPage>,
    keyHashes: whole.keyHashes ?? {},
    derived: whole.derived ?? {},
  }
  writeFileSync(join(dir, stateName), JSON.stringify(base))
  if (published) {
    const empty: PackedDelta = { version: 2, base: base.id, fields: smallOf(whole), origin: '', scriptSets: [], readSets: [], pages: {}, keyHashes: {}, derived: {} }
    writeFileSync(join(dir, stateDeltaName), JSON.stringify(empty))
  }
  writeFileSync(join(dir, headName), JSON.stringify(headOf(state)))
  return 'base'
}

/** Whether a page's facts are the published ones (unchanged pages keep the published head and scripts). */
const samePage = (a: Page | undefined, b: Page): boolean =>
  a === b ||
  (a !== undefined &&
    a.dataHash === b.dataHash &&
    a.reads === b.reads &&
    a.bytes === b.bytes &&
    a.folder === b.folder &&
    a.routeKey === b.routeKey &&
    (a.head === b.head || JSON.stringify(a.head) === JSON.stringify(b.head)) &&
    (a.scripts === b.scripts || a.scripts.join(' ') === b.scripts.join(' ')))

/** What differs between `state` and its published base: what the published delta held, and what changed since. */
function deltaOf(state: BuildState, published: BuildState, before: StateOnDisk): PackedDelta | null {
  // The read sets the published state had keep their index (stateOf): else no delta can be written.
  if (state.readSets.length < published.readSets.length || published.readSets.some((set, i) => state.readSets[i] !== set)) return null
  // Loops over keys rather than entry arrays: a rebuild's ~35,000 pages and ~60,000 key hashes are
  // nearly all the published ones (the same objects for pages: samePage), and this runs in each.
  const pages: [string, Page | null][] = []
  for (const url in state.pages) {
    const p = state.pages[url] as Page
    if (before.pages.has(url) || !samePage(published.pages[url], p)) pages.push([url, p])
  }
  // Gone now, or since the base (the published delta said so).
  for (const url in published.pages) if (!Object.hasOwn(state.pages, url)) pages.push([url, null])
  for (const url of before.pages) if (!Object.hasOwn(state.pages, url) && !Object.hasOwn(published.pages, url)) pages.push([url, null])
  const changed = <V>(now: Record<string, V>, then: Record<string, V>, kept: ReadonlySet<string>, same: (a: V, b: V) => boolean): Record<string, V | null> => {
    const out: Record<string, V | null> = {}
    for (const key in now) {
      const value = now[key] as V
      const old = then[key]
      if (kept.has(key) || old === undefined || !same(old, value)) out[key] = value
    }
    for (const key in then) if (!Object.hasOwn(now, key)) out[key] = null
    for (const key of kept) if (!Object.hasOwn(now, key)) out[key] = null
    return out
  }
  const packed = packPages(pages)
  return {
    version: 2,
    base: before.base,
    fields: smallOf(state),
    origin: packed.origin,
    scriptSets: packed.scriptSets,
    readSets: state.readSets.slice(before.baseSets),
    pages: packed.pages,
    keyHashes: changed(state.keyHashes ?? {}, published.keyHashes ?? {}, before.keyHashes, (a, b) => a === b),
    derived: changed(state.derived ?? {}, published.derived ?? {}, before.derived, (a, b) => a === b || a.join('\n') === b.join('\n')),
  }
}

/** The state with only the read sets some page reads (renumbered), and the key hashes and derived values of their keys. */
function compacted(state: BuildState): BuildState {
  const index = new Map<number, number>()
  const readSets: string[][] = []
  const pages: BuildState['pages'] = {}
  for (const [url, p] of Object.entries(state.pages)) {
    let i = index.get(p.reads)
    if (i === undefined) {
      i = readSets.push(state.readSets[p.reads] ?? []) - 1
      index.set(p.reads, i)
    }
    pages[url] = i === p.reads ? p : { ...p, reads: i }
  }
  if (readSets.length === state.readSets.length) return state
  const read = new Set(readSets.flat())
  const keyHashes = Object.fromEntries(Object.entries(state.keyHashes ?? {}).filter(([key]) => read.has(key)))
  const derived = Object.fromEntries(Object.entries(state.derived ?? {}).filter(([key]) => !key.includes('#') || read.has(key)))
  return { ...state, readSets, pages, keyHashes, derived }
}
