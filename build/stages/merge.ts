// A sharded build's merge (build/shards.ts): the shard folders copied into the release, their
// pages' records taken in place of the list and pages stages.
import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Release } from '../publish.js'
import type { PoolResult } from '../render/pool.js'
import type { PageJob } from '../render/writer.js'
import { reportName } from '../report.js'
import { readShardOutput, type ShardOutput } from '../shards.js'
import type { Run } from './run.js'

export type ShardFolder = { dir: string; output: ShardOutput }

export const readShardFolders = (dirs: readonly string[]): ShardFolder[] => dirs.map((dir) => ({ dir: resolve(dir), output: readShardOutput(dir) }))

export async function mergeStage(run: Run, release: Release, shards: ShardFolder[]): Promise<void> {
  await run.stage('merge', () => {
    for (const s of shards) execFileSync('cp', ['-a', s.dir + '/.', release.dir + '/'])
    for (const f of ['shard.json', reportName]) rmSync(join(release.dir, f), { force: true })
    return shards.length
  }, (n) => `${n} shard folders`)
}

/** The page list of a sharded build: every shard's records, each page exactly once. */
export function mergedJobs(shards: ShardFolder[]): PageJob[] {
  const [first] = shards
  if (!first) throw new Error('--merge needs shard folders')
  const counts = new Set(shards.map((s) => `${s.output.shard.count}/${s.output.total}`))
  if (counts.size > 1) throw new Error(`the shard folders come from different builds (${[...counts].join(', ')} shards/pages)`)
  const indexes = shards.map((s) => s.output.shard.index).sort((a, b) => a - b)
  const missing = Array.from({ length: first.output.shard.count }, (_, i) => i + 1).filter((i) => !indexes.includes(i))
  if (missing.length || indexes.length !== first.output.shard.count) throw new Error(`--merge needs every shard once; missing ${missing.join(', ') || 'none'}, given ${indexes.join(', ')}`)
  const jobs = shards.flatMap((s) => s.output.records.map((r) => ({ url: r.url, folder: r.folder })))
  if (jobs.length !== first.output.total) throw new Error(`the shards hold ${jobs.length} pages, the build has ${first.output.total}`)
  return jobs
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
