// Builds one locale's results-page index (format.ts) from its SearchDocs. Node only.
// Scores are computed here, once: a BM25 weight of the term in the document (title words count
// four times, keywords twice, with a bonus when the term is in a short title), quantized to a
// byte. The browser then only adds bytes up, which keeps queries quick on a large index.
import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import type { SearchDoc } from '../docs.js'
import { words } from '../fold.js'
import { searchKinds } from '../kinds.js'
import { docFile, DOCS_PER_FILE, FORMAT, manifestFile, type DocRecord, type Manifest, shardFile, writeVarint } from './format.js'

const K1 = 1.2
const B = 0.75
/** Raw bytes per term shard before a new one starts (gzip makes it roughly half). */
const SHARD_BYTES = 24_000
/**
 * Function words (folded) are left out: they are in nearly every document, so their postings would
 * be the largest shards while telling documents apart least. A list rather than a frequency cut,
 * because on this firm's site the most frequent real words (`dan`, `dph`, `audit`) are what
 * visitors search for. `it` stays (IT consulting).
 */
const FUNCTION_WORDS = [
  // Czech
  'a',
  'i',
  'k',
  'o',
  's',
  'u',
  'v',
  'z',
  'na',
  'do',
  'se',
  'si',
  'je',
  'to',
  'ze',
  'za',
  've',
  'ke',
  'po',
  'od',
  'pro',
  'pri',
  'jak',
  'co',
  'by',
  'ale',
  'nebo',
  'jsou',
  'byl',
  'tak',
  'jen',
  'uz',
  'az',
  'ani',
  'jako',
  'kde',
  'kdy',
  'ktery',
  'ktera',
  'ktere',
  'kteri',
  'jejich',
  'jeho',
  'jsme',
  'jste',
  'tim',
  'tom',
  'ten',
  'ta',
  'tento',
  'tato',
  'toto',
  'vam',
  'vas',
  'nam',
  'nas',
  'pak',
  'take',
  // English
  'an',
  'the',
  'and',
  'or',
  'of',
  'in',
  'on',
  'for',
  'is',
  'are',
  'be',
  'by',
  'at',
  'as',
  'its',
  'that',
  'this',
  'with',
  'from',
  'we',
  'you',
  'your',
  'our',
  'not',
  'can',
  'will',
  'has',
  'have',
  'was',
  'were',
]
/** Score → byte: scores stay below ~50, so 5 steps per point fit a byte. */
const QUANT = 5

/**
 * The index's files by name (the manifest, the term shards and, unless `withoutDocFiles`, the
 * document files), its manifest, and each document file's text (a JSON array of DOCS_PER_FILE
 * records) with a hash of it: the same hash at the same number in two builds means the same file
 * (`docData`).
 */
export type IndexFiles = { files: Map<string, Uint8Array>; manifest: Manifest; docFiles: { json: string; hash: string }[]; shardHashes: string[] }

/** A growing byte buffer (number[] pushes per byte were a large part of encoding the shards). */
class ByteWriter {
  private data = new Uint8Array(1024)
  length = 0
  reset(): void {
    this.length = 0
  }
  private room(extra: number): void {
    if (this.length + extra <= this.data.length) return
    let size = this.data.length * 2
    while (size < this.length + extra) size *= 2
    const next = new Uint8Array(size)
    next.set(this.data.subarray(0, this.length))
    this.data = next
  }
  push(b: number): void {
    this.room(1)
    this.data[this.length++] = b
  }
  bytes(b: Uint8Array): void {
    this.room(b.length)
    this.data.set(b, this.length)
    this.length += b.length
  }
  view(): Uint8Array {
    return this.data.subarray(0, this.length)
  }
}

export type BuildOptions = {
  shardBytes?: number
  stopWords?: readonly string[]
  /** Leave the documents' files out of `files`: the caller writes them (`docData`), or links a previous build's. */
  withoutDocFiles?: boolean
  /** Terms of documents analysed before (search/saved-docs.ts). */
  analyzer?: TermAnalyzer
  /**
   * The gzipped bytes of a term shard built before whose raw bytes have this hash (IndexFiles
   * `shardHashes`), if at hand: after one edit most shards are the same, and gzip is most of
   * what encoding them costs.
   */
  knownShard?: (rawHash: string) => Uint8Array | undefined
}

