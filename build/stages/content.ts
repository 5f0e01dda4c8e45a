// The content stage: the pipeline (content-pipeline/, a child process started ahead) pulls,
// validates and writes content/generated; then what the rest of the run reads of it.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fetchChanges } from '../../content-pipeline/changes.js'
import { createHttpClient, httpOptionsFromEnv } from '../../content-pipeline/fetch.js'
import { generatedDir, type Manifest } from '../../content-pipeline/model.js'
import { contentHashes, contentStampsFile, type StateHead } from '../state.js'
import type { Run } from './run.js'

/** Whether content/generated holds a content stage's output (a shard or a merge may use it as it is). */
export const contentOnDisk = (): boolean => existsSync(join(generatedDir, 'manifest.json'))

/**
 * Tells the content stage's process how to fetch (the one line it waits for on stdin:
 * content-pipeline/cli.ts --wait) and waits for it. (Issue 41: a rebuild's `verify` option goes
 * to the process here, with that word.)
 */
export async function contentStage(run: Run, fetch: 'incremental' | 'full'): Promise<void> {
  const content = run.helpers.content
  if (!content) return
  await run.stage('content', () => {
    content.send(fetch)
    return content.done
  })
}

/** The content files' hashes as the run takes them after the content stage, and the change feed's cursor they were fetched at. */
export function contentNow(): { hashes: Record<string, string>; cursor: string | null } {
  return { hashes: contentHashes(generatedDir, contentStampsFile), cursor: readManifestCursor() }
}

function readManifestCursor(): string | null {
  try {
    const manifest = JSON.parse(readFileSync(join(generatedDir, 'manifest.json'), 'utf8')) as Partial<Manifest>
    return manifest.cursor ?? null
  } catch {
    return null
  }
}

/**
 * One request to an external API's change feed: no change since the published build's cursor,
 * and the content on disk is what that build used. The embedded sample API starts afresh each
 * run, so its content stage answers the same question itself.
 */
export async function feedReportsNoChange(state: StateHead): Promise<boolean> {
  const api = process.env.CONTENT_API_URL?.trim()
  if (!api || !state.cursor) return false
  try {
    const feed = await fetchChanges(createHttpClient(api, httpOptionsFromEnv()), state.cursor)
    if (feed === 'reset' || feed.changes.length > 0) return false
  } catch {
    return false
  }
  const now = contentHashes(generatedDir, contentStampsFile)
  return Object.keys({ ...now, ...state.contentHashes }).every((k) => now[k] === state.contentHashes[k])
}
