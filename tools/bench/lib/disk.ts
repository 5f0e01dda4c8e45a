// How much creating a file costs on a disk right now. On this project's build machine (a 2-core
// VM, ext4) its kernel time a file varied thirtyfold within one session, and more against
// tmpfs, and a full build creates ~160,000 files and folders (three files a page): so
// the benchmark prints it beside its figures, which move with it. The cause, found with `perf`:
// the file system has no journal, and then ext4 does not reuse an inode freed in the last minute
// (five more while its inode table block is unwritten): after a mass deletion (an old release,
// ~137,000 files) every new file scans past the freed ones (`find_inode_bit`, `recently_deleted`)
// for the next few minutes. A build that deletes its old release therefore slows the next build
// that starts within those minutes, and the benchmark deletes nothing before the runs it times;
// its full build waits for a quiet disk first (quietDisk: `npm run bench` runs the baselines'
// benchmark just before, which deletes its output).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Milliseconds (wall) to create one 8 KB file, from `count` files in a fresh folder under `parent`.
 * `keep`: the files stay (deleting them would slow the next minute's files: see above); the
 * caller's folder goes later.
 */
export function fileCreationMs(parent: string, count = 2000, keep = false): number {
  const dir = mkdtempSync(join(parent, 'disk-probe-'))
  try {
    const body = Buffer.alloc(8192, 0x61)
    mkdirSync(join(dir, 'f'))
    const started = performance.now()
    for (let i = 0; i < count; i++) writeFileSync(join(dir, 'f', `${i}.html`), body)
    return (performance.now() - started) / count
  } finally {
    if (!keep) rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * Waits (up to `maxMs`) until creating a file costs at most `belowMs` again: a deletion just before
 * (an earlier benchmark's output, `npm run bench` runs them one after the other) slows every file
 * the next minutes create. Returns the cost first and last measured, and the seconds waited.
 */
export async function quietDisk(parent: string, belowMs = 0.1, maxMs = 240_000): Promise<{ firstMs: number; lastMs: number; waitedS: number }> {
  const started = performance.now()
  // The probes' files are kept (in `parent`, deleted with it): deleting them is what slows a disk.
  const probe = () => fileCreationMs(parent, 500, true)
  const firstMs = probe()
  let lastMs = firstMs
  while (lastMs > belowMs && performance.now() - started < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, 15_000))
    lastMs = probe()
  }
  return { firstMs, lastMs, waitedS: Math.round((performance.now() - started) / 1000) }
}