/** A document's weighted term frequencies, by term number (TermAnalyzer), and its title's terms. */
export type DocTerms = { ids: Int32Array; tfs: Float64Array; length: number; title: Int32Array; titleLength: number }

/**
 * Turns documents into weighted term frequencies: title words count four times, keywords twice.
 * One table from term to number for every document instead of a map per document (17,000 of
 * them at network scale kept the collector busy), and the counts of the document at hand in one
 * reused array. A document object analysed before is not analysed again: a search step that
 * keeps its analyzer (and the documents of unchanged items) only analyses what changed.
 */
export class TermAnalyzer {
  private readonly termIds = new Map<string, number>()
  /** Term by number: every term any analysed document had, in the order first seen. */
  readonly names: string[] = []
  private counts = new Float64Array(4096)
  private readonly touched: number[] = []
  private readonly known = new WeakMap<SearchDoc, DocTerms>()

  /** `names`: the table of an analyzer saved before, whose documents' terms are then `remember`ed. */
  constructor(names: readonly string[] = []) {
    for (const name of names) this.id(name)
  }

  /** Takes `terms` (numbered by this analyzer's table) as the analysis of `doc`. */
  remember(doc: SearchDoc, terms: DocTerms): void {
    this.known.set(doc, terms)
  }

  terms(doc: SearchDoc): DocTerms {
    const known = this.known.get(doc)
    if (known) return known
    this.touched.length = 0
    const titleWords = words(doc.title)
    this.add(titleWords, 4)
    this.add(words(doc.keywords.join(' ')), 2)
    this.add(words(doc.sub), 1)
    this.add(words(doc.text), 1)
    const ids = Int32Array.from(this.touched)
    const tfs = Float64Array.from(this.touched, (id) => this.counts[id] ?? 0)
    let length = 0
    for (const id of this.touched) {
      length += this.counts[id] ?? 0
      this.counts[id] = 0
    }
    const title = Int32Array.from(new Set(titleWords.map((w) => this.termIds.get(w) ?? -1)))
    const out = { ids, tfs, length, title, titleLength: Math.max(1, titleWords.length) }
    this.known.set(doc, out)
    return out
  }

  private id(term: string): number {
    let id = this.termIds.get(term)
    if (id === undefined) {
      id = this.names.length
      this.termIds.set(term, id)
      this.names.push(term)
      if (id >= this.counts.length) {
        let size = this.counts.length * 2
        while (size <= id) size *= 2
        const next = new Float64Array(size)
        next.set(this.counts)
        this.counts = next
      }
    }
    return id
  }

  private add(terms: string[], weight: number): void {
    for (const w of terms) {
      const id = this.id(w)
      if (this.counts[id] === 0) this.touched.push(id)
      this.counts[id] = (this.counts[id] ?? 0) + weight
    }
  }
}

// Level 6: the same bytes as 9 within 0.1 % on these files (measured at --scale 20000), in about half the time.
const gz = (data: Uint8Array | string) => new Uint8Array(gzipSync(data, { level: 6 }))

/** A document file from its text (IndexFiles `docFiles`). */
export const docData = (json: string): Uint8Array => gz(json)

