// The subscriptions stage: the Atom feeds and iCalendar files (page-data/subscriptions.ts) of the
// families the plan names (publishing/plan.ts planSubscriptions), written before the pages so that the
// pages' links to them resolve (the link check). A family not planned keeps its published files
// and facts; a file its family no longer makes (a deleted seminar) goes with the commit.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { localeCodes } from '../../shared/config/locales.js'
import { forgetContent, trackReads } from '../../page-data/content.js'
import { subscriptionFamilies, type SubscriptionFile } from '../../page-data/subscriptions.js'
import { planSubscriptions, type SubscriptionReason } from '../plan.js'
import type { Release } from '../publish.js'
import type { BuildState, SubscriptionFact } from '../state.js'
import { atomFeed } from './atom.js'
import { icalendar } from './icalendar.js'
import type { Run } from '../stages/run.js'

export type SubscriptionsResult = {
  facts: Record<string, SubscriptionFact>
  reasons: Record<string, SubscriptionReason>
  written: string[]
  unchanged: number
  removed: string[]
}

export const fileText = (file: SubscriptionFile): string => (file.kind === 'feed' ? atomFeed(file) : icalendar(file))

export async function subscriptionsStage(
  run: Run,
  release: Release,
  input: { incremental: boolean; published: BuildState | null; changedFiles: readonly string[]; now: number },
): Promise<SubscriptionsResult> {
  const result = await run.stage(
    'subscriptions',
    () => writeSubscriptions(release, input),
    (r) =>
      `${
        Object.keys(r.reasons).length
          ? Object.entries(r.reasons)
              .map(([name, why]) => `${name} (${why})`)
              .join(', ')
          : 'no feed or calendar shows what changed: all kept'
      }` +
      // The files are in the report (build-report.json `subscriptions`): thousands at network scale.
      `; ${r.written.length} files written${r.unchanged ? `, ${r.unchanged} the same as published` : ''}${r.removed.length ? `, ${r.removed.length} removed` : ''}`,
  )
  run.report.subscriptions = { families: result.reasons, written: result.written, removed: result.removed }
  return result
}

function writeSubscriptions(release: Release, input: { incremental: boolean; published: BuildState | null; changedFiles: readonly string[]; now: number }): Promise<SubscriptionsResult> {
  const families = localeCodes.flatMap((l) => subscriptionFamilies(l, input.now))
  const publishedFacts = input.incremental ? (input.published?.subscriptions ?? null) : null
  const plan = planSubscriptions({
    incremental: input.incremental,
    families: families.map((f) => f.name),
    published: publishedFacts,
    changedFiles: input.changedFiles,
    derived: input.published?.derived ?? {},
    now: input.now,
  })
  const facts: Record<string, SubscriptionFact> = {}
  const result: SubscriptionsResult = { facts, reasons: Object.fromEntries(plan), written: [], unchanged: 0, removed: [] }
  if (plan.size === 0) {
    Object.assign(facts, publishedFacts)
    return Promise.resolve(result)
  }
  // What this process read of the content before the content stage may be stale; what it reads now is not needed after.
  forgetContent()
  return (async () => {
    try {
      for (const family of families) {
        const before = publishedFacts?.[family.name]
        if (!plan.has(family.name)) {
          if (before) facts[family.name] = before
          continue
        }
        const { value, reads } = await trackReads(() => family.files())
        const files = value.files.map((f) => f.file)
        facts[family.name] = { reads, files, validUntil: value.validUntil }
        for (const file of value.files) {
          const rel = join('client', file.file)
          const text = fileText(file)
          if (release.base && sameText(join(release.base, rel), text)) {
            result.unchanged++
            continue
          }
          mkdirSync(dirname(join(release.dir, rel)), { recursive: true })
          writeFileSync(join(release.dir, rel), text)
          result.written.push(file.file)
        }
        for (const gone of before?.files.filter((f) => !files.includes(f)) ?? []) {
          release.removals?.push(join('client', gone))
          result.removed.push(gone)
        }
      }
      return result
    } finally {
      forgetContent()
    }
  })()
}

function sameText(file: string, text: string): boolean {
  try {
    return readFileSync(file, 'utf8') === text
  } catch {
    return false
  }
}
