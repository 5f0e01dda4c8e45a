// Reads the pipeline's output (content/generated) at build time. Pages' +data hooks run on
// the server only, so this never reaches the browser.
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { render } from 'vike/abort'
import type { Locale } from '../config/locales.js'
import { generatedDir, type LocaleContent } from '../content-pipeline/model.js'

const cache = new Map<string, unknown>()

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
  return (locale) => {
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

export function byId<T extends { id: number }>(items: T[], id: number): T | undefined {
  return items.find((item) => item.id === id)
}

/**
 * The item a `/{id}/{slug}` route names. An unknown id, or a known id with another slug (a
 * redirect entry, not this page), is a 404.
 */
export function itemAt<T extends { id: number; slug: string }>(items: T[], params: Record<string, string>): T {
  const item = items.find((i) => i.id === Number(params.id))
  if (!item || item.slug !== params.slug) throw render(404)
  return item
}
