// The search stage as a process of its own (build/stages.ts): at network scale the indexes need
// several hundred MB while they are built, which is returned to the system when this exits.
//   [SEARCH_LOCALES=cs,en] tsx build/search-step.ts CLIENT_DIR HASHES_OUT [HASHES_BEFORE]
// HASHES_OUT receives each locale's documents hash; a locale whose hash is the one in
// HASHES_BEFORE (the published release's), or that SEARCH_LOCALES leaves out (none of its
// searchable content changed), is not written: a rebuild keeps its published index.
// Beside each hashes file, search-records.json keeps every locale's index build id and document
// record hashes: a locale built again links the published document files that are the same.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { isLocale, localeCodes, type Locale } from '../config/locales.js'
import { buildSearchIndex, type IndexRecords } from '../search/build.js'
import { readGeneratedLocale } from '../search/content.js'

const recordsFile = (hashesFile: string) => join(dirname(hashesFile), 'search-records.json')

const [clientDir, hashesOut, hashesBefore] = process.argv.slice(2)
if (!clientDir || !hashesOut) throw new Error('usage: tsx build/search-step.ts CLIENT_DIR HASHES_OUT [HASHES_BEFORE]')
const before = hashesBefore && existsSync(hashesBefore) ? (JSON.parse(readFileSync(hashesBefore, 'utf8')) as Partial<Record<Locale, string>>) : {}
const locales = process.env.SEARCH_LOCALES === undefined ? localeCodes : process.env.SEARCH_LOCALES.split(',').filter(isLocale)
const previous = hashesBefore && existsSync(recordsFile(hashesBefore))
  ? { clientDir: join(dirname(hashesBefore), 'client'), records: JSON.parse(readFileSync(recordsFile(hashesBefore), 'utf8')) as Partial<Record<Locale, IndexRecords>> }
  : undefined
const stats = buildSearchIndex((locale) => readGeneratedLocale(locale), clientDir, before, locales, previous)
writeFileSync(hashesOut, JSON.stringify(Object.fromEntries(Object.entries(stats).map(([l, s]) => [l, s.docsHash]))))
writeFileSync(recordsFile(hashesOut), JSON.stringify(Object.fromEntries(Object.entries(stats).map(([l, s]) => [l, { build: s.build, records: s.records } satisfies IndexRecords]))))
console.log(Object.entries(stats).map(([l, s]) => (s.kept ? `${l} unchanged (published index kept)` : `${l} ${s.docs} docs${s.linked ? ` (${s.linked} document files linked from the published index)` : ''}`)).join(', '))
