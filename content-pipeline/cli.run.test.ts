// `npm run content` as a user runs it: with no CONTENT_API_URL (embedded sample API) and
// against a separately started sample API, the output is the same.
import { execFile, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { startSampleApi } from '../tools/sample-api/server.js'

const run = promisify(execFile)
const dirs: string[] = []
const temp = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), name))
  dirs.push(dir)
  return dir
}
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
})

function tree(dir: string): Map<string, string> {
  const out = new Map<string, string>()
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const full = join(d, name)
      if (statSync(full).isDirectory()) walk(full)
      else out.set(relative(dir, full), readFileSync(full, 'latin1'))
    }
  }
  walk(dir)
  return out
}

// Both runs share a render cache of their own (the second one takes every field from it), not the repository's.
let markdownCache = ''
async function content(env: Record<string, string>) {
  markdownCache ||= temp('content-markdown-cache-')
  return run('npx', ['tsx', 'content-pipeline/cli.ts'], { env: { ...process.env, CONTENT_MARKDOWN_CACHE: markdownCache, ...env }, maxBuffer: 10_000_000 })
}

describe('npm run content', () => {
  it('prints counts per entity and the time, and gives the same output from a separately started API', async () => {
    const embedded = temp('content-embedded-')
    const { stdout } = await content({ CONTENT_OUT_DIR: embedded, CONTENT_API_URL: '' })
    expect(stdout).toMatch(/serviceGroups\s+12\s+12/)
    expect(stdout).toMatch(/services\s+47\s+44/)
    expect(stdout).toMatch(/in \d+ ms/)

    const api = await startSampleApi({ port: 0, dataDir: temp('content-api-data-') })
    const external = temp('content-external-')
    try {
      await content({ CONTENT_OUT_DIR: external, CONTENT_API_URL: api.url })
    } finally {
      await api.close()
    }
    const a = tree(embedded)
    const b = tree(external)
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort())
    for (const [file, text] of a) {
      if (file === 'manifest.json') continue
      expect(b.get(file), file).toBe(text)
    }
    const manifest = (t: Map<string, string>) => {
      const { generatedAt: _g, source: _s, ...rest } = JSON.parse(t.get('manifest.json') ?? '{}') as Record<string, unknown>
      return rest
    }
    expect(manifest(b)).toEqual(manifest(a))
  }, 120_000)
})

// The build starts the pipeline before it knows how it will fetch (publishing/stages.ts) and tells it
// on stdin, or closes stdin when the API reports no change.
describe('npm run content -- --cache --wait', () => {
  const waiting = (input: string | null) =>
    new Promise<{ code: number | null; output: string; out: string }>((resolvePromise) => {
      const out = join(temp('content-wait-'), 'generated')
      const child = spawn('npx', ['tsx', 'content-pipeline/cli.ts', '--cache', '--wait'], {
        env: { ...process.env, CONTENT_OUT_DIR: out, CONTENT_API_URL: 'http://127.0.0.1:9' },
        stdio: ['pipe', 'pipe', 'pipe'],
      })
      let output = ''
      child.stdout.on('data', (c: Buffer) => (output += String(c)))
      child.stderr.on('data', (c: Buffer) => (output += String(c)))
      child.on('close', (code) => resolvePromise({ code, output, out }))
      child.stdin.end(input ?? undefined)
    })

  it('does nothing and succeeds when stdin closes without a word', async () => {
    const r = await waiting(null)
    expect(r.code).toBe(0)
    expect(r.output).toBe('')
    expect(existsSync(r.out)).toBe(false)
  }, 60_000)

  it('refuses a word other than full or incremental, naming both', async () => {
    const r = await waiting('everything\n')
    expect(r.code).not.toBe(0)
    expect(r.output).toContain('--wait expects "full", "incremental" or "verify" on stdin, not "everything"')
    expect(existsSync(r.out)).toBe(false)
  }, 60_000)
})
