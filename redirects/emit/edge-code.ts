// What the code the build generates for the hosts that run it — Cloudflare Pages' `_worker.js`
// (cloudflare.ts) and Netlify's edge function (netlify.ts) — shares: a JSON table of the answers
// it gives, looked up with one hash lookup a request; the answers themselves (the map's 301 with
// the request's query carried over, maintenance mode's 302), with the security headers, which
// neither host's `_headers` adds to what code answers; the paths it is never invoked on; and its
// size, held to the host's limit for code. How a path is turned into a key is each host's own
// (Cloudflare: lower case; Netlify: decoded, with its case, without trailing slashes).
import { gzipSync } from 'node:zlib'
import type { HostRules } from '../rules.js'

/** What the generated code reads of the map and the rules. */
export type AnswerTable = {
  /** The map's path entries the code answers, keyed as the host compares paths → target. */
  paths: Record<string, string>
  /** Maintenance target of the pages the code answers, keyed the same way. */
  maintenance: Record<string, string>
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
 * JavaScript for the generated code: `answer` (a response with the security headers), and the
 * two answers of the table `table` (the name of its variable there): `mapRedirect(key, search)`,
 * the 301 of a path entry with the request's query, and `maintenanceRedirect(key, search)`, the
 * 302 of a page in maintenance mode with `search` after the maintenance page; each null when the
 * table has no such key.
 */
export function answersSource(table: string): string {
  return `/** A response with the security headers (_headers does not reach what code answers). */
function answer(status, headers, body) {
  const out = new Headers(headers)
  for (const [name, value] of ${table}.headers) out.set(name, value)
  return new Response(body === undefined ? null : body, { status, headers: out })
}

/** The 301 map's path entry under \`key\`, the request's query carried over; null if there is none. */
function mapRedirect(key, search) {
  const target = ${table}.paths[key]
  return target === undefined ? null : answer(301, { Location: target + search })
}

/** Maintenance mode's 302 for the page under \`key\`, \`search\` after the maintenance page; null for any other path. */
function maintenanceRedirect(key, search) {
  const target = ${table}.maintenance[key]
  return target === undefined ? null : answer(302, { Location: target + search, 'Cache-Control': ${table}.revalidate })
}`
}

/** Paths the generated code is never invoked on: the hashed assets and media (files only). */
export const filesOnlyPaths = (rules: HostRules) => [`${rules.cache.hashed.prefix}*`, `${rules.cache.media.prefix}*`]

/** Whether `path` is under one of `filesOnlyPaths` (a map source there must stay in the host's rules). */
export const inFilesOnlyPath = (rules: HostRules, path: string) => [rules.cache.hashed.prefix, rules.cache.media.prefix].some((prefix) => path.startsWith(prefix))

/** The generated code's size as the hosts' limits count it: after compression (gzip). */
export const compressedBytes = (...texts: string[]) => texts.reduce((sum, text) => sum + gzipSync(text).length, 0)
