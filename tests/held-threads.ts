// Holds the threads of libuv's pool (file system calls run there) until released: an open() of a
// FIFO blocks its thread until a writer opens the FIFO. Lets a test put a step between a server's
// stat and its open of a file (remove the file there), with no timing guesses.
import { execFileSync } from 'node:child_process'
import { closeSync, constants, openSync } from 'node:fs'
import { open } from 'node:fs/promises'
import { join } from 'node:path'

export type HeldThreads = { release(count?: number): Promise<void>; hold(): void }

/** Opens the FIFO's writing end once its reader waits (a blocking open would wait for ever if no thread runs the reader yet). */
async function letGo(fifo: string): Promise<void> {
  for (;;) {
    try {
      closeSync(openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK))
      return
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'ENXIO')) throw error
      await new Promise((r) => setTimeout(r, 5))
    }
  }
}

/** Holds every thread of the pool (UV_THREADPOOL_SIZE, default 4); FIFOs are made in `dir`. */
export function holdThreadPool(dir: string): HeldThreads {
  const size = Number(process.env.UV_THREADPOOL_SIZE ?? 4)
  const fifos: string[] = []
  let made = 0
  const hold = () => {
    const fifo = join(dir, `held-thread-${made++}`)
    execFileSync('mkfifo', [fifo])
    fifos.push(fifo)
    // Settles when released: the reader's open returns once the writer's has.
    void open(fifo, 'r').then((handle) => handle.close())
  }
  for (let i = 0; i < size; i++) hold()
  return {
    hold,
    /** Lets `count` held threads go (all by default), oldest first. */
    async release(count = fifos.length) {
      for (const fifo of fifos.splice(0, count)) await letGo(fifo)
    },
  }
}
