// A build split over several machines (publishing/sharding.ts): a shard's end (its pages' records in its
// folder, no publish), and the merge (the shard folders copied into the release, their pages'
// records taken in place of the list and pages stages).
import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { withVariants } from '../../hosting/compression.js'
import { fileForUrl } from '../../hosting/staticFiles.js'
import type { PagePlan } from '../plan.js'
import type { Release } from '../publish.js'
import type { PoolResult } from '../../renderer/render/pool.js'
import type { PageTask, PageRecord } from '../../renderer/render/writer.js'
import { reportName, writeReport } from '../report.js'
import { readShardOutput, writeShardOutput, type Shard, type ShardOutput } from '../sharding.js'
import type { vikeSamples } from './pages.js'
import type { Run } from './run.js'

/** A shard's end: its pages' records in its folder for the merge, no publish. */
export function writeShard(
  run: Run,
  shard: Shard,
  release: Release,
  tasks: PageTask[],
  pages: PagePlan,
  pool: Pick<PoolResult, 'records' | 'shells' | 'dependencies'>,
  samples: ReturnType<typeof vikeSamples>,
): void {
  // Vike pre-rendered one page of every type in each shard's folder; the ones another shard
  // renders go, or the merge could lay Vike's page over that shard's (they differ since the
  // page writer sets the scripts' priority after checking its shell against Vike's page).
  const mine = new Set(pages.render.map((j) => j.url))
  for (const sample of samples) {
    if (mine.has(sample.url)) continue
    for (const f of withVariants(join(release.dir, 'client', fileForUrl(sample.url)))) rmSync(f, { force: true })
  }
  const written = pool.records.filter((r): r is PageRecord => r.written)
  writeShardOutput(release.dir, { shard, total: tasks.length, records: written, shells: pool.shells, dependencies: pool.dependencies })
  const { report } = run
  report.ok = true
  report.release = release.id
  report.pages.total = tasks.length
  report.pages.rendered = pool.records.length
  report.pages.written = pool.records.length
  run.log(`  shard ${shard.index}/${shard.count} written to ${relative('.', release.dir)}; assemble with --merge`)
  writeReport(release.dir, run.finalize())
}

export type ShardFolder = { dir: string; output: ShardOutput }

export const readShardFolders = (dirs: readonly string[]): ShardFolder[] => dirs.map((dir) => ({ dir: resolve(dir), output: readShardOutput(dir) }))

export async function mergeStage(run: Run, release: Release, shards: ShardFolder[]): Promise<void> {
  await run.stage(
    'merge',
    () => {
      for (const s of shards) execFileSync('cp', ['-a', s.dir + '/.', release.dir + '/'])
      for (const f of ['shard.json', reportName]) rmSync(join(release.dir, f), { force: true })
      return shards.length
    },
    (n) => `${n} shard folders`,
  )
}

/** The page list of a sharded build: every shard's records, each page exactly once. */
export function mergedJobs(shards: ShardFolder[]): PageTask[] {
  const [first] = shards
  if (!first) throw new Error('--merge needs shard folders')
  const counts = new Set(shards.map((s) => `${s.output.shard.count}/${s.output.total}`))
  if (counts.size > 1) throw new Error(`the shard folders come from different builds (${[...counts].join(', ')} shards/pages)`)
  const indexes = shards.map((s) => s.output.shard.index).sort((a, b) => a - b)
  const missing = Array.from({ length: first.output.shard.count }, (_, i) => i + 1).filter((i) => !indexes.includes(i))
  if (missing.length || indexes.length !== first.output.shard.count) throw new Error(`--merge needs every shard once; missing ${missing.join(', ') || 'none'}, given ${indexes.join(', ')}`)
  const tasks = shards.flatMap((s) => s.output.records.map((r) => ({ url: r.url, folder: r.folder })))
  if (tasks.length !== first.output.total) throw new Error(`the shards hold ${tasks.length} pages, the build has ${first.output.total}`)
  return tasks
}

/** The shards' records, shells and dependencies, as the pages stage would have returned them. */
export function mergedPool(shards: ShardFolder[]): Pick<PoolResult, 'records' | 'shells' | 'workers' | 'dependencies'> {
  const [first] = shards
  if (!first) throw new Error('--merge needs shard folders')
  const shells = JSON.stringify(first.output.shells)
  for (const s of shards) if (JSON.stringify(s.output.shells) !== shells) throw new Error(`${s.dir} was built from other code or assets than ${first.dir}`)
  const dependencies: PoolResult['dependencies'] = { hashes: {}, derived: {} }
  for (const s of shards) {
    Object.assign(dependencies.hashes, s.output.dependencies.hashes)
    Object.assign(dependencies.derived, s.output.dependencies.derived)
  }
  return { records: shards.flatMap((s) => s.output.records), shells: first.output.shells, workers: 0, dependencies }
}
