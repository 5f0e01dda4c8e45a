// The build's own page renderer (renderer/render/: the same +data, +Page, +Layout, +Head and
// vike-react's onRenderHtml, compiled by the bundle stage), loaded once, pointed at the draft
// content, and wrapped in the shells of the published release (the asset tags Vike put on each
// page), so a preview loads the published site's scripts, styles and fonts. A copy of the bundle
// is loaded: a full build empties .build/render while it runs.
import { cpSync, existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Locale } from '../../shared/config/locales.js'
import { applyShell, type Shell } from '../../renderer/render/shell.js'
import { publishedRelease } from '../publish.js'
import { renderDir } from '../stages/paths.js'
import { readState } from '../state.js'

type Bundle = typeof import('../../renderer/render/entry.js')

export type PreviewPage = { html: string; locale: Locale }

export type DraftRenderer = {
  /** The published release the shells and assets come from. */
  release: { id: string; clientDir: string }
  /** The page at `url` from the draft content, or null when no page answers it. */
  render(url: string): Promise<PreviewPage | null>
  /** Whether `url` is a page of the published site (the bar links to it). */
  isPublished(url: string): boolean
  /** The layout's chrome files of the draft content (the pages name them), by path. */
  chrome(): Map<string, string>
  /** The draft content changed on disk: read it again. */
  reload(): void
}

/** Loads the renderer over `contentDir`; `workDir`: the preview's own folder (the bundle's copy goes there). */
export async function loadRenderer(contentDir: string, workDir: string): Promise<DraftRenderer> {
  const published = publishedRelease()
  if (!published) throw new Error('no published build (dist): run `npm run build` first')
  const state = readState(published.id)
  if (!state) throw new Error(`${published.dir} has no build state: run \`npm run build\` first`)
  const shells: Record<string, Shell> = state.shells
  const pages = new Set(Object.keys(state.pages))
  const bundleDir = resolve(workDir, 'render', published.id)
  if (!existsSync(join(bundleDir, 'entry.mjs'))) cpSync(renderDir, bundleDir, { recursive: true })
  const bundle: Bundle = await import(pathToFileURL(join(bundleDir, 'entry.mjs')).href)
  // Every read from the draft folder, each request in its own context: requests may overlap.
  const fromDrafts = <T>(fn: () => T): T => bundle.readingFrom(contentDir, fn)

  let chrome: Map<string, string> | null = null
  return {
    release: { id: published.id, clientDir: join(published.dir, 'client') },
    isPublished: (url) => pages.has(url),
    chrome() {
      chrome ??= new Map(fromDrafts(() => bundle.chromeFiles()).map((f) => [f.path, f.json]))
      return chrome
    },
    reload() {
      bundle.forgetContent()
      chrome = null
    },
    async render(url) {
      let data: Awaited<ReturnType<Bundle['pageDataOf']>>
      try {
        data = await fromDrafts(() => bundle.pageDataOf(url))
      } catch {
        // No route matches, or the page's +data says 404 (vike/abort): the item is not in the drafts.
        return null
      }
      const shell = shells[data.folder]
      if (!shell) throw new Error(`${url}: the published build has no shell for pages/${data.folder}`)
      const page = await fromDrafts(() => bundle.renderPage(data))
      return { html: applyShell(shell, page.html), locale: page.locale }
    },
  }
}
