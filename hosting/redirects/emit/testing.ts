// Test helper: Netlify's generated edge function imported in Node as it is emitted, with its
// table beside it (hosting/redirects/emit/emit.test.ts, and the Netlify model of tests/hosting).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { netlifyFunction } from './netlify.js'

export type EdgeContext = { next(): Promise<Response> }

export type ImportedEdgeFunction = {
  /** The default export: Netlify calls it with the request and a context. */
  handler(request: Request, context: EdgeContext): Promise<Response>
  /** Whether Netlify runs it on `pathname`, by its declared `path` and `excludedPath` (URLPattern; the emitted ones are `/*` and `/prefix/*`). */
  runsOn(pathname: string): boolean
  close(): void
}

const strings = (value: unknown): string[] => (typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((v) => typeof v === 'string') : [])

/** `/*` covers every path, `/x/*` the paths under `/x/`; anything else is the exact path. */
const covers = (pattern: string, path: string) => (pattern.endsWith('/*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path)

/**
 * The function and its table written to a temporary folder and imported (as `.mjs`: a folder
 * without package.json makes `.js` CommonJS in Node; Deno reads both as modules).
 */
export async function importNetlifyFunction(edge: { code: string; table: string }): Promise<ImportedEdgeFunction> {
  const dir = mkdtempSync(join(tmpdir(), 'netlify-edge-'))
  writeFileSync(join(dir, `${netlifyFunction.name}.json`), edge.table)
  writeFileSync(join(dir, `${netlifyFunction.name}.mjs`), edge.code)
  const mod: unknown = await import(pathToFileURL(join(dir, `${netlifyFunction.name}.mjs`)).href)
  if (typeof mod !== 'object' || mod === null || !('default' in mod) || typeof mod.default !== 'function' || !('config' in mod)) {
    throw new Error('edge function: no default export, or no config')
  }
  const handler = mod.default
  const config: unknown = mod.config
  if (typeof config !== 'object' || config === null) throw new Error('edge function: its config is not an object')
  const path = strings('path' in config ? config.path : undefined)
  const excludedPath = strings('excludedPath' in config ? config.excludedPath : undefined)
  return {
    handler: async (request, context) => {
      const response: unknown = await handler(request, context)
      if (!(response instanceof Response)) throw new Error('edge function: the answer is not a Response')
      return response
    },
    runsOn: (pathname) => path.some((p) => covers(p, pathname)) && !excludedPath.some((p) => covers(p, pathname)),
    close: () => rmSync(dir, { recursive: true, force: true }),
  }
}
