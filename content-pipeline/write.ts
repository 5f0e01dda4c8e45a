// Stage 6: atomic output. Everything is written into a staging folder next to the output folder
// (same parent, so the same filesystem and `rename` is atomic), then swapped in with two
// renames. A run that fails at any point leaves the previous output exactly as it was.
import { once } from 'node:events'
import { createWriteStream } from 'node:fs'
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import { basename, dirname, join, resolve } from 'node:path'
import { localeCodes } from '../config/locales.js'
import { type LocaleContent, localeContentKeys, type Manifest } from './model.js'
import type { PerLocale } from './util.js'

export type Staging = {
  /** The folder being filled; becomes the output folder on commit. */
  readonly dir: string
  writeJson(relativePath: string, value: unknown): Promise<void>
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

export async function openStaging(outDir: string): Promise<Staging> {
  const target = resolve(outDir)
  const parent = dirname(target)
  const stamp = `${basename(target)}-${process.pid}-${Date.now()}`
  // `.staging-*` is git-ignored under content/ (see .gitignore).
  const dir = join(parent, `.staging-${stamp}`)
  await removeStale(parent, basename(target))
  await mkdir(dir, { recursive: true })

  return {
    dir,
    async writeJson(relativePath, value) {
      const file = join(dir, relativePath)
      await mkdir(dirname(file), { recursive: true })
      if (!Array.isArray(value) || value.length === 0) {
        await writeFile(file, JSON.stringify(value, null, 2) + '\n')
        return
      }
      // A list is written item by item (a list of 5 000 blog posts is tens of megabytes as one
      // string), in exactly the bytes JSON.stringify(value, null, 2) gives.
      const out = createWriteStream(file)
      try {
        for (const chunk of prettyArrayChunks(value)) {
          if (!out.write(chunk)) await once(out, 'drain')
        }
        out.end()
        await once(out, 'close')
      } catch (err) {
        out.destroy()
        throw err
      }
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
      if (moved) await rm(previous, { recursive: true, force: true })
    },
    async abort() {
      await rm(dir, { recursive: true, force: true })
    },
  }
}

/**
 * `JSON.stringify(items, null, 2) + '\n'` in chunks of about 1 MB: each item is stringified on its
 * own and indented one level (JSON strings hold no raw line breaks, so every break is layout).
 * Items that JSON has no text for (undefined, functions) are `null` in an array, as there.
 */
export function* prettyArrayChunks(items: readonly unknown[], chunkChars = 1 << 20): Generator<string> {
  let chunk = '[\n'
  for (let index = 0; index < items.length; index++) {
    const text: string | undefined = JSON.stringify(items[index], null, 2)
    chunk += `  ${(text ?? 'null').replaceAll('\n', '\n  ')}${index < items.length - 1 ? ',\n' : '\n'}`
    if (chunk.length >= chunkChars) {
      yield chunk
      chunk = ''
    }
  }
  yield `${chunk}]\n`
}

/** `{locale}/{key}.json` for every key of model.ts, `currencies.json` and `manifest.json`. */
export async function writeContent(staging: Staging, content: PerLocale<LocaleContent>, manifest: Manifest): Promise<string[]> {
  const files: string[] = []
  const write = async (path: string, value: unknown) => {
    await staging.writeJson(path, value)
    files.push(path)
  }
  for (const locale of localeCodes) {
    for (const key of localeContentKeys) await write(`${locale}/${key}.json`, content[locale][key])
  }
  await write('currencies.json', manifest.currencies)
  await write('manifest.json', manifest)
  return files
}
