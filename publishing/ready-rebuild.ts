// A rebuild process started ahead of its run, for the webhook receiver (docs/scheduling.md):
// `publishing/cli.ts rebuild --wait` loads its code and starts the content stage's process, which reads
// and validates the answer cache of the last run, then waits for `go` on its stdin. The run itself
// is a process of its own, as from the command line: what it held goes with it, so the receiver
// stays small between rebuilds however large the site.
import { spawn } from 'node:child_process'

/** The exit code of a process whose code on disk changed while it waited: it did nothing. */
export const codeChangedExit = 75

export type ReadyRebuild = {
  /** Starts the run; settles when the process exits, with its exit code and its summary. */
  run(): Promise<{ ok: boolean; code: number; summary: string }>
  /** Whether it is still waiting (not run, not exited). */
  waiting(): boolean
  /** Ends it without a run (stdin closed: it exits without touching anything). */
  stop(): void
}

/** The summary runBuild prints last (publishing/report.ts summary): from its ✓/✗ line on. */
export function summaryOf(output: string): string {
  const lines = output.split('\n')
  let from = -1
  lines.forEach((line, i) => {
    if (/^[✓✗] (rebuild|full) (finished|failed) in /.test(line)) from = i
  })
  const text = from >= 0 ? lines.slice(from) : lines.slice(-20)
  return text.join('\n').trim()
}

/** `log`: each line the process prints (its stages as they end, then the summary). */
export function startReadyRebuild(launcher: string, log: (line: string) => void = () => {}): ReadyRebuild {
  const child = spawn(process.execPath, [launcher, 'rebuild', '--wait'], { stdio: ['pipe', 'pipe', 'pipe'] })
  let output = ''
  let partial = ''
  const keep = (chunk: Buffer) => {
    const text = chunk.toString()
    const lines = (partial + text).split('\n')
    partial = lines.pop() ?? ''
    for (const line of lines) if (line.trim()) log(line)
    output += text
    // Only the end is wanted (the summary): a full build prints a line per stage, not per page.
    if (output.length > 200_000) output = output.slice(-100_000)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  child.stdin.on('error', () => {})
  let state: 'waiting' | 'running' | 'exited' = 'waiting'
  const exited = new Promise<number>((resolve) => {
    child.on('close', (code) => {
      state = 'exited'
      resolve(code ?? 1)
    })
    child.on('error', (err) => {
      output += `\n${err.message}`
      state = 'exited'
      resolve(1)
    })
  })
  return {
    async run() {
      if (state !== 'waiting') throw new Error('this rebuild process has already run or exited')
      state = 'running'
      child.stdin.end('go\n')
      const code = await exited
      return { ok: code === 0, code, summary: summaryOf(output) }
    },
    waiting: () => state === 'waiting',
    stop() {
      if (state === 'waiting') child.stdin.end()
    },
  }
}
