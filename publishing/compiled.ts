// The build (publishing/cli.ts, started by publishing/launch.mjs) and its child processes (the content
// stage, the search step) run from JavaScript compiled ahead of time whenever it is up to date with
// their sources, instead of through tsx. tsx registers its loader hooks on a thread of its own and
// compiles or looks up every module through it; at --scale 20000 that cost the content process
// a measurable part of a one-post rebuild (docs/performance.md), while the build and the
// search step loaded beside it on the other core. Compiled by esbuild (also Vite's and tsx's
// compiler) into `.build/bin/`, one bundle per entry with the packages left to Node, each module
// keeping its own `import.meta.url` (so paths taken from it, as the content root or the caches,
// are those of its source file); the modules a run imports only when needed stay apart (code
// splitting), so they are still loaded only then. A compiled entry is used only while every file
// it was made from has the stamp (inode, size, modification time) it had then (publishing/fresh.mjs);
// otherwise the process runs from the sources through tsx, and the command compiles it again when
// its run is over (compileStaleEntries).
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { fileStamp } from '../shared/file-stamp.mjs'
import { binDir, freshEntry, manifestOf, readManifest, type Manifest } from './fresh.mjs'

/** The entries compiled, by name: paths from the project root (the build's working folder). */
export const compiledEntries = { cli: 'publishing/cli.ts', content: 'content-pipeline/cli.ts', search: 'publishing/search-step.ts' } as const
export type CompiledName = keyof typeof compiledEntries

/** Read by Node or by the compiler, not imported: a change to them makes a bundle stale too. */
const settingsFiles = ['package.json', 'package-lock.json', 'tsconfig.json']
/**
 * A bundle no manifest names any more is deleted this long after it was replaced: a process
 * started from it may still load its lazy parts (a waiting rebuild checks first: bundlesCurrent).
 */
const keepOldMs = 60 * 60 * 1000

/** Compiles by this process (a bundle's folder name is unique with it). */
let compiles = 0

/** What each child process this one started was started from: its bundle, or null (its sources). */
const startedFrom = new Map<CompiledName, string | null>()

/** Node's arguments that run `name`: its compiled file when fresh, else its source through tsx. */
export function entryArgs(name: CompiledName): string[] {
  const compiled = freshEntry(name)
  startedFrom.set(name, compiled)
  return compiled ? [compiled] : ['--import', 'tsx', compiledEntries[name]]
}

/**
 * Whether this process (`BUILD_CLI_BUNDLE`, set by publishing/launch.mjs) and the child processes it
 * started run from what a process started now would: a rebuild that waited (the webhook's) starts
 * afresh otherwise, as when the code changed, rather than load lazy parts of a replaced bundle.
 */
export function bundlesCurrent(root = process.cwd()): boolean {
  // One run from its sources reads them as they are (the code fingerprint tells a change).
  const own = process.env.BUILD_CLI_BUNDLE
  if (own && freshEntry('cli', root) !== own) return false
  for (const [name, file] of startedFrom) if (file !== null && freshEntry(name, root) !== file) return false
  return true
}

const loaders = { '.ts': 'ts', '.tsx': 'tsx', '.js': 'js', '.mjs': 'js' } as const
type Loader = (typeof loaders)[keyof typeof loaders]
const loaderOf = (path: string): Loader | undefined => Object.entries(loaders).find(([ext]) => path.endsWith(ext))?.[1]

/**
 * esbuild plugin that loads the project's own files: it stamps each one before it is read (a file
 * saved after that is a change the bundle lacks), whatever its type, and gives each module its
 * source file's `import.meta.url` (and `dirname`, `filename`, and `resolve` of a relative
 * specifier), not the bundle's. Written as a literal, so a mention in a comment changes too
 * (harmlessly). Other files (JSON) esbuild loads itself, after the stamp.
 */