export function buildFulltextIndex(
  input: SearchDoc[],
  { shardBytes = SHARD_BYTES, stopWords = FUNCTION_WORDS, withoutDocFiles = false, analyzer = new TermAnalyzer(), knownShard = () => undefined }: BuildOptions = {},
): IndexFiles {
  // Numbered by kind: each kind is one range of ids.
  const docs = searchKinds.flatMap((kind) => input.filter((d) => d.kind === kind))
  const kinds: [number, number][] = searchKinds.map((kind) => {
    const first = docs.findIndex((d) => d.kind === kind)
    const count = docs.filter((d) => d.kind === kind).length
    return first < 0 ? [0, 0] : [first, first + count]
  })

  const perDoc = docs.map((d) => analyzer.terms(d))
  const termNames = analyzer.names
  const avgLength = perDoc.reduce((a, d) => a + d.length, 0) / Math.max(1, perDoc.length)
  const df = new Int32Array(termNames.length)
  for (const d of perDoc) for (const id of d.ids) df[id] = (df[id] ?? 0) + 1
  const n = docs.length
  const stop = [...stopWords].sort()
  const stopSet = new Set(stop)
  const idf = Float64Array.from(df, (count) => Math.log(1 + (n - count + 0.5) / (count + 0.5)))
  const stopped = termNames.map((t) => stopSet.has(t))

  // Postings as two arrays per term (doc ids ascending, scores).
  const postingDocs: number[][] = termNames.map(() => [])
  const postingScores: number[][] = termNames.map(() => [])
  perDoc.forEach((d, doc) => {
    const norm = K1 * (1 - B + (B * d.length) / avgLength)
    d.ids.forEach((id, i) => {
      if (stopped[id]) return
      const tf = d.tfs[i] ?? 0
      const tfn = tf / (tf + norm)
      const inTitle = d.title.includes(id) ? 1.5 + 1 / d.titleLength : 0
      const score = (idf[id] ?? 0) * ((K1 + 1) * tfn + inTitle)
      postingDocs[id]?.push(doc)
      postingScores[id]?.push(Math.max(1, Math.min(255, Math.round(score * QUANT))))
    })
  })
  const postings = new Map<string, { docs: number[]; scores: number[] }>()
  termNames.forEach((term, id) => {
    const docsOf = postingDocs[id] ?? []
    if (docsOf.length > 0) postings.set(term, { docs: docsOf, scores: postingScores[id] ?? [] })
  })

  // Term shards, in code-unit order (the browser compares strings the same way).
  const terms = [...postings.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  const encoder = new TextEncoder()
  const shards: { first: string; bytes: ByteWriter }[] = []
  const body = new ByteWriter()
  const entry = new ByteWriter()
  for (const term of terms) {
    const list = postings.get(term) ?? { docs: [], scores: [] }
    body.reset()
    let prev = 0
    for (const doc of list.docs) {
      writeVarint(body, doc - prev)
      prev = doc
    }
    for (const score of list.scores) body.push(score)
    entry.reset()
    const name = encoder.encode(term)
    writeVarint(entry, name.length)
    entry.bytes(name)
    writeVarint(entry, list.docs.length)
    writeVarint(entry, body.length)
    const last = shards[shards.length - 1]
    const target = last && last.bytes.length + entry.length + body.length <= shardBytes ? last : undefined
    const shard = target ?? { first: term, bytes: new ByteWriter() }
    if (!target) shards.push(shard)
    shard.bytes.bytes(entry.view())
    shard.bytes.bytes(body.view())
  }

  const shardHashes = shards.map((s) => createHash('sha1').update(s.bytes.view()).digest('base64url').slice(0, 16))
  const shardData = shards.map((s, i) => knownShard(shardHashes[i] ?? '') ?? gz(s.bytes.view()))
  const docFiles: IndexFiles['docFiles'] = []
  for (let first = 0; first < docs.length; first += DOCS_PER_FILE) {
    const json = JSON.stringify(docs.slice(first, first + DOCS_PER_FILE).map((d): DocRecord => ({ url: d.url, title: d.title, sub: d.sub, text: d.text })))
    docFiles.push({ json, hash: createHash('sha1').update(json).digest('base64url').slice(0, 16) })
  }
  // The build id names this index's folder: a visitor mid-deploy never mixes two builds.
  const hash = createHash('sha256')
  for (const b of shardData) hash.update(b)
  for (const f of docFiles) hash.update(f.hash)
  const build = hash.digest('hex').slice(0, 10)

  const manifest: Manifest = { v: FORMAT, build, docs: n, kinds, shards: shards.map((s) => s.first), stop, docsPerFile: DOCS_PER_FILE }
  const files = new Map<string, Uint8Array>([[manifestFile, gz(JSON.stringify(manifest))]])
  shardData.forEach((data, i) => files.set(shardFile(build, i), data))
  if (!withoutDocFiles) docFiles.forEach((f, i) => files.set(docFile(build, i), docData(f.json)))
  return { files, manifest, docFiles, shardHashes }
}
