// Reads the pipeline's output (content/generated) at build time. Pages' +data hooks run on
// the server only, so this never reaches the browser.
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
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
