// The draft content: the content pipeline (the build's, unchanged but for --drafts: the API's
// draft view, with its token) writes it into the preview's own folder, never content/generated.
// Before a page is rendered, one request to the draft view's change feed tells whether an editor
// saved something since; if so the pipeline runs again, incrementally (only what changed).
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fetchChanges } from '../../content-pipeline/changes.js'
import { createHttpClient } from '../../content-pipeline/fetch.js'
import { generatedDir } from '../../content-pipeline/model.js'
import { runPipeline } from '../../content-pipeline/run.js'

export type DraftSource = {
  apiUrl: string
  token: string
  /** The Markdown render cache (content-addressed); default: the preview's own, in its folder. */
  markdownCache?: string
}

export const contentDirOf = (workDir: string): string => join(workDir, 'content')

function cursorIn(contentDir: string): string | null {
  try {
    const manifest: unknown = JSON.parse(readFileSync(join(contentDir, 'manifest.json'), 'utf8'))
    const cursor = typeof manifest === 'object' && manifest !== null && 'cursor' in manifest ? manifest.cursor : null
    return typeof cursor === 'string' ? cursor : null
  } catch {
    return null
  }
}

/**
 * Runs the content pipeline over the draft view into `contentDir`, in this process (a child
 * process spent seconds starting before it fetched anything); incremental after the first run, with
 * an answer cache and a Markdown cache of the preview's own. Image variants come from the build's
 * cache (.cache/images: content-addressed, so sharing it is safe and spares encoding them again).
 */
async function pull(source: DraftSource, workDir: string): Promise<void> {
  const outDir = contentDirOf(workDir)
  if (resolve(outDir) === resolve(generatedDir)) throw new Error('the draft content must not go into content/generated')
  await runPipeline({
    apiUrl: source.apiUrl,
    outDir,
    sourceLabel: 'drafts',
    http: { draftsToken: source.token },
    incremental: { cacheFile: join(workDir, 'content-source.json'), sourceId: `drafts:${source.apiUrl}`, reuseMedia: true },
    markdownCache: source.markdownCache ?? join(workDir, 'markdown'),
  })
}

export type DraftContent = {
  dir: string
  /** Brings the draft content up to date; true when it changed (the renderer must read it again). */
  refresh(): Promise<boolean>
}

export async function openDraftContent(source: DraftSource, workDir: string): Promise<DraftContent> {
  const dir = contentDirOf(workDir)
  await pull(source, workDir)
  const client = createHttpClient(source.apiUrl, { draftsToken: source.token, retries: 0 })
  // One refresh at a time; requests arriving meanwhile wait for it.
  let running: Promise<boolean> | null = null
  const check = async (): Promise<boolean> => {
    const feed = await fetchChanges(client, cursorIn(dir))
    if (feed !== 'reset' && feed.changes.length === 0) return false
    await pull(source, workDir)
    return true
  }
  return {
    dir,
    refresh() {
      running ??= check().finally(() => {
        running = null
      })
      return running
    },
  }
}
