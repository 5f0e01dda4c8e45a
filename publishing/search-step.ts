// The search stage as a process of its own (publishing/stages/search.ts): at network scale the indexes need
// several hundred MB while they are built, which is returned to the system when this exits.
//   [SEARCH_LOCALES=cs,en] tsx publishing/search-step.ts CLIENT_DIR HASHES_OUT [HASHES_BEFORE]
//   tsx publishing/search-step.ts --wait    the same, once a JSON line on stdin gives
//                                      { clientDir, hashesOut, hashesBefore?, locales, contentHashes? }: a rebuild
//                                      starts it beside the content stage, so its modules are
//                                      loaded by the time the content is there
// HASHES_OUT receives each locale's documents hash; a locale whose hash is the one in
// HASHES_BEFORE (the published release's), or that SEARCH_LOCALES leaves out (none of its
// searchable content changed), is not written: a rebuild keeps its published index.
// Beside each hashes file, search-records.json keeps every locale's index build id and document
// file hashes: a locale built again links the published document files that are the same.
// Every locale it makes documents for keeps them, with their terms, in .cache/search/
// (search/saved-docs.ts): the next run makes and analyses only those of items that changed. They
// are saved when enough of them are new (worthSaving), not after every one-post edit.
// Two locales or more to build, alone (not --wait): each is built by a process of its own
// (`--locale L CLIENT_DIR [HASHES_BEFORE]`, which prints the locale's stats), one per core: at
// --scale 20000 the stage takes about half the time, and each process holds one locale's content
// and index. Beside a rebuild's pages, two would take the pages' core and twice the memory.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism, setPriority } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { create } from 'superstruct'
import { isLocale, localeCodes, type Locale } from '../shared/config/locales.js'
import { buildLocaleIndex, buildSearchIndex, type IndexRecords, keptLocaleIndex, LocaleIndexStats, type PreviousIndexes } from '../search/build.js'
import { firstStdinLine } from '../shared/stdin.js'
import { perLocale } from '../shared/config/perLocale.js'
import { readGeneratedLocaleWithHashes } from '../search/content.js'
import type { SearchDoc } from '../search/docs.js'
import { type LocaleMemo, loadMemo, saveMemo, worthSaving } from '../search/saved-docs.js'
import { searchHeapFlag } from './heaps.js'

const recordsFile = (hashesFile: string) => join(dirname(hashesFile), 'search-records.json')

/**
 * contentHashes: the content files' hashes as the build took them after the content stage
 * (publishing/state.ts contentHashes), so the files are not hashed again here.
 */
type SearchTask = { clientDir: string; hashesOut: string; hashesBefore: string | undefined; locales: readonly Locale[]; contentHashes?: Record<string, string> }

function taskFromArgs(): SearchTask {
  const [clientDir, hashesOut, hashesBefore] = process.argv.slice(2)
  if (!clientDir || !hashesOut) throw new Error('usage: tsx publishing/search-step.ts CLIENT_DIR HASHES_OUT [HASHES_BEFORE] | --wait')
  const locales = process.env.SEARCH_LOCALES === undefined ? localeCodes : process.env.SEARCH_LOCALES.split(',').filter(isLocale)
  return { clientDir, hashesOut, hashesBefore, locales }
}

async function taskFromStdin(): Promise<SearchTask> {
  const text = await firstStdinLine()
  if (!text) process.exit(0) // the build did not need the index after all
  const m = JSON.parse(text) as { clientDir: string; hashesOut: string; hashesBefore?: string; locales: string[]; contentHashes?: Record<string, string> }
  return { clientDir: m.clientDir, hashesOut: m.hashesOut, hashesBefore: m.hashesBefore, locales: m.locales.filter(isLocale), ...(m.contentHashes ? { contentHashes: m.contentHashes } : {}) }
}

const memoDir = resolve('.cache/search')
const memos = new Map<Locale, LocaleMemo>()
const memoOf = (locale: Locale): LocaleMemo => {
  let memo = memos.get(locale)
  if (!memo) memos.set(locale, (memo = loadMemo(memoDir, locale)))
  return memo
}

/**
 * A locale's documents from the content on disk, made again only for the items that changed.
 * `fileHashes`: the content files' hashes when the build gave them (SearchTask `contentHashes`).
 */
function docsOf(locale: Locale, fileHashes?: Record<string, string>): SearchDoc[] {
  const { content, hashes } = readGeneratedLocaleWithHashes(locale, undefined, fileHashes)
  return memoOf(locale).docs.docs(content, hashes)
}

function lowerPriority(): void {
  try {
    setPriority(19)
  } catch {
    // Not allowed here: saved at the usual priority.
  }
}

/**
 * Keeps the documents made for the next run (search/saved-docs.ts), when enough of them are new;
 * one that cannot be saved costs that run time, not this one its index.
 */
