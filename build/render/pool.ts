// Spreads the page list over one worker thread per core. Workers ask for the next batch when
// they finish one, so a slow page type does not leave a core idle; records stream back as
// batches finish and nothing else is kept.
import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import type { FromWorker, ToWorker } from './worker-main.js'
import type { PageJob, PageRecord, Sample, WriterSetup } from './writer.js'

export type PoolOptions = {
  bundleFile: string
  jobs: PageJob[]
  setup: Omit<WriterSetup, 'shells'>
  /** Shells from a previous build, or pages Vike rendered in this one to derive them from. */
  shells: { known: WriterSetup['shells'] } | { derive: Sample[] }
  workers?: number
  batchSize?: number
  onProgress?: (done: number, total: number) => void
}

export type PoolResult = { records: PageRecord[]; shells: WriterSetup['shells']; workers: number; maxWorkerHeapMb: number }

class WorkerHandle {
  readonly worker: Worker
  private waiting: ((m: FromWorker) => void) | null = null
  private failed: Error | null = null
  constructor(bundleFile: string) {
    // React's production build: the pre-render must render what a visitor gets.
    this.worker = new Worker(bundleFile, {
      workerData: { role: 'page-writer' },
      env: { ...process.env, NODE_ENV: 'production' },
      // A worker holds the content (about 150 MB at 35k pages) and one page at a time: a bounded
      // heap keeps the collector from letting garbage pile up towards the machine's memory.
      resourceLimits: { maxOldGenerationSizeMb: Number(process.env.BUILD_WORKER_HEAP_MB ?? 448) },
    })
    this.worker.on('message', (m: FromWorker) => {
      const w = this.waiting
      this.waiting = null
      w?.(m)
    })
    this.worker.on('error', (err) => {
      this.failed = err
      const w = this.waiting
      this.waiting = null
      w?.({ type: 'error', message: err.stack ?? err.message })
    })
  }
  request(m: ToWorker): Promise<FromWorker> {
    if (this.failed) return Promise.reject(this.failed)
    return new Promise((resolve, reject) => {
      this.waiting = (answer) => (answer.type === 'error' ? reject(new Error(answer.message)) : resolve(answer))
      this.worker.postMessage(m)
    })
  }
}

/** The page list, from the pages' own +onBeforePrerenderStart hooks (run in a worker: it loads the content). */
export async function listPages(bundleFile: string): Promise<PageJob[]> {
  const h = new WorkerHandle(bundleFile)
  try {
    const answer = await h.request({ type: 'list' })
    if (answer.type !== 'urls') throw new Error(`worker answered ${answer.type} to list`)
    return answer.urls
  } finally {
    await h.worker.terminate()
  }
}

export async function renderPages(options: PoolOptions): Promise<PoolResult> {
  const count = Math.max(1, Math.min(options.workers ?? availableParallelism(), Math.ceil(options.jobs.length / 50) || 1))
  const handles = Array.from({ length: count }, () => new WorkerHandle(options.bundleFile))
  try {
    let shells: WriterSetup['shells']
    if ('derive' in options.shells) {
      const first = handles[0]
      if (!first) throw new Error('no worker')
      const answer = await first.request({ type: 'derive', clientDir: options.setup.clientDir, samples: options.shells.derive })
      if (answer.type !== 'shells') throw new Error(`worker answered ${answer.type} to derive`)
      shells = answer.shells
    } else shells = options.shells.known
    await Promise.all(handles.map((h) => h.request({ type: 'setup', setup: { ...options.setup, shells } })))

    const records: PageRecord[] = []
    const batchSize = options.batchSize ?? 100
    let next = 0
    let maxHeap = 0
    const total = options.jobs.length
    await Promise.all(handles.map(async (h) => {
      while (next < total) {
        const jobs = options.jobs.slice(next, next + batchSize)
        next += jobs.length
        const answer = await h.request({ type: 'batch', jobs })
        if (answer.type !== 'records') throw new Error(`worker answered ${answer.type} to a batch`)
        for (const r of answer.records) records.push(r)
        maxHeap = Math.max(maxHeap, answer.heapMb)
        options.onProgress?.(records.length, total)
      }
    }))
    return { records, shells, workers: count, maxWorkerHeapMb: maxHeap }
  } finally {
    await Promise.all(handles.map((h) => h.worker.terminate()))
  }
}
