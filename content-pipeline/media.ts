// Stage 5: downloads every /media/ file the output references into `{dir}/media/...`, so the
// site serves its own copies (the CMS may be slow, private or gone when a reader arrives).
// A file whose Content-Type does not belong to its extension is refused: a PDF link that
// delivers HTML, or an "image" that is a script, must not be published under our name; an SVG
// is published as the sanitizer re-writes it, or refused (svg-sanitizer.ts).
import { existsSync, linkSync, readFileSync, renameSync, rmdirSync, rmSync, unlinkSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { basename, dirname, join, relative, resolve, sep } from 'node:path'
import { Worker } from 'node:worker_threads'
import { array, type Infer, nullable, object, string, validate } from 'superstruct'
import type { HttpClient } from './fetch.js'
import type { Issues } from './issues.js'
import { isMediaPath } from './schemas/common.js'
import type { MediaRefs } from './render.js'
import { folderMakerSync, forEachLimited, removeInBackground } from '../shared/files.js'
import { openSvgCache, sanitizedThroughCache, type SvgCache } from './svg-cache.js'

/** Extension → the Content-Types it may arrive with (parameters like `; charset` ignored). */
const allowedTypes: Record<string, readonly string[]> = {
  svg: ['image/svg+xml'],
  png: ['image/png'],
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  webp: ['image/webp'],
  gif: ['image/gif'],
  avif: ['image/avif'],
  pdf: ['application/pdf'],
  wav: ['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/vnd.wave'],
  mp3: ['audio/mpeg'],
  m4a: ['audio/mp4', 'audio/x-m4a'],
}

export function extensionOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1)
  const dot = name.lastIndexOf('.')
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : ''
}

/** Why a downloaded file is refused, or undefined when its type is fine (SVG is then sanitized: mediaToPublish). */
export function checkMedia(path: string, contentType: string, bytes: Buffer): string | undefined {
  const ext = extensionOf(path)
  const allowed = allowedTypes[ext]
  if (!allowed) return `extension ".${ext}" is not an allowed media type (${Object.keys(allowedTypes).join(', ')})`
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? ''
  if (!allowed.includes(type)) return `Content-Type "${contentType || '(none)'}" does not match .${ext} (expected ${allowed.join(' or ')})`
  if (bytes.length === 0) return 'is empty'
  return undefined
}

/**
 * The bytes to publish for a downloaded file, or why it is refused. SVG is XML that browsers run
 * scripts in when it is opened from our origin: what is published is the sanitizer's output
 * (svg-sanitizer.ts), `removed` saying what it took out.
 */
export async function mediaToPublish(path: string, contentType: string, bytes: Buffer, svgCache: SvgCache | null = null): Promise<{ bytes: Buffer; removed: string[] } | { problem: string }> {
  const problem = checkMedia(path, contentType, bytes)
  if (problem) return { problem }
  if (extensionOf(path) !== 'svg') return { bytes, removed: [] }
  const { sanitizeSvg } = await import('./svg-sanitizer.js')
  const result = sanitizedThroughCache(svgCache, bytes, sanitizeSvg)
  if ('refused' in result) return { problem: result.refused }
  return { bytes: Buffer.from(result.svg + '\n'), removed: result.removed }
}

/** Where a media path is stored below `dir`; refuses anything that would leave `dir/media`. */
export function mediaFile(dir: string, path: string): string {
  if (!isMediaPath(path)) throw new Error(`not a media path: ${path}`)
  const root = resolve(dir, 'media')
  const file = resolve(root, path.slice('/media/'.length))
  if (!file.startsWith(root + sep)) throw new Error(`media path escapes the media folder: ${path}`)
  return file
}

/** Media linked ahead into a folder of their own (prelinkMedia): the folder, and the paths it holds. */
export type Prelinked = { dir: string; linked: ReadonlySet<string> }

/**
 * What a run downloaded, beside its output (`media-downloaded.json`): every other media file is a
 * link of the previous output's, whose cursor is `after` (null: none was linked). A rebuild whose
 * published content has that cursor links only these into its release instead of comparing
 * every media file with the published one (publishing/stages.ts).
 */
export const DownloadedMedia = object({ after: nullable(string()), paths: array(string()) })
export type DownloadedMedia = Infer<typeof DownloadedMedia>
export const downloadedMediaFile = 'media-downloaded.json'

/** The list a content run wrote into `dir` (its output), or null: none, or not one this code writes. */
export function readDownloadedMedia(dir: string): DownloadedMedia | null {
  try {
    const [error, value] = validate(JSON.parse(readFileSync(join(dir, downloadedMediaFile), 'utf8')), DownloadedMedia)
    return error ? null : value
  } catch {
    return null
  }
}

/**
 * Downloads all, records every failure; `stored`: the sorted list of stored paths, `downloaded`:
 * those of them not linked. `reuse`: a previous output's folder whose files are linked instead of
 * downloaded again, except some. `prelinked`: its files, linked ahead (prelinkMedia); its folder
 * is moved into `dir` whole, and what no reference names any more is removed from it.
 */
