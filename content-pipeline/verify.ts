// Guard 3 of docs/scheduling.md: a rebuild trusts the API's change feed for speed, and now and
// then checks it. A verifying run revalidates every list with conditional requests (a 304 costs
// no body), compares each item's hash with the previous output's, and names the items whose
// change the feed did not announce: the drift. Those are rendered like any change.
import { readFileSync } from 'node:fs'
import type { ChangedItem } from './changes.js'
import type { DriftItem, Manifest } from './model.js'
import { writeFileAtomicallySync } from '../shared/files.js'
import { verifyHours } from './settings.js'

/** When the last verifying (or full) fetch of a source succeeded. */
export const verifiedFile = '.cache/content-verified.json'

type Env = Readonly<Record<string, string | undefined>>

/** Which API a cache or stamp belongs to: its URL, or `sample-api` for the embedded one (its port changes every run). */
export const contentSourceId = (env: Env): string => env.CONTENT_API_URL?.trim() || 'sample-api'

/** REBUILD_VERIFY_HOURS: how often a rebuild verifies the feed (default once a day; 0: every rebuild). */
export function verifyIntervalHours(env: Env): number {
  const text = env.REBUILD_VERIFY_HOURS?.trim()
  if (!text) return Number(verifyHours.default)
  const hours = Number(text)
  if (!Number.isFinite(hours) || hours < 0) throw new Error(`REBUILD_VERIFY_HOURS must be a number of hours ≥ 0, not ${JSON.stringify(text)}`)
  return hours
}

export function recordVerified(file: string, sourceId: string, at: Date): void {
  writeFileAtomicallySync(file, JSON.stringify({ source: sourceId, at: at.toISOString() }) + '\n')
}

/** When `sourceId` was last verified (ms), as `file` records it; null: never, or the stamp is another source's or unreadable. */
export function lastVerifiedAt(file: string, sourceId: string): number | null {
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as { source?: unknown; at?: unknown }
    if (value.source !== sourceId || typeof value.at !== 'string') return null
    const at = Date.parse(value.at)
    return Number.isFinite(at) ? at : null
  } catch {
    return null
  }
}

/** Whether a rebuild of `sourceId` at `now` is due to verify: never verified, another source, or longer ago than the interval. */
export function verificationDue(file: string, sourceId: string, now: Date, intervalHours: number): boolean {
  return verificationDueAt(lastVerifiedAt(file, sourceId), now.getTime(), intervalHours)
}

/** The same, from the last verification's time (null: never): publishing/plan-run.ts decides with it. */
export const verificationDueAt = (lastAt: number | null, now: number, intervalHours: number): boolean => lastAt === null || now - lastAt >= intervalHours * 3_600_000

/**
 * The items whose hash differs between two outputs' manifests (added, changed or removed) that
 * the feed did not name. Pure: the run gives it the previous and the new hashes.
 */
export function driftOf(before: Manifest['hashes'], after: Manifest['hashes'], announced: readonly ChangedItem[]): DriftItem[] {
  const named = new Set(announced.map((c) => `${c.kind}/${c.id}`))
  const out: DriftItem[] = []
  for (const kind of [...new Set([...Object.keys(before), ...Object.keys(after)])].sort()) {
    const was = before[kind] ?? {}
    const now = after[kind] ?? {}
    const ids = [...new Set([...Object.keys(was), ...Object.keys(now)])].map(Number).sort((a, b) => a - b)
    for (const id of ids) {
      if (named.has(`${kind}/${id}`)) continue
      const a = was[String(id)]
      const b = now[String(id)]
      if (a === b) continue
      out.push({ kind, id, change: a === undefined ? 'added' : b === undefined ? 'removed' : 'changed' })
    }
  }
  return out
}

/** One line for a log or a warning: `2 items the change feed missed: blogPosts 12 changed, jobs 4 removed`. */
export function driftSummary(drift: readonly DriftItem[], shown = 10): string {
  const items = drift.slice(0, shown).map((d) => `${d.kind} ${d.id} ${d.change}`)
  const more = drift.length > shown ? `, and ${drift.length - shown} more` : ''
  return `${drift.length} item(s) the change feed missed: ${items.join(', ')}${more}`
}
