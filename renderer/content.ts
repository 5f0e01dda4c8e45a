// Reads the pipeline's output (content/generated) at build time. Pages' +data hooks run on
// the server only, so this never reaches the browser.
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { render } from 'vike/abort'
import type { Locale } from '../config/locales.js'
import { generatedDir, type LocaleContent } from '../content-pipeline/model.js'

const cache = new Map<string, unknown>()
// Bumped by forgetContent: per-locale memos computed before are dropped on their next use.
let generation = 0

/**
 * Drops every content file read so far and what was computed from them (perLocale memos; the
 * id and group indexes go with their arrays). The build's page workers call it after listing the
 * pages, which reads every locale, so that a worker rendering one locale holds only that one.
 */
export function forgetContent(): void {
  cache.clear()
  generation++
}

// The build's dependency map (build/render/writer.ts): which content files a page's data read.
let reads: Set<string> | null = null

/** Runs `fn` and returns what it returned plus every `{locale}/{kind}` it read. */
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

/**
 * A per-locale value computed once per process (the layout's chrome, indexes). Its reads are
 * remembered and replayed on every later use, so the dependency map stays exact.
 */
export function perLocale<T>(compute: (locale: Locale) => T): (locale: Locale) => T {
  const memo = new Map<Locale, { value: T; reads: string[] }>()
  let memoGeneration = generation
  return (locale) => {
    if (memoGeneration !== generation) {
      memo.clear()
      memoGeneration = generation
    }
    let hit = memo.get(locale)
    if (!hit) {
      const outer = reads
      const mine = new Set<string>()
      reads = mine
      try {
        hit = { value: compute(locale), reads: [...mine] }
      } finally {
        reads = outer
      }
      memo.set(locale, hit)
    }
    if (reads) for (const r of hit.reads) reads.add(r)
    return hit.value
  }
}

function read<T>(file: string): T {
  let value = cache.get(file)
  if (value === undefined) {
    const full = resolve(join(generatedDir, file))
    try {
      value = JSON.parse(readFileSync(full, 'utf8'))
    } catch (err) {
      throw new Error(`Cannot read ${full}: run \`npm run content\` first (${(err as Error).message})`)
    }
    cache.set(file, value)
  }
  return value as T
}

export function content<K extends keyof LocaleContent>(locale: Locale, key: K): LocaleContent[K] {
  reads?.add(`${locale}/${key}`)
  return read<LocaleContent[K]>(`${locale}/${key}.json`)
}

// Lookups by id and grouping, built once per content array (the arrays live as long as the
// process): a page's data must not scan every item, or a build of n pages costs n².
const idIndexes = new WeakMap<object, Map<number, unknown>>()

export function byId<T extends { id: number }>(items: T[], id: number): T | undefined {
  let index = idIndexes.get(items) as Map<number, T> | undefined
  if (!index) {
    index = new Map(items.map((item) => [item.id, item]))
    idIndexes.set(items, index)
  }
  return index.get(id)
}

const groupIndexes = new WeakMap<object, Map<string, Map<unknown, unknown[]>>>()

/** Items of `items` whose `key(item)` is `value`, in the array's order (cached per array and key name). */
export function groupedBy<T, V>(items: T[], name: string, key: (item: T) => V | V[], value: V): T[] {
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
