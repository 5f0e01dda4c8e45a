// Where the build keeps what it makes besides releases (publishing/publish.ts has those).
import { join, resolve } from 'node:path'
import { buildRoot, type Release } from '../publish.js'

/** The page renderer compiled for Node (renderer/render/bundle.ts). */
export const renderDir = join(buildRoot, 'render')
/** The renderer bundle's entry, as an absolute path (the worker started ahead is taken when it is this one). */
export const renderBundle = (): string => resolve(renderDir, 'entry.mjs')
/** The code without the published site, where the bundle stage runs Vike (publishing/source-mirror.ts). */
export const sourceMirrorDir = join(buildRoot, 'source')
/** Where a full build writes the search index before the bundle stage has made the release's client folder. */
export const searchStagingOf = (release: Release): string => join(buildRoot, `search-${release.id}`)
