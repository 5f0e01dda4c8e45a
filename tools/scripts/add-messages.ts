// Adds or updates message keys in both catalogs at once, keeping them sorted and in parity:
//   tsx tools/scripts/add-messages.ts file.json   where file.json is { "key": { "cs": "…", "en": "…" } }
import { readFileSync, renameSync, writeFileSync } from 'node:fs'

const [file] = process.argv.slice(2)
if (!file) throw new Error('usage: tsx tools/scripts/add-messages.ts messages.json')
const additions: Record<string, { cs: string; en: string }> = JSON.parse(readFileSync(file, 'utf8'))

for (const locale of ['cs', 'en'] as const) {
  const target = `shared/locales/${locale}.json`
  const catalog: Record<string, string> = JSON.parse(readFileSync(target, 'utf8'))
  for (const [key, texts] of Object.entries(additions)) {
    if (typeof texts[locale] !== 'string' || !texts[locale].trim()) throw new Error(`${key}: missing ${locale} text`)
    catalog[key] = texts[locale]
  }
  const sorted = Object.fromEntries(Object.entries(catalog).sort(([a], [b]) => a.localeCompare(b)))
  writeFileSync(`${target}.tmp`, JSON.stringify(sorted, null, 2) + '\n')
  renameSync(`${target}.tmp`, target)
}
console.log(`added ${Object.keys(additions).length} keys to shared/locales/cs.json and shared/locales/en.json`)
