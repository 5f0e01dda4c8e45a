// The corpus of attack SVGs (svg-attacks/*.svg, beside this file) and what the sanitizer must
// make of each, for svg-sanitizer.test.ts and the browser test (tests/e2e/svg-attacks.test.ts).
// Each payload calls `fetch("/__ran/{name}")` or loads `/__payload/…`, so a server sees whether
// any script ran or anything was loaded.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const attackDir = join(fileURLToPath(new URL('.', import.meta.url)), 'svg-attacks')

/** Files that are no SVG to keep (entities, another root, not XML): refused with these reasons. */
export const refusedAttacks: Record<string, RegExp> = {
  'entity-payload': /DOCTYPE internal subset/,
  'entity-in-attribute': /DOCTYPE internal subset/,
  'html-as-svg': /not an SVG document: its root element is <html>/,
  'svg-without-namespace': /not an SVG document: its root element is <svg> in namespace \(none\)/,
  'not-xml': /not well-formed XML/,
}

export type Attack = { name: string; bytes: Buffer }

export function attacks(): Attack[] {
  return readdirSync(attackDir)
    .filter((f) => f.endsWith('.svg'))
    .sort()
    .map((f) => ({ name: f.slice(0, -'.svg'.length), bytes: readFileSync(join(attackDir, f)) }))
}
