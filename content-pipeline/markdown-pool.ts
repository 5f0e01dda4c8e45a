// Renders Markdown fields on worker threads (one per core by default). The fields are sent in
// batches, each worker asks for more as it finishes, and every result lands at its task's index,
// so the output does not depend on which worker finished first.
import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import { array, integer, object, validate, type Infer } from 'superstruct'
import { FieldTask, FieldResult } from './markdown-fields.js'
import { PathData, type PathIndex } from './paths.js'

export const WorkerInit = object({ paths: PathData })
export const RenderRequest = object({ batch: integer(), tasks: array(FieldTask) })
export type RenderRequest = Infer<typeof RenderRequest>
export const RenderResponse = object({ batch: integer(), results: array(FieldResult) })
export type RenderResponse = Infer<typeof RenderResponse>

export type PoolOptions = {
  /** How many worker threads (default: one per core, os.availableParallelism()). */
  workers?: number
  /** About how many characters of Markdown one message carries (default 64 000). */
  batchChars?: number
}

export function defaultWorkers(): number {
  return availableParallelism()
}

/**
 * The worker's entry. Run from TypeScript sources (tsx, vitest), the worker thread does not
 * inherit the parent's loader hooks, so it registers tsx's before importing the entry.
 */
function startWorker(init: Infer<typeof WorkerInit>): Worker {
  const self = import.meta.url
  const typescript = self.endsWith('.ts')
  const entry = new URL(typescript ? './markdown-worker.ts' : './markdown-worker.js', self)
  const options = { workerData: init }
  if (!typescript) return new Worker(entry, options)
  // tsx's own loader (`--import tsx`) registers itself in the main thread only; its API registers anywhere.
  const tsx = import.meta.resolve('tsx/esm/api')
  const code = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}) })`
  return new Worker(code, { ...options, eval: true })
}

/** Splits the tasks into batches of about `chars` characters, keeping their order. */
function batchesOf(indexes: readonly number[], tasks: readonly FieldTask[], chars: number): number[][] {
  const batches: number[][] = []
  let current: number[] = []
  let size = 0
  for (const index of indexes) {
    current.push(index)
    size += tasks[index]?.text.length ?? 0
    if (size >= chars) {
      batches.push(current)
      current = []
      size = 0
    }
  }
  if (current.length > 0) batches.push(current)
  return batches
}

/**
 * Renders `tasks[i]` for every i of `indexes` on worker threads; `done(i, result)` is called for
 * each, in any order. Rejects if a worker fails (and stops the others).
 */
export async function renderOnWorkers(
  tasks: readonly FieldTask[],
  indexes: readonly number[],
  paths: PathIndex,
  done: (index: number, result: FieldResult) => void,
  options: PoolOptions = {},
): Promise<{ workers: number }> {
  const batches = batchesOf(indexes, tasks, options.batchChars ?? 64_000)
  const count = Math.max(1, Math.min(options.workers ?? defaultWorkers(), batches.length))
  if (batches.length === 0) return { workers: 0 }
  const init = { paths: paths.data() }
  const workers: Worker[] = []
  let next = 0
  try {
    await new Promise<void>((resolve, reject) => {
      let finished = 0
      let failed = false
      const fail = (error: unknown) => {
        if (failed) return
        failed = true
        reject(error instanceof Error ? error : new Error(String(error)))
      }
      const send = (worker: Worker) => {
        const batch = next++
        const members = batches[batch]
        if (!members) return
        const request: RenderRequest = { batch, tasks: members.flatMap((i) => tasks[i] ?? []) }
        worker.postMessage(request)
      }
      for (let w = 0; w < count; w++) {
        const worker = startWorker(init)
        workers.push(worker)
        worker.on('error', fail)
        worker.on('exit', (code) => {
          if (finished < batches.length) fail(new Error(`markdown worker stopped (exit code ${code}) before rendering every field`))
        })
        worker.on('message', (message: unknown) => {
          if (failed) return
          if (message === 'ready') {
            // Two batches in flight per worker, so it never waits for the next one.
            send(worker)
            send(worker)
            return
          }
          const [error, response] = validate(message, RenderResponse)
          if (error) return fail(new Error(`markdown worker: bad response: ${error.message}`))
          const members = batches[response.batch]
          if (!members || members.length !== response.results.length) return fail(new Error(`markdown worker: answer to batch ${response.batch} does not match it`))
          members.forEach((index, k) => {
            const result = response.results[k]
            if (result) done(index, result)
          })
          finished++
          if (finished === batches.length) resolve()
          else send(worker)
        })
      }
    })
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()))
  }
  return { workers: count }
}
