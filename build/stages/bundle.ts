// The bundle stage (a full build's): `vike build` makes the client assets, then `vike prerender`
// Vike's own pre-render of one page per route and locale (the reference the page renderer must
// match byte for byte); Vite compiles the page renderer (build/render/) for Node.
import { rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { runChild, type ChildPlace } from '../children.js'
import type { Release } from '../publish.js'
import { mirrorSource } from '../source-mirror.js'
import { renderDir, sourceMirrorDir } from './paths.js'
import type { Run } from './run.js'

export async function bundleStage(run: Run, release: Release): Promise<void> {
  await run.stage('bundle', async () => {
    // Built, then pre-rendered in a second process (pages/+config.ts): the stage's peak is the
    // larger of the two. Both run in a mirror of the code without the published site
    // (build/source-mirror.ts); what they print names the project's files.
    const vike = { PRERENDER_SAMPLE: '1', BUILD_OUT_DIR: resolve(release.dir) }
    const source = resolve(sourceMirrorDir)
    await mirrorSource(source)
    const inSource: ChildPlace = { cwd: source, rename: [source, resolve('.')] }
    try {
      await runChild(process.execPath, [resolve('node_modules/vike/bin.js'), 'build'], vike, run.log, true, inSource)
      await runChild(process.execPath, [resolve('node_modules/vike/bin.js'), 'prerender'], vike, run.log, true, inSource)
    } finally {
      rmSync(source, { recursive: true, force: true })
    }
    rmSync(join(release.dir, 'server'), { recursive: true, force: true })
    await runChild(process.execPath, ['--import', 'tsx', 'build/render/bundle.ts', renderDir], {}, run.log, true)
  })
}
