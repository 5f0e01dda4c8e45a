// A locale's search documents and their analysed terms, kept on disk by the search step for the
// next one (`.cache/search/{locale}.json` and `.bin`): a rebuild after one edit makes and analyses
// only the documents of the items that changed, instead of turning every item's HTML into text
// and words again (half of a locale's search step at --scale 20000). What is kept is checked, not trusted:
// it is dropped when the code that makes documents or terms changed (its fingerprint), or when
// the two files do not agree. They are saved again only when enough changed (worthSaving). Node only.
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { array, define, enums, type Infer, number, object, string, validate } from 'superstruct'
import type { Locale } from '../shared/config/locales.js'
import { sha1 } from '../shared/hash.js'
import { writeAllSync, writeFileAtomicallySync } from '../shared/files.js'
import { type DocEntry, type SearchDoc, SearchDocCache } from './docs.js'
import { type DocTerms, TermAnalyzer } from './fulltext/build.js'
import { isSearchKind, searchKinds } from './kinds.js'

/** What a locale's index build keeps between runs: its documents by item, and their terms. */
export type LocaleMemo = { docs: SearchDocCache; analyzer: TermAnalyzer }

export const emptyMemo = (): LocaleMemo => ({ docs: new SearchDocCache(), analyzer: new TermAnalyzer() })

/**
 * The code whose output is kept: the documents (HTML to text), the words and their weights.
 * Taken once a process (it loads and saves each locale's documents with the code it loaded).
 */
let fingerprint: string | undefined
const codeFingerprint = (): string => (fingerprint ??= fingerprintOfCode())

function fingerprintOfCode(): string {
  const hash = createHash('sha1')
  for (const file of ['docs.ts', 'fold.ts', 'kinds.ts', 'fulltext/build.ts']) hash.update(readFileSync(fileURLToPath(new URL(file, import.meta.url))))
  // The HTML parser's version too (its package exports no package.json: found from its entry).
  const entry = createRequire(import.meta.url).resolve('node-html-parser')
  const root = entry.slice(0, entry.lastIndexOf(`${sep}node-html-parser${sep}`) + `${sep}node-html-parser`.length)
  hash.update(readFileSync(join(root, 'package.json')))
  return hash.digest('base64url')
}

export const SavedDoc = object({ kind: enums(searchKinds), url: string(), title: string(), sub: string(), keywords: array(string()), text: string() })
const savedDocKeys = Object.keys(SavedDoc.schema)

/** [slot, key, document, terms, title terms, length, title length] */
type SavedRow = [string, string, Infer<typeof SavedDoc>, number, number, number, number]

const isNumber = (v: unknown): v is number => typeof v === 'number' && !Number.isNaN(v)
const isSavedDoc = (d: unknown): boolean => {
  if (typeof d !== 'object' || d === null || Array.isArray(d)) return false
  const keys = Object.keys(d)
  if (keys.length !== savedDocKeys.length || !savedDocKeys.every((k) => Object.hasOwn(d, k))) return false
  const { kind, url, title, sub, keywords, text } = d as Record<string, unknown>
  return (
    isSearchKind(kind) &&
    typeof url === 'string' &&
    typeof title === 'string' &&
    typeof sub === 'string' &&
    typeof text === 'string' &&
    Array.isArray(keywords) &&
    keywords.every((k) => typeof k === 'string')
  )
}
export const isSavedRow = (r: unknown): boolean =>
  Array.isArray(r) && r.length === 7 && typeof r[0] === 'string' && typeof r[1] === 'string' && isSavedDoc(r[2]) && isNumber(r[3]) && isNumber(r[4]) && isNumber(r[5]) && isNumber(r[6])

/**
 * The rows checked in one loop: superstruct's array(tuple([string(), string(), SavedDoc, number() …]))
 * was a measurable part of every rebuild's search step for a network-scale locale's ~18,000 rows. It accepts
 * the same (saved-docs.test.ts).
 */
const SavedRows = define<SavedRow[]>('saved document rows', (value) => Array.isArray(value) && value.every(isSavedRow))

/** The `.json` file: the term table, then per item its slot, key, document and its numbers' counts. */
const SavedIndex = object({
  version: number(),
  code: string(),
  /** The `.bin` file's SHA-1: the two are one pair. */
  numbers: string(),
  names: array(string()),
  docs: SavedRows,
})
type SavedIndex = Infer<typeof SavedIndex>

const version = 1
const files = (dir: string, locale: Locale) => ({ index: join(dir, `${locale}.json`), numbers: join(dir, `${locale}.bin`) })

