// What a run reads before it renders, read ahead by a process that waits for its word (cli.ts
// --wait): the render cache, the previous output and the image module.
import { join } from 'node:path'
import type { ItemPaths } from './model.js'
import { MarkdownCache, markdownRendererVersion } from './markdown-cache.js'
import { type PreviousOutput, readItemPaths, readPreviousOutput } from './reuse.js'
import { fileStamp } from '../shared/file-stamp.mjs'
import type { PerLocale } from '../shared/config/perLocale.js'

/**
 * What a run reads before it renders, read by a process that waits for its word (cli.ts --wait,
 * a webhook's rebuild started ahead): the render cache (~35 MB at --scale 20000), the previous
 * output's manifest and item hashes, and the image module (sharp). The previous output is used
 * only if it is still the one read (another run may have committed since).
 */
export type PreparedRun = {
  cache: Promise<MarkdownCache | undefined>
  /** What opening the render cache said, printed when the run starts. */
  lines: string[]
  previous: Promise<PreviousOutput | null>
  /** Its item paths (what a narrow run takes of the kinds it leaves out). */
  itemPaths: Promise<PerLocale<ItemPaths> | null>
  current(): boolean
}

export function prepareRun(outDir: string, markdownCache: string | undefined): PreparedRun {
  const stamp = () => fileStamp(join(outDir, 'manifest.json'))
  const before = stamp()
  const lines: string[] = []
  // Node loads its HTTP client (undici) at the first request: time the run would otherwise wait for.
  fetch('data:,').catch(() => {})
  const previous = readPreviousOutput(outDir)
  const itemPaths = readItemPaths(outDir)
  // What the run needs first (whether it may be narrow) is read first: from the command line the
  // word comes before all this is read, and the render cache and the image module (slow to load on
  // this thread) are needed only once the content is normalized.
  const first = Promise.allSettled([previous, itemPaths])
  first.then(() => import('./images.js')).catch(() => {})
  const cache = first.then(() => openCache(markdownCache, (line) => lines.push(line)))
  // Awaited by the run; until then a failure must not end the waiting process.
  cache.catch(() => {})
  previous.catch(() => {})
  return { cache, lines, previous, itemPaths, current: () => stamp() === before }
}

/** The render cache in `dir` for the current renderer, or none (with a line saying why). */
export async function openCache(dir: string | undefined, log: (line: string) => void): Promise<MarkdownCache | undefined> {
  if (!dir) return undefined
  const version = await markdownRendererVersion()
  if ('reason' in version) {
    log(`  render cache off: ${version.reason}`)
    return undefined
  }
  const { cache, note } = await MarkdownCache.open(dir, version.version)
  if (note) log(`  render cache: ${note}`)
  return cache
}
