import { describe, expect, it } from 'vitest'
import { parseShard, pickShard } from './sharding.js'

describe('shards', () => {
  const tasks = Array.from({ length: 10 }, (_, i) => ({ url: `/p/${i}`, folder: 'x' }))
  it('split the pages into disjoint parts that together are all of them', () => {
    const parts = [1, 2, 3].map((index) => pickShard(tasks, { index, count: 3 }))
    expect(
      parts
        .flat()
        .map((j) => j.url)
        .sort(),
    ).toEqual(tasks.map((j) => j.url).sort())
    expect(parts.map((p) => p.length)).toEqual([4, 3, 3])
  })
  it('refuse shard numbers outside 1..N', () => {
    expect(parseShard('2/4')).toEqual({ index: 2, count: 4 })
    for (const bad of ['0/4', '5/4', '1/0', 'x', '1/2/3']) expect(() => parseShard(bad)).toThrow(/--shard/)
  })
})
