// Builds one locale's results-page index (format.ts) from its SearchDocs. Node only.
// Scores are computed here, once: a BM25 weight of the term in the document (title words count
// four times, keywords twice, with a bonus when the term is in a short title), quantized to a
// byte. The browser then only adds bytes up, which keeps queries quick on a large index.
import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import type { SearchDoc } from '../docs.js'
import { words } from '../fold.js'
import { searchKinds } from '../kinds.js'
import { docFile, FORMAT, manifestFile, type DocRecord, type Manifest, shardFile, writeVarint } from './format.js'

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
  'a', 'i', 'k', 'o', 's', 'u', 'v', 'z', 'na', 'do', 'se', 'si', 'je', 'to', 'ze', 'za', 've', 'ke', 'po', 'od', 'pro',
  'pri', 'jak', 'co', 'by', 'ale', 'nebo', 'jsou', 'byl', 'tak', 'jen', 'uz', 'az', 'ani', 'jako', 'kde', 'kdy', 'ktery',
  'ktera', 'ktere', 'kteri', 'jejich', 'jeho', 'jsme', 'jste', 'tim', 'tom', 'ten', 'ta', 'tento', 'tato', 'toto', 'vam',
  'vas', 'nam', 'nas', 'pak', 'take',
  // English
  'an', 'the', 'and', 'or', 'of', 'in', 'on', 'for', 'is', 'are', 'be', 'by', 'at', 'as', 'its', 'that', 'this', 'with',
  'from', 'we', 'you', 'your', 'our', 'not', 'can', 'will', 'has', 'have', 'was', 'were',
]
/** Score → byte: scores stay below ~50, so 5 steps per point fit a byte. */
const QUANT = 5

/**
 * The index's files by name (the manifest, the term shards and, unless `withoutDocFiles`, the
 * documents), its manifest, and each document's record as JSON with a hash of it: the same hash
 * at the same number in two builds means the same document file (`docData`).
 */
export type IndexFiles = { files: Map<string, Uint8Array>; manifest: Manifest; records: { json: string; hash: string }[] }

type Posting = { doc: number; score: number }

export type BuildOptions = {
  shardBytes?: number
  stopWords?: readonly string[]
  /** Leave the documents' files out of `files`: the caller writes them (`docData`), or links a previous build's. */
  withoutDocFiles?: boolean
}

const gz = (data: Uint8Array | string) => new Uint8Array(gzipSync(data, { level: 9 }))

/** A document's file from its record's JSON (IndexFiles `records`). */
export const docData = (json: string): Uint8Array => gz(json)

export function buildFulltextIndex(input: SearchDoc[], { shardBytes = SHARD_BYTES, stopWords = FUNCTION_WORDS, withoutDocFiles = false }: BuildOptions = {}): IndexFiles {
  // Numbered by kind: each kind is one range of ids.
  const docs = searchKinds.flatMap((kind) => input.filter((d) => d.kind === kind))
  const kinds: [number, number][] = searchKinds.map((kind) => {
    const first = docs.findIndex((d) => d.kind === kind)
    const count = docs.filter((d) => d.kind === kind).length
    return first < 0 ? [0, 0] : [first, first + count]
  })

  // Weighted term frequencies per document.
  const perDoc = docs.map((d) => {
    const tf = new Map<string, number>()
    const add = (text: string, weight: number) => { for (const w of words(text)) tf.set(w, (tf.get(w) ?? 0) + weight) }
    add(d.title, 4)
    add(d.keywords.join(' '), 2)
    add(d.sub, 1)
    add(d.text, 1)
    const titleWords = words(d.title)
    return { tf, length: [...tf.values()].reduce((a, b) => a + b, 0), title: new Set(titleWords), titleLength: Math.max(1, titleWords.length) }
  })
  const avgLength = perDoc.reduce((a, d) => a + d.length, 0) / Math.max(1, perDoc.length)
  const df = new Map<string, number>()
  for (const d of perDoc) for (const term of d.tf.keys()) df.set(term, (df.get(term) ?? 0) + 1)
  const n = docs.length
  const stop = [...stopWords].sort()
  const stopSet = new Set(stop)

  const postings = new Map<string, Posting[]>()
  perDoc.forEach((d, doc) => {
    for (const [term, tf] of d.tf) {
      if (stopSet.has(term)) continue
      const idf = Math.log(1 + (n - (df.get(term) ?? 0) + 0.5) / ((df.get(term) ?? 0) + 0.5))
      const tfn = tf / (tf + K1 * (1 - B + (B * d.length) / avgLength))
      const inTitle = d.title.has(term) ? 1.5 + 1 / d.titleLength : 0
      const score = idf * ((K1 + 1) * tfn + inTitle)
      let list = postings.get(term)
      if (!list) postings.set(term, (list = []))
      list.push({ doc, score: Math.max(1, Math.min(255, Math.round(score * QUANT))) })
    }
  })

  // Term shards, in code-unit order (the browser compares strings the same way).
  const terms = [...postings.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  const encoder = new TextEncoder()
  const shards: { first: string; bytes: number[] }[] = []
  for (const term of terms) {
    const list = postings.get(term) ?? []
    const body: number[] = []
    let prev = 0
    for (const p of list) {
      writeVarint(body, p.doc - prev)
      prev = p.doc
    }
    for (const p of list) body.push(p.score)
    const entry: number[] = []
    const name = encoder.encode(term)
    writeVarint(entry, name.length)
    for (const b of name) entry.push(b)
    writeVarint(entry, list.length)
    writeVarint(entry, body.length)
    const last = shards[shards.length - 1]
    const target = last && last.bytes.length + entry.length + body.length <= shardBytes ? last : undefined
    const shard = target ?? { first: term, bytes: [] }
    if (!target) shards.push(shard)
    for (const b of entry) shard.bytes.push(b)
    for (const b of body) shard.bytes.push(b)
  }

  const shardData = shards.map((s) => gz(Uint8Array.from(s.bytes)))
  const records = docs.map((d) => {
    const json = JSON.stringify({ url: d.url, title: d.title, sub: d.sub, text: d.text } satisfies DocRecord)
    return { json, hash: createHash('sha1').update(json).digest('base64url').slice(0, 16) }
  })
  // The build id names this index's folder: a visitor mid-deploy never mixes two builds.
  const hash = createHash('sha256')
  for (const b of shardData) hash.update(b)
  for (const r of records) hash.update(r.hash)
  const build = hash.digest('hex').slice(0, 10)

  const manifest: Manifest = { v: FORMAT, build, docs: n, kinds, shards: shards.map((s) => s.first), stop }
  const files = new Map<string, Uint8Array>([[manifestFile, gz(JSON.stringify(manifest))]])
  shardData.forEach((data, i) => files.set(shardFile(build, i), data))
  if (!withoutDocFiles) records.forEach((r, i) => files.set(docFile(build, i), docData(r.json)))
  return { files, manifest, records }
}
