// @ts-check — plain JavaScript (type-checked through JSDoc) so that plain Node runs it: a TypeScript
// loader such as tsx would add its own memory (about 190 MB) and CPU to the figures of the baseline.
//
// Builds and pre-renders the plain-Vike baseline with Vike's own JS API, in this process:
//   node tools/bench/plain-vike/build.mjs --pages N --out DIR
// tools/bench/baselines.ts runs it as a child process and watches its memory; the figures go back over
// the IPC channel when there is one, else to stdout as one JSON line. Vite's root is this folder;
// everything written (client/, server/, Vite's cache) goes to DIR, outside the repository.
import { existsSync, mkdirSync, symlinkSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

/** @typedef {{ pages: number, buildMs: number, prerenderMs: number, cpuMs: number, maxRssKb: number }} PlainVikeChildResult */

const root = dirname(fileURLToPath(import.meta.url))
const repoNodeModules = join(root, '..', '..', '..', 'node_modules')
const { values } = parseArgs({ options: { pages: { type: 'string' }, out: { type: 'string' } } })
const pages = Number(values.pages ?? process.env.PLAIN_VIKE_PAGES ?? 100)
if (!Number.isInteger(pages) || pages < 1) throw new Error(`--pages must be a positive integer, got ${values.pages}`)
if (!values.out) throw new Error('--out DIR is required (a folder outside the repository)')
const outDir = resolve(values.out)
// Read by ./pages/article/+onBeforePrerenderStart.ts.
process.env.PLAIN_VIKE_PAGES = String(pages)

mkdirSync(outDir, { recursive: true })
// The server bundle keeps bare imports (react, vike, vike-react): from DIR/server they resolve
// through DIR/node_modules, a link to the repository's installed packages (no second copy).
if (!existsSync(join(outDir, 'node_modules'))) symlinkSync(repoNodeModules, join(outDir, 'node_modules'), 'dir')
// Vike and its server-entry loader take a path for absolute only when its first folder is the
// cwd's (vike/dist/node/vite/shared/getOutDirs.js, @brillout/vite-plugin-server-entry's
// isWebpackResolve): with the cwd in the repository, DIR=/tmp/… would be written to ./tmp/… and
// then not found. Working from DIR satisfies both; Vite's root stays this folder.
process.chdir(outDir)
const { build, prerender } = await import('vike/api')

const viteConfig = { root, cacheDir: join(outDir, '.vite'), logLevel: /** @type {const} */ ('warn'), build: { outDir } }

const cpu0 = process.cpuUsage()
const t0 = performance.now()
await build({ viteConfig })
const t1 = performance.now()
await prerender({ viteConfig })
const t2 = performance.now()
const cpu = process.cpuUsage(cpu0)

/** @type {PlainVikeChildResult} */
const result = {
  pages,
  buildMs: t1 - t0,
  prerenderMs: t2 - t1,
  // CPU time of this process's threads (not esbuild's): less sensitive than wall time to a busy machine.
  cpuMs: (cpu.user + cpu.system) / 1000,
  // ru_maxrss of this process, in KiB on Linux: catches a peak between two polls of the parent.
  maxRssKb: process.resourceUsage().maxRSS,
}
if (process.send) process.send(result)
else console.log(JSON.stringify(result))
