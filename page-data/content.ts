// Reads the pipeline's output (content/generated) at build time. Pages' +data hooks run on
// the server only, so this never reaches the browser.
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { render } from 'vike/abort'
import { isLocale, type Locale } from '../config/locales.js'
import { validate } from 'superstruct'
import { ItemHashesEntry, itemHashesFile, ItemHashesFrame, itemId, itemTextHash } from '../content-pipeline/itemHashes.js'
import { generatedDir, type LocaleContent } from '../content-pipeline/model.js'
import { sha1 } from '../shared/hash.js'
import { derivedSources, parseDependencyKey } from './dependencyKey.js'

const cache = new Map<string, unknown>()
// Where the content is read from: the build's content/generated, or the editors' preview's own
// folder of draft content (drafts/, through useContentDir).
let contentDir = generatedDir
// Bumped by forgetContent, which drops the per-locale memos computed before.
let generation = 0

/**
 * Drops every content file read so far and what was computed from them (perLocale memos; the
 * id and group indexes go with their arrays). The build's page workers call it after listing the
 * pages, which reads every locale, so that a worker rendering one locale holds only that one.
 */
export function forgetContent(): void {
  cache.clear()
  proxies.clear()
  keyHashes.clear()
  writtenHashes = undefined
  writtenTable = undefined
  itemIdentity = new WeakMap()
  generation++
  // Dropped now rather than on their next use: a value never asked for again would stay in memory.
  for (const memo of memos.values()) {
    memo.values.clear()
    memo.generation = generation
  }
  for (const memo of itemMemos.values()) memo.values.clear()
  freshItems.length = 0
}

// The build's dependency map (build/render/writer.ts, build/stages.ts): what a page's data read,
// as keys a rebuild can test one by one:
//   cs/blogPosts             the whole file: the page iterated it, searched it, serialized it
//   cs/blogPosts#12          one item (byId, itemAt) or one property of an object file (images)
//   ~postsByAuthor:cs        a value derived per locale (perLocale), as a whole
//   ~postsByAuthor:cs#7      one entry of a keyed derived value (perLocaleKeyed), or a value
//                            derived per item (perLocaleItem), with sources of its own
// A rebuild re-renders a page when one of its keys has another hash than in the published build
// (dependencyHash), testing only keys whose content files changed (isDirty).
let reads: Set<string> | null = null

const record = (key: string) => {
  reads?.add(key)
}

/** Runs `fn` and returns what it returned plus every dependency key it read. */
export async function trackReads<T>(fn: () => Promise<T> | T): Promise<{ value: T; reads: string[] }> {
  const outer = reads
  const mine = new Set<string>()
  reads = mine
  try {
    const value = await fn()
    return { value, reads: [...mine].sort() }
  } finally {
    reads = outer
    if (outer) for (const r of mine) outer.add(r)
  }
}

type Memo = { compute: (locale: Locale) => unknown; values: Map<Locale, { value: unknown; reads: string[] }>; generation: number }
const memos = new Map<string, Memo>()

function memoValue(name: string, locale: Locale): unknown {
  const memo = memos.get(name)
  if (!memo) throw new Error(`no derived value named ${name}`)
  if (memo.generation !== generation) {
    memo.values.clear()
    memo.generation = generation
  }
  let hit = memo.values.get(locale)
  if (!hit) {
    hit = withOwnReads(() => memo.compute(locale))
    memo.values.set(locale, hit)
  }
  return hit.value
}

/** Runs `compute` recording what it reads as its own (a derived value's sources), not the caller's. */
function withOwnReads(compute: () => unknown): { value: unknown; reads: string[] } {
  const outer = reads
  const mine = new Set<string>()
  reads = mine
  try {
    return { value: compute(), reads: [...mine].sort() }
  } finally {
    reads = outer
  }
}

function defineMemo(name: string, compute: (locale: Locale) => unknown): void {
  if (memos.has(name)) throw new Error(`two derived values are named ${name}`)
  memos.set(name, { compute, values: new Map(), generation })
}

/**
 * A per-locale value computed once per process (the layout's chrome, indexes). A page that uses
 * it depends on the value (`~name:locale`), not on everything it was computed from.
 */
export function perLocale<T>(name: string, compute: (locale: Locale) => T): (locale: Locale) => T {
  defineMemo(name, compute)
  return (locale) => {
    record(`~${name}:${locale}`)
    return memoValue(name, locale) as T
  }
}

