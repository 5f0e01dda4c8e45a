// Two of the guards of docs/scheduling.md, as the run applies them (the third, verifying the change
// feed, is planned in publishing/plan-run.ts and carried out by the content stage). The decisions are
// pure (publishing/plan-run.ts, publishing/removal-guard.ts); here they meet the run: its options, its report, the published state.
import type { RunPlan } from '../plan-run.js'
import type { Release } from '../publish.js'
import { checkRemovals, removalLimitsOf, removalRefusal } from '../removal-guard.js'
import type { SourcePin } from '../source-pin.js'
import { type BuildState, readStateAsync } from '../state.js'
import type { Run } from './run.js'

/**
 * Guard 1, as the plan decided it (publishing/plan-run.ts planSource): this run's source goes into the
 * report (the release keeps it as its pin); another source than the published release's stops
 * the run before its content stage, unless --replace-source.
 */
export function applySourceGuard(run: Run, source: SourcePin, plan: Pick<RunPlan, 'refusal'>): void {
  run.report.source = source
  if (plan.refusal === null) return
  run.report.refused = 'source'
  throw new Error(plan.refusal)
}

/** URL → page type (route key) of a build state's pages: what the removal guard counts. */
export const pageTypesOf = (state: BuildState): Map<string, string> => new Map(Object.entries(state.pages).map(([url, page]) => [url, page.routeKey]))

/** The published release's pages by type, read while the content stage runs; null when its state cannot be read. */
export function publishedPageTypes(release: Release): Promise<Map<string, string> | null> {
  return readStateAsync(release.id).then(
    (state) => (state ? pageTypesOf(state) : null),
    () => null,
  )
}

/**
 * Guard 2: the published pages this run would remove, per type, against the limits. Over them,
 * the run stops before it renders anything, with the counts and the first pages in its report,
 * unless --allow-removals (or --replace-source: a new source replaces the pages).
 */
export function guardRemovals(run: Run, published: ReadonlyMap<string, string> | null, current: ReadonlySet<string>): void {
  if (!published || run.options.shard) return
  const limits = removalLimitsOf(process.env)
  const check = checkRemovals(published, current, limits)
  if (Object.keys(check.byType).length > 0) run.report.removals = check
  if (check.over.length === 0) return
  if (!run.options.allowRemovals && !run.options.replaceSource) {
    run.report.refused = 'removals'
    throw new Error(removalRefusal(check, limits))
  }
  run.log(`  ${run.options.allowRemovals ? '--allow-removals' : '--replace-source'}: removing ${check.over.map((t) => `${check.byType[t]?.removed ?? 0} ${t}`).join(', ')} pages`)
}
