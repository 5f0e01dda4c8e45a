// What a run reports: build-report.json in the release (the benchmark and the tests read it) and
// the summary it logs at the end.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { PageReason } from './plan.js'
import type { BuildMode, Decision } from './plan-run.js'
import type { WriterResult } from '../renderer/render/writer.js'

export type { BuildMode } from './plan-run.js'
export type StageReport = { name: string; ms: number; peakRssMb: number; note?: string }
import type { DriftItem } from '../content-pipeline/model.js'
import type { RemovalCheck } from './removal-guard.js'
import type { SourcePin } from './source-pin.js'
import { buildNow } from '../shared/config/clock.js'
export type BuildReport = {
  mode: BuildMode
  ok: boolean
  release: string | null
  startedAt: string
  /** The run's now (shared/config/clock.ts: BUILD_NOW or the clock): what was upcoming, expired and this year. */
  now: string
  ms: number
  peakRssMb: number
  stages: StageReport[]
  pages: { total: number; rendered: number; written: number; removed: number; byType: Record<string, { pages: number; htmlBytes: number }> }
  msPerPage: number
  output: { files: number; bytes: number }
  warnings: string[]
  /** Where the content came from and the address it was built for (publishing/source-pin.ts); the release keeps it as its pin. */
  source?: SourcePin
  /** Published pages this run removes, per page type, against the limits (publishing/removal-guard.ts). */
  removals?: RemovalCheck
  /** A rebuild that checked the change feed (content-pipeline/verify.ts): when, and the items it had missed. */
  verify?: { at: string; drift: DriftItem[] | null }
  /** Which guard stopped the run before publishing (docs/scheduling.md). */
  refused?: 'source' | 'removals'
  /** Rebuilds: what changed in the content and which pages were rendered again because of it. */
  changes?: { contentFiles: string[]; rerendered: string[]; removed: string[]; reason: string; recomputedByType?: Record<string, number> }
  /**
   * The plan's decisions in the order made, each with its reason (publishing/plan-run.ts, publishing/plan.ts;
   * `--explain` prints the first of them), and the pages rendered counted by reason, a rebuild's
   * also by URL.
   */
  plan: { decisions: Decision[]; pages?: { byReason: Partial<Record<PageReason, number>>; urls?: Record<string, PageReason> } }
  /** The feed and calendar families this run wrote and why, the files it wrote (site paths) and removed (publishing/subscriptions/stage.ts). */
  subscriptions?: { families: Record<string, string>; written: string[]; removed: string[] }
  error?: string
}

export const reportName = 'build-report.json'

export function emptyReport(mode: BuildMode): BuildReport {
  return {
    mode,
    ok: false,
    release: null,
    startedAt: new Date().toISOString(),
    now: new Date(buildNow()).toISOString(),
    ms: 0,
    peakRssMb: 0,
    stages: [],
    pages: { total: 0, rendered: 0, written: 0, removed: 0, byType: {} },
    msPerPage: 0,
    output: { files: 0, bytes: 0 },
    warnings: [],
    plan: { decisions: [] },
  }
}

export function writeReport(dir: string, report: BuildReport): void {
  writeFileSync(join(dir, reportName), JSON.stringify(report, null, 2) + '\n')
}

/** A rebuild's `changes`: the content files that changed, the pages written again and removed. */
export function rebuildChanges(changedFiles: string[], results: readonly WriterResult[], recomputed: number, removedPages: readonly { url: string }[]): NonNullable<BuildReport['changes']> {
  const written = results.filter((r) => r.written)
  const removed = removedPages.map((r) => r.url)
  return {
    contentFiles: changedFiles,
    rerendered: written.map((r) => r.url).sort(),
    removed,
    reason: `pages reading what changed in ${changedFiles.join(', ')}: ${recomputed} pages' data recomputed, ${written.length} changed and written; ${removed.length} removed (301 to their list)`,
    recomputedByType: countBy(results.map((r) => r.routeKey)),
  }
}

function countBy(keys: string[]): Record<string, number> {
  const out: Record<string, number> = {}
  for (const k of keys) out[k] = (out[k] ?? 0) + 1
  return out
}

export function summary(r: BuildReport): string {
  const mb = (b: number) => `${(b / 1048576).toFixed(1)} MB`
  const lines = [
    `${r.ok ? '✓' : '✗'} ${r.mode} ${r.ok ? 'finished' : 'failed'} in ${(r.ms / 1000).toFixed(1)} s, peak RSS ${r.peakRssMb} MB${r.pages.total ? `, ${r.pages.total} pages (${r.msPerPage} ms a page)` : ''}`,
    ...r.stages.map((s) => `  ${s.name.padEnd(10)} ${String(s.ms).padStart(7)} ms  ${String(s.peakRssMb).padStart(5)} MB${s.note ? `  ${s.note}` : ''}`),
  ]
  const types = Object.entries(r.pages.byType).sort((a, b) => b[1].pages - a[1].pages)
  if (types.length) lines.push(`  pages by type: ${types.map(([k, v]) => `${k} ${v.pages}`).join(', ')}`)
  if (r.pages.total) lines.push(`  rendered ${r.pages.rendered}, written ${r.pages.written}, removed ${r.pages.removed}; output ${r.output.files} files, ${mb(r.output.bytes)}`)
  if (r.changes) lines.push(`  changes: ${r.changes.reason}`)
  for (const w of r.warnings) lines.push(`  ! ${w}`)
  if (r.error) lines.push(`  error: ${r.error}`)
  return lines.join('\n')
}

/** The report's page counts: every page the release holds by type, and what the run rendered, wrote and removed. */
export function countPages(report: BuildReport, pages: ReadonlyMap<string, { routeKey: string; bytes: number }>, counts: { rendered: number; written: number; removed: number }): void {
  report.pages.total = pages.size
  report.pages.rendered = counts.rendered
  report.pages.written = counts.written
  report.pages.removed = counts.removed
  for (const f of pages.values()) {
    const t = (report.pages.byType[f.routeKey] ??= { pages: 0, htmlBytes: 0 })
    t.pages++
    t.htmlBytes += f.bytes
  }
}