/** The memo saved in `dir` for `locale`, or an empty one (none, another code, damaged). */
export function loadMemo(dir: string, locale: Locale): LocaleMemo {
  const { index: indexFile, numbers: numbersFile } = files(dir, locale)
  let index: SavedIndex
  let bytes: Buffer
  try {
    const [error, parsed] = validate(JSON.parse(readFileSync(indexFile, 'utf8')), SavedIndex)
    if (error || parsed.version !== version || parsed.code !== codeFingerprint()) return emptyMemo()
    index = parsed
    bytes = readFileSync(numbersFile)
  } catch {
    return emptyMemo()
  }
  if (sha1(bytes) !== index.numbers) return emptyMemo()
  // Laid out as every document's tfs (8 bytes each), then their term ids, then their title terms (4 bytes each).
  let terms = 0
  let titles = 0
  for (const d of index.docs) {
    terms += d[3]
    titles += d[4]
  }
  if (bytes.byteLength !== terms * 12 + titles * 4) return emptyMemo()
  const buffer = new ArrayBuffer(bytes.byteLength)
  new Uint8Array(buffer).set(bytes)
  const tfs = new Float64Array(buffer, 0, terms)
  const ids = new Int32Array(buffer, terms * 8, terms)
  const title = new Int32Array(buffer, terms * 12, titles)
  for (const id of ids) if (id < 0 || id >= index.names.length) return emptyMemo()
  for (const id of title) if (id < -1 || id >= index.names.length) return emptyMemo()
  const analyzer = new TermAnalyzer(index.names)
  const entries: [string, DocEntry][] = []
  let at = 0
  let titleAt = 0
  for (const [slot, key, doc, count, titleCount, length, titleLength] of index.docs) {
    const docTerms: DocTerms = { ids: ids.subarray(at, at + count), tfs: tfs.subarray(at, at + count), length, title: title.subarray(titleAt, titleAt + titleCount), titleLength }
    at += count
    titleAt += titleCount
    analyzer.remember(doc, docTerms)
    entries.push([slot, { key, doc }])
  }
  return { docs: new SearchDocCache(entries), analyzer }
}

/**
 * Whether the documents of a run are worth saving: when it made at least 1 % of them (50 at
 * least), or all of them, instead of finding them saved. Saving writes the whole locale again
 * (~40 MB and their CPU at network scale, beside a rebuild's pages); a run that skips it
 * leaves the saved documents of a few edits behind, which each later run makes again until they
 * add up.
 */
export function worthSaving(memo: LocaleMemo): boolean {
  const { held, made } = memo.docs.lastDocs()
  return made > 0 && made >= Math.min(held, Math.max(50, Math.ceil(held / 100)))
}

/**
 * Saves the documents the memo's cache was last given, with their terms renumbered to the terms
 * they use (the analyzer's table also holds those of documents gone). Each file is written beside
 * and renamed; the index names the numbers' hash, so a run stopped between the two leaves files
 * that do not agree, and the next run starts afresh.
 */
export function saveMemo(dir: string, locale: Locale, memo: LocaleMemo): void {
  const { index: indexFile, numbers: numbersFile } = files(dir, locale)
  const renumber = new Map<number, number>()
  const names: string[] = []
  const to = (id: number) => {
    if (id < 0) return id
    let n = renumber.get(id)
    if (n === undefined) {
      n = names.length
      renumber.set(id, n)
      names.push(memo.analyzer.names[id] ?? '')
    }
    return n
  }
  const saved: [string, DocEntry, DocTerms][] = [...memo.docs.saved()].map(([slot, entry]) => [slot, entry, memo.analyzer.terms(entry.doc)])
  let terms = 0
  let titles = 0
  for (const [, , t] of saved) {
    terms += t.ids.length
    titles += t.title.length
  }
  const buffer = new ArrayBuffer(terms * 12 + titles * 4)
  const tfs = new Float64Array(buffer, 0, terms)
  const ids = new Int32Array(buffer, terms * 8, terms)
  const title = new Int32Array(buffer, terms * 12, titles)
  let at = 0
  let titleAt = 0
  const docs: SavedIndex['docs'] = saved.map(([slot, { key, doc }, t]) => {
    tfs.set(t.tfs, at)
    for (const [i, id] of t.ids.entries()) ids[at + i] = to(id)
    for (const [i, id] of t.title.entries()) title[titleAt + i] = to(id)
    at += t.ids.length
    titleAt += t.title.length
    return [slot, key, savedDoc(doc), t.ids.length, t.title.length, t.length, t.titleLength]
  })
  mkdirSync(dir, { recursive: true })
  const numbers = new Uint8Array(buffer)
  writeFileAtomicallySync(numbersFile, numbers)
  // The documents a chunk at a time: one string of them all is ~40 MB more at the step's peak.
  const head: Omit<SavedIndex, 'docs'> = { version, code: codeFingerprint(), numbers: sha1(numbers), names }
  writeFileAtomicallySync(indexFile, (fd) => {
    let chunk = `${JSON.stringify(head).slice(0, -1)},"docs":[`
    docs.forEach((doc, i) => {
      chunk += `${i > 0 ? ',' : ''}${JSON.stringify(doc)}`
      if (chunk.length >= 1 << 20) {
        writeAllSync(fd, chunk)
        chunk = ''
      }
    })
    writeAllSync(fd, `${chunk}]}`)
  })
}

/** A document with just the fields SearchDoc declares, in their order. */
const savedDoc = (d: SearchDoc): SearchDoc => ({ kind: d.kind, url: d.url, title: d.title, sub: d.sub, keywords: d.keywords, text: d.text })
