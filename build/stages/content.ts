// The content stage: the pipeline (content-pipeline/, a child process started ahead) pulls,
// validates and writes content/generated; then what the rest of the run reads of it.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fetchChanges } from '../../content-pipeline/changes.js'
import { createHttpClient, httpOptionsFromEnv } from '../../content-pipeline/fetch.js'
import { generatedDir, type Manifest } from '../../content-pipeline/model.js'
import { contentSourceId, driftSummary, verificationDue, verifiedFile, verifyIntervalHours } from '../../content-pipeline/verify.js'
import { contentHashes, contentStampsFile, type StateHead } from '../state.js'
import type { Run } from './run.js'
import { buildNow } from '../../config/clock.js'

/** Whether content/generated holds a content stage's output (a shard or a merge may use it as it is). */
export const contentOnDisk = (): boolean => existsSync(join(generatedDir, 'manifest.json'))

/**
 * Tells the content stage's process how to fetch (the one line it waits for on stdin:
 * content-pipeline/cli.ts --wait) and waits for it. A verifying run's finding (what the change
 * feed missed: content-pipeline/verify.ts) goes into the report, and into its warnings.
 */
export async function contentStage(run: Run, fetch: 'incremental' | 'verify' | 'full'): Promise<void> {
  const content = run.helpers.content
  if (!content) return
  await run.stage('content', () => {
    content.send(fetch)
    return content.done
  })
  if (fetch !== 'verify') return
  const verified = readManifest()?.verified
  if (verified) run.report.verify = verified
  if (verified?.drift?.length) run.report.warnings.push(`change feed: ${driftSummary(verified.drift)}; rendered now`)
}

/**
 * Whether this rebuild verifies the change feed: asked to (--verify), or the last verification of
 * this source is older than REBUILD_VERIFY_HOURS (a full build's fetch counts as one).
 */
export const verificationDueNow = (asked: boolean | undefined): boolean =>
  asked === true || verificationDue(verifiedFile, contentSourceId(process.env), new Date(buildNow()), verifyIntervalHours(process.env))

/** The content files' hashes as the run takes them after the content stage, and the change feed's cursor they were fetched at. */
export function contentNow(): { hashes: Record<string, string>; cursor: string | null } {
  return { hashes: contentHashes(generatedDir, contentStampsFile), cursor: readManifestCursor() }
}

function readManifest(): Partial<Manifest> | null {
  try {
    return JSON.parse(readFileSync(join(generatedDir, 'manifest.json'), 'utf8')) as Partial<Manifest>
  } catch {
    return null
  }
}

const readManifestCursor = (): string | null => readManifest()?.cursor ?? null

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