/** A per-locale map computed once per process; a page depends only on the entries it gets (`~name:locale#key`). */
export function perLocaleKeyed<K extends string | number, V>(name: string, compute: (locale: Locale) => Map<K, V>): (locale: Locale, key: K) => V | undefined {
  defineMemo(name, compute)
  return (locale, key) => {
    record(`~${name}:${locale}#${key}`)
    return (memoValue(name, locale) as Map<K, V>).get(key)
  }
}

type ItemMemo = { compute: (locale: Locale, id: number) => unknown; values: Map<string, { value: unknown; reads: string[] }> }
const itemMemos = new Map<string, ItemMemo>()
// Item values computed since derivedReads last said what they read: their key (`~name:locale#id`) and reads.
const freshItems: [string, string[]][] = []

function itemValue(name: string, locale: Locale, id: number): unknown {
  const memo = itemMemos.get(name)
  if (!memo) throw new Error(`no derived value named ${name}`)
  const at = `${locale}#${id}`
  let hit = memo.values.get(at)
  if (!hit) {
    hit = withOwnReads(() => memo.compute(locale, id))
    memo.values.set(at, hit)
    freshItems.push([`~${name}:${at}`, hit.reads])
  }
  return hit.value
}

/**
 * A value derived from one item (a post's teaser), computed when first asked for, from what it
 * alone reads. A page depends on it (`~name:locale#id`) and it on its own sources (the build
 * state keeps them per item), so a rebuild hashes it again only when one of those changed, not
 * whenever any item of its file did.
 */
export function perLocaleItem<V>(name: string, compute: (locale: Locale, id: number) => V): (locale: Locale, id: number) => V {
  if (memos.has(name) || itemMemos.has(name)) throw new Error(`two derived values are named ${name}`)
  itemMemos.set(name, { compute, values: new Map() })
  return (locale, id) => {
    record(`~${name}:${locale}#${id}`)
    return itemValue(name, locale, id) as V
  }
}

function read<T>(file: string): T {
  let value = cache.get(file)
  if (value === undefined) {
    const full = resolve(join(contentDir, file))
    let text: string
    try {
      text = readFileSync(full, 'utf8')
      value = JSON.parse(text)
    } catch (err) {
      throw new Error(`Cannot read ${full}: run \`npm run content\` first (${(err as Error).message})`, { cause: err })
    }
    cache.set(file, value)
    const hashes = file.endsWith('.json') ? writtenItemHashes(file.slice(0, -'.json'.length), text) : null
    if (hashes && Array.isArray(value)) {
      for (const item of value as unknown[]) {
        const id = itemId(item)
        const hash = id === undefined ? undefined : hashes[String(id)]
        if (hash !== undefined && typeof item === 'object' && item !== null) itemIdentity.set(item, hash)
      }
    }
  }
  return value as T
}

// Content as pages get it: a proxy that records what is read of it. Any use of an array (length,
// iteration, find, spread) depends on the whole file; byId and itemAt take the target and depend
// on the one item. Reading a property of an object file (images by path) depends on that entry.
const proxies = new Map<string, object>()
const targets = new WeakMap<object, { target: object; file: string }>()

function tracked<T>(file: string, value: T): T {
  if (typeof value !== 'object' || value === null) return value
  let proxy = proxies.get(file)
  if (!proxy) {
    let last: Set<string> | null = null
    const whole = () => {
      // Once per page (the set is the page's): arrays are read item by item.
      if (reads && reads !== last) {
        reads.add(file)
        last = reads
      }
    }
    proxy = Array.isArray(value)
      ? new Proxy(value, { get: (t, p, r) => (whole(), Reflect.get(t, p, r)), has: (t, p) => (whole(), Reflect.has(t, p)), ownKeys: (t) => (whole(), Reflect.ownKeys(t)) })
      : new Proxy(value, {
          get: (t, p, r) => (typeof p === 'string' ? record(`${file}#${p}`) : whole(), Reflect.get(t, p, r)),
          has: (t, p) => (typeof p === 'string' ? record(`${file}#${p}`) : whole(), Reflect.has(t, p)),
          ownKeys: (t) => (whole(), Reflect.ownKeys(t)),
          getOwnPropertyDescriptor: (t, p) => (typeof p === 'string' ? record(`${file}#${p}`) : whole(), Reflect.getOwnPropertyDescriptor(t, p)),
        })
    proxies.set(file, proxy)
    targets.set(proxy, { target: value, file })
  }
  return proxy as T
}

