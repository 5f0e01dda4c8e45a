// Spreads the page list over one worker thread per core. Workers ask for the next batch when
// they finish one, so a slow page type does not leave a core idle; records stream back as
// batches finish and nothing else is kept.
import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import { splitLocale } from '../../shared/config/locales.js'
import { workerHeapMb } from '../../publishing/settings.js'
import type { ChromeFile } from './renderUrl.js'
import type { FromWorker, ToWorker } from './worker-main.js'
import type { PageTask, Sample, WriterResult, WriterSetup } from './writer.js'

export type PoolOptions = {
  bundleFile: string
  tasks: PageTask[]
  setup: Omit<WriterSetup, 'shells' | 'writeBehind'>
  /** Shells from a previous build, or pages Vike rendered in this one to derive them from. */
  shells: { known: WriterSetup['shells'] } | { derive: Sample[] }
  /** The content files' hashes as the build took them after the content stage (publishing/state.ts contentHashes). */
  fileHashes: Record<string, string>
  workers?: number
  batchSize?: number
  onProgress?: (done: number, total: number) => void
}

export type PoolResult = {
  records: WriterResult[]
  shells: WriterSetup['shells']
  workers: number
  maxWorkerHeapMb: number
  /** The item and derived keys the rendered pages read, with their hashes, and what each derived value read. */
  dependencies: { hashes: Record<string, string>; derived: Record<string, string[]> }
}

