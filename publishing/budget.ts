// What a first visit downloads, weighed on the build output (issue 12): for every page type, the
// JavaScript a page loads before any interaction and its HTML, raw and gzip (level 9, as the
// build's .gz files). Which scripts a page loads is measured in a browser by
// tests/output/budget.test.ts (it also counts what a page imports dynamically at start-up, such
// as its locale's message catalog); `staticScripts` gives the part known without one — its module
// scripts and every chunk they import statically — which the browser must have loaded too. The
// budget (shared/config/budget.ts) is checked there, and the test prints the table.
import { readFileSync } from 'node:fs'
import { readStateFile, stateName } from './state.js'
import { join, posix } from 'node:path'
import { gzipSync } from 'node:zlib'
import { fileForUrl } from '../hosting/staticFiles.js'
import { jsonScriptText } from '../renderer/render/links.js'
import { pageScriptsId } from '../renderer/render/shell.js'

export type PageWeight = { url: string; js: string[]; jsRaw: number; jsGzip: number; htmlRaw: number; htmlGzip: number }
export type TypeWeight = {
  type: string
  pages: number
  /** The heaviest measured page of the type. */
  jsFiles: number
  jsRaw: number
  jsGzip: number
  htmlGzipMedian: number
  htmlGzipMax: number
}

const gzipSize = (data: Buffer) => gzipSync(data, { level: 9 }).length

/**
 * Module scripts and module preloads of an HTML page, as site paths: the modules its loader
 * starts once the page has loaded (renderer/render/shell.ts `scriptsAfterLoad`) and any module tag.
 */
export function pageScripts(html: string): string[] {
  const out = new Set<string>()
  const list = jsonScriptText(html, pageScriptsId)
  if (list) {
    const paths: unknown = JSON.parse(list)
    if (Array.isArray(paths)) for (const p of paths) if (typeof p === 'string') out.add(p)
  }
  for (const m of html.matchAll(/<script\b[^>]*\btype="module"[^>]*>/g)) {
    const src = /\bsrc="([^"]+)"/.exec(m[0])?.[1]
    if (src) out.add(src)
  }
  for (const m of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(m[0])?.[1]
    if (href) out.add(href)
  }
  return [...out]
}

/**
 * Static imports of a built module: `import … from "x"`, `import "x"`, `export … from "x"`.
 * `import("x")` (dynamic) is not one: it loads when the code runs it.
 */
export function staticImports(code: string): string[] {
  const out: string[] = []
  for (const m of code.matchAll(/\b(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.m?js)["']/g)) {
    if (m[1]) out.push(m[1])
  }
  return out
}

export class Weigher {
  private readonly files = new Map<string, { raw: number; gzip: number; imports: string[] }>()
  constructor(private readonly clientDir: string) {}

  private file(path: string) {
    let f = this.files.get(path)
    if (!f) {
      const data = readFileSync(join(this.clientDir, path))
      const imports = staticImports(data.toString('utf8')).map((i) => (i.startsWith('/') ? i : posix.join(posix.dirname(path), i)))
      f = { raw: data.length, gzip: gzipSize(data), imports }
      this.files.set(path, f)
    }
    return f
  }

  /** Every module a page's scripts load before any interaction. */
  closure(entries: string[]): string[] {
    const seen = new Set<string>()
    const visit = (p: string) => {
      if (seen.has(p)) return
      seen.add(p)
      for (const i of this.file(p).imports) visit(i)
    }
    for (const e of entries) visit(e)
    return [...seen].sort()
  }

  /** Every module a page's HTML loads before any code runs (scripts, preloads, their static imports). */
  staticScripts(url: string): string[] {
    return this.closure(pageScripts(readFileSync(join(this.clientDir, fileForUrl(url)), 'utf8')))
  }

  /** A page's weight with the scripts it loaded (site paths). */
  page(url: string, scripts: string[]): PageWeight {
    const html = readFileSync(join(this.clientDir, fileForUrl(url)))
    const js = [...new Set(scripts)].sort()
    let jsRaw = 0
    let jsGzip = 0
    for (const p of js) {
      const f = this.file(p)
      jsRaw += f.raw
      jsGzip += f.gzip
    }
    return { url, js, jsRaw, jsGzip, htmlRaw: html.length, htmlGzip: gzipSize(html) }
  }
}

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b)
  if (s.length === 0) return 0
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2
}

/** Page types of a build: route key → its pages' URLs (from the build state the build keeps). */
export function pagesByType(releaseDir: string): Map<string, string[]> {
  const state = readStateFile(join(releaseDir, stateName))
  if (!state) throw new Error(`${releaseDir}/${stateName} cannot be read`)
  const out = new Map<string, string[]>()
  for (const [url, page] of Object.entries(state.pages)) {
    const list = out.get(page.routeKey) ?? []
    list.push(url)
    out.set(page.routeKey, list)
  }
  return out
}

/** One row per page type: its heaviest page's JS, the median and largest HTML of its pages. */
export function typeWeights(pages: Map<string, PageWeight[]>): TypeWeight[] {
  return [...pages]
    .sort((a, b) => a[0].localeCompare(b[0]))
    .map(([type, list]) => {
      const heaviest = list.reduce((a, b) => (b.jsGzip > a.jsGzip ? b : a))
      const html = list.map((p) => p.htmlGzip)
      return { type, pages: list.length, jsFiles: heaviest.js.length, jsRaw: heaviest.jsRaw, jsGzip: heaviest.jsGzip, htmlGzipMedian: median(html), htmlGzipMax: Math.max(...html) }
    })
}

export const kb = (bytes: number) => (bytes / 1000).toFixed(1)

export function budgetTable(types: TypeWeight[]): string {
  const rows = [
    '| page type | pages | JS files | JS raw KB | JS gzip KB | HTML gzip KB (median) | HTML gzip KB (max) |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...types.map((t) => `| ${t.type} | ${t.pages} | ${t.jsFiles} | ${kb(t.jsRaw)} | ${kb(t.jsGzip)} | ${kb(t.htmlGzipMedian)} | ${kb(t.htmlGzipMax)} |`),
  ]
  return rows.join('\n')
}
