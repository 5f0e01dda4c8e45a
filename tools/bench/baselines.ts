// Baselines for the build benchmark: what a plain Vike + vike-react site of N blog-like articles
// costs to build and pre-render on this machine, and what React's renderToString of the same
// article costs with no framework at all. `npm run bench` (default 2,000 pages) or
//   tsx tools/bench/baselines.ts --pages 2000 [--pages 20000] [--keep]
// The app is tools/bench/plain-vike (its own +config.ts, Vite root and temporary output folder; the
// site's Vike does not crawl it: renderer/vike-crawl.ts).
import './lib/production.js'
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { benchPages } from './command.js'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { watchPeakRss } from '../../publishing/rss.js'
import { article } from './plain-vike/article.js'
import type { PlainVikeChildResult } from './plain-vike/build.mjs'
import { ArticleView } from './plain-vike/components/ArticleView.js'
import { Chrome } from './plain-vike/components/Chrome.js'

export type PlainVikeResult = {
  pages: number
  /** `build()` of vike/api: client and server bundles. */
  buildMs: number
  /** `prerender()` of vike/api: every article's HTML and pageContext.json. */
  prerenderMs: number
  /** (buildMs + prerenderMs) / pages: the whole build per page, as our build reports it. */
  msPerPage: number
  /** Highest resident memory of the child and all its descendants together. */
  peakRssMb: number
  /** CPU time (user + system) of the build process over build and prerender. */
  cpuMs: number
}

const here = dirname(fileURLToPath(import.meta.url))
const appDir = join(here, 'plain-vike')
const repoRoot = resolve(here, '..', '..')
const OUTPUT_TAIL_LINES = 40

/** Builds and pre-renders tools/bench/plain-vike with `pages` articles into `outDir` (outside the repo). */
export async function runPlainVike({ pages, outDir }: { pages: number; outDir: string }): Promise<PlainVikeResult> {
  if (!Number.isInteger(pages) || pages < 1) throw new Error(`pages must be a positive integer, got ${pages}`)
  const out = resolve(outDir)
  if (!relative(repoRoot, out).startsWith('..')) throw new Error(`outDir ${out} is inside the repository; use a temporary folder`)
  const env: NodeJS.ProcessEnv = { ...process.env }
  // As from a shell: the site's crawl setting (vite.config.ts) is not the baseline's, and Vike sets
  // NODE_ENV itself (lib/production.ts set it here for React).
  delete env.VIKE_CRAWL
  delete env.NODE_ENV
  const child = spawn(process.execPath, [join(appDir, 'build.mjs'), '--pages', String(pages), '--out', out], { cwd: appDir, env, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] })
  if (child.pid === undefined) throw new Error('could not start the plain-Vike build')
  const watch = watchPeakRss(child.pid)
  // Vike logs a line per page: keep only the end, to show when the build fails.
  const tail: string[] = []
  const keep = (chunk: Buffer) => {
    tail.push(...chunk.toString().split('\n').filter(Boolean))
    tail.splice(0, Math.max(0, tail.length - OUTPUT_TAIL_LINES))
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  let result: PlainVikeChildResult | null = null
  child.on('message', (message: PlainVikeChildResult) => {
    result = message
  })
  let polledKb = 0
  const code = await new Promise<number | null>((done, fail) => {
    child.on('error', fail)
    child.on('close', done)
  }).finally(() => {
    polledKb = watch.stop()
  })
  const reported: PlainVikeChildResult | null = result
  if (code !== 0 || reported === null) {
    throw new Error(`plain-Vike build failed (exit ${code}):\n${tail.join('\n')}`)
  }
  const { buildMs, prerenderMs, cpuMs, maxRssKb } = reported
  return {
    pages,
    buildMs,
    prerenderMs,
    msPerPage: (buildMs + prerenderMs) / pages,
    peakRssMb: Math.max(polledKb, maxRssKb) / 1024,
    cpuMs,
  }
}

const WARMUP_RENDERS = 20

/**
 * React's renderToString of the baseline's article (layout chrome + article), no Vike. React must be
 * in its production build: this module sets NODE_ENV=production when unset, which works only when
 * nothing imported React before it.
 */
export function runRenderToString({ pages }: { pages: number }): { msPerPage: number } {
  const element = (id: number) => createElement(Chrome, null, createElement(ArticleView, { article: article(id) }))
  // Not counted: the first renders compile React's server renderer.
  for (let id = 1; id <= WARMUP_RENDERS; id++) renderToString(element(id))
  let ms = 0
  for (let id = 1; id <= pages; id++) {
    const el = element(id) // the article's text is generated outside the timed part
    const t0 = performance.now()
    renderToString(el)
    ms += performance.now() - t0
  }
  return { msPerPage: ms / pages }
}

async function main() {
  const { values } = parseArgs({ options: { pages: { type: 'string', multiple: true }, keep: { type: 'boolean' } } })
  const counts = (values.pages ?? [process.env[benchPages.name] ?? benchPages.default]).flatMap((v) => v.split(',')).map(Number)
  for (const pages of counts) {
    if (!Number.isInteger(pages) || pages < 1) throw new Error(`--pages must be a positive integer, got ${pages}`)
    const outDir = mkdtempSync(join(tmpdir(), 'plain-vike-'))
    try {
      const loadBefore = loadavg()[0] ?? 0
      const vike = await runPlainVike({ pages, outDir })
      const react = runRenderToString({ pages })
      // Wall times on a shared machine grow with its load: print it beside them.
      console.log(`\nbaselines, ${pages} pages (load average ${loadBefore.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)} on ${cpus().length} cores)`)
      console.log(
        `  plain Vike (vike/api build + prerender): build ${(vike.buildMs / 1000).toFixed(1)} s, ` +
          `prerender ${(vike.prerenderMs / 1000).toFixed(1)} s, ${vike.msPerPage.toFixed(2)} ms/page ` +
          `(prerender alone ${(vike.prerenderMs / pages).toFixed(2)} ms/page), ` +
          `peak RSS ${vike.peakRssMb.toFixed(0)} MB (${((vike.peakRssMb * 1024) / pages).toFixed(0)} KiB/page), ` +
          `CPU ${(vike.cpuMs / 1000).toFixed(1)} s (${(vike.cpuMs / pages).toFixed(2)} ms/page)`,
      )
      console.log(`  React renderToString (same element, no Vike): ${react.msPerPage.toFixed(3)} ms/page`)
      if (values.keep) console.log(`  output kept in ${outDir}`)
    } finally {
      if (!values.keep) rmSync(outDir, { recursive: true, force: true })
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
}
