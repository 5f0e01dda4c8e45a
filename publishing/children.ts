// The build's child processes: a stage run as a process of its own (runChild), and the helpers
// a run starts ahead and tells when to begin (startWaitingProcess: the content stage's process, a
// rebuild's search step). Node's modules only, so that publishing/cli.ts starts the content stage's
// process before it loads the build's own code (sooner after the command starts:
// the content stage is the run's critical path).
import { spawn } from 'node:child_process'
import { setPriority } from 'node:os'
import { entryArgs } from './compiled.js'
import { contentHeapFlag, searchHeapFlag } from './heaps.js'

/** Where a child runs: `cwd`, and `rename`: [a path it prints, the path to say instead]. */
export type ChildPlace = { cwd: string; rename: readonly [string, string] }

export function runChild(cmd: string, args: string[], env: Record<string, string>, log: (line: string) => void, quiet = false, where?: ChildPlace): Promise<void> {
  return startChild(cmd, args, env, log, quiet, false, undefined, where).done
}

/**
 * A helper process that loads its modules, then waits for one line on stdin before it reads
 * anything the run makes: the content stage's (content-pipeline/cli.ts --cache --wait: it reads
 * and validates the answer cache meanwhile) and a rebuild's search step (publishing/search-step.ts
 * --wait). The build starts them early, and a webhook's rebuild, started ahead (publishing/cli.ts
 * rebuild --wait), while it waits, so the run finds that work done. What one prints goes to
 * `hooks.log`; `hooks.onOutput` is called at its first line (the content process's after its
 * word; the search step's one line, once the index is written).
 */
export type WaitingProcess = { child: Child; hooks: { log: (line: string) => void; onOutput: () => void } }

function startWaitingProcess(args: string[]): WaitingProcess {
  const hooks: WaitingProcess['hooks'] = { log: () => {}, onOutput: () => {} }
  const child = startChild(
    process.execPath,
    args,
    {},
    (line) => hooks.log(line),
    false,
    true,
    () => hooks.onOutput(),
  )
  child.done.catch(() => {})
  return { child, hooks }
}

export const startContentProcess = (): WaitingProcess => startWaitingProcess([contentHeapFlag(), ...entryArgs('content'), '--cache', '--wait'])
export const startSearchProcess = (): WaitingProcess => startWaitingProcess([searchHeapFlag(), ...entryArgs('search'), '--wait'])

export type Child = {
  /** Settles when the process exits: resolved on exit code 0. */
  done: Promise<void>
  /** Whether it is still running. */
  alive(): boolean
  /** Writes a line to its stdin (started with `input`). */
  send(line: string): void
  /** Stops it (one still waiting for its input has done nothing yet: no need to let it load on). */
  stop(): void
  /** Lowers its scheduling priority (nice 10), where the system lets it. */
  yieldCpu(): void
}

/** `onOutput`: called once, when the child first prints something. */
export function startChild(cmd: string, args: string[], env: Record<string, string>, log: (line: string) => void, quiet: boolean, input: boolean, onOutput?: () => void, where?: ChildPlace): Child {
  const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: [input ? 'pipe' : 'ignore', 'pipe', 'pipe'], cwd: where?.cwd })
  let exited = false
  // A child that died before reading its input: its exit code says why, not a broken pipe.
  child.stdin?.on('error', () => {})
  const done = new Promise<void>((resolvePromise, reject) => {
    const tail: string[] = []
    const keep = (chunk: Buffer, show: boolean) => {
      for (const printed of chunk.toString().split('\n')) {
        if (!printed.trim()) continue
        const line = where ? printed.replaceAll(where.rename[0], where.rename[1]) : printed
        tail.push(line)
        if (tail.length > 40) tail.shift()
        if (show) log(`    ${line}`)
      }
    }
    if (onOutput) child.stdout?.once('data', onOutput)
    child.stdout?.on('data', (c: Buffer) => keep(c, !quiet))
    child.stderr?.on('data', (c: Buffer) => keep(c, true))
    child.on('error', reject)
    child.on('close', (code) => {
      exited = true
      if (code === 0) resolvePromise()
      else reject(new Error(`${[cmd, ...args].join(' ')} exited with ${code}:\n${tail.join('\n')}`))
    })
  })
  return {
    done,
    alive: () => !exited,
    send(line) {
      child.stdin?.end(`${line}\n`)
    },
    stop() {
      if (!exited) child.kill('SIGTERM')
    },
    yieldCpu() {
      try {
        if (child.pid !== undefined && !exited) setPriority(child.pid, 10)
      } catch {
        // Not permitted here (a container's policy): it runs at the normal priority.
      }
    },
  }
}
