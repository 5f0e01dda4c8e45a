// The results page's index format (shared by the build and the browser). Per locale, under
// paths.ts's indexDir:
//   manifest.bin                 gzip JSON: build id, doc count, kind ranges, shard boundaries
//   {build}/t{n}.bin             gzip binary term shards: term → postings (doc id, score)
//   {build}/d/{n}.bin            gzip JSON array: what a result shows (url, title, text…) of
//                                docs n × docsPerFile up to the next file's first
// Everything is gzipped at build time, so the bytes a visitor downloads do not depend on the host
// compressing unknown file types. Docs are numbered by kind, so a kind is a range of ids and
// per-kind counts need no extra data.
import { array, integer, literal, object, string, tuple, type Infer } from 'superstruct'
import { searchKinds } from '../kinds.js'

export const FORMAT = 2

export const manifestFile = 'manifest.bin'
export const shardFile = (build: string, n: number) => `${build}/t${n}.bin`
/**
 * Documents per document file. One file per document made a locale's index ~17,000 files at
 * network scale: creating them was most of the search stage, and a rebuild linked them all again.
 * Eight keep a file at ~3 KB gzip (one document ~0.6 KB), so the ten results of a page cost ten
 * small requests as before, each a few KB more, and the files are eight times fewer.
 */
export const DOCS_PER_FILE = 8
/** Document file number `n`: documents `n × docsPerFile` to `(n + 1) × docsPerFile - 1`. */
export const docFile = (build: string, n: number) => `${build}/d/${n}.bin`
/** Which document file holds document `doc`, and where in it. */
export const docPlace = (doc: number, docsPerFile: number) => ({ file: Math.floor(doc / docsPerFile), index: doc % docsPerFile })

export const Manifest = object({
  v: literal(FORMAT),
  build: string(),
  docs: integer(),
  /** [first doc id, end (exclusive)] per kind, in searchKinds order. */
  kinds: array(tuple([integer(), integer()])),
  /** First term of each shard, ascending (shard n holds terms from shards[n] up to shards[n+1]). */
  shards: array(string()),
  /** Words left out of the index (function words); a query ignores them. */
  stop: array(string()),
  /** Documents per document file (docFile, docPlace). */
  docsPerFile: integer(),
})
export type Manifest = Infer<typeof Manifest>

export const DocRecord = object({ url: string(), title: string(), sub: string(), text: string() })
export type DocRecord = Infer<typeof DocRecord>

export const kindCount = searchKinds.length

/** Unsigned LEB128: small numbers (most deltas between doc ids) take one byte. */
export function writeVarint(out: { push(byte: number): unknown }, n: number): void {
  let v = n
  while (v >= 0x80) {
    out.push((v & 0x7f) | 0x80)
    v = Math.floor(v / 128)
  }
  out.push(v)
}

export class Reader {
  pos = 0
  constructor(private readonly bytes: Uint8Array) {}
  get done(): boolean {
    return this.pos >= this.bytes.length
  }
  varint(): number {
    let result = 0
    let shift = 1
    for (;;) {
      const b = this.bytes[this.pos++]
      if (b === undefined) throw new Error('search index: truncated shard')
      result += (b & 0x7f) * shift
      if (b < 0x80) return result
      shift *= 128
    }
  }
  byte(): number {
    const b = this.bytes[this.pos++]
    if (b === undefined) throw new Error('search index: truncated shard')
    return b
  }
  text(length: number): string {
    const s = new TextDecoder().decode(this.bytes.subarray(this.pos, this.pos + length))
    this.pos += length
    return s
  }
}
