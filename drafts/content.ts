// The draft content: the content pipeline (the build's, unchanged but for --drafts: the API's
// draft view, with its token) writes it into the preview's own folder, never content/generated.
// Before a page is rendered, one request to the draft view's change feed tells whether an editor
// saved something since; if so the pipeline runs again, incrementally (only what changed).
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fetchChanges } from '../content-pipeline/changes.js'
import { createHttpClient } from '../content-pipeline/fetch.js'

export type DraftSource = { apiUrl: string; token: string }

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

/** Runs the content pipeline over the draft view into `contentDir` (incremental after the first run). */
function pull(source: DraftSource, workDir: string): Promise<void> {
  const env = {
    ...process.env,
    CONTENT_API_URL: source.apiUrl,
    CONTENT_API_TOKEN: source.token,
    CONTENT_OUT_DIR: contentDirOf(workDir),
    CONTENT_MARKDOWN_CACHE: join(workDir, 'markdown'),
  }
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'content-pipeline/cli.ts', '--cache', '--drafts'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000)
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the content pipeline (--drafts) failed:\n${output}`))))
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
