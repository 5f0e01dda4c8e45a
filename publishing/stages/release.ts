// The folder a run writes, from its making to its publish: a new release, a staging folder over
// the published one, or a shard's folder; what it holds once done (its size), and the publish
// itself (a new release becomes `dist` in one rename; a staging folder is committed over the
// published release: publishing/publish.ts); then the old releases go.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { RunPlan } from '../plan-run.js'
import { commit, finishInterruptedCommit, newRelease, newStaging, publish, pruneReleases, stagedDelta, staleStagingFolders, type Release } from '../publish.js'
import { reportName, writeReport, type BuildReport } from '../report.js'
import { shardDir, type Shard } from '../sharding.js'
import { pinFileName, writePin } from '../source-pin.js'
import { stateFileNames } from '../state.js'
import type { Run } from './run.js'

/** What an interrupted run left: a commit it had begun is finished, its staging folders go. */
export function tidyLeftovers(run: Run): void {
  if (finishInterruptedCommit()) run.log('  finished the commit an interrupted rebuild had begun')
  for (const dir of staleStagingFolders()) rmSync(dir, { recursive: true, force: true })
}

/** The folder the plan says the run writes (`published`: the release a rebuild stages over). */
export async function releaseStage(run: Run, plan: Pick<RunPlan, 'folder'>, published: Release | null, shard: Shard | undefined): Promise<Release> {
  if (plan.folder === 'shard' && shard) {
    const dir = resolve(shardDir(shard))
    rmSync(dir, { recursive: true, force: true })
    mkdirSync(dir, { recursive: true })
    run.release = { id: `shard-${shard.index}-of-${shard.count}`, dir }
    return run.release
  }
  const over = plan.folder === 'staging' ? published : null
  run.release = await run.stage(
    'release',
    () => (over ? newStaging(over) : newRelease()),
    () => (over ? `staging folder over ${over.id}` : 'new folder'),
  )
  return run.release
}

export async function sizeStage(run: Run, release: Release): Promise<void> {
  run.report.output = await run.stage(
    'size',
    () => outputSize(release),
    (o) => `${o.files} files`,
  )
}

/** The report written into the folder, then the folder published (`wrote`: how the state was written, for the note). */
export async function publishStage(run: Run, release: Release, wrote: 'base' | 'delta'): Promise<void> {
  await run.stage(
    'publish',
    () => {
      run.report.ok = true
      // The release's pin (publishing/source-pin.ts): the next run from another source is refused.
      if (run.report.source) writePin(release.dir, run.report.source)
      writeReport(release.dir, run.finalize())
      if (release.base) {
        run.committing = true
        const c = commit(release)
        return `${c.renamed} renames over ${release.id} (a new folder is one), ${c.removed} removals; build state: ${wrote === 'delta' ? 'what changed since its base' : 'whole'}`
      }
      publish(release)
      return `dist → ${release.id}`
    },
    (note) => note,
  )
  run.report.release = release.id
}

/** Every release but the published one and `keep` (the one before it) set aside. */
export async function cleanupStage(run: Run, keep: Release | null): Promise<void> {
  await run.stage(
    'cleanup',
    () => pruneReleases(keep),
    (n) => `${n} old release(s) set aside, deleted in the background`,
  )
}

/**
 * The output's files and bytes. A rebuild: the published release's figures and what committing
 * the staging folder changes (walking ~270,000 files at network scale takes seconds).
 */
function outputSize(release: Release): { files: number; bytes: number } {
  // The build's own files (its state, written before this stage, and its report) are not the site.
  const own = [...stateFileNames(), reportName, pinFileName]
  const sizeOf = (file: string) => (existsSync(file) ? statSync(file).size : null)
  const siteIn = (dir: string) => {
    const all = folderSize(dir)
    for (const name of own) {
      const size = sizeOf(join(dir, name))
      if (size === null) continue
      all.files--
      all.bytes -= size
    }
    return all
  }
  if (!release.base) return siteIn(release.dir)
  // A rebuild stages what changed over the published folder: the published site (as its report
  // counted it, else counted now) and the staged changes, less those of the build's own files.
  const before = publishedOutput(release.base)
  const published = before?.files ? before : siteIn(release.base)
  const delta = stagedDelta(release)
  const out = { files: published.files + delta.filesDelta, bytes: published.bytes + delta.bytesDelta }
  for (const name of own) {
    const staged = sizeOf(join(release.dir, name))
    if (staged === null) continue
    const was = sizeOf(join(release.base, name))
    out.bytes -= staged - (was ?? 0)
    if (was === null) out.files--
  }
  return out
}

function folderSize(dir: string): { files: number; bytes: number } {
  let files = 0
  let bytes = 0
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const full = join(d, e.name)
      if (e.isDirectory()) walk(full)
      else {
        files++
        bytes += statSync(full).size
      }
    }
  }
  walk(dir)
  return { files, bytes }
}

/** The published release's output as its report counted it; null when the report cannot be read. */
function publishedOutput(base: string): { files: number; bytes: number } | null {
  try {
    return (JSON.parse(readFileSync(join(base, reportName), 'utf8')) as BuildReport).output
  } catch {
    return null
  }
}
