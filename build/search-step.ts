// The search stage as a process of its own (build/stages.ts): at network scale the indexes need
// several hundred MB while they are built, which is returned to the system when this exits.
//   [SEARCH_LOCALES=cs,en] tsx build/search-step.ts CLIENT_DIR HASHES_OUT [HASHES_BEFORE]
//   tsx build/search-step.ts --wait    the same, once a JSON line on stdin gives
//                                      { clientDir, hashesOut, hashesBefore?, locales }: a rebuild
//                                      starts it beside the content stage, so its modules are
//                                      loaded by the time the content is there
// HASHES_OUT receives each locale's documents hash; a locale whose hash is the one in
// HASHES_BEFORE (the published release's), or that SEARCH_LOCALES leaves out (none of its
// searchable content changed), is not written: a rebuild keeps its published index.
// Beside each hashes file, search-records.json keeps every locale's index build id and document
// file hashes: a locale built again links the published document files that are the same.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { isLocale, localeCodes, type Locale } from '../config/locales.js'
import { buildSearchIndex, type IndexRecords } from '../search/build.js'
import { readGeneratedLocale } from '../search/content.js'

const recordsFile = (hashesFile: string) => join(dirname(hashesFile), 'search-records.json')

type Job = { clientDir: string; hashesOut: string; hashesBefore: string | undefined; locales: readonly Locale[] }

function jobFromArgs(): Job {
  const [clientDir, hashesOut, hashesBefore] = process.argv.slice(2)
  if (!clientDir || !hashesOut) throw new Error('usage: tsx build/search-step.ts CLIENT_DIR HASHES_OUT [HASHES_BEFORE] | --wait')
  const locales = process.env.SEARCH_LOCALES === undefined ? localeCodes : process.env.SEARCH_LOCALES.split(',').filter(isLocale)
  return { clientDir, hashesOut, hashesBefore, locales }
}

async function jobFromStdin(): Promise<Job> {
  let text = ''
  for await (const chunk of process.stdin) {
    text += String(chunk)
    if (text.includes('\n')) break
  }
  if (!text.trim()) process.exit(0) // the build did not need the index after all
  const m = JSON.parse(text) as { clientDir: string; hashesOut: string; hashesBefore?: string; locales: string[] }
  return { clientDir: m.clientDir, hashesOut: m.hashesOut, hashesBefore: m.hashesBefore, locales: m.locales.filter(isLocale) }
}

const { clientDir, hashesOut, hashesBefore, locales } = process.argv[2] === '--wait' ? await jobFromStdin() : jobFromArgs()
const before = hashesBefore && existsSync(hashesBefore) ? (JSON.parse(readFileSync(hashesBefore, 'utf8')) as Partial<Record<Locale, string>>) : {}
const previous = hashesBefore && existsSync(recordsFile(hashesBefore))
  ? { clientDir: join(dirname(hashesBefore), 'client'), records: JSON.parse(readFileSync(recordsFile(hashesBefore), 'utf8')) as Partial<Record<Locale, IndexRecords>> }
  : undefined
const stats = buildSearchIndex((locale) => readGeneratedLocale(locale), clientDir, before, locales, previous)
writeFileSync(hashesOut, JSON.stringify(Object.fromEntries(Object.entries(stats).map(([l, s]) => [l, s.docsHash]))))
writeFileSync(recordsFile(hashesOut), JSON.stringify(Object.fromEntries(Object.entries(stats).map(([l, s]) => [l, { build: s.build, docFiles: s.docFiles } satisfies IndexRecords]))))
console.log(Object.entries(stats).map(([l, s]) => (s.kept ? `${l} unchanged (published index kept)` : `${l} ${s.docs} docs${s.linked ? ` (${s.linked} document files linked from the published index)` : ''}`)).join(', '))
