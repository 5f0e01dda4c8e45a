// A run's last phase (run.ts): media downloaded (or kept), image variants made, what the reuse
// plan left for after the images rendered (reuse-plan.ts planLate), then everything written into
// a staging folder and committed; the answer cache is stored only after that.
import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { localeCodes } from '../shared/config/locales.js'
import { writeSourceCache } from './incremental.js'
import { picturesInHtml, type ImageIndex } from './images-model.js'
import type { ImageOptions, ImageStats } from './images.js'
import { downloadedMediaFile, type DownloadedMedia, downloadMedia } from './media.js'
import type { Manifest } from './model.js'
import { type LatePlan, planLate } from './reuse-plan.js'
import type { RunContext } from './run-context.js'
import type { RenderStep } from './run-render.js'
import type { ContentKind } from './schemas/endpoints.js'
import { openStaging, writeContent } from './write.js'

/**
 * Markdown images of raster files become <picture>s (images-model.ts `picturesInHtml`). Only the
 * rendered HTML fields hold `<img`, so every string of the content that does is one of them.
 */
function replaceHtmlImages(value: object, images: ImageIndex): void {
  if (Object.keys(images).length === 0) return
  const visit = (node: object) => {
    for (const [key, v] of Object.entries(node)) {
      if (typeof v === 'string') {
        if (v.includes('<img src="/media/')) Reflect.set(node, key, picturesInHtml(v, images))
      } else if (typeof v === 'object' && v !== null && key !== 'images') visit(v)
    }
  }
  visit(value)
}

type Staging = Awaited<ReturnType<typeof openStaging>>

/** The media stored (downloaded, or linked from the previous output) and their image variants. */
async function mediaAndImages(run: RunContext, made: RenderStep, staging: Staging, imagesModule: Promise<typeof import('./images.js')>) {
  const { issues, options, line, log } = run
  const reuse = made.reuseExcept ? { dir: options.outDir, except: made.reuseExcept } : null
  const prelink = run.ahead.prelink
  run.ahead.prelink = null
  const { stored: media, downloaded } = await downloadMedia(run.client, made.media, staging.dir, issues, reuse, prelink ? await prelink.ready : undefined)
  if (issues.failed) throw run.stop('media')
  line('media', `${media.length} files`)
  const { defaultImageCacheDir, makeImageVariants } = await imagesModule
  const imageOptions: ImageOptions = {
    cacheDir: options.images?.cacheDir === undefined ? defaultImageCacheDir : options.images.cacheDir,
    ...(options.images?.concurrency ? { concurrency: options.images.concurrency } : {}),
  }
  const { images, stats } = await makeImageVariants(media, staging.dir, issues, imageOptions)
  if (issues.failed) throw run.stop('images')
  // The files not linked from the previous output: the downloads and their variants (the others'
  // variants are links of the image cache's entries, whose bytes never change).
  const fresh: DownloadedMedia = {
    after: reuse && made.previous ? made.previous.manifest.cursor : null,
    paths: downloaded.flatMap((path) => [path, ...(images[path]?.variants.map((v) => v.path) ?? [])]).sort(),
  }
  writeFileSync(join(staging.dir, downloadedMediaFile), `${JSON.stringify(fresh)}\n`)
  line('images', `${stats.images} raster`)
  log(`    ${stats.cached} from the cache, ${stats.encoded} encoded, ${stats.variants} AVIF/WebP variants`)
  return { media, images, stats }
}

/**
 * The previous files of unchanged kinds are this run's only if the images are the same too, and
 * only those that are there: what the plan says must be rendered now is rendered into `made.content`.
 */
async function renderLate(run: RunContext, made: RenderStep, images: ImageIndex): Promise<LatePlan> {
  const { previous } = made
  const imagesSame = previous !== null && previous.images === `${JSON.stringify(images, null, 2)}\n`
  const there = (kind: ContentKind) => previous !== null && localeCodes.every((l) => existsSync(join(previous.dir, l, `${kind}.json`)))
  const late = planLate({ plan: made.plan, partly: made.partly, imagesSame, filesThere: new Set(made.skipped.filter(there)) })
  if (late.renderKinds.length > 0) {
    const lateRendered = await made.renderSkipped()
    for (const locale of localeCodes) for (const kind of late.renderKinds) Object.assign(made.content[locale], { [kind]: lateRendered.content[locale][kind] })
    run.line('rendered', `the fields of ${late.renderKinds.length} kinds not rendered before (${late.renderKindsReason})`)
  }
  // Likewise the items taken from the previous files.
  if (late.renderItems) {
    const again = await made.renderTaken()
    for (const locale of localeCodes) for (const kind of made.partly) Object.assign(made.content[locale], { [kind]: again.content[locale][kind] })
    run.line('rendered', `the items of ${made.partly.join(', ')} taken from the previous output (the image index changed)`)
  }
  return late
}

export type Written = { media: string[]; files: string[]; images: ImageStats; manifest: Manifest; late: LatePlan }

/** Media, images, the late renders and the files, committed; `saveCache` stores the render cache once nothing more is rendered. */
export async function writeStep(run: RunContext, made: RenderStep, imagesModule: Promise<typeof import('./images.js')>, saveCache: () => void): Promise<Written> {
  const { options } = run
  const staging = await openStaging(options.outDir, { linkUnchanged: options.incremental !== undefined, removeOldInBackground: options.incremental !== undefined })
  try {
    const { media, images, stats } = await mediaAndImages(run, made, staging, imagesModule)
    const late = await renderLate(run, made, images)
    saveCache()
    for (const locale of localeCodes) {
      made.content[locale].images = images
      replaceHtmlImages(made.content[locale], images)
    }
    const manifest: Manifest = {
      generatedAt: new Date().toISOString(),
      source: options.sourceLabel ?? options.apiUrl,
      counts: made.counts,
      hashes: made.hashes,
      currencies: made.currencies,
      media,
      cursor: made.sourceCache?.cursor ?? null,
      inputs: made.inputs,
      ...(made.verified ? { verified: made.verified } : {}),
    }
    const { previous, skipped } = made
    const taken = late.taken
    const files = (kinds: readonly ContentKind[]) => new Set(localeCodes.flatMap((l) => kinds.map((kind) => `${l}/${kind}`)))
    const reused =
      previous && taken.length > 0 ? { dir: previous.dir, files: files(taken), notMade: files(skipped.filter((kind) => taken.includes(kind))), itemHashes: previous.itemHashes.files } : undefined
    const takenFiles = late.takeItems ? made.taken?.files : undefined
    const written = await writeContent(staging, made.content, manifest, { reused, facts: made.facts, ...(takenFiles ? { taken: takenFiles } : {}) })
    await staging.commit()
    if (options.incremental && made.sourceCache) await writeSourceCache(options.incremental.cacheFile, made.sourceCache)
    run.line('written', `${written.length} files${reused ? `, ${reused.files.size} of them linked (${taken.length} kinds unchanged)` : ''}`)
    return { media, files: written, images: stats, manifest, late }
  } catch (err) {
    await staging.abort()
    throw err
  }
}
