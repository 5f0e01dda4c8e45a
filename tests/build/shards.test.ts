// A build split over two machines gives the same site as one build: each shard renders half the
// pages, the merge assembles them and runs the stages that need every page, then publishes.
import { rmSync } from 'node:fs'
import { afterAll, expect, it } from 'vitest'
import { differing, projectCopy, publishedTree, runIn } from '../../build/testing.js'

let box = ''
afterAll(() => {
  if (box) rmSync(box, { recursive: true, force: true })
})

it('2 shards merged publish the same files as one build', async () => {
  box = projectCopy()
  for (const shard of ['1/2', '2/2']) {
    const { code, out } = await runIn(box, ['build', '--shard', shard])
    expect(code, out).toBe(0)
    expect(out).toContain(`shard ${shard} written`)
  }
  const merged = await runIn(box, ['build', '--merge', '.build/shards/1', '.build/shards/2'])
  expect(merged.code, merged.out).toBe(0)
  const fromShards = publishedTree(box)
  expect([...fromShards.keys()].filter((f) => f.endsWith('.html')).length).toBeGreaterThan(400)

  const whole = await runIn(box, ['build'])
  expect(whole.code, whole.out).toBe(0)
  expect(differing(fromShards, publishedTree(box))).toEqual([])

  const incomplete = await runIn(box, ['build', '--merge', '.build/shards/1'])
  expect(incomplete.code).toBe(1)
  expect(incomplete.out).toContain('needs every shard once')
}, 900_000)
