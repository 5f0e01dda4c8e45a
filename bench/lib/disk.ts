// How much creating a file costs on a disk right now. On this project's build machine (a 2-core
// VM, ext4) it varied from ~0.04 to ~0.9 ms of kernel time a file within one session, against
// ~0.01 ms on tmpfs, and a full build creates ~160,000 files and folders (three files a page): so
// the benchmark prints it beside its figures, which move with it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** Milliseconds (wall) to create one 8 KB file, from `count` files in a fresh folder under `parent`. */
export function fileCreationMs(parent: string, count = 2000): number {
  const dir = mkdtempSync(join(parent, 'disk-probe-'))
  try {
    const body = Buffer.alloc(8192, 0x61)
    mkdirSync(join(dir, 'f'))
    const started = performance.now()
    for (let i = 0; i < count; i++) writeFileSync(join(dir, 'f', `${i}.html`), body)
    return (performance.now() - started) / count
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
