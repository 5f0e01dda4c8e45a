// What some output is made by, as one hash of source files: the build's code (publishing/code.ts) and
// the pipeline's own (reuse.ts), so output made by other code is never taken for current.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { pipelineCode as pipelineSources } from '../shared/config/codeFolders.js'

const notCode = (name: string) => /\.test\.tsx?$/.test(name) || name.endsWith('.md') || name === 'node_modules'

/** One hash of the files under `sources` (folders or files relative to `root`), with their paths; tests, Markdown and node_modules left out. */
export function treeFingerprint(root: string, sources: readonly string[]): string {
  const hash = createHash('sha1')
  const add = (full: string) => {
    if (statSync(full).isDirectory()) {
      for (const name of readdirSync(full).sort()) if (!notCode(name)) add(join(full, name))
      return
    }
    hash.update(relative(root, full).split(sep).join('/')).update('\0').update(readFileSync(full)).update('\0')
  }
  for (const s of sources) if (existsSync(join(root, s))) add(join(root, s))
  return hash.digest('base64url')
}

let pipelineCode: string | undefined

/** The content pipeline's code (shared/config/codeFolders.ts pipelineCode), taken once a process. */
export function pipelineCodeFingerprint(): string {
  pipelineCode ??= treeFingerprint(fileURLToPath(new URL('..', import.meta.url)), pipelineSources)
  return pipelineCode
}
