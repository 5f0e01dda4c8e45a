// Stage 5: downloads every /media/ file the output references into `{dir}/media/...`, so the
// site serves its own copies (the CMS may be slow, private or gone when a reader arrives).
// A file whose Content-Type does not belong to its extension is refused: a PDF link that
// delivers HTML, or an "image" that is a script, must not be published under our name.
import { linkSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { dirname, resolve, sep } from 'node:path'
import type { HttpClient } from './fetch.js'
import type { Issues } from './issues.js'
import { isMediaPath } from './schemas/common.js'
import type { MediaRefs } from './render.js'
import { folderMakerSync, forEachLimited } from './util.js'

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

/** Why a downloaded file is refused, or undefined when it is fine. */
export function checkMedia(path: string, contentType: string, bytes: Buffer): string | undefined {
  const ext = extensionOf(path)
  const allowed = allowedTypes[ext]
  if (!allowed) return `extension ".${ext}" is not an allowed media type (${Object.keys(allowedTypes).join(', ')})`
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? ''
  if (!allowed.includes(type)) return `Content-Type "${contentType || '(none)'}" does not match .${ext} (expected ${allowed.join(' or ')})`
  if (bytes.length === 0) return 'is empty'
  // SVG is XML that browsers run scripts in when opened directly from our origin.
  if (ext === 'svg' && /<script|\son\w+\s*=|javascript:|<foreignObject/i.test(bytes.toString('utf8'))) {
    return 'SVG contains script, an event handler or foreignObject'
  }
  return undefined
}

/** Where a media path is stored below `dir`; refuses anything that would leave `dir/media`. */
export function mediaFile(dir: string, path: string): string {
  if (!isMediaPath(path)) throw new Error(`not a media path: ${path}`)
  const root = resolve(dir, 'media')
  const file = resolve(root, path.slice('/media/'.length))
  if (!file.startsWith(root + sep)) throw new Error(`media path escapes the media folder: ${path}`)
  return file
}

/**
 * Downloads all, records every failure, returns the sorted list of stored paths. `reuse`: a
 * previous output's folder whose files are linked instead of downloaded again, except some.
 */
export async function downloadMedia(client: HttpClient, refs: MediaRefs, dir: string, issues: Issues, reuse: { dir: string; except: ReadonlySet<string> } | null = null): Promise<string[]> {
  const paths = [...refs.keys()].sort()
  const stored: string[] = []
  const fail = (path: string, why: string) => issues.fail(`media ${path} (referenced by ${refs.get(path) ?? 'unknown'}): ${why}`)
  const message = (err: unknown) => (err instanceof Error ? err.message : String(err))
  // Kept files are linked one after the other: a system call each, which at network scale
  // (~9,000 files a rebuild) took ~0.3 s as promises through libuv's threads and ~0.2 s so.
  const toDownload: string[] = []
  const folderNow = folderMakerSync()
  for (const path of paths) {
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
  // A few at a time: the client bounds concurrency anyway.
  await forEachLimited(toDownload, 16, async (path) => {
    try {
      const file = mediaFile(dir, path)
      const answer = await client.getBytes(path)
      const problem = checkMedia(path, answer.contentType, answer.bytes)
      if (problem) return fail(path, problem)
      folderNow(dirname(file))
      await writeFile(file, answer.bytes)
      stored.push(path)
    } catch (err) {
      fail(path, message(err))
    }
  })
  return stored.sort()
}
