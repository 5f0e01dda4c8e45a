// Stage 6: atomic output. Everything is written into a staging folder next to the output folder
// (same parent, so the same filesystem and `rename` is atomic), then swapped in with two
// renames. A run that fails at any point leaves the previous output exactly as it was.
import { createHash } from 'node:crypto'
import { once } from 'node:events'
import { createWriteStream } from 'node:fs'
import { link, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises'
import { basename, dirname, join, resolve } from 'node:path'
import { localeCodes } from '../shared/config/locales.js'
import { type LocaleContent, localeContentKeys, type Manifest } from './model.js'
import { type ItemHashes, itemHashesFile, itemHashesVersion, itemId } from './itemHashes.js'
import { prettyArrayChunks, type TakenFile } from './listFile.js'
import { type RenderFacts, renderFactsFile } from './reuse.js'
import { type PerLocale } from '../shared/config/perLocale.js'
import { removeInBackground } from '../shared/files.js'
import { sha1 as hashOf } from '../shared/hash.js'

export type Staging = {
  /** The folder being filled; becomes the output folder on commit. */
  readonly dir: string
  /**
   * Writes `value` as pretty JSON and returns the SHA-1 of the file's bytes (base64url); for a
   * list, `onItemHash` gets each item with the hash of its text in the file, and an item whose id
   * `taken` holds is written as the text there (listFile.ts prettyArrayChunks).
   */
  writeJson(relativePath: string, value: unknown, onItemHash?: (item: unknown, hash: string) => void, taken?: TakenFile): Promise<string>
  /** Hard-links `source` (a file of the output being replaced) as `relativePath`. */
  linkFile(relativePath: string, source: string): Promise<void>
  /** Swaps the staging folder in place of the output folder. */
  commit(): Promise<void>
  /** Throws the staging folder away; the output folder is not touched. */
  abort(): Promise<void>
}

function errorCode(err: unknown): string | undefined {
  return err instanceof Error && 'code' in err && typeof err.code === 'string' ? err.code : undefined
}

/** A run killed mid-way (no `finally`) leaves its staging folder; clear those of past runs. */
const STALE_MS = 60 * 60 * 1000

async function removeStale(parent: string, base: string): Promise<void> {
  const names = await readdir(parent).catch(() => [])
  const now = Date.now()
  for (const name of names) {
    if (!name.startsWith(`.staging-${base}-`) && !name.startsWith(`.staging-old-${base}-`)) continue
    const full = join(parent, name)
    const info = await stat(full).catch(() => undefined)
    if (info && now - info.mtimeMs > STALE_MS) await rm(full, { recursive: true, force: true })
  }
}

/** Whether `file` exists with exactly these bytes (by length and SHA-1). */
async function sameFile(file: string, bytes: number, sha1: string): Promise<boolean> {
  try {
    const info = await stat(file)
    if (info.size !== bytes) return false
    return hashOf(await readFile(file)) === sha1
  } catch {
    return false
  }
}

/**
 * `linkUnchanged`: a file whose bytes are those of the output's file is hard-linked from there
 * instead of written (a rebuild after one edit changes a few of the ~40 files; the disk is the
 * slow part of writing tens of megabytes the output already holds; a file the run has read and
 * hashed already, `TakenFile.sha1`, is not read again to tell). `removeOldInBackground`: the
 * replaced output (with its ~9,000 media links at --scale 20000) is deleted by
 * a detached `rm -rf` once the commit has swapped it out, not before the run returns; a run
 * killed meanwhile leaves it to removeStale.
 */
export async function openStaging(outDir: string, options: { linkUnchanged?: boolean; removeOldInBackground?: boolean } = {}): Promise<Staging> {
  const target = resolve(outDir)
  const parent = dirname(target)
  const stamp = `${basename(target)}-${process.pid}-${Date.now()}`
  // `.staging-*` is git-ignored under content/ (see .gitignore).
  const dir = join(parent, `.staging-${stamp}`)
  await removeStale(parent, basename(target))
  await mkdir(dir, { recursive: true })

  return {
    dir,
    async writeJson(relativePath, value, onItemHash, taken) {
      const file = join(dir, relativePath)
      await mkdir(dirname(file), { recursive: true })
      // A list is made item by item (a list of 5 000 blog posts is tens of megabytes as one
      // string), in exactly the bytes JSON.stringify(value, null, 2) gives.
      const chunks = !Array.isArray(value) || value.length === 0 ? [JSON.stringify(value, null, 2) + '\n'] : [...prettyArrayChunks(value, undefined, onItemHash, taken?.items)]
      const hash = createHash('sha1')
      let bytes = 0
      for (const chunk of chunks) {
        hash.update(chunk)
        bytes += Buffer.byteLength(chunk)
      }
      const sha1 = hash.digest('base64url')
      if (options.linkUnchanged && (sha1 === taken?.sha1 || (await sameFile(join(target, relativePath), bytes, sha1)))) {
        await link(join(target, relativePath), file)
        return sha1
      }
      const out = createWriteStream(file)
      try {
        for (const chunk of chunks) {
          if (!out.write(chunk)) await once(out, 'drain')
        }
        out.end()
        await once(out, 'close')
      } catch (err) {
        out.destroy()
        throw err
      }
      return sha1
    },
    async linkFile(relativePath, source) {
      const file = join(dir, relativePath)
      await mkdir(dirname(file), { recursive: true })
      await link(source, file)
    },
    async commit() {
      const previous = join(parent, `.staging-old-${stamp}`)
      let moved = false
      try {
        await rename(target, previous)
        moved = true
      } catch (err) {
        if (errorCode(err) !== 'ENOENT') throw err // no previous output is fine
      }
      try {
        await rename(dir, target)
      } catch (err) {
        if (moved) await rename(previous, target) // put the old output back
        throw err
      }
      if (!moved) return
      if (options.removeOldInBackground) removeInBackground([previous])
      else await rm(previous, { recursive: true, force: true })
    },
    async abort() {
      await rm(dir, { recursive: true, force: true })
    },
  }
}

/**
 * Files of the previous output that are this run's (reuse.ts): `{locale}/{kind}` → linked from
 * `dir`, with their item hashes. One of `notMade` (its kind was not rendered) must be linked; any
 * other is written should it be gone.
 */
export type ReusedFiles = { dir: string; files: ReadonlySet<string>; notMade: ReadonlySet<string>; itemHashes: ItemHashes['files'] }

/**
 * `{locale}/{key}.json` for every key of model.ts, `currencies.json`, `manifest.json`,
 * `item-hashes.json` (itemHashes.ts): a hash of each listed item's text, taken while it is written
 * (a reused file's are the previous output's), and `render-facts.json` (reuse.ts) when given.
 * `taken`: by file (`{locale}/{kind}`), items written as the previous output's file has them.
 */
export async function writeContent(
  staging: Staging,
  content: PerLocale<LocaleContent>,
  manifest: Manifest,
  from: { reused?: ReusedFiles | undefined; facts?: RenderFacts; taken?: ReadonlyMap<string, TakenFile> } = {},
): Promise<string[]> {
  const { reused, facts, taken } = from
  const files: string[] = []
  const write = async (path: string, value: unknown, onItemHash?: (item: unknown, hash: string) => void, fromFile?: TakenFile) => {
    const sha1 = await staging.writeJson(path, value, onItemHash, fromFile)
    files.push(path)
    return sha1
  }
  const itemHashes: ItemHashes = { version: itemHashesVersion, files: {} }
  for (const locale of localeCodes) {
    for (const key of localeContentKeys) {
      const name = `${locale}/${key}`
      const path = `${name}.json`
      // A reused file that is gone from the previous output (removed by hand) is written after all.
      const linked = reused?.files.has(name)
        ? await staging.linkFile(path, join(reused.dir, path)).then(
            () => true,
            (err: unknown) => {
              if (reused.notMade.has(name)) throw err
              return false
            },
          )
        : false
      if (reused && linked) {
        files.push(path)
        const entry = reused.itemHashes[name]
        if (entry) itemHashes.files[name] = entry
        continue
      }
      const items: Record<string, string> = {}
      const sha1 = await write(
        path,
        content[locale][key],
        (item, hash) => {
          const id = itemId(item)
          if (id !== undefined) items[String(id)] = hash
        },
        taken?.get(name),
      )
      if (Object.keys(items).length > 0) itemHashes.files[name] = { sha1, items }
    }
  }
  await write(itemHashesFile, itemHashes)
  if (facts) await write(renderFactsFile, facts)
  await write('currencies.json', manifest.currencies)
  await write('manifest.json', manifest)
  return files
}
