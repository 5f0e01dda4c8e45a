// For tests and the benchmark: a copy of the project to build in (a build writes dist/, .build/, .cache/ and content/generated/
// beside itself), the build's command line run in it, and the published site as file hashes.
import { execFileSync, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve, sep } from 'node:path'

const repo = resolve(import.meta.dirname, '..')

/** The tracked files of the project in a temporary folder, sharing node_modules. */
export function projectCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-build-'))
  // Readable by the real servers' workers (www-data when the tests run as root) that serve its build.
  chmodSync(dir, 0o755)
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: repo, encoding: 'utf8' }).split('\0').filter(Boolean)
  for (const f of files) {
    if (!existsSync(join(repo, f))) continue
    mkdirSync(dirname(join(dir, f)), { recursive: true })
    cpSync(join(repo, f), join(dir, f))
  }
  symlinkSync(join(repo, 'node_modules'), join(dir, 'node_modules'))
  return dir
}

/**
 * The environment of a build process in a copy: it shares the project's image, SVG and compression
 * caches (content-addressed, written atomically), since encoding every sample photograph again in
 * each copy would cost over a minute of CPU a process (56 photographs, 426 variants), and its
 * bundle cache (publishing/bundle-cache.ts: seconds of CPU a full build of the same code).
 */
export function copyEnv(env: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    CONTENT_IMAGE_CACHE: join(repo, '.cache/images'),
    CONTENT_SVG_CACHE: join(repo, '.cache/svg'),
    BUILD_COMPRESS_CACHE: join(repo, '.cache/compressed'),
    BUILD_BUNDLE_CACHE: join(repo, '.cache/bundles'),
    ...process.env,
    ...env,
  }
}

export function runIn(dir: string, args: string[], env: Record<string, string> = {}): Promise<{ code: number; out: string }> {
  return new Promise((resolvePromise) => {
    const child = spawn(process.execPath, ['publishing/launch.mjs', ...args], {
      cwd: dir,
      env: copyEnv(env),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    child.stdout.on('data', (c: Buffer) => (out += c.toString()))
    child.stderr.on('data', (c: Buffer) => (out += c.toString()))
    child.on('close', (code) => resolvePromise({ code: code ?? 1, out }))
  })
}

/**
 * Every file of the published site with its hash (build-report and state describe the run, not the
 * site; `withRunFiles`: theirs too, for "the published release is unchanged, byte for byte").
 */
export function publishedTree(dir: string, { withRunFiles = false } = {}): Map<string, string> {
  const root = join(dir, 'dist') + '/'
  const out = new Map<string, string>()
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const full = join(d, e.name)
      if (e.isDirectory()) walk(full)
      else out.set(relative(root, full).split(sep).join('/'), createHash('sha1').update(readFileSync(full)).digest('hex'))
    }
  }
  walk(root)
  if (withRunFiles) return out
  out.delete('build-report.json')
  out.delete('build-state.json')
  out.delete('build-state-delta.json')
  return out
}

export function differing(a: Map<string, string>, b: Map<string, string>): string[] {
  return [...new Set([...a.keys(), ...b.keys()])].filter((k) => a.get(k) !== b.get(k)).sort()
}
