// Peak resident memory of this process and every process it started (children, their
// children…), sampled from /proc. Worker threads live inside this process, so they count too.
import { readdirSync, readFileSync } from 'node:fs'

const pageKb = 4

function tree(root: number): number[] {
  const children = new Map<number, number[]>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      const list = children.get(ppid) ?? []
      list.push(Number(entry))
      children.set(ppid, list)
    } catch {
      // The process ended while we looked.
    }
  }
  const out = [root]
  for (let i = 0; i < out.length; i++) for (const c of children.get(out[i] ?? -1) ?? []) out.push(c)
  return out
}

function rssKb(pid: number): number {
  try {
    const statm = readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')
    return Number(statm[1]) * pageKb
  } catch {
    return 0
  }
}

export function treeRssMb(pid = process.pid): number {
  return Math.round(tree(pid).reduce((sum, p) => sum + rssKb(p), 0) / 1024)
}

/** Samples every `ms` until stopped; `peak()` since the last `reset()`. */
export function rssSampler(ms = 100) {
  let peak = 0
  const sample = () => {
    peak = Math.max(peak, treeRssMb())
  }
  sample()
  const timer = setInterval(sample, ms)
  timer.unref()
  return {
    peak: () => {
      sample()
      return peak
    },
    reset: () => {
      peak = 0
      sample()
    },
    stop: () => clearInterval(timer),
  }
}