function saveMemos(): void {
  for (const [locale, memo] of memos) {
    if (!worthSaving(memo)) continue
    try {
      saveMemo(memoDir, locale, memo)
    } catch (err) {
      console.error(`search documents of ${locale} not saved (the next run makes them all): ${err instanceof Error ? err.message : String(err)}`)
    }
  }
}

function published(hashesBefore: string | undefined): { before: Partial<Record<Locale, string>>; previous: PreviousIndexes | undefined } {
  const before = hashesBefore && existsSync(hashesBefore) ? (JSON.parse(readFileSync(hashesBefore, 'utf8')) as Partial<Record<Locale, string>>) : {}
  const previous =
    hashesBefore && existsSync(recordsFile(hashesBefore))
      ? { clientDir: join(dirname(hashesBefore), 'client'), records: JSON.parse(readFileSync(recordsFile(hashesBefore), 'utf8')) as Partial<Record<Locale, IndexRecords>> }
      : undefined
  return { before, previous }
}

/** One locale's index in a process of its own: its stats are the last line it prints. */
function buildInChild(locale: Locale, clientDir: string, hashesBefore: string | undefined): Promise<LocaleIndexStats> {
  return new Promise((resolvePromise, reject) => {
    // Bounded (heaps.ts): two at once beside the build's main process stay under its 1 GB (the
    // whole tree at 780-875 MB at --scale 20000; 975 MB unbounded).
    const child = spawn(process.execPath, [searchHeapFlag(), '--import', 'tsx', fileURLToPath(import.meta.url), '--locale', locale, clientDir, ...(hashesBefore ? [hashesBefore] : [])], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let out = ''
    child.stdout.on('data', (c: Buffer) => (out += c.toString()))
    child.on('error', reject)
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`the ${locale} search index failed (exit ${code})`))
      try {
        resolvePromise(create(JSON.parse(out.trim().split('\n').at(-1) ?? ''), LocaleIndexStats))
      } catch (err) {
        reject(err instanceof Error ? err : new Error(String(err)))
      }
    })
  })
}

if (process.argv[2] === '--locale') {
  const [locale, clientDir, hashesBefore] = process.argv.slice(3)
  if (!isLocale(locale) || !clientDir) throw new Error('usage: tsx publishing/search-step.ts --locale LOCALE CLIENT_DIR [HASHES_BEFORE]')
  const { before, previous } = published(hashesBefore)
  console.log(JSON.stringify(buildLocaleIndex(locale, () => docsOf(locale), clientDir, before, previous, memoOf(locale).analyzer)))
  saveMemos()
} else {
  // A rebuild's step (--wait) runs beside the pages, on the other core: its locales one after the other.
  const beside = process.argv[2] === '--wait'
  const { clientDir, hashesOut, hashesBefore, locales, contentHashes } = beside ? await taskFromStdin() : taskFromArgs()
  const { before, previous } = published(hashesBefore)
  const kept = perLocale((l) => keptLocaleIndex(l, before, locales, previous))
  const inChildren = !beside && availableParallelism() > 1 && localeCodes.filter((l) => !kept[l]).length > 1
  const byLocale = inChildren
    ? Object.fromEntries(await Promise.all(localeCodes.map(async (l) => [l, kept[l] ?? (await buildInChild(l, clientDir, hashesBefore))] as const)))
    : buildSearchIndex(
        (l) => docsOf(l, contentHashes),
        clientDir,
        before,
        locales,
        previous,
        (l) => memoOf(l).analyzer,
      )
  const stats = localeCodes.map((l): [Locale, LocaleIndexStats] => {
    const s = byLocale[l]
    if (!s) throw new Error(`search index: ${l} was not built`)
    return [l, s]
  })
  writeFileSync(hashesOut, JSON.stringify(Object.fromEntries(stats.map(([l, s]) => [l, s.docsHash]))))
  writeFileSync(recordsFile(hashesOut), JSON.stringify(Object.fromEntries(stats.map(([l, s]) => [l, { build: s.build, docFiles: s.docFiles, shards: s.shardHashes } satisfies IndexRecords]))))
  console.log(
    stats
      .map(([l, s]) =>
        s.kept
          ? `${l} unchanged (published index kept)`
          : `${l} ${s.docs} docs${s.linked || s.shardsTaken ? ` (from the published index: ${s.linked} of ${s.docFiles.length} document files linked, ${s.shardsTaken} of ${s.shardHashes.length} term shards' gzip taken)` : ''}`,
      )
      .join(', '),
  )
  // After the line the build waits for: it goes on with the index written, and the pages beside
  // it (a rebuild's) come first: this only takes the CPU they leave.
  if (beside) lowerPriority()
  saveMemos()
}
