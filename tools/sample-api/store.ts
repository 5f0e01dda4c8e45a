// Durable storage of the sample API's writes: one append-only JSONL log per collection under the
// data folder. Each append is written and fsync'd before the request is answered, appends of a
// collection are serialized (concurrent posts lose nothing and see each other), and the logs are
// replayed on start, so a restart keeps everything. Feature modules keep their own in-memory
// state as a fold over their log (see `subscribe`).
import { mkdir, open, readdir, readFile, truncate, type FileHandle } from 'node:fs/promises'
import { join } from 'node:path'

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
export type LogEntry = { seq: number; at: string; data: unknown }

/** Folds a collection's log into a feature's state; `apply` runs in log order, also on replay. */
export type LogListener = { apply(entry: LogEntry): void; reset(): void }

const COLLECTION = /^[a-z][a-z0-9-]*$/

type Log = { entries: LogEntry[]; handle: FileHandle | null; queue: Promise<unknown>; listeners: LogListener[] }

export class Store {
  private readonly logs = new Map<string, Log>()
  private closed = false

  private constructor(readonly dir: string) {}

  /** Opens (creating) the data folder and replays every `*.jsonl` log in it. */
  static async open(dir: string): Promise<Store> {
    await mkdir(dir, { recursive: true })
    const store = new Store(dir)
    for (const name of (await readdir(dir)).sort()) {
      const collection = name.replace(/\.jsonl$/, '')
      if (name.endsWith('.jsonl') && COLLECTION.test(collection)) await store.replay(collection)
    }
    return store
  }

  private file(collection: string): string {
    return join(this.dir, `${collection}.jsonl`)
  }

  private log(collection: string): Log {
    if (!COLLECTION.test(collection)) throw new Error(`Bad collection name ${collection}`)
    let log = this.logs.get(collection)
    if (!log) {
      log = { entries: [], handle: null, queue: Promise.resolve(), listeners: [] }
      this.logs.set(collection, log)
    }
    return log
  }

  private async replay(collection: string): Promise<void> {
    const file = this.file(collection)
    const text = await readFile(file, 'utf8')
    // A crash mid-append can leave a partial last line: drop it, or the next append would be glued to it.
    const end = text.lastIndexOf('\n') + 1
    if (end < text.length) await truncate(file, Buffer.byteLength(text.slice(0, end)))
    const log = this.log(collection)
    for (const line of text.slice(0, end).split('\n')) {
      if (!line.trim()) continue
      const parsed: unknown = JSON.parse(line)
      if (isEntry(parsed)) log.entries.push(parsed)
    }
  }

  /** Registers a feature's fold and feeds it the entries already in the log. */
  subscribe(collection: string, listener: LogListener): void {
    const log = this.log(collection)
    log.listeners.push(listener)
    for (const entry of log.entries) listener.apply(entry)
  }

  entries(collection: string): readonly LogEntry[] {
    return this.logs.get(collection)?.entries ?? []
  }

  collections(): string[] {
    return [...this.logs.keys()].sort()
  }

  /**
   * Appends one record. `make` runs inside the collection's lock, after every earlier append has
   * been applied, so check-then-write decisions (duplicates, cart updates) are race-free; it returns
   * undefined to write nothing. Resolves once the line is on disk and the listeners have seen it.
   */
  append(collection: string, make: (seq: number) => Json | undefined): Promise<LogEntry | undefined> {
    // Refused at call time: once close() has begun, no new log may open a file handle.
    if (this.closed) return Promise.reject(new Error('Store is closed'))
    const log = this.log(collection)
    return this.enqueue(log, async (): Promise<LogEntry | undefined> => {
      const data = make(log.entries.length + 1)
      if (data === undefined) return undefined
      const entry: LogEntry = { seq: log.entries.length + 1, at: new Date().toISOString(), data }
      if (!log.handle) {
        log.handle = await open(this.file(collection), 'a')
        await syncDir(this.dir)
      }
      await log.handle.write(JSON.stringify(entry) + '\n')
      await log.handle.sync()
      log.entries.push(entry)
      for (const l of log.listeners) l.apply(entry)
      return entry
    })
  }

  /** Runs `task` after every earlier task of the same log (the per-collection lock). */
  private enqueue<T>(log: Log, task: () => Promise<T>): Promise<T> {
    const result = log.queue.then(task, task)
    log.queue = result.catch(() => undefined)
    return result
  }

  /** Empties every collection (the control endpoint's reset for browser tests). */
  async reset(): Promise<void> {
    // Inside each log's lock, so an append arriving meanwhile lands before or after, never between.
    await Promise.all(
      [...this.logs].map(([collection, log]) =>
        this.enqueue(log, async () => {
          await log.handle?.close()
          log.handle = null
          await truncate(this.file(collection), 0).catch(() => undefined)
          log.entries = []
          for (const l of log.listeners) l.reset()
        }),
      ),
    )
  }

  async close(): Promise<void> {
    this.closed = true
    await Promise.all(
      [...this.logs.values()].map((log) =>
        this.enqueue(log, async () => {
          await log.handle?.close()
          log.handle = null
        }),
      ),
    )
  }
}

/** A new log file is only durable once its directory entry is: fsync the folder too. */
async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

function isEntry(value: unknown): value is LogEntry {
  if (typeof value !== 'object' || value === null) return false
  return 'seq' in value && typeof value.seq === 'number' && 'at' in value && typeof value.at === 'string' && 'data' in value
}
