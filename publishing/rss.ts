// Peak resident memory of a process and all its descendants (child processes, Vite/Vike's workers,
// esbuild; worker threads live inside their process), polled from /proc: no extra package and no
// /usr/bin/time needed. The build's report and the benchmark both measure with it. The sum counts pages shared between
// processes once per process, so it is an upper bound; between polls a peak can be missed, which
// is why callers also take the child's own ru_maxrss.
import { existsSync, readdirSync, readFileSync } from 'node:fs'

export type PeakRssWatch = { stop(): number }

/** Starts polling; stop() ends it and returns the highest sum seen, in KiB (0 without /proc). */
export function watchPeakRss(rootPid: number, intervalMs = 100): PeakRssWatch {
  let peakKb = 0
  const poll = () => {
    peakKb = Math.max(peakKb, treeRssKb(rootPid))
  }
  poll()
  const timer = setInterval(poll, intervalMs)
  return {
    stop() {
      clearInterval(timer)
      poll()
      return peakKb
    },
  }
}

export function treeRssKb(rootPid: number): number {
  const children = childrenOf(rootPid) ?? childrenByScan()
  if (!children) return 0
  let total = 0
  const stack = [rootPid]
  const seen = new Set<number>()
  for (let pid = stack.pop(); pid !== undefined; pid = stack.pop()) {
    if (seen.has(pid)) continue
    seen.add(pid)
    total += rssKb(pid)
    stack.push(...children(pid))
  }
  return total
}

/**
 * The tree read through /proc/PID/task/TID/children, a file per thread listing the processes it
 * started: only the tree's own files are read. Scanning every process's stat on the machine (the
 * fallback), polled every 100 ms, was a large part of a one-post rebuild's main thread on a
 * shared machine (docs/performance.md, 2026-12-08). Null where the kernel does not keep those files.
 */
function childrenOf(rootPid: number): ((pid: number) => number[]) | null {
  if (!existsSync(`/proc/${rootPid}/task/${rootPid}/children`)) return null
  return (pid) => {
    const out: number[] = []
    let tasks: string[]
    try {
      tasks = readdirSync(`/proc/${pid}/task`)
    } catch {
      return out // gone since it was listed
    }
    for (const task of tasks) {
      try {
        for (const child of readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ')) if (child) out.push(Number(child))
      } catch {
        // the thread or the process ended meanwhile
      }
    }
    return out
  }
}

/** Every process's parent, from each /proc/PID/stat; null without /proc. */
function childrenByScan(): ((pid: number) => number[]) | null {
  let pids: string[]
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name))
  } catch {
    return null
  }
  const children = new Map<number, number[]>()
  for (const pid of pids) {
    const ppid = parentOf(pid)
    if (ppid === null) continue
    const list = children.get(ppid) ?? []
    list.push(Number(pid))
    children.set(ppid, list)
  }
  return (pid) => children.get(pid) ?? []
}

/** The 4th field of /proc/PID/stat; the command name before it may hold spaces and parentheses. */
function parentOf(pid: string): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const field = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]
    return field === undefined ? null : Number(field)
  } catch {
    return null // gone since readdir
  }
}

function rssKb(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Number(match[1]) : 0
  } catch {
    return 0
  }
}

export function treeRssMb(rootPid = process.pid): number {
  return Math.round(treeRssKb(rootPid) / 1024)
}

/**
 * This process's tree, sampled every `ms` until stopped; `peak()` in MB. The samplers running at
 * once (the run's and its stage's) share one poll: each read of the tree costs system calls.
 */
export function rssSampler(ms = 100) {
  const sampler = { peakKb: treeRssKb(process.pid) }
  sampling.add(sampler)
  startPolling(ms)
  return {
    peak: () => {
      sampler.peakKb = Math.max(sampler.peakKb, treeRssKb(process.pid))
      return Math.round(sampler.peakKb / 1024)
    },
    stop: () => {
      sampling.delete(sampler)
      if (sampling.size === 0) stopPolling()
    },
  }
}

const sampling = new Set<{ peakKb: number }>()
let poller: NodeJS.Timeout | null = null

function startPolling(ms: number): void {
  if (poller) return
  poller = setInterval(() => {
    const kb = treeRssKb(process.pid)
    for (const s of sampling) s.peakKb = Math.max(s.peakKb, kb)
  }, ms)
  poller.unref()
}

function stopPolling(): void {
  if (poller) clearInterval(poller)
  poller = null
}