const keyHashes = new Map<string, string>()

// The pipeline's hashes of the listed items (content-pipeline/itemHashes.ts), per file, checked
// against the file on first use; null: none, or not for this file as it is now.
let writtenHashes: Map<string, Record<string, string> | null> | undefined
let writtenTable: Record<string, unknown> | null | undefined
// The content files' hashes as the build took them after the content stage (build/state.ts
// contentHashes), given to its page workers: the table is checked against them instead of each
// worker hashing every file it reads again (~60 MB at --scale 20000).
let knownFileHashes: Readonly<Record<string, string>> | null = null

/** `hashes`: `{locale}/{name}` → the SHA-1 of the file on disk now (base64url, util.ts sha1); null: hash what is read. */
/** Reads the content from `dir` from now on (what was read before is forgotten). */
export function useContentDir(dir: string): void {
  contentDir = dir
  forgetContent()
}

export function useFileHashes(hashes: Readonly<Record<string, string>> | null): void {
  knownFileHashes = hashes
  writtenHashes = undefined
}

/** The table's item hashes of `file` (`cs/blogPosts`) if they describe it as it is now (its `text`, when already read). */
function writtenItemHashes(file: string, text?: string): Record<string, string> | null {
  writtenHashes ??= new Map()
  let items = writtenHashes.get(file)
  if (items === undefined) {
    if (writtenTable === undefined) {
      try {
        const [error, table] = validate(JSON.parse(readFileSync(resolve(join(contentDir, itemHashesFile)), 'utf8')), ItemHashesFrame)
        writtenTable = error ? null : table.files
      } catch {
        writtenTable = null
      }
    }
    const [entryError, entry] = writtenTable && Object.hasOwn(writtenTable, file) ? validate(writtenTable[file], ItemHashesEntry) : [null, undefined]
    let valid = false
    if (!entryError && entry) {
      try {
        // Reading and hashing the bytes costs a fraction of parsing them, which the table spares.
        valid = (knownFileHashes?.[file] ?? sha1(text ?? readFileSync(resolve(join(contentDir, `${file}.json`))))) === entry.sha1
      } catch {
        valid = false
      }
    }
    items = valid && entry ? entry.items : null
    writtenHashes.set(file, items)
  }
  return items
}

// Items of files read so far → their hash in the table: a derived value made of items (a list
// page's slice, an author's posts) is hashed with each item as its hash instead of its text.
let itemIdentity = new WeakMap<object, string>()
const itemMark = '\u0000item:'
const hashableJson = (_key: string, value: unknown) => {
  if (value instanceof Map) return [...value]
  if (typeof value === 'object' && value !== null) {
    const hash = itemIdentity.get(value)
    if (hash !== undefined) return itemMark + hash
  }
  return value
}

/**
 * The hash of what a dependency key names in the content on disk now (item and derived keys;
 * a whole file's hash is the build's content hash). "-" for something that does not exist.
 */
export function dependencyHash(key: string): string {
  let hash = keyHashes.get(key)
  if (hash !== undefined) return hash
  const hashOf = (value: unknown) => (value === undefined ? '-' : sha1(JSON.stringify(value, hashableJson) ?? '-'))
  const k = parseDependencyKey(key)
  if ('derived' in k) {
    if (!isLocale(k.locale)) throw new Error(`dependency ${key}: no such locale`)
    if (itemMemos.has(k.name)) hash = hashOf(itemValue(k.name, k.locale, Number(k.entry)))
    else {
      const value = memoValue(k.name, k.locale)
      hash = hashOf(k.entry === undefined ? value : entriesByKeyText(value as Map<unknown, unknown>).get(k.entry))
    }
  } else {
    if (k.item === undefined) throw new Error(`dependency ${key}: a whole file's hash is its content hash`)
    hash = writtenItemHashes(k.file)?.[k.item]
    if (hash === undefined) {
      const value = read<unknown>(`${k.file}.json`)
      if (Array.isArray(value)) {
        // Hashed as the pipeline hashes it when it writes the file, so both agree.
        const item = byId(value as { id: number }[], Number(k.item))
        hash = item === undefined ? '-' : itemTextHash(JSON.stringify(item, null, 2))
      } else hash = hashOf((value as Record<string, unknown>)[k.item])
    }
  }
  keyHashes.set(key, hash)
  return hash
}

