// What the code the build generates for the hosts that run it — Cloudflare Pages' `_worker.js`
// (cloudflare.ts) and Netlify's edge function (netlify.ts) — shares: a JSON table of the answers
// it gives, looked up with one hash lookup a request; the answers themselves (the map's 301 with
// the request's query carried over, maintenance mode's 302), with the security headers, which
// neither host's `_headers` adds to what code answers; the paths it is never invoked on; and its
// size, held to the host's limit for code. How a path is turned into a key is each host's own
// (Cloudflare: lower case; Netlify: decoded, with its case, without trailing slashes).
//
// The answers are in shards: both hosts limit CPU time (Netlify 50 ms a request; Cloudflare a
// worker's startup, and 10 ms a request on the free plan), and a map of 60,000 entries took
// longer than that to parse whole (docs/performance.md). Shard `i` is the JSON text of the answers whose
// keys `shardOf` puts there (the same function at build time and in the generated code); the code
// holds the shards as strings — cheap to read when an instance starts — and parses a shard the
// first time a request needs it, keeping it for the instance's later requests: a request parses
// at most one shard, of at most about a thousand entries, whatever the map's size.
import { gzipSync } from 'node:zlib'
import type { HostRules } from '../rules.js'

/** The answers the generated code looks up by a request's key. */
export type Answers = {
  /** The map's path entries the code answers, keyed as the host compares paths → target. */
  paths: Record<string, string>
  /** Maintenance target of the pages the code answers, keyed as the host compares them. */
  maintenance: Record<string, string>
}

/** What the generated code reads: its answers in shards, and what each answer carries. */
export type AnswerTable = {
  /** The JSON text of each shard's `Answers`; their number is the `count` of `shardOf`. */
  shards: string[]
  revalidate: string
  headers: [string, string][]
}

/** A table keyed by `key`; the first entry of a key wins, as the first matching rule does. */
export function keyedTable(entries: readonly { from: string; to: string }[], key: (from: string) => string): Record<string, string> {
  const table: Record<string, string> = {}
  for (const { from, to } of entries) table[key(from)] ??= to
  return table
}

/**
 * What a shard holds on average, at most: entries, and characters of JSON. The hash spreads keys
 * evenly, so the largest shard stays well under twice that (~1,000 entries, ~64 KB), which parses
 * in about a millisecond (docs/performance.md).
 */
export const shardSize = { entries: 512, chars: 32 * 1024 } as const

/**
 * The shard of `key` among `count`: FNV-1a (32 bits) of its UTF-16 code units, ASCII letters taken
 * in lower case so that a path and its lower case share a shard (Cloudflare looks a path up as it
 * is and in lower case), mixed by murmur3's finalizer (FNV's low bits alone spread similar paths
 * unevenly: with 210 shards some held none).
 *
 * One text, run by the generated code and, compiled from it, by the build. Not the other way
 * round (a TypeScript function's `toString()`): that text is whatever the build's compiler made of
 * it, minified in the bundled build, formatted under tsx, so the host files would differ by how the
 * build was started (a shard merge differed from the full build it must equal).
 */
const shardOfSource = `/** The shard of \`key\` among \`count\` (hosting/redirects/emit/edge-code.ts shardOfSource). */
function shardOf(key, count) {
  let hash = 0x811c9dc5
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i)
    hash = Math.imul(hash ^ (c >= 65 && c <= 90 ? c + 32 : c), 0x01000193)
  }
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b)
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35)
  return ((hash ^ (hash >>> 16)) >>> 0) % count
}`

/** `shardOfSource`'s function, for the build. */
export const shardOf = compiledShardOf(shardOfSource)

function compiledShardOf(source: string): (key: string, count: number) => number {
  const compiled: unknown = new Function(`return (${source})`)()
  if (typeof compiled !== 'function') throw new Error('shardOfSource is not a function')
  return (key, count) => Number(compiled(key, count))
}

/** The table of these answers: as many shards as keep each at `shardSize` on average (at least one). */
export function answerTable(answers: Answers, carried: { revalidate: string; headers: [string, string][] }): AnswerTable {
  const entries = Object.keys(answers.paths).length + Object.keys(answers.maintenance).length
  const count = Math.max(1, Math.ceil(entries / shardSize.entries), Math.ceil(JSON.stringify(answers).length / shardSize.chars))
  const shards = Array.from({ length: count }, (): Answers => ({ paths: {}, maintenance: {} }))
  for (const part of ['paths', 'maintenance'] as const) {
    for (const [key, to] of Object.entries(answers[part])) {
      const shard = shards[shardOf(key, count)]
      if (shard) shard[part][key] = to
    }
  }
  return { shards: shards.map((s) => JSON.stringify(s)), revalidate: carried.revalidate, headers: carried.headers }
}

/**
 * JavaScript for the generated code: `answer` (a response with the security headers), and the
 * two answers of the table `table` (the name of its variable there, an `AnswerTable`):
 * `mapRedirect(key, search)`, the 301 of a path entry with the request's query, and
 * `maintenanceRedirect(key, search)`, the 302 of a page in maintenance mode with `search` after
 * the maintenance page; each null when the table has no such key. Each parses the key's shard the
 * first time a request needs it.
 */
export function answersSource(table: string): string {
  return `/** A response with the security headers (_headers does not reach what code answers). */
function answer(status, headers, body) {
  const out = new Headers(headers)
  for (const [name, value] of ${table}.headers) out.set(name, value)
  return new Response(body === undefined ? null : body, { status, headers: out })
}

${shardOfSource}

/** Each shard's answers once parsed: a shard is parsed the first time a request needs it, then kept. */
const parsedShards = []

/** The answers of \`key\`'s shard (\`paths\`, \`maintenance\`). */
function answersOf(key) {
  const index = shardOf(key, ${table}.shards.length)
  return (parsedShards[index] ??= JSON.parse(${table}.shards[index]))
}

/** The 301 map's path entry under \`key\`, the request's query carried over; null if there is none. */
function mapRedirect(key, search) {
  const target = answersOf(key).paths[key]
  return target === undefined ? null : answer(301, { Location: target + search })
}

/** Maintenance mode's 302 for the page under \`key\`, \`search\` after the maintenance page; null for any other path. */
function maintenanceRedirect(key, search) {
  const target = answersOf(key).maintenance[key]
  return target === undefined ? null : answer(302, { Location: target + search, 'Cache-Control': ${table}.revalidate })
}`
}

/** Paths the generated code is never invoked on: the hashed assets and media (files only). */
export const filesOnlyPaths = (rules: HostRules) => [`${rules.cache.hashed.prefix}*`, `${rules.cache.media.prefix}*`]

/** Whether `path` is under one of `filesOnlyPaths` (a map source there must stay in the host's rules). */
export const inFilesOnlyPath = (rules: HostRules, path: string) => [rules.cache.hashed.prefix, rules.cache.media.prefix].some((prefix) => path.startsWith(prefix))

/** The generated code's size as the hosts' limits count it: after compression (gzip). */
export const compressedBytes = (...texts: string[]) => texts.reduce((sum, text) => sum + gzipSync(text).length, 0)
