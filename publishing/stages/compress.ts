// The compress stage: .br and .gz beside every text file this run changed that has none yet
// (publishing/precompress.ts; the page writers compress the pages they write themselves).
import { join } from 'node:path'
import { compressCacheDir, compressRelease, pruneCompressCache } from '../precompress.js'
import type { Release } from '../publish.js'
import type { Run } from './run.js'

export async function compressStage(run: Run, release: Release, incremental: boolean): Promise<void> {
  await run.stage(
    'compress',
    async () => {
      const cacheDir = compressCacheDir()
      const made = await compressRelease(join(release.dir, 'client'), { cacheDir })
      // A full build prunes the cache; a rebuild adds a few entries to it.
      return { ...made, pruned: cacheDir && !incremental ? pruneCompressCache(cacheDir) : 0 }
    },
    (c) =>
      `${c.files} text files: ${c.written} variants written (${c.cached} of them made before: linked from the cache), ${c.kept} kept (pages' come from the page writers), ${c.removed} stale removed${c.bytesBefore ? `; brotli of what it compressed ${(c.bytesBefore / 1048576).toFixed(1)} → ${(c.bytesAfter / 1048576).toFixed(1)} MB` : ''}${c.pruned ? `; ${c.pruned} cache entries unused for 30 days dropped` : ''}`,
  )
}
