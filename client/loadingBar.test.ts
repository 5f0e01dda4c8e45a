import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createLoadingBar, type LoadingBarView } from './loadingBar.js'

function recorder() {
  const calls: string[] = []
  const view: LoadingBarView = {
    show: (ms) => {
      calls.push(`show ${ms}`)
    },
    done: (ok) => {
      calls.push(ok ? 'done' : 'failed')
    },
  }
  return { calls, view }
}

describe('loading bar (spec §4, §9: throttle 200 ms, duration 5000 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('stays hidden for a navigation faster than 200 ms', () => {
    const { calls, view } = recorder()
    const bar = createLoadingBar(view)
    bar.start()
    vi.advanceTimersByTime(199)
    bar.finish(true)
    vi.advanceTimersByTime(10_000)
    expect(calls).toEqual([])
  })
  it('shows after 200 ms, progresses over 5 s and completes when the page is ready', () => {
    const { calls, view } = recorder()
    const bar = createLoadingBar(view)
    bar.start()
    vi.advanceTimersByTime(200)
    expect(calls).toEqual(['show 5000'])
    expect(bar.visible).toBe(true)
    bar.finish(true)
    expect(calls).toEqual(['show 5000', 'done'])
    expect(bar.visible).toBe(false)
  })
  it('shows failure, also for a fast failing navigation', () => {
    const slow = recorder()
    const a = createLoadingBar(slow.view)
    a.start()
    vi.advanceTimersByTime(300)
    a.finish(false)
    expect(slow.calls).toEqual(['show 5000', 'failed'])
    const fast = recorder()
    const b = createLoadingBar(fast.view)
    b.start()
    b.finish(false)
    expect(fast.calls).toEqual(['show 5000', 'failed'])
  })
  it('a navigation started while one is loading keeps the one bar', () => {
    const { calls, view } = recorder()
    const bar = createLoadingBar(view)
    bar.start()
    vi.advanceTimersByTime(150)
    bar.start()
    vi.advanceTimersByTime(50)
    bar.start()
    bar.finish(true)
    expect(calls).toEqual(['show 5000', 'done'])
  })
  it('a failed request shows the failure at once, also during a navigation', () => {
    const idle = recorder()
    const a = createLoadingBar(idle.view)
    a.fail()
    expect(idle.calls).toEqual(['show 5000', 'failed'])
    expect(a.visible).toBe(false)
    const busy = recorder()
    const b = createLoadingBar(busy.view)
    b.start()
    vi.advanceTimersByTime(300)
    b.fail()
    // The navigation that ends later does not paint over the failure.
    b.finish(true)
    vi.advanceTimersByTime(10_000)
    expect(busy.calls).toEqual(['show 5000', 'failed'])
    const starting = recorder()
    const c = createLoadingBar(starting.view)
    c.start()
    c.fail()
    vi.advanceTimersByTime(10_000)
    expect(starting.calls).toEqual(['show 5000', 'failed'])
  })
})