class WorkerHandle {
  readonly worker: Worker
  private waiting: ((m: FromWorker) => void) | null = null
  private failed: Error | null = null
  constructor(bundleFile: string) {
    // React's production build: the pre-render must render what a visitor gets.
    this.worker = new Worker(bundleFile, {
      workerData: { role: 'page-writer' },
      env: { ...process.env, NODE_ENV: 'production' },
      // The bundle is JavaScript: not under the loader this process runs under (tsx), whose hooks
      // every import of it passed through on a thread of their own (it is ready sooner
      // without them, before the bundle took in its packages: render/bundle.ts).
      execArgv: [],
      // A worker holds the content (about 150 MB at 35k pages) and one page at a time: a bounded
      // heap keeps the collector from letting garbage pile up towards the machine's memory.
      resourceLimits: { maxOldGenerationSizeMb: Number(process.env[workerHeapMb.name] ?? workerHeapMb.default) },
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
    // An exit without an error (terminated, or its event loop ran dry) must not leave a request waiting for ever.
    this.worker.on('exit', (code) => {
      this.failed ??= new Error(`the page worker exited (code ${code})`)
      const w = this.waiting
      this.waiting = null
      w?.({ type: 'error', message: this.failed.message })
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

// The worker that listed the pages has loaded the renderer and the content: the pages stage
// takes it as its first worker instead of starting another (it matters to a small rebuild).
let spare: { bundleFile: string; handle: WorkerHandle } | null = null

/** Stops the listing worker if no pages stage took it (a failed or sharded build). */
export async function releaseSpareWorker(): Promise<void> {
  const s = spare
  spare = null
  if (s) await s.handle.worker.terminate()
}

/**
 * A rebuild: which of these dependency keys name content that differs now (asked of the worker
 * that listed the pages: it has every locale's content loaded). `previous.hashes` needs only the
 * keys that read a changed file.
 */
export async function changedKeys(keys: string[], previous: { changedFiles: string[]; hashes: Record<string, string>; derived: Record<string, string[]> }): Promise<Set<string>> {
  const h = spare?.handle
  if (!h) throw new Error('changedKeys: list the pages first')
  const answer = await h.request({ type: 'dirty', keys, previous })
  if (answer.type !== 'dirty') throw new Error(`worker answered ${answer.type} to dirty`)
  return new Set(answer.keys)
}

/**
 * Starts the worker that will list the pages ahead of time: a rebuild's loads the renderer while
 * the content stage runs (it reads no content before it is asked to list).
 */
export function startListWorker(bundleFile: string): void {
  if (!spare) spare = { bundleFile, handle: new WorkerHandle(bundleFile) }
}

/**
 * The page list, from the pages' own +onBeforePrerenderStart hooks, and the chrome files the pages
 * will name (run in a worker: it loads the content).
 */
export async function listPages(bundleFile: string, fileHashes: Record<string, string>): Promise<{ tasks: PageTask[]; chrome: ChromeFile[]; mapContent: string }> {
  const started = spare?.bundleFile === bundleFile ? spare.handle : null
  spare = started ? null : spare
  await releaseSpareWorker()
  const h = started ?? new WorkerHandle(bundleFile)
  try {
    const answer = await h.request({ type: 'list', fileHashes })
    if (answer.type !== 'urls') throw new Error(`worker answered ${answer.type} to list`)
    spare = { bundleFile, handle: h }
    return { tasks: answer.urls, chrome: answer.chrome, mapContent: answer.mapContent }
  } catch (err) {
    await h.worker.terminate()
    throw err
  }
}

/**
 * Pages one more worker is worth: a worker first loads the renderer and a locale's content (about
 * a second at network scale, less with the sample content), what a worker spends on the data of
 * several hundred pages. A rebuild's few pages then go to the worker that listed them, and the
 * other core builds the search index meanwhile.
 */
const pagesPerWorker = 1000

export async function renderPages(options: PoolOptions): Promise<PoolResult> {
  const count = Math.max(1, Math.min(options.workers ?? availableParallelism(), Math.ceil(options.tasks.length / pagesPerWorker) || 1))
  const warm = spare?.bundleFile === options.bundleFile ? spare.handle : null
  spare = null
  const handles = Array.from({ length: count }, (_, i) => (i === 0 && warm) || new WorkerHandle(options.bundleFile))
  try {
    let shells: WriterSetup['shells']
    if ('derive' in options.shells) {
      const first = handles[0]
      if (!first) throw new Error('no worker')
      const answer = await first.request({ type: 'derive', clientDir: options.setup.clientDir, samples: options.shells.derive })
      if (answer.type !== 'shells') throw new Error(`worker answered ${answer.type} to derive`)
      shells = answer.shells
    } else shells = options.shells.known
    const writeBehind = count < availableParallelism()
    await Promise.all(handles.map((h) => h.request({ type: 'setup', setup: { ...options.setup, shells, writeBehind }, keepContent: count === 1 && h === warm, fileHashes: options.fileHashes })))

    const records: WriterResult[] = []
    const dependencies: PoolResult['dependencies'] = { hashes: {}, derived: {} }
    const batchSize = options.batchSize ?? 100
    let maxHeap = 0
    const total = options.tasks.length
    // One queue per locale, and each worker keeps to one locale while it has pages: a worker
    // holds only the content of the locale it renders (at 35k pages, half the memory). A worker
    // whose locale is done takes the locale with the most pages left, and forgets the old one.
    const queues = new Map<string, PageTask[]>()
    for (const task of options.tasks) {
      const { locale } = splitLocale(task.url)
      const q = queues.get(locale)
      if (q) q.push(task)
      else queues.set(locale, [task])
    }
    const order = [...queues.keys()]
    const take = (preferred: string | null): { locale: string; tasks: PageTask[] } | null => {
      let locale = preferred !== null && (queues.get(preferred)?.length ?? 0) > 0 ? preferred : null
      if (locale === null) {
        for (const [l, q] of queues) if (q.length > 0 && (locale === null || q.length > (queues.get(locale)?.length ?? 0))) locale = l
      }
      if (locale === null) return null
      const tasks = queues.get(locale)?.splice(0, batchSize) ?? []
      return { locale, tasks }
    }
    await Promise.all(
      handles.map(async (h, i) => {
        let current: string | null = null
        let next = take(order[i % Math.max(1, order.length)] ?? null)
        while (next) {
          const forget = current !== null && next.locale !== current
          current = next.locale
          const answer = await h.request({ type: 'batch', tasks: next.tasks, forget })
          if (answer.type !== 'records') throw new Error(`worker answered ${answer.type} to a batch`)
          for (const r of answer.records) records.push(r)
          Object.assign(dependencies.hashes, answer.hashes)
          Object.assign(dependencies.derived, answer.derived)
          maxHeap = Math.max(maxHeap, answer.heapMb)
          options.onProgress?.(records.length, total)
          next = take(current)
        }
      }),
    )
    return { records, shells, workers: count, maxWorkerHeapMb: maxHeap, dependencies }
  } finally {
    await Promise.all(handles.map((h) => h.worker.terminate()))
  }
}
