// Who the content read now is read for: the content folder it comes from and the set its
// dependency keys go to (a page's read set, or a derived value's sources). Kept per asynchronous
// context (node:async_hooks AsyncLocalStorage), not in module variables, so pages whose data is
// computed at the same time, their awaits interleaving, each get exactly their own reads.
import { AsyncLocalStorage } from 'node:async_hooks'
import { generatedDir } from '../content-pipeline/model.js'

type Reading = { dir: string; reads: Set<string> | null }

const reading = new AsyncLocalStorage<Reading>()

/** The folder content is read from: the build's content/generated, unless readingFrom names another. */
export const contentDir = (): string => reading.getStore()?.dir ?? generatedDir

/** Where the code running now records what it reads; null when nothing tracks it. */
export const readsNow = (): Set<string> | null => reading.getStore()?.reads ?? null

export function record(key: string): void {
  readsNow()?.add(key)
}

/**
 * Runs `fn` and returns what it returned plus every dependency key it read, including in what it
 * awaited; an enclosing trackReads gets them too. A task `fn` starts and does not await records
 * into a set already returned: a page's data awaits what it reads.
 */
export async function trackReads<T>(fn: () => Promise<T> | T): Promise<{ value: T; reads: string[] }> {
  const outer = readsNow()
  const mine = new Set<string>()
  try {
    const value = await reading.run({ dir: contentDir(), reads: mine }, fn)
    return { value, reads: [...mine].sort() }
  } finally {
    if (outer) for (const r of mine) outer.add(r)
  }
}

/**
 * Runs `compute` recording what it reads as its own (a derived value's sources), not as its
 * caller's: the value is kept, and every page that uses it depends on the value instead.
 */
export function withOwnReads<T>(compute: () => T): { value: T; reads: string[] } {
  const mine = new Set<string>()
  const value = reading.run({ dir: contentDir(), reads: mine }, compute)
  // What it read after an await would come after its sources were taken: they would be short.
  if (value instanceof Promise) throw new Error('a derived value must be computed synchronously')
  return { value, reads: [...mine].sort() }
}

/** Runs `fn` reading the content from `dir` (the editors' preview's draft content); its reads go where they went. */
export function readingFrom<T>(dir: string, fn: () => T): T {
  return reading.run({ dir, reads: readsNow() }, fn)
}
