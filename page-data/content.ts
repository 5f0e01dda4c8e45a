// Reads the pipeline's output (content/generated, or the folder readingFrom names) at build time.
// Pages' +data hooks run on the server only, so this never reaches the browser.
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { render } from 'vike/abort'
import { isLocale, type Locale } from '../shared/config/locales.js'
import { validate } from 'superstruct'
import { ItemHashesEntry, itemHashesFile, ItemHashesFrame, itemId, itemTextHash } from '../content-pipeline/itemHashes.js'
import type { LocaleContent } from '../content-pipeline/model.js'
import { sha1 } from '../shared/hash.js'
import { derivedSources, parseDependencyKey } from './dependencyKey.js'
import { contentDir, readsNow, record, withOwnReads } from './reading.js'

export { readingFrom, trackReads } from './reading.js'

// What is read of one content folder and computed from it. A pure cache: the same folder as it
// is on disk gives the same values (forgetContent drops them when it changes), and what each
// reader read is recorded at each use (reading.ts), never kept here.
type Computed = { value: unknown; reads: string[] }
type Store = {
  dir: string
  files: Map<string, unknown>
  proxies: Map<string, object>
  /** Derived values by name, then by locale (perLocale, perLocaleKeyed) or `locale#id` (perLocaleItem). */
  derived: Map<string, Map<string, Computed>>
  /** Item values computed since derivedReads last said what they read: their key (`~name:locale#id`) and reads. */
  freshItems: [string, string[]][]
  /** Dependency keys' hashes (dependencyHash). */
  keyHashes: Map<string, string>
  /** The pipeline's hashes of the listed items per file, checked against the file; null: none, or not for this file as it is now. */
  writtenHashes: Map<string, Record<string, string> | null>
  writtenTable?: Record<string, unknown> | null
}
const stores = new Map<string, Store>()

function storeNow(): Store {
  const dir = contentDir()
  let store = stores.get(dir)
  if (!store) {
    store = { dir, files: new Map(), proxies: new Map(), derived: new Map(), freshItems: [], keyHashes: new Map(), writtenHashes: new Map() }
    stores.set(dir, store)
  }
  return store
}

function derivedOf(store: Store, name: string): Map<string, Computed> {
  let values = store.derived.get(name)
  if (!values) {
    values = new Map()
    store.derived.set(name, values)
  }
  return values
}

/**
 * Drops every content file read so far and what was computed from them (derived values; the id
 * and group indexes go with their arrays). The build's page workers call it after listing the
 * pages, which reads every locale, so that a worker rendering one locale holds only that one.
 */
export function forgetContent(): void {
  stores.clear()
}

// The build's dependency map (renderer/render/writer.ts, publishing/stages.ts): what a page's data read,
// as keys a rebuild can test one by one:
//   cs/blogPosts             the whole file: the page iterated it, searched it, serialized it
//   cs/blogPosts#12          one item (byId, itemAt) or one property of an object file (images)
//   ~postsByAuthor:cs        a value derived per locale (perLocale), as a whole
//   ~postsByAuthor:cs#7      one entry of a keyed derived value (perLocaleKeyed), or a value
//                            derived per item (perLocaleItem), with sources of its own
// A rebuild re-renders a page when one of its keys has another hash than in the published build
// (dependencyHash), testing only keys whose content files changed (isDirty). Who reads is not
// module state: reading.ts keeps it per render, so pages rendered at once each get their own. A
// value computed from content is kept only as a derived value below, which every page using it
// records: kept anywhere else, it would be read by later pages without their knowing.

// Derived values by name: how each is computed (the values are per content folder, in its store).
const memos = new Map<string, (locale: Locale) => unknown>()
const itemMemos = new Map<string, (locale: Locale, id: number) => unknown>()

function memoValue(name: string, locale: Locale): unknown {
  const compute = memos.get(name)
  if (!compute) throw new Error(`no derived value named ${name}`)
  const values = derivedOf(storeNow(), name)
  let hit = values.get(locale)
  if (!hit) {
    hit = withOwnReads(() => compute(locale))
    values.set(locale, hit)
  }
  return hit.value
}

function defineMemo(name: string, compute: (locale: Locale) => unknown): void {
  if (memos.has(name) || itemMemos.has(name)) throw new Error(`two derived values are named ${name}`)
  memos.set(name, compute)
}

/**
 * A per-locale value computed once per content folder (the layout's chrome, indexes). A page that
 * uses it depends on the value (`~name:locale`), not on everything it was computed from: every
 * page records that key, whether it computed the value or found it computed.
 */
export function perLocale<T>(name: string, compute: (locale: Locale) => T): (locale: Locale) => T {
  defineMemo(name, compute)
  return (locale) => {
    record(`~${name}:${locale}`)
    return memoValue(name, locale) as T
  }
}

/** A per-locale map computed once per content folder; a page depends only on the entries it gets (`~name:locale#key`). */
export function perLocaleKeyed<K extends string | number, V>(name: string, compute: (locale: Locale) => Map<K, V>): (locale: Locale, key: K) => V | undefined {
  defineMemo(name, compute)
  return (locale, key) => {
    record(`~${name}:${locale}#${key}`)
    return (memoValue(name, locale) as Map<K, V>).get(key)
  }
}