function projectFiles(stamps: Map<string, string>) {
  return {
    name: 'project-files',
    setup(b: { onLoad: (o: { filter: RegExp }, cb: (a: { path: string }) => Promise<{ contents: string; loader: Loader } | undefined>) => void }) {
      b.onLoad({ filter: /.*/ }, async ({ path }) => {
        if (path.split(sep).includes('node_modules')) return undefined
        stamps.set(path, fileStamp(path))
        const loader = loaderOf(path)
        if (!loader) return undefined
        const text = await readFile(path, 'utf8')
        const url = JSON.stringify(pathToFileURL(path).href)
        const contents = text
          // A relative specifier resolves from the source file; a package's from the bundle's folder finds the same node_modules.
          .replaceAll('import.meta.resolve(', `((s) => /^\\.{0,2}\\//.test(s) ? new URL(s, ${url}).href : import.meta.resolve(s))(`)
          .replaceAll('import.meta.url', url)
          .replaceAll('import.meta.dirname', JSON.stringify(dirname(path)))
          .replaceAll('import.meta.filename', JSON.stringify(path))
        return { contents, loader }
      })
    },
  }
}

/**
 * Compiles `source` (a path from `root`) as `name` into a folder of its own, and names it in the
 * manifest with the stamps of the files it was made from.
 */
export async function compileEntry(name: string, source: string, root = process.cwd()): Promise<void> {
  const { build } = await import('esbuild')
  const dir = `${name}-${Date.now().toString(36)}-${process.pid}-${(compiles += 1)}`
  // Stamped before they are read, as the sources are (projectFiles).
  const stamps = new Map(settingsFiles.map((f) => [resolve(root, f), fileStamp(resolve(root, f))]))
  mkdirSync(binDir(root), { recursive: true })
  const outdir = join(binDir(root), dir)
  try {
    const result = await build({
      entryPoints: [source],
      absWorkingDir: root,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: `node${process.versions.node}`,
      packages: 'external',
      outdir,
      outExtension: { '.js': '.mjs' },
      metafile: true,
      logLevel: 'silent',
      plugins: [projectFiles(stamps)],
    })
    const entry = Object.entries(result.metafile.outputs).find(([, o]) => o.entryPoint === source)?.[0]
    if (!entry) throw new Error(`esbuild wrote no file for ${source}`)
    for (const f of Object.keys(result.metafile.inputs)) {
      const full = resolve(root, f)
      if (!f.split('/').includes('node_modules') && !stamps.has(full)) throw new Error(`${f} was compiled but not stamped`)
    }
    const stamped = [...stamps].map(([full, stamp]): [string, string] => [relative(root, full), stamp])
    const manifest: Manifest = { version: 1, node: process.version, dir, entry: relative(outdir, resolve(root, entry)), inputs: stamped }
    const replaced = readManifest(root, name)?.dir
    const temporary = `${manifestOf(root, name)}.${process.pid}`
    writeFileSync(temporary, JSON.stringify(manifest))
    renameSync(temporary, manifestOf(root, name))
    // Its time of replacement, from which removeOld counts.
    if (replaced) {
      const now = new Date()
      try {
        utimesSync(join(binDir(root), replaced), now, now)
      } catch {
        // Gone already.
      }
    }
  } catch (err) {
    rmSync(outdir, { recursive: true, force: true })
    throw err
  }
  removeOld(root, name, dir)
}

function removeOld(root: string, name: string, current: string): void {
  for (const d of readdirSync(binDir(root))) {
    if (d === current || !d.startsWith(`${name}-`)) continue
    const full = join(binDir(root), d)
    try {
      if (Date.now() - statSync(full).mtimeMs > keepOldMs) rmSync(full, { recursive: true, force: true })
    } catch {
      // Removed meanwhile by another run.
    }
  }
}

/**
 * After a run: compiles the entries whose bundle is missing or stale, for the next run. Returns
 * what it compiled; a failure is reported, not thrown (the next run uses the sources).
 */
export async function compileStaleEntries(log: (line: string) => void): Promise<CompiledName[]> {
  if (process.env.BUILD_COMPILED === 'off') return []
  const stale = (Object.keys(compiledEntries) as CompiledName[]).filter((n) => freshEntry(n) === null)
  if (stale.length === 0) return []
  const started = performance.now()
  const done: CompiledName[] = []
  for (const name of stale) {
    try {
      await compileEntry(name, compiledEntries[name])
      done.push(name)
    } catch (err) {
      log(`  ${compiledEntries[name]} not compiled (the next run runs it from the sources): ${err instanceof Error ? err.message : String(err)}`)
    }
  }
  if (done.length) log(`compiled ${done.map((n) => compiledEntries[n]).join(', ')} for the next runs into .build/bin/ (${Math.round(performance.now() - started)} ms)`)
  return done
}
