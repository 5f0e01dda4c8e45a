// The bundle stage (a full build's): `vike build` makes the client assets, then `vike prerender`
// Vike's own pre-render of one page per route and locale (the reference the page renderer must
// match byte for byte); Vite compiles the page renderer (renderer/render/) for Node. With a bundle
// cache (publishing/bundle-cache.ts) that has this code's bundle, it is linked in instead.
import { existsSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { generatedDir } from '../../content-pipeline/model.js'
import { linkTree } from '../../shared/files.js'
import { BundleEntry, bundleCacheDir, bundleKey, filesUnder, placeCachedBundle, readCachedBundle } from '../bundle-cache.js'
import { runChild, type ChildPlace } from '../children.js'
import type { Release } from '../publish.js'
import type { PageTask } from '../../renderer/render/writer.js'
import type { Shell } from '../../renderer/render/shell.js'
import { mirrorSource } from '../source-mirror.js'
import { vikeSamples } from './pages.js'
import { renderDir, sourceMirrorDir } from './paths.js'
import type { Run } from './run.js'

export type Bundle = {
  /** The shells of a cached bundle; null: the pages stage derives them from Vike's pages. */
  shells: Record<string, Shell> | null
  /** The pages Vike pre-rendered (none from the cache). */
  samples(tasks: PageTask[]): ReturnType<typeof vikeSamples>
  /** Stores a bundle made here in the cache, with the shells derived from it. */
  keep(shells: Record<string, Shell>): void
}

/** `code`: the code fingerprint (publishing/code.ts), the cache's key with where the dependencies are. */
export async function bundleStage(run: Run, release: Release, code: string): Promise<Bundle> {
  const cacheDir = bundleCacheDir()
  const key = cacheDir ? bundleKey(code, sourceMirrorDir) : ''
  const cached = cacheDir ? readCachedBundle(cacheDir, key) : null
  if (cached) {
    await run.stage(
      'bundle',
      async () => {
        const media = join(generatedDir, 'media')
        // The media, as `vike build` puts them in (renderer/vite-plugin-media.ts).
        return (await placeCachedBundle(cached, release.dir, renderDir)) + (existsSync(media) ? await linkTree(media, join(release.dir, 'client/media')) : 0)
      },
      (n) => `from the bundle cache (${n} files linked): Vike's build and pre-render skipped, so the pages are not checked against Vike's`,
    )
    return { shells: cached.shells, samples: () => [], keep: () => {} }
  }
  const entry = cacheDir ? new BundleEntry(cacheDir, key) : null
  await run.stage('bundle', async () => {
    // Built, then pre-rendered in a second process (renderer/+config.ts): the stage's peak is the
    // larger of the two. Both run in a mirror of the code without the published site
    // (publishing/source-mirror.ts); what they print names the project's files.
    const vike = { PRERENDER_SAMPLE: '1', BUILD_OUT_DIR: resolve(release.dir) }
    const source = resolve(sourceMirrorDir)
    await mirrorSource(source)
    const inSource: ChildPlace = { cwd: source, rename: [source, resolve('.')] }
    const before = filesUnder(release.dir)
    try {
      await runChild(process.execPath, [resolve('node_modules/vike/bin.js'), 'build'], vike, run.log, true, inSource)
      await runChild(process.execPath, [resolve('node_modules/vike/bin.js'), 'prerender'], vike, run.log, true, inSource)
      await entry?.release(release.dir, before)
    } finally {
      rmSync(source, { recursive: true, force: true })
    }
    rmSync(join(release.dir, 'server'), { recursive: true, force: true })
    await runChild(process.execPath, ['--import', 'tsx', 'renderer/render/bundle.ts', renderDir], {}, run.log, true)
    await entry?.render(renderDir)
  })
  return { shells: null, samples: (tasks) => vikeSamples(join(release.dir, 'client'), tasks), keep: (shells) => entry?.commit(shells) }
}
