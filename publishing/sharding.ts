// Splitting one very large build over several machines (a CI matrix): `--shard I/N` renders every
// N-th page starting at the I-th into a shard folder with the pages' records; `--merge` puts the
// folders together and runs the stages that need every page (sitemap, search, redirects, check)
// and the publish, as one build would.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { PageTask, PageRecord } from '../renderer/render/writer.js'
import type { Shell } from '../renderer/render/shell.js'

export type Shard = { index: number; count: number }

const shardOf = (text: string): Shard | null => {
  const m = /^(\d+)\/(\d+)$/.exec(text)
  const index = Number(m?.[1])
  const count = Number(m?.[2])
  return !m || count < 1 || index < 1 || index > count ? null : { index, count }
}

/** What `--shard`'s value should be, when `text` is not one (the command line's check). */
export const shardProblem = (text: string): string | undefined => (shardOf(text) ? undefined : 'I/N with 1 ≤ I ≤ N, e.g. 2/4')

export function parseShard(text: string): Shard {
  const shard = shardOf(text)
  if (!shard) throw new Error(`--shard takes ${shardProblem(text) ?? ''} (got ${text})`)
  return shard
}

/** Every count-th page from the index-th: each shard gets a mix of page types, so shards take about as long. */
export function pickShard(tasks: readonly PageTask[], shard: Shard): PageTask[] {
  return tasks.filter((_, i) => i % shard.count === shard.index - 1)
}

export const shardDir = (shard: Shard) => join('.build', 'shards', String(shard.index))

export type ShardOutput = {
  shard: Shard
  total: number
  records: PageRecord[]
  shells: Record<string, Shell>
  /** The item and derived keys its pages read, with their hashes (renderer/render/pool.ts). */
  dependencies: { hashes: Record<string, string>; derived: Record<string, string[]> }
}

export function writeShardOutput(dir: string, output: ShardOutput): void {
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'shard.json'), JSON.stringify(output))
}

export function readShardOutput(dir: string): ShardOutput {
  const file = join(dir, 'shard.json')
  if (!existsSync(file)) throw new Error(`${dir} is not a shard folder (no shard.json): build it with --shard I/N`)
  return JSON.parse(readFileSync(file, 'utf8')) as ShardOutput
}