function itemValue(name: string, locale: Locale, id: number): unknown {
  const compute = itemMemos.get(name)
  if (!compute) throw new Error(`no derived value named ${name}`)
  const store = storeNow()
  const values = derivedOf(store, name)
  const at = `${locale}#${id}`
  let hit = values.get(at)
  if (!hit) {
    hit = withOwnReads(() => compute(locale, id))
    values.set(at, hit)
    store.freshItems.push([`~${name}:${at}`, hit.reads])
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
  itemMemos.set(name, compute)
  return (locale, id) => {
    record(`~${name}:${locale}#${id}`)
    return itemValue(name, locale, id) as V
  }
}

function read<T>(store: Store, file: string): T {
  let value = store.files.get(file)
  if (value === undefined) {
    const full = resolve(join(store.dir, file))
    let text: string
    try {
      text = readFileSync(full, 'utf8')
      value = JSON.parse(text)
    } catch (err) {
      throw new Error(`Cannot read ${full}: run \`npm run content\` first (${(err as Error).message})`, { cause: err })
    }
    store.files.set(file, value)
    const hashes = file.endsWith('.json') ? writtenItemHashes(store, file.slice(0, -'.json'.length), text) : null
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

// Content as pages get it: a proxy that records what is read of it into the reader of the moment
// (reading.ts). Any use of an array (length, iteration, find, spread) depends on the whole file;
// byId and itemAt take the target and depend on the one item. Reading a property of an object
// file (images by path) depends on that entry.
const targets = new WeakMap<object, { target: object; file: string }>()

function tracked<T>(store: Store, file: string, value: T): T {
  if (typeof value !== 'object' || value === null) return value
  let proxy = store.proxies.get(file)
  if (!proxy) {
    let last: Set<string> | null = null
    const whole = () => {
      // Arrays are read item by item: the file is added once per set in a row, not at every item.
      const reads = readsNow()
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
    store.proxies.set(file, proxy)
    targets.set(proxy, { target: value, file })
  }
  return proxy as T
}

// The content files' hashes as the build took them after the content stage (publishing/state.ts
// contentHashes), per content folder, given to its page workers: the table is checked against
// them instead of each worker hashing every file it reads again (~60 MB at --scale 20000).
const givenFileHashes = new Map<string, Readonly<Record<string, string>>>()

/** `hashes`: the current content folder's `{locale}/{name}` → the SHA-1 of the file on disk now (base64url, shared/hash.ts sha1); null: hash what is read. */
export function useFileHashes(hashes: Readonly<Record<string, string>> | null): void {
  const store = storeNow()
  if (hashes) givenFileHashes.set(store.dir, hashes)
  else givenFileHashes.delete(store.dir)
  store.writtenHashes.clear()
}

/** The table's item hashes of `file` (`cs/blogPosts`) if they describe it as it is now (its `text`, when already read). */
function writtenItemHashes(store: Store, file: string, text?: string): Record<string, string> | null {
  let items = store.writtenHashes.get(file)
  if (items === undefined) {
    if (store.writtenTable === undefined) {
      try {
        const [error, table] = validate(JSON.parse(readFileSync(resolve(join(store.dir, itemHashesFile)), 'utf8')), ItemHashesFrame)
        store.writtenTable = error ? null : table.files
      } catch {
        store.writtenTable = null
      }
    }
    const written = store.writtenTable
    const [entryError, entry] = written && Object.hasOwn(written, file) ? validate(written[file], ItemHashesEntry) : [null, undefined]
    let valid = false
    if (!entryError && entry) {
      try {
        // Reading and hashing the bytes costs a fraction of parsing them, which the table spares.
        valid = (givenFileHashes.get(store.dir)?.[file] ?? sha1(text ?? readFileSync(resolve(join(store.dir, `${file}.json`))))) === entry.sha1
      } catch {
        valid = false
      }
    }
    items = valid && entry ? entry.items : null
    store.writtenHashes.set(file, items)
  }
  return items
}

// Items of files read so far → their hash in the table: a derived value made of items (a list
// page's slice, an author's posts) is hashed with each item as its hash instead of its text.
// Keyed by the parsed objects themselves, which are never shared between folders or reads.
const itemIdentity = new WeakMap<object, string>()
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
  const store = storeNow()
  let hash = store.keyHashes.get(key)
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
    hash = writtenItemHashes(store, k.file)?.[k.item]
    if (hash === undefined) {
      const value = read<unknown>(store, `${k.file}.json`)
      if (Array.isArray(value)) {
        // Hashed as the pipeline hashes it when it writes the file, so both agree.
        const item = byId(value as { id: number }[], Number(k.item))
        hash = item === undefined ? '-' : itemTextHash(JSON.stringify(item, null, 2))
      } else hash = hashOf((value as Record<string, unknown>)[k.item])
    }
  }
  store.keyHashes.set(key, hash)
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
  const store = storeNow()
  const out: Record<string, string[]> = {}
  for (const [name, values] of store.derived) if (memos.has(name)) for (const [locale, hit] of values) out[`~${name}:${locale}`] = hit.reads
  // Item values: those computed since the last call (the page workers send this after each batch).
  for (const [key, sources] of store.freshItems.splice(0)) out[key] = sources
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
  const store = storeNow()
  const file = `${locale}/${key}`
  return tracked(store, file, read<LocaleContent[K]>(store, `${file}.json`))
}

// Lookups by id and grouping, built once per content array (the arrays live as long as their
// folder's store): a page's data must not scan every item, or a build of n pages costs n².
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
