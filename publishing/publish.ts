// Atomic publish. A full build writes a fresh release folder under .build/releases/; `dist` is a
// symbolic link to the published one and is swapped with one rename(2), so a visitor or a host
// never sees a half-written site, and a failed run leaves `dist` exactly as it was.
//
// A rebuild writes only what it changes, into a fresh staging folder shaped like a release
// (.build/staging-<id>/client/…), and runs every check against the staging folder laid over the
// published release. Only when all passed does it commit: each staged file is renamed over its
// published path (rename(2): a visitor gets the old file or the new one, never a part) and the
// pages it removed go, all in a few milliseconds, like rsync's --delay-updates. A journal written
// before the commit lets the next run finish a commit a crash interrupted. Copying the release
// instead (hard links: ~270,000 at network scale) cost far more than the rest of a rebuild that changes 300 files.
import {
  closeSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs'
import { basename, dirname, join, relative, resolve, sep } from 'node:path'
import { variantSource, withVariants } from '../hosting/compression.js'
import { removeInBackground } from '../shared/files.js'

export const buildRoot = '.build'
export const releasesDir = join(buildRoot, 'releases')
export const publishedLink = 'dist'

/** The hosts' files in the document root and the hosting folder: the redirects stage writes them whole. */
export const hostFiles = ['client/.htaccess', 'client/_headers', 'client/_redirects', 'client/vercel.json', 'client/_worker.js', 'client/_routes.json', 'client/vercel-redirects.json', 'hosting']

/**
 * A folder a run writes. A staging folder (`base` set) holds only what a rebuild changes and is
 * committed over the published release `base`; `removals` are the release's paths it deletes;
 * `regenerated` the files and folders it generated whole: what of them it did not write again
 * goes (a host no longer chosen, an old search index).
 */
export type Release = { id: string; dir: string; base?: string; removals?: string[]; regenerated?: string[] }

export function publishedRelease(): Release | null {
  try {
    if (!lstatSync(publishedLink).isSymbolicLink()) return null
    const dir = resolve(readlinkSync(publishedLink))
    return existsSync(dir) ? { id: basename(dir), dir } : null
  } catch {
    return null
  }
}

const runId = () =>
  new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z') +
  '-' +
  process.pid

export function newRelease(): Release {
  const id = runId()
  const dir = resolve(releasesDir, id)
  mkdirSync(dir, { recursive: true })
  return { id, dir }
}

/** An empty staging folder for a rebuild of the published release `over`. */
export function newStaging(over: Release): Release {
  const dir = resolve(buildRoot, `${stagingPrefix}${runId()}`)
  mkdirSync(dir, { recursive: true })
  return { id: over.id, dir, base: over.dir, removals: [], regenerated: [] }
}

const stagingPrefix = 'staging-'
const journalFile = join(buildRoot, 'commit.json')
type Journal = { staging: string; base: string; removals: string[] }

/** A release-relative path as the run sees it: the staged file if the run wrote one, else the published one. */
export function currentFile(release: Release, rel: string): string {
  const staged = join(release.dir, rel)
  return release.base && !existsSync(staged) ? join(release.base, rel) : staged
}

/** Whether `rel` exists in the release as the run sees it. */
export function existsIn(release: Release, rel: string): boolean {
  return existsSync(join(release.dir, rel)) || (release.base !== undefined && existsSync(join(release.base, rel)))
}

/** What a commit changes: files written over or added, files removed, and the net change in files and bytes. */
export type CommitReport = { files: number; removed: number; bytesDelta: number; filesDelta: number }
/** What a commit did, counted in renames and removals (a folder moved whole is one). */
export type CommitDone = { renamed: number; removed: number }

/**
 * Lays a checked staging folder over its published release (see the top of this file). The
 * journal goes first, so a commit that a crash interrupts is finished by the next run
 * (finishInterruptedCommit); every step can run twice.
 */
export function commit(release: Release, journalAt = journalFile, stopAfterRenames = Infinity): CommitDone {
  const journal = decided.get(release) ?? journalOf(release)
  writeFileSync(journalAt, JSON.stringify(journal))
  const report = applyJournal(journal, stopAfterRenames)
  rmSync(journalAt, { force: true })
  rmSync(release.dir, { recursive: true, force: true })
  return report
}

/** A commit a crash interrupted is finished before anything else runs (under the build lock). */
export function finishInterruptedCommit(journalAt = journalFile): boolean {
  if (!existsSync(journalAt)) return false
  const journal = JSON.parse(readFileSync(journalAt, 'utf8')) as Journal
  if (existsSync(journal.staging) && existsSync(journal.base)) applyJournal(journal)
  rmSync(journalAt, { force: true })
  rmSync(journal.staging, { recursive: true, force: true })
  return true
}

/**
 * What committing `release` would change in the published release's file count and bytes. The
 * journal it weighs is the one the commit then applies (walking the staging folder and the
 * published folders it regenerates twice is not free in a one-post rebuild): what a run stages
 * after this (its report and state, at the root) is nothing a journal removes.
 */
export function stagedDelta(release: Release): CommitReport {
  const journal = journalOf(release)
  decided.set(release, journal)
  return measureJournal(journal)
}

const decided = new WeakMap<Release, Journal>()

/**
 * Everything a commit removes, decided before the first rename: the pages the run removed (with
 * their variants), the variants of a file written anew that were not (not smaller than the file),
 * and what of the files and folders the run generated whole (`release.regenerated`) it did not
 * write again. Decided later, a resumed commit would take the files already renamed in for stale
 * ones. A folder that goes whole (an old search index: ~17,000 files) is one entry.
 */
function journalOf(release: Release): Journal {
  if (!release.base) throw new Error(`${release.dir} is not a staging folder`)
  const base = release.base
  // A staged folder the release lacks comes in whole (a new search index: ~17,000 files), so
  // nothing inside it can make a published file stale: it is not walked.
  const stagedFiles = filesUnder(release.dir, (rel) => existsSync(join(base, rel)))
  const staged = new Set(stagedFiles)
  const removals = new Set<string>()
  for (const rel of release.removals ?? []) for (const f of withVariants(rel)) removals.add(f)
  for (const rel of stagedFiles) {
    if (variantSource(rel) === rel) for (const v of withVariants(rel).slice(1)) if (!staged.has(v)) removals.add(v)
  }
  const stale = (rel: string) => {
    const full = join(base, rel)
    if (!existsSync(full)) return
    if (!statSync(full).isDirectory()) {
      if (!staged.has(rel)) removals.add(rel)
    } else if (!existsSync(join(release.dir, rel))) removals.add(rel)
    else for (const name of readdirSync(full)) stale(`${rel}/${name}`)
  }
  for (const rel of release.regenerated ?? []) stale(rel)
  return { staging: release.dir, base, removals: [...removals].filter((rel) => existsSync(join(base, rel))) }
}

/** Files and bytes under a path (a file: itself). */
function weigh(full: string): { files: number; bytes: number } {
  const st = statSync(full)
  if (!st.isDirectory()) return { files: 1, bytes: st.size }
  let files = 0
  let bytes = 0
  for (const rel of filesUnder(full)) {
    files++
    bytes += statSync(join(full, rel)).size
  }
  return { files, bytes }
}

/**
 * What applying the journal would change, in files and bytes (the build report's output size):
 * every file it removes, moves in or replaces is weighed. The commit itself does not weigh.
 */
function measureJournal({ staging, base, removals }: Journal): CommitReport {
  const report: CommitReport = { files: 0, removed: 0, bytesDelta: 0, filesDelta: 0 }
  for (const rel of removals) {
    const full = join(base, rel)
    if (!existsSync(full)) continue
    const w = weigh(full)
    report.bytesDelta -= w.bytes
    report.filesDelta -= w.files
    report.removed += w.files
  }
  eachMove(staging, base, (from, target) => {
    const w = weigh(from)
    const before = existsSync(target) ? weigh(target) : { files: 0, bytes: 0 }
    report.bytesDelta += w.bytes - before.bytes
    report.filesDelta += w.files - before.files
    report.files += w.files
  })
  return report
}

/**
 * Applies the journal: removals first, then the renames. `stopAfterRenames`: the tests' crash in
 * the middle of a commit. What goes (a removed file or folder, a file a staged one replaces) goes
 * into a trash folder beside the staging folder, deleted minutes later (pruneReleases); a staged
 * folder the release lacks is renamed in whole. A replaced file is linked into the trash before
 * the rename over it, so its path never goes missing.
 */
function applyJournal({ staging, base, removals }: Journal, stopAfterRenames = Infinity): CommitDone {
  const done: CommitDone = { renamed: 0, removed: 0 }
  // Its own folder each time (a resumed commit may start in the same millisecond as the one it finishes).
  let trash = ''
  let trashed = 0
  const toTrash = () => {
    trash ||= mkdtempSync(join(dirname(staging), `${trashName(basename(staging))}-`))
    return join(trash, String(trashed++))
  }
  for (const rel of removals) {
    const full = join(base, rel)
    if (!existsSync(full)) continue
    renameSync(full, toTrash())
    done.removed++
  }
  eachMove(staging, base, (from, target) => {
    if (done.renamed >= stopAfterRenames) throw new Error(`commit stopped after ${done.renamed} renames`)
    mkdirSync(dirname(target), { recursive: true })
    if (lstatSync(target, { throwIfNoEntry: false })?.isFile()) linkSync(target, toTrash())
    renameSync(from, target)
    done.renamed++
  })
  return done
}

/** Each staged path that moves over the release: files, and folders the release lacks (whole). */
function eachMove(staging: string, base: string, fn: (from: string, target: string) => void): void {
  const visit = (rel: string) => {
    const from = join(staging, rel)
    const target = join(base, rel)
    if (statSync(from).isDirectory() && existsSync(target)) {
      for (const name of readdirSync(from)) visit(`${rel}/${name}`)
      return
    }
    fn(from, target)
  }
  for (const name of readdirSync(staging)) visit(name)
}

/** Every file under `dir`, relative to it; `descend` says which folders to walk into (default all). */
function filesUnder(dir: string, descend: (rel: string) => boolean = () => true): string[] {
  const out: string[] = []
  const walk = (rel: string) => {
    let entries
    try {
      entries = readdirSync(join(dir, rel), { withFileTypes: true })
    } catch {
      return
    }
    for (const e of entries) {
      const r = rel ? join(rel, e.name) : e.name
      if (!e.isDirectory()) out.push(r)
      else if (descend(r.split(sep).join('/'))) walk(r)
    }
  }
  walk('')
  return out.map((f) => f.split(sep).join('/'))
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
 * it: each old release is renamed aside at once (`.build/trash-<time>-<id>`), like what commits
 * replaced, and a detached `rm -rf` deletes what has been in the trash for TRASH_MINUTES, after
 * the run has returned.
 *
 * Why wait: on an ext4 without a journal (this project's build machine) the kernel does not hand
 * out again an inode freed in the last few minutes, and every new file scans past those. After a
 * rebuild had deleted the ~1,000 files its commit replaced, the next one, started at once, spent
 * many times the CPU finding inodes for its own ~1,000 files that it needs after a quiet pause. Deleted
 * later, the trash of a burst of rebuilds goes at a quiet moment. Elsewhere it costs nothing.
 */
export function pruneReleases(keep: Release | null, now = Date.now()): number {
  const published = publishedRelease()
  let removed = 0
  for (const old of existsSync(releasesDir) ? readdirSync(releasesDir) : []) {
    if (old === published?.id || old === keep?.id) continue
    renameSync(join(releasesDir, old), join(buildRoot, trashName(old)))
    removed++
  }
  // Also what an earlier run's deletion left (the machine stopped before it finished). Renamed
  // first: a run started while an old release's ~137,000 files are being deleted would otherwise
  // start another rm over the same folders (five at once were seen, each taking CPU for minutes).
  const due = readdirSync(buildRoot)
    .filter((n) => trashDue(n, now))
    .map((n) => {
      const to = join(buildRoot, `${removingPrefix}${now}-${n.replace(/^removing-\d{13}-/, '')}`)
      renameSync(join(buildRoot, n), to)
      return to
    })
  if (due.length > 0) removeInBackground(due)
  return removed
}

const trashPrefix = 'trash-'
const removingPrefix = 'removing-'
export const TRASH_MINUTES = 5
/** How long a deletion under way is left to its rm before a run takes it up again (that rm died: the machine stopped). */
export const REMOVING_MINUTES = 60
const trashName = (what: string, now = Date.now()) => `${trashPrefix}${now}-${what}`

/**
 * Whether a folder of .build is trash to delete now: trash that has waited TRASH_MINUTES (or has
 * no time: an older run's), or a deletion begun REMOVING_MINUTES ago and not finished.
 */
export function trashDue(name: string, now: number): boolean {
  const removing = /^removing-(\d{13})-/.exec(name)?.[1]
  if (removing !== undefined) return now - Number(removing) >= REMOVING_MINUTES * 60_000
  if (!name.startsWith(trashPrefix)) return false
  const at = /^trash-(\d{13})-/.exec(name)?.[1]
  return at === undefined || now - Number(at) >= TRASH_MINUTES * 60_000
}

export function discard(release: Release): void {
  // Retried: a process that wrote into it may still be closing its last files.
  rmSync(release.dir, { recursive: true, force: true, maxRetries: 3 })
}

/** Staging folders a killed run left behind (never committed: the journal names the one that was). */
export function staleStagingFolders(): string[] {
  if (!existsSync(buildRoot)) return []
  return readdirSync(buildRoot)
    .filter((n) => n.startsWith(stagingPrefix))
    .map((n) => join(buildRoot, n))
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
      if (pid && isAlive(pid)) throw new Error(`another build (pid ${pid}) is running; ${file} is its lock`, { cause: err })
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
