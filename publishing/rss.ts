// Peak resident memory of a process and all its descendants (child processes, Vite/Vike's workers,
// esbuild; worker threads live inside their process), polled from /proc: no extra package and no
// /usr/bin/time needed. The build's report and the benchmark both measure with it. The sum counts pages shared between
// processes once per process, so it is an upper bound; between polls a peak can be missed, which
// is why callers also take the child's own ru_maxrss.
import { readdirSync, readFileSync } from 'node:fs'

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
  let pids: string[]
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name))
  } catch {
    return 0
  }
  const children = new Map<number, number[]>()
  for (const pid of pids) {
    const ppid = parentOf(pid)
    if (ppid === null) continue
    const list = children.get(ppid) ?? []
    list.push(Number(pid))
    children.set(ppid, list)
  }
  let total = 0
  const stack = [rootPid]
  const seen = new Set<number>()
  for (let pid = stack.pop(); pid !== undefined; pid = stack.pop()) {
    if (seen.has(pid)) continue
    seen.add(pid)
    total += rssKb(pid)
    stack.push(...(children.get(pid) ?? []))
  }
  return total
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

/** This process's tree, sampled every `ms` until stopped; `peak()` in MB. */
export function rssSampler(ms = 100) {
  let peakKb = treeRssKb(process.pid)
  const timer = setInterval(() => {
    peakKb = Math.max(peakKb, treeRssKb(process.pid))
  }, ms)
  timer.unref()
  return {
    peak: () => {
      peakKb = Math.max(peakKb, treeRssKb(process.pid))
      return Math.round(peakKb / 1024)
    },
    stop: () => clearInterval(timer),
  }
}