export async function downloadMedia(
  client: HttpClient,
  refs: MediaRefs,
  dir: string,
  issues: Issues,
  reuse: { dir: string; except: ReadonlySet<string> } | null = null,
  prelinked?: Prelinked,
): Promise<{ stored: string[]; downloaded: string[] }> {
  const paths = [...refs.keys()].sort()
  const stored: string[] = []
  const where = (path: string) => `media ${path} (referenced by ${refs.get(path) ?? 'unknown'})`
  const fail = (path: string, why: string) => issues.fail(`${where(path)}: ${why}`)
  const warn = (path: string, why: string) => issues.warnings.push(`${where(path)}: ${why}`)
  const message = (err: unknown) => (err instanceof Error ? err.message : String(err))
  const ahead = new Set<string>()
  let moved = false
  if (prelinked && prelinked.linked.size > 0) {
    try {
      renameSync(join(prelinked.dir, 'media'), join(dir, 'media'))
      moved = true
    } catch {
      // Not where it was linked to (deleted meanwhile): every file is linked or downloaded below.
    }
  }
  if (prelinked) {
    rmSync(prelinked.dir, { recursive: true, force: true })
    // What no reference names any more goes; so does what must be downloaded again (a download
    // must not write into a file linked to the previous output's).
    for (const path of moved ? prelinked.linked : []) {
      if (refs.has(path) && !reuse?.except.has(path)) ahead.add(path)
      else removeWithEmptyFolders(dir, path)
    }
  }
  // Kept files are linked one after the other: a system call each, which at network scale
  // (~9,000 files a rebuild) took longer as promises through libuv's threads than so.
  const toDownload: string[] = []
  const downloaded: string[] = []
  const folderNow = folderMakerSync()
  for (const path of paths) {
    if (ahead.has(path)) {
      stored.push(path)
      continue
    }
    if (!reuse || reuse.except.has(path)) {
      toDownload.push(path)
      continue
    }
    try {
      const file = mediaFile(dir, path)
      folderNow(dirname(file))
      linkSync(mediaFile(reuse.dir, path), file)
      stored.push(path)
    } catch (err) {
      // Missing from the previous output: downloaded below.
      if (err instanceof Error && 'code' in err && err.code === 'ENOENT') toDownload.push(path)
      else fail(path, message(err))
    }
  }
  // The sanitizer's DOM loads slowly on one thread (much more on a busy machine): before any
  // request is in flight, whose deadline it would otherwise eat into.
  const svgs = toDownload.some((path) => extensionOf(path) === 'svg')
  if (svgs) (await import('./svg-sanitizer.js')).prepareSvgSanitizer()
  const svgCache = svgs ? openSvgCache() : null
  // A few at a time: the client bounds concurrency anyway.
  await forEachLimited(toDownload, 16, async (path) => {
    try {
      const file = mediaFile(dir, path)
      const answer = await client.getBytes(path)
      const media = await mediaToPublish(path, answer.contentType, answer.bytes, svgCache)
      if ('problem' in media) return fail(path, media.problem)
      if (media.removed.length) warn(path, `SVG published without what could run script or load from elsewhere: ${media.removed.join('; ')}`)
      folderNow(dirname(file))
      await writeFile(file, media.bytes)
      stored.push(path)
      downloaded.push(path)
    } catch (err) {
      fail(path, message(err))
    }
  })
  return { stored: stored.sort(), downloaded: downloaded.sort() }
}

/** Removes a media file, and its folders up to `media/` that it leaves empty. */
function removeWithEmptyFolders(dir: string, path: string): void {
  const root = resolve(dir, 'media')
  let file = mediaFile(dir, path)
  unlinkSync(file)
  for (file = dirname(file); file.startsWith(root + sep); file = dirname(file)) {
    try {
      rmdirSync(file)
    } catch {
      return // not empty
    }
  }
}

// A worker of plain JavaScript (no loader to start): links each file, making folders once.
const linkWorkerCode = `
const { parentPort, workerData } = require('node:worker_threads')
const { linkSync, mkdirSync } = require('node:fs')
const { dirname, join } = require('node:path')
const made = new Set()
const linked = []
for (const rel of workerData.files) {
  const to = join(workerData.to, rel)
  try {
    const folder = dirname(to)
    if (!made.has(folder)) { mkdirSync(folder, { recursive: true }); made.add(folder) }
    linkSync(join(workerData.from, rel), to)
    linked.push(rel)
  } catch {}
}
parentPort.postMessage(linked)
`

/** Media linked ahead by prelinkMedia: `ready` settles with what was linked; `discard` deletes the folder of a run that did not use it. */
export type MediaPrelink = { ready: Promise<Prelinked>; discard(): void }

/**
 * Links the previous output's media a run will keep (`fromDir`: that output) into a folder of its own beside it
 * (`.staging-…`: git-ignored, removed when stale like a staging folder), on a worker thread while
 * the run fetches, normalizes and renders on its own. A rebuild keeps nearly every file (~9,000 at
 * --scale 20000, each a few system calls); the media stage then moves the folder in whole
 * (downloadMedia `prelinked`). A file that cannot be linked is left to the media stage.
 */
export function prelinkMedia(fromDir: string, paths: readonly string[]): MediaPrelink {
  const target = resolve(fromDir)
  const dir = join(dirname(target), `.staging-${basename(target)}-media-${process.pid}-${Date.now()}`)
  const byRel = new Map<string, string>()
  for (const path of paths) {
    try {
      byRel.set(relative(fromDir, mediaFile(fromDir, path)).split(sep).join('/'), path)
    } catch {
      // Not a media path: the media stage reports it if a reference names it.
    }
  }
  const ready = new Promise<Prelinked>((resolvePromise) => {
    const none = () => resolvePromise({ dir, linked: new Set() })
    try {
      const worker = new Worker(linkWorkerCode, { eval: true, execArgv: [], workerData: { from: fromDir, to: dir, files: [...byRel.keys()] } })
      worker.once('message', (rels: string[]) => resolvePromise({ dir, linked: new Set(rels.flatMap((rel) => byRel.get(rel) ?? [])) }))
      worker.once('error', none)
      worker.once('exit', none)
    } catch {
      none()
    }
  })
  return {
    ready,
    discard() {
      void ready.then(() => {
        if (existsSync(dir)) removeInBackground([dir])
      })
    },
  }
}
