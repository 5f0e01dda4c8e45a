// Atomic publish. Every build and rebuild writes a fresh release folder under .build/releases/;
// `dist` is a symbolic link to the published one and is swapped with one rename(2), so a visitor
// or a host never sees a half-written site, and a failed run leaves `dist` exactly as it was.
// A rebuild starts from a hard-linked copy of the published release (no bytes copied); every
// file it changes is written as a new file, never into a linked one.
import { execFileSync, spawn } from 'node:child_process'
import { closeSync, existsSync, lstatSync, mkdirSync, openSync, readdirSync, readFileSync, readlinkSync, renameSync, rmSync, symlinkSync, writeSync } from 'node:fs'
import { basename, join, relative, resolve } from 'node:path'

export const buildRoot = '.build'
export const releasesDir = join(buildRoot, 'releases')
export const publishedLink = 'dist'

/** Files the stages after the pages regenerate whole; a rebuild drops the linked copies first. */
const regenerated = ['client/sitemap.xml', 'client/robots.txt', 'client/.htaccess', 'client/_headers', 'client/_redirects', 'client/vercel.json', 'client/search-index', 'hosting', 'build-report.json']

export type Release = { id: string; dir: string }

export function publishedRelease(): Release | null {
  try {
    if (!lstatSync(publishedLink).isSymbolicLink()) return null
    const dir = resolve(readlinkSync(publishedLink))
    return existsSync(dir) ? { id: basename(dir), dir } : null
  } catch {
    return null
  }
}

export function newRelease(from: Release | null): Release {
  const id = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z') + '-' + process.pid
  const dir = resolve(releasesDir, id)
  mkdirSync(releasesDir, { recursive: true })
  if (from) {
    execFileSync('cp', ['-al', from.dir, dir])
    for (const rel of regenerated) rmSync(join(dir, rel), { recursive: true, force: true })
  } else mkdirSync(dir)
  return { id, dir }
}

/** Points `dist` at the release in one rename. */
export function publish(release: Release): void {
  if (existsSync(publishedLink) && !lstatSync(publishedLink).isSymbolicLink()) {
    // A `dist` folder from an older plain `vike build`: move it aside once.
    renameSync(publishedLink, join(buildRoot, `dist-before-releases-${Date.now()}`))
  }
  const tmp = `${publishedLink}.${process.pid}.tmp`
  rmSync(tmp, { force: true })
  symlinkSync(relative('.', release.dir), tmp)
  renameSync(tmp, publishedLink)
}

/**
 * After a publish: removes every release but the published one and the one before it (kept for a
 * quick roll back: point `dist` at it). Runs under the build lock, so no run is writing a release.
 * Deleting tens of thousands of files takes longer than a small rebuild, and nothing waits for
 * it: each old release is renamed aside at once (`.build/trash-<id>`) and a detached `rm -rf`
 * deletes it after the run has returned.
 */
export function pruneReleases(keep: Release | null): number {
  const published = publishedRelease()
  let removed = 0
  for (const old of existsSync(releasesDir) ? readdirSync(releasesDir) : []) {
    if (old === published?.id || old === keep?.id) continue
    renameSync(join(releasesDir, old), join(buildRoot, `${trashPrefix}${old}`))
    removed++
  }
  // Also what an earlier run's deletion left (the machine stopped before it finished).
  const trash = readdirSync(buildRoot).filter((n) => n.startsWith(trashPrefix)).map((n) => join(buildRoot, n))
  if (trash.length === 0) return removed
  spawn('rm', ['-rf', '--', ...trash], { detached: true, stdio: 'ignore' }).unref()
  return removed
}

const trashPrefix = 'trash-'

export function discard(release: Release): void {
  rmSync(release.dir, { recursive: true, force: true })
}

/** One build or rebuild at a time. A lock left by a process that no longer runs is taken over. */
export function acquireLock(file = join(buildRoot, 'lock')): () => void {
  mkdirSync(buildRoot, { recursive: true })
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      return () => rmSync(file, { force: true })
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
      const pid = Number(readFileSync(file, 'utf8'))
      if (pid && isAlive(pid)) throw new Error(`another build (pid ${pid}) is running; ${file} is its lock`)
      rmSync(file, { force: true })
    }
  }
  throw new Error(`could not take the build lock ${file}`)
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}
