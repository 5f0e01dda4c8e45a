// The bundle stage's products kept by the code that made them, for the next full build of the same
// code (BUILD_BUNDLE_CACHE; off unless set). What `vike build` writes into a release (the client
// assets, the public files, Vike's asset list: not the media, which are content, nor the server
// bundle, which the stage deletes), the page renderer compiled for Node, and the page shells
// derived from Vike's pre-rendered pages. All three are made from the code alone (but for where
// the dependencies are, `bundleKey`): a rebuild already takes them from the published release
// whatever the content (publishing/code.ts).
//
// Why: the tests build copies of the project (publishing/testing.ts) again and again with the same
// code, and `vike build`, `vike prerender` and the renderer's bundle are seconds of CPU a build.
// The price of a hit: no `vike prerender`, so the pages are not checked against Vike's own (as in
// a rebuild). A production build leaves it off, so every full build makes and checks its bundle.
//
// An entry is `{cache}/{bundleKey}/` with `release/`, `render/` and `shells.json`, written
// into a folder of its own and renamed into place once the run has the shells: a run that fails
// before leaves no entry, and parallel runs share the cache safely (the first rename wins).
import { existsSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { integer, object, record, string, validate } from 'superstruct'
import { linkTree } from '../shared/files.js'
import { sha1 } from '../shared/hash.js'
import type { Shell } from '../renderer/render/shell.js'

const ShellsStruct = record(string(), object({ head: string(), body: string(), tailLength: integer() }))

/** Entries kept: the newest by their last use; older ones go when a new one is stored. */
const KEEP_ENTRIES = 8

/**
 * An entry's key: the code fingerprint, and where the dependencies are seen from the folder Vike
 * builds in. Vike's asset list (assets.json, published) names the dependencies' files by that
 * relative path, so a copy of the project whose node_modules links to another's writes other names.
 */
export function bundleKey(code: string, buildDir: string, nodeModules = 'node_modules'): string {
  return sha1(`${code}\0${relative(resolve(buildDir), realpathSync(nodeModules))}`)
}

/** `BUILD_BUNDLE_CACHE` as a folder; unset, empty or `off`: no cache. */
export function bundleCacheDir(env: Readonly<Record<string, string | undefined>> = process.env): string | null {
  const setting = env.BUILD_BUNDLE_CACHE?.trim()
  return setting && setting !== 'off' ? resolve(setting) : null
}

export type CachedBundle = { dir: string; shells: Record<string, Shell> }

/** The entry of `key`, when it is whole (its shells written last, and valid). */
export function readCachedBundle(cacheDir: string, key: string): CachedBundle | null {
  const dir = join(cacheDir, key)
  try {
    const [error, shells] = validate(JSON.parse(readFileSync(join(dir, 'shells.json'), 'utf8')), ShellsStruct)
    return error ? null : { dir, shells }
  } catch {
    return null
  }
}

/** Links a cached bundle into the release folder and the renderer's folder (emptied first); returns the files linked. */
export async function placeCachedBundle(bundle: CachedBundle, releaseDir: string, renderDir: string): Promise<number> {
  rmSync(renderDir, { recursive: true, force: true })
  const files = (await linkTree(join(bundle.dir, 'release'), releaseDir)) + (await linkTree(join(bundle.dir, 'render'), renderDir))
  // Its age is its last use: the entries pruned are the ones no build has taken for longest.
  writeFileSync(join(bundle.dir, 'used'), new Date().toISOString())
  return files
}

/** Every file under `dir`, relative to it. */
export function filesUnder(dir: string): Set<string> {
  if (!existsSync(dir)) return new Set()
  return new Set(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => relative(dir, join(e.parentPath, e.name))),
  )
}

/**
 * What Vike wrote that an entry keeps: not the server bundle, not the content's media, not the
 * site's pages it pre-rendered (the pages stage writes them), but its error page, the Czech
 * 404.html, which no other stage writes (renderer/prerender.ts).
 */
const keptFromBuild = (file: string) => !file.startsWith('server/') && !file.startsWith('client/media/') && (!file.endsWith('.html') || file === 'client/404.html')

/**
 * An entry being written by a full build that made its bundle: the release's new files once
 * `vike build` and `vike prerender` have run (`release`), the renderer once compiled (`render`),
 * then the shells (`commit`). A run that fails before `commit` leaves its folder, which a later
 * commit removes once it is an hour old.
 */
export class BundleEntry {
  private readonly temp: string
  constructor(
    private readonly cacheDir: string,
    private readonly key: string,
  ) {
    this.temp = join(cacheDir, `${key}.tmp-${process.pid}-${Date.now()}`)
  }

  /** The files Vike added to the release (`before`: what was there before it ran). */
  async release(releaseDir: string, before: ReadonlySet<string>): Promise<void> {
    await linkTree(releaseDir, join(this.temp, 'release'), (file) => !before.has(file) && keptFromBuild(file))
  }

  async render(renderDir: string): Promise<void> {
    await linkTree(renderDir, join(this.temp, 'render'))
  }

  /** Stores the entry with the shells the pages stage derived; older entries beyond KEEP_ENTRIES go. */
  commit(shells: Record<string, Shell>): void {
    writeFileSync(join(this.temp, 'shells.json'), JSON.stringify(shells))
    writeFileSync(join(this.temp, 'used'), new Date().toISOString())
    const dir = join(this.cacheDir, this.key)
    try {
      renameSync(this.temp, dir)
    } catch {
      // Another run stored the same code first: theirs is the same.
      rmSync(this.temp, { recursive: true, force: true })
    }
    pruneEntries(this.cacheDir)
  }
}

/** Keeps the KEEP_ENTRIES entries used last, and removes folders of runs that did not finish an hour ago. */
function pruneEntries(cacheDir: string): void {
  const entries: { dir: string; used: number }[] = []
  for (const name of readdirSync(cacheDir)) {
    const dir = join(cacheDir, name)
    if (name.includes('.tmp-')) {
      if (Date.now() - statSync(dir).mtimeMs > 3_600_000) rmSync(dir, { recursive: true, force: true })
      continue
    }
    const used = statSync(join(dir, 'used'), { throwIfNoEntry: false })?.mtimeMs ?? 0
    entries.push({ dir, used })
  }
  entries.sort((a, b) => b.used - a.used)
  for (const { dir } of entries.slice(KEEP_ENTRIES)) rmSync(dir, { recursive: true, force: true })
}
