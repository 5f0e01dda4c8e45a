// File-system helpers shared by the content pipeline, the build, search, redirects and the tools:
// folders made once, hard links with a copy as fallback, atomic writes, background removal.
import { spawn } from 'node:child_process'
import { closeSync, mkdirSync, openSync, realpathSync, renameSync, statSync, writeSync } from 'node:fs'
import { copyFile, link, mkdir, readdir, rename, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'

/** `mkdir -p` once per folder, however many files are written into it at once (thousands of files share a few folders). */
export function folderMaker(): (dir: string) => Promise<unknown> {
  const folders = new Map<string, Promise<unknown>>()
  return (dir) => {
    let made = folders.get(dir)
    if (!made) {
      made = mkdir(dir, { recursive: true })
      folders.set(dir, made)
    }
    return made
  }
}

/** folderMaker for code that writes with synchronous calls. */
export function folderMakerSync(): (dir: string) => void {
  const made = new Set<string>()
  return (dir) => {
    if (made.has(dir)) return
    mkdirSync(dir, { recursive: true })
    made.add(dir)
  }
}

/**
 * `to` becomes `from`'s file: a hard link (no bytes copied), or a copy where a link cannot be made
 * (another disk, a file system without links). `to` must not exist. Only for files nobody writes
 * in place: every writer here writes a new file and renames or links it.
 */
export async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await link(from, to)
  } catch (err) {
    const code = err instanceof Error && 'code' in err ? err.code : undefined
    if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EMLINK') throw err
    await copyFile(from, to)
  }
}

/**
 * Writes `file` beside itself (`{file}.{pid}.tmp`) and renames it over it: a reader, or a run
 * sharing the folder, sees the old file or the new one, never a part. `data` is written whole, or
 * by a function given the open descriptor (writeAllSync), for a file made a piece at a time.
 */
export function writeFileAtomicallySync(file: string, data: string | Uint8Array | ((fd: number) => void)): void {
  const temporary = `${file}.${process.pid}.tmp`
  const fd = openSync(temporary, 'w')
  try {
    if (typeof data === 'function') data(fd)
    else writeAllSync(fd, data)
  } finally {
    closeSync(fd)
  }
  renameSync(temporary, file)
}

/** The same, asynchronously. */
export async function writeFileAtomically(file: string, data: string | Uint8Array): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`
  await writeFile(temporary, data)
  await rename(temporary, file)
}

/** All of `data` to the descriptor (writeSync may write less than it is given). */
export function writeAllSync(fd: number, data: string | Uint8Array): void {
  const bytes = typeof data === 'string' ? Buffer.from(data) : data
  let done = 0
  while (done < bytes.byteLength) done += writeSync(fd, bytes, done)
}

/**
 * Every file below `from` at the same place below `to` (linkOrCopy; a symbolic link to a file as
 * the file it names); `to` holds none of them yet. `keep`: only the files whose path below `from`
 * it accepts. Returns how many.
 */
export async function linkTree(from: string, to: string, keep: (path: string) => boolean = () => true): Promise<number> {
  const files: { source: string; dir: string; name: string }[] = []
  for (const e of await readdir(from, { recursive: true, withFileTypes: true })) {
    const path = join(e.parentPath, e.name)
    if (!keep(relative(from, path))) continue
    const source = e.isFile() ? path : e.isSymbolicLink() && statSync(path).isFile() ? realpathSync(path) : null
    if (source) files.push({ source, dir: join(to, relative(from, e.parentPath)), name: e.name })
  }
  const folder = folderMaker()
  // A few at a time: each is a system call or two, and thousands at once only fill libuv's queue.
  await forEachLimited(files, 8, async ({ source, dir, name }) => {
    await folder(dir)
    await linkOrCopy(source, join(dir, name))
  })
  return files.length
}

/** Runs `fn` on every item, at most `limit` at a time, started in the items' order. */
export async function forEachLimited<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]
      if (item !== undefined) await fn(item)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

/** Deletes `paths` in a detached `rm -rf` that outlives this process: nobody waits for thousands of unlinks. */
export function removeInBackground(paths: readonly string[]): void {
  spawn('rm', ['-rf', '--', ...paths], { detached: true, stdio: 'ignore' }).unref()
}
