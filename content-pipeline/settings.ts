// The environment variables the content pipeline reads, with the defaults its code uses: the
// environment part of `npm run content`'s definition (command.ts), which the build's definition
// shares (its content stage is this pipeline, in a process of its own).
import type { Setting } from '../shared/command-line.js'
import { generatedDir } from './model.js'

export const contentApiUrl = {
  name: 'CONTENT_API_URL',
  unset: 'the embedded sample API, started on a free loopback port',
  about: 'base address of the content API',
} as const satisfies Setting
export const contentApiToken = { name: 'CONTENT_API_TOKEN', unset: 'no drafts', about: 'the API token that reads drafts (--drafts)' } as const satisfies Setting
export const contentOutDir = { name: 'CONTENT_OUT_DIR', default: generatedDir, about: 'where the content is written (relative to the repository root)' } as const satisfies Setting
export const contentTimeoutMs = { name: 'CONTENT_TIMEOUT_MS', default: '10000', about: 'deadline of one request attempt, in ms' } as const satisfies Setting
export const contentConcurrency = { name: 'CONTENT_CONCURRENCY', default: '4', about: 'requests in flight' } as const satisfies Setting
export const markdownCache = {
  name: 'CONTENT_MARKDOWN_CACHE',
  default: '.cache/markdown',
  about: 'folder of the Markdown render cache (relative to the repository root); off: render every field',
} as const satisfies Setting
export const contentWorkers = { name: 'CONTENT_WORKERS', unset: 'one per core', about: 'worker threads rendering Markdown; 0: the main thread' } as const satisfies Setting
export const imageCache = { name: 'CONTENT_IMAGE_CACHE', default: '.cache/images', about: 'folder of the image variant cache; off: encode every image' } as const satisfies Setting
export const svgCache = { name: 'CONTENT_SVG_CACHE', default: '.cache/svg', about: "folder of the SVG sanitizer's answers; off: sanitize every SVG" } as const satisfies Setting
export const imageConcurrency = { name: 'CONTENT_IMAGE_CONCURRENCY', unset: 'one per core', about: 'images encoded at once' } as const satisfies Setting
export const emptyRetries = {
  name: 'CONTENT_EMPTY_RETRIES',
  default: '2',
  about: 'how often a list that comes back empty, where the published content had items, is asked again',
} as const satisfies Setting
export const emptyRetryMs = { name: 'CONTENT_EMPTY_RETRY_MS', default: '1000', about: 'ms between those requests' } as const satisfies Setting
export const verifyHours = {
  name: 'REBUILD_VERIFY_HOURS',
  default: '24',
  about: 'how often an incremental run revalidates every list against the change feed, in hours (0: every run)',
} as const satisfies Setting

/** What any run of the pipeline reads (the build's content stage too). */
export const pipelineSettings: readonly Setting[] = [
  contentApiUrl,
  contentTimeoutMs,
  contentConcurrency,
  emptyRetries,
  emptyRetryMs,
  verifyHours,
  markdownCache,
  contentWorkers,
  imageCache,
  imageConcurrency,
  svgCache,
]