// A keyed derived value's entries by their key as a dependency key writes it (`#7`), once per map.
const keyTexts = new WeakMap<Map<unknown, unknown>, Map<string, unknown>>()
function entriesByKeyText(map: Map<unknown, unknown>): Map<string, unknown> {
  let byText = keyTexts.get(map)
  if (!byText) {
    byText = new Map([...map].map(([k, v]) => [String(k), v]))
    keyTexts.set(map, byText)
  }
  return byText
}

/** The content files and derived values a derived value was computed from (the build state keeps them). */
export function derivedReads(): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const [name, memo] of memos) for (const [locale, hit] of memo.values) out[`~${name}:${locale}`] = hit.reads
  // Item values: those computed since the last call (the page workers send this after each batch).
  for (const [key, sources] of freshItems.splice(0)) out[key] = sources
  return out
}

export type PreviousDependencies = {
  /** Content files whose hash changed since the published build. */
  changedFiles: ReadonlySet<string>
  /** The published build's hashes of item and derived keys. */
  hashes: Readonly<Record<string, string>>
  /** What each derived value was computed from in the published build. */
  derived: Readonly<Record<string, string[]>>
}

/**
 * Whether what `key` names differs from the published build. Only keys whose content changed
 * are hashed again: an item of an unchanged file, or a derived value none of whose sources
 * changed, is the same.
 */
export function isDirty(key: string, previous: PreviousDependencies, seen = new Map<string, boolean>()): boolean {
  const known = seen.get(key)
  if (known !== undefined) return known
  seen.set(key, true) // a cycle (never expected) counts as a change
  const k = parseDependencyKey(key)
  let dirty: boolean
  if ('derived' in k) {
    const sources = derivedSources(previous.derived, key, k)
    dirty = (!sources || sources.some((s) => isDirty(s, previous, seen))) && dependencyHash(key) !== previous.hashes[key]
  } else if (k.item === undefined) dirty = previous.changedFiles.has(k.file)
  else dirty = previous.changedFiles.has(k.file) && dependencyHash(key) !== previous.hashes[key]
  seen.set(key, dirty)
  return dirty
}

export function content<K extends keyof LocaleContent>(locale: Locale, key: K): LocaleContent[K] {
  const file = `${locale}/${key}`
  return tracked(file, read<LocaleContent[K]>(`${file}.json`))
}

// Lookups by id and grouping, built once per content array (the arrays live as long as the
// process): a page's data must not scan every item, or a build of n pages costs n².
const idIndexes = new WeakMap<object, Map<number, unknown>>()

export function byId<T extends { id: number }>(items: T[], id: number): T | undefined {
  const origin = targets.get(items)
  if (origin) record(`${origin.file}#${id}`)
  const list = (origin?.target ?? items) as T[]
  let index = idIndexes.get(list) as Map<number, T> | undefined
  if (!index) {
    index = new Map(list.map((item) => [item.id, item]))
    idIndexes.set(list, index)
  }
  return index.get(id)
}

const groupIndexes = new WeakMap<object, Map<string, Map<unknown, unknown[]>>>()

/** Items of `items` whose `key(item)` is `value`, in the array's order (cached per array and key name). */
export function groupedBy<T, V>(content: T[], name: string, key: (item: T) => V | V[], value: V): T[] {
  // The group's members can be any items: the page depends on the whole file.
  const origin = targets.get(content)
  if (origin) record(origin.file)
  const items = (origin?.target ?? content) as T[]
  let byName = groupIndexes.get(items)
  if (!byName) {
    byName = new Map()
    groupIndexes.set(items, byName)
  }
  let groups = byName.get(name) as Map<V, T[]> | undefined
  if (!groups) {
    groups = new Map()
    for (const item of items) {
      const k = key(item)
      for (const v of Array.isArray(k) ? k : [k]) {
        const list = groups.get(v) ?? []
        list.push(item)
        groups.set(v, list)
      }
    }
    byName.set(name, groups as Map<unknown, unknown[]>)
  }
  return groups.get(value) ?? []
}

/**
 * The item a `/{id}/{slug}` route names. An unknown id, or a known id with another slug (a
 * redirect entry, not this page), is a 404.
 */
export function itemAt<T extends { id: number; slug: string }>(items: T[], params: Record<string, string>): T {
  const item = byId(items, Number(params.id))
  if (!item || item.slug !== params.slug) throw render(404)
  return item
}
