import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { once } from 'node:events'
import { describe, expect, it } from 'vitest'
import { rssSampler, treeRssKb } from './rss.js'

const ownRssKb = (pid: number) => Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)

describe.runIf(process.platform === 'linux')('the process tree’s resident memory', () => {
  it('counts a child process (and its child) with this one, and no process outside the tree', async () => {
    // A child holding ~64 MB that starts a grandchild holding ~64 MB; both end by themselves.
    const hold = 'const b = Buffer.alloc(64 * 1048576, 1); setTimeout(() => process.exit(), 10000)'
    const child = spawn(
      process.execPath,
      ['-e', `require('child_process').spawn(process.execPath, ['-e', ${JSON.stringify(hold)}], { stdio: 'ignore' }); ${hold}; setTimeout(() => console.log('ready'), 500)`],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    )
    try {
      await once(child.stdout, 'data')
      const self = ownRssKb(process.pid)
      const total = treeRssKb(process.pid)
      expect(total).toBeGreaterThanOrEqual(self + 2 * 60 * 1024)
      // The machine's other processes are not in it (this process's parent is not).
      expect(treeRssKb(child.pid ?? 0)).toBeLessThan(total)
      const sampler = rssSampler(20)
      expect(sampler.peak()).toBeGreaterThanOrEqual(Math.floor(total / 1024) - 64)
      sampler.stop()
    } finally {
      child.kill('SIGKILL')
    }
  })
})
