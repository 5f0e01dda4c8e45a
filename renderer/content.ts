// Reads the pipeline's output (content/generated) at build time. Pages' +data hooks run on
// the server only, so this never reaches the browser.
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { render } from 'vike/abort'
import type { Locale } from '../config/locales.js'
import { generatedDir, type LocaleContent } from '../content-pipeline/model.js'

const cache = new Map<string, unknown>()

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
