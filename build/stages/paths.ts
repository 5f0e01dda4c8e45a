// Where the build keeps what it makes besides releases (build/publish.ts has those).
import { join, resolve } from 'node:path'
import { buildRoot } from '../publish.js'

/** The page renderer compiled for Node (build/render/bundle.ts). */
export const renderDir = join(buildRoot, 'render')
/** The renderer bundle's entry, as an absolute path (the worker started ahead is taken when it is this one). */
export const renderBundle = (): string => resolve(renderDir, 'entry.mjs')
/** The code without the published site, where the bundle stage runs Vike (build/source-mirror.ts). */
export const sourceMirrorDir = join(buildRoot, 'source')
