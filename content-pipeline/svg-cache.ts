// The sanitizer's answers (svg-sanitizer.ts) kept by what decides them: the SVG's bytes and the
// sanitizer's version. jsdom makes sanitizing slow (docs/performance.md has the figures): a
// network-scale dataset has hundreds of SVGs, and every run from nothing (a fresh output folder, a
// project copy, a pipeline test's reference run) sanitized each again. One small file an SVG, written atomically,
// so processes may share the folder as they share the image cache (images.ts). What is published
// is still the sanitizer's output, never the API's bytes: the cache holds only that output.
import { createHash, randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { array, object, string, union, validate } from 'superstruct'
import { lockedRenderPackages } from './markdown-cache.js'
import { svgCache } from './settings.js'
import type { SanitizedSvg } from './svg-sanitizer.js'

/** `.cache/svg/` of the repository (CONTENT_SVG_CACHE moves it; `off`: sanitize every SVG). */
export const defaultSvgCacheDir: string | null = process.env[svgCache.name] === 'off' ? null : process.env[svgCache.name] || fileURLToPath(new URL(`../${svgCache.default}/`, import.meta.url))

/**
 * Part of the version, which also hashes svg-sanitizer.ts's source and the installed DOMPurify and
 * jsdom: bump it when the output changes for a reason neither shows.
 */
export const SANITIZER_VERSION = 'svg-1'

const Answer = union([object({ svg: string(), removed: array(string()) }), object({ refused: string() })])

/** The sanitizer's version (see the top of this file), or null when it cannot be known (then nothing is cached). */
export function svgSanitizerVersion(): string | null {
  const here = import.meta.url
  try {
    const hash = createHash('sha256').update(`${SANITIZER_VERSION}\n`)
    hash.update(readFileSync(fileURLToPath(new URL(`./svg-sanitizer${here.endsWith('.ts') ? '.ts' : '.js'}`, here))))
    const lock = readFileSync(fileURLToPath(new URL('../package-lock.json', here)), 'utf8')
    for (const line of lockedRenderPackages(lock, ['dompurify', 'jsdom'])) hash.update(`\n${line}`)
    return hash.digest('hex')
  } catch {
    return null
  }
}

export type SvgCache = { dir: string; version: string }

/** The cache in `dir` (null: none, or no version known). */
export function openSvgCache(dir: string | null = defaultSvgCacheDir): SvgCache | null {
  if (dir === null) return null
  const version = svgSanitizerVersion()
  return version === null ? null : { dir, version }
}

/** The sanitizer's answer for `bytes`: the cached one, or `sanitize`'s, then kept. */
export function sanitizedThroughCache(cache: SvgCache | null, bytes: Uint8Array, sanitize: (bytes: Uint8Array) => SanitizedSvg): SanitizedSvg {
  if (!cache) return sanitize(bytes)
  const file = join(cache.dir, `${createHash('sha256').update(cache.version).update('\0').update(bytes).digest('hex')}.json`)
  try {
    const [error, answer] = validate(JSON.parse(readFileSync(file, 'utf8')), Answer)
    if (!error) return answer
  } catch {
    // Not there yet, or unreadable: sanitized and written below.
  }
  const answer = sanitize(bytes)
  try {
    mkdirSync(cache.dir, { recursive: true })
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
    writeFileSync(temp, JSON.stringify(answer))
    renameSync(temp, file)
  } catch {
    // A cache that cannot be written costs the next run the time, nothing else.
  }
  return answer
}
