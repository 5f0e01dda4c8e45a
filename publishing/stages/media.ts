// The media stage (a rebuild's, in place of the bundle stage): the media files the published
// release lacks or has older, linked (else copied) into the staging folder.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { mediaFile, readDownloadedMedia } from '../../content-pipeline/media.js'
import { generatedDir } from '../../content-pipeline/model.js'
import { folderMaker, linkOrCopy } from '../../shared/files.js'
import type { Release } from '../publish.js'
import type { Run } from './run.js'

/** `publishedCursor`: the change-feed cursor of the published build's content. */
export async function mediaStage(run: Run, release: Release, publishedCursor: string | null | undefined): Promise<void> {
  const clientDir = join(release.dir, 'client')
  const baseClient = join(release.base ?? release.dir, 'client')
  await run.stage(
    'media',
    async () => {
      // The content stage's list of what it downloaded, when the files it linked are the
      // published content's (the same cursor); else every file is compared with the release's.
      const fresh = readDownloadedMedia(generatedDir)
      const listed = fresh !== null && fresh.after !== null && fresh.after === publishedCursor
      return { listed, n: listed ? await linkMediaFiles(generatedDir, clientDir, fresh.paths) : await linkNewMedia(join(generatedDir, 'media'), join(clientDir, 'media'), join(baseClient, 'media')) }
    },
    ({ listed, n }) => `${n} new media files${listed ? ' (as the content stage listed them)' : ''}`,
  )
}

/**
 * The pipeline links media it kept and downloads changed ones anew, so a file that is new, has
 * another size or was written after the release's copy is one to copy.
 */
function isNewer(source: string, copy: string): boolean {
  // Two system calls a file (~9,000 media at --scale 20000), not three.
  const b = statSync(copy, { throwIfNoEntry: false })
  if (!b) return true
  const a = statSync(source)
  return a.size !== b.size || a.mtimeMs > b.mtimeMs
}

/** Media files (`/media/…` paths) of the content output `from`, linked (else copied) into the client folder `to`. */
async function linkMediaFiles(from: string, to: string, paths: readonly string[]): Promise<number> {
  const folder = folderMaker()
  for (const path of paths) {
    const target = mediaFile(to, path)
    await folder(dirname(target))
    await linkOrCopy(mediaFile(from, path), target)
  }
  return paths.length
}

/** Media the published release (`published`) lacks or has older, linked (else copied) into the staging folder `to`. */
async function linkNewMedia(from: string, to: string, published: string): Promise<number> {
  if (!existsSync(from)) return 0
  let n = 0
  const folder = folderMaker()
  const walk = async (rel: string) => {
    for (const e of readdirSync(join(from, rel), { withFileTypes: true })) {
      const r = join(rel, e.name)
      if (e.isDirectory()) await walk(r)
      else if (isNewer(join(from, r), join(published, r))) {
        await folder(join(to, rel))
        await linkOrCopy(join(from, r), join(to, r))
        n++
      }
    }
  }
  await walk('')
  return n
}
