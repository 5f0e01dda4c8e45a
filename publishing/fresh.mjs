// Whether a bundle of publishing/compiled.ts is up to date with its sources. Plain JavaScript, because
// publishing/launch.mjs asks it before any loader for TypeScript is there; publishing/compiled.ts, which
// writes the bundles and their manifests, takes the same functions from here.
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileStamp } from '../shared/file-stamp.mjs'

/** @param {string} root */
export const binDir = (root) => resolve(root, '.build', 'bin')

/** @param {string} root @param {string} name */
export const manifestOf = (root, name) => join(binDir(root), `${name}.json`)

/**
 * @typedef {{ version: 1, node: string, dir: string, entry: string, inputs: [string, string][] }} Manifest
 * `dir`: the bundle's folder in binDir; `entry`: its entry file in it; `inputs`: every file it was
 * made from (paths from the project root) with its stamp then.
 */

/**
 * @param {string} root @param {string} name
 * @returns {Manifest | null}
 */
export function readManifest(root, name) {
  try {
    const m = JSON.parse(readFileSync(manifestOf(root, name), 'utf8'))
    if (m.version !== 1 || m.node !== process.version || typeof m.dir !== 'string' || typeof m.entry !== 'string' || !Array.isArray(m.inputs)) return null
    return m
  } catch {
    return null
  }
}

/**
 * The compiled file of `name` in the project at `root` when every file it was made from is as it
 * was then (and Node the same); else null.
 * @param {string} name
 * @param {string} [root]
 * @returns {string | null}
 */
export function freshEntry(name, root = process.cwd()) {
  if (process.env.BUILD_COMPILED === 'off') return null
  const m = readManifest(root, name)
  if (!m) return null
  for (const [file, stamp] of m.inputs) if (fileStamp(resolve(root, file)) !== stamp) return null
  const entry = join(binDir(root), m.dir, m.entry)
  return existsSync(entry) ? entry : null
}
