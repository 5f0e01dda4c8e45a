// The scheduler's timing rules under fake timers (the HTTP side is in webhook.test.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createRebuildScheduler, MAX_WAIT_FACTOR } from './rebuild-scheduler.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function scheduler(debounceMs = 1000) {
  const starts: number[] = []
  const s = createRebuildScheduler({
    debounceMs,
    run: async () => {
      starts.push(Date.now())
      return { ok: true, summary: 'done' }
    },
    log: () => {},
  })
  return { s, starts }
}

describe('rebuild scheduler', () => {
  it('runs debounceMs after the last trigger of a burst', async () => {
    const { s, starts } = scheduler()
    const t0 = Date.now()
    s.trigger()
    await vi.advanceTimersByTimeAsync(600)
    s.trigger()
    await vi.advanceTimersByTimeAsync(999)
    expect(starts).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(starts).toEqual([t0 + 1600])
  })

  it('does not let a steady stream of triggers postpone the run beyond the cap', async () => {
    const { s, starts } = scheduler()
    const t0 = Date.now()
    for (let i = 0; i < 30; i++) {
      s.trigger()
      await vi.advanceTimersByTimeAsync(500)
    }
    expect(starts[0]).toBe(t0 + MAX_WAIT_FACTOR * 1000)
  })

  it('does nothing after close()', async () => {
    const { s, starts } = scheduler()
    s.trigger()
    await s.close()
    s.trigger()
    await vi.advanceTimersByTimeAsync(20_000)
    expect(starts).toEqual([])
    expect(s.status()).toEqual({ running: false, queued: false, runs: 0, lastRun: null })
  })
})
