// The facts a run decides with, gathered in one step before any decision: the published release
// (its pin and, for a rebuild, its state's head), the run's now, the code fingerprint, the
// verification stamp, the change feed's answer. publishing/plan-run.ts decides with them alone; a run
// and `--explain` (publishing/explain.ts) gather them the same way. What only exists once stages have
// run comes later, as facts of their own: the content's hashes after the content stage
// (contentFacts), the keys the page worker finds changed (publishing/stages/pages.ts changesStage).
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fetchChanges } from '../content-pipeline/changes.js'
import { createHttpClient, httpOptionsFromEnv } from '../content-pipeline/fetch.js'
import { generatedDir, type Manifest } from '../content-pipeline/model.js'
import { contentSourceId, lastVerifiedAt, verifiedFile, verifyIntervalHours } from '../content-pipeline/verify.js'
import { buildNow } from '../shared/config/clock.js'
import { codeFingerprint } from './code.js'
import type { ChangeFeedFact, Facts, PlanOptions, PublishedFacts } from './plan-run.js'
import { publishedRelease } from './publish.js'
import { readPin, sourceMismatch, sourceOfEnv, type SourcePin } from './source-pin.js'
import { contentHashes, contentStampsFile, readStateHead, type StateHead } from './state.js'
import { renderBundle } from './stages/paths.js'

type Env = Record<string, string | undefined>

/**
 * `code`: the code fingerprint, when the caller has just taken it (a webhook's rebuild at its word).
 * `readOnly`: hash the content without recording the hashes (`--explain` writes nothing); a run
 * records them (publishing/state.ts contentHashes).
 */
export async function gatherFacts(options: PlanOptions, { env = process.env, readOnly = false, code }: { env?: Env; readOnly?: boolean; code?: string | undefined } = {}): Promise<Facts> {
  const published = publishedFacts(options)
  const source = sourceOfEnv(env)
  const rebuild = options.mode === 'rebuild'
  return {
    now: buildNow(env),
    code: code ?? codeFingerprint('.', env),
    rendererBuilt: existsSync(renderBundle()),
    contentOnDisk: existsSync(join(generatedDir, 'manifest.json')),
    source,
    published,
    verification: rebuild ? { lastAt: lastVerifiedAt(verifiedFile, contentSourceId(env)), intervalHours: verifyIntervalHours(env) } : null,
    changeFeed: feedWorthAsking(options, published, source, env) ? await askChangeFeed(published?.head ?? null, env, readOnly) : null,
  }
}

/** The release `dist` points at, its pin, and a rebuild's state head (the state itself is read while the content stage runs). */
function publishedFacts(options: PlanOptions): PublishedFacts | null {
  const release = publishedRelease()
  if (!release) return null
  return { release, pin: readPin(release.dir), head: options.mode === 'rebuild' && !options.shard && !options.merge ? readStateHead(release.id) : null }
}

/**
 * The feed can end a rebuild before its content stage: an external API (the embedded sample API
 * starts afresh each run, so its content stage answers the same question itself), the published
 * release's source (another's feed says nothing of it), a cursor to ask from, a content stage to
 * skip, and no --verify (which revalidates every list anyway).
 */
function feedWorthAsking(options: PlanOptions, published: PublishedFacts | null, source: SourcePin, env: Env): boolean {
  if (options.mode !== 'rebuild' || options.skipContent || options.verify || !published?.head?.cursor) return false
  return Boolean(env.CONTENT_API_URL?.trim()) && sourceMismatch(source, published.pin) === null
}

/** One request to the API's change feed since the published build's cursor, and whether the content on disk is what that build used. */
async function askChangeFeed(head: StateHead | null, env: Env, readOnly: boolean): Promise<ChangeFeedFact | null> {
  const api = env.CONTENT_API_URL?.trim()
  if (!api || !head?.cursor) return null
  let answer: ChangeFeedFact['answer']
  try {
    const feed = await fetchChanges(createHttpClient(api, httpOptionsFromEnv(env)), head.cursor)
    answer = feed === 'reset' ? 'reset' : feed.changes.length > 0 ? 'changes' : 'no change'
  } catch {
    answer = 'unreachable'
  }
  if (answer !== 'no change') return { answer, contentAsPublished: false }
  const now = contentHashes(generatedDir, readOnly ? undefined : contentStampsFile)
  return { answer, contentAsPublished: Object.keys({ ...now, ...head.contentHashes }).every((k) => now[k] === head.contentHashes[k]) }
}

/** The content files' hashes as the run takes them after the content stage, and the change feed's cursor they were fetched at. */
export function contentFacts(): { hashes: Record<string, string>; cursor: string | null } {
  return { hashes: contentHashes(generatedDir, contentStampsFile), cursor: readManifest()?.cursor ?? null }
}

/** content/generated/manifest.json as the content stage wrote it; null when it cannot be read. */
export function readManifest(): Partial<Manifest> | null {
  try {
    return JSON.parse(readFileSync(join(generatedDir, 'manifest.json'), 'utf8')) as Partial<Manifest>
  } catch {
    return null
  }
}
