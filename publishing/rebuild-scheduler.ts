// When rebuilds run after content changes: triggers that come close together coalesce into one
// run, started once no trigger has come for `debounceMs` (or at the latest MAX_WAIT_FACTOR ×
// debounceMs after the first of a burst, so a steady stream of edits cannot postpone it forever).
// At most one run at a time; triggers during a run give exactly one more run after it, because the
// run already under way may have read the content before they were made.
export type RunResult = { ok: boolean; summary: string }
export type LastRun = RunResult & { startedAt: string; finishedAt: string; durationMs: number }
export type SchedulerStatus = {
  running: boolean
  /** A run is due: waiting for the debounce or for the current run to end. */
  queued: boolean
  runs: number
  lastRun: LastRun | null
}
export type RebuildScheduler = { trigger(): void; status(): SchedulerStatus; close(): Promise<void> }

export const MAX_WAIT_FACTOR = 10

export function createRebuildScheduler({ debounceMs, run, log }: { debounceMs: number; run: () => Promise<RunResult>; log: (line: string) => void }): RebuildScheduler {
  let timer: NodeJS.Timeout | null = null
  let burstStartedAt = 0
  let dirty = false // a trigger came that no started run has covered yet
  let current: Promise<void> | null = null
  let closed = false
  let runs = 0
  let lastRun: LastRun | null = null

  function trigger() {
    if (closed) return
    dirty = true
    const now = Date.now()
    if (timer === null) burstStartedAt = now
    else clearTimeout(timer)
    const delay = Math.max(0, Math.min(debounceMs, burstStartedAt + MAX_WAIT_FACTOR * debounceMs - now))
    timer = setTimeout(() => {
      timer = null
      startIfDue()
    }, delay)
  }

  function startIfDue() {
    if (closed || current !== null || timer !== null || !dirty) return
    dirty = false
    runs += 1
    current = runOnce(runs).finally(() => {
      current = null
      startIfDue()
    })
  }

  async function runOnce(n: number) {
    const started = new Date()
    log(`rebuild #${n} started`)
    let result: RunResult
    try {
      result = await run()
    } catch (error) {
      result = { ok: false, summary: error instanceof Error ? error.message : String(error) }
    }
    const finished = new Date()
    const durationMs = finished.getTime() - started.getTime()
    lastRun = { ...result, startedAt: started.toISOString(), finishedAt: finished.toISOString(), durationMs }
    log(`rebuild #${n} ${result.ok ? 'succeeded' : 'FAILED'} in ${(durationMs / 1000).toFixed(1)} s: ${oneLine(result.summary)}`)
  }

  return {
    trigger,
    status: () => ({ running: current !== null, queued: dirty, runs, lastRun }),
    /** No new runs; a run under way is waited for (it is not ours to kill halfway). */
    async close() {
      closed = true
      if (timer !== null) clearTimeout(timer)
      timer = null
      dirty = false
      await current
    },
  }
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()
