// Which messages which code asks for, read from the source: literal keys in quotes
// (`t('nav.skip')`) and the prefixes of keys built from template literals (`route.${key}`).
// The catalog test checks that every key is used and every used key exists; the client build
// ships only the messages the browser's code can ask for (clientMessageKeys).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'

export type MessageUse = { literals: Set<string>; prefixes: string[] }

export function messageUse(code: string): MessageUse {
  return {
    literals: new Set([...code.matchAll(/['"`]([a-z][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)+)['"`]/g)].map((m) => m[1] ?? '')),
    prefixes: [...code.matchAll(/`([a-z][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)*[._])\$\{/g)].map((m) => m[1] ?? ''),
  }
}

export function usesKey(use: MessageUse, key: string): boolean {
  return use.literals.has(key) || use.prefixes.some((p) => key.startsWith(p))
}

// Relative imports that bring code along: static imports and re-exports (not `import type`, which
// the compiler erases) and dynamic `import()`.
const importPattern = /(?:^|\n)\s*(?:import|export)(?!\s+type\b)\s*(?:[\w*{}\s,$]+?\s*from\s*)?['"](\.[^'"]+)['"]|\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g

function resolveImport(from: string, spec: string): string | null {
  const base = normalize(join(dirname(from), spec))
  const candidates = base.endsWith('.js') ? [base.slice(0, -3) + '.ts', base.slice(0, -3) + '.tsx'] : [base]
  return candidates.find((c) => /\.tsx?$/.test(c) && existsSync(c)) ?? null
}

/** The browser's entries: every page folder's `+client.ts` (Vike's entry of an HTML-only page). */
export function clientEntries(root = '.'): string[] {
  return readdirSync(join(root, 'pages'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => join(root, 'pages', d.name, '+client.ts'))
    .filter((f) => existsSync(f))
}

/**
 * Every source module the browser can load, from the given entries (the pages' +client.ts)
 * through their static and dynamic relative imports: a superset of the client bundle (it
 * ignores tree-shaking), so a message none of them names is one the browser never shows.
 */
export function clientModules(entries: string[]): Set<string> {
  const seen = new Set<string>()
  const stack = [...entries]
  for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
    if (seen.has(file)) continue
    seen.add(file)
    for (const m of readFileSync(file, 'utf8').matchAll(importPattern)) {
      const target = resolveImport(file, m[1] ?? m[2] ?? '')
      if (target && !seen.has(target)) stack.push(target)
    }
  }
  return seen
}

/** The keys of `catalog` that the modules reachable from `entries` can ask for. */
export function clientMessageKeys(entries: string[], catalog: Record<string, string>): Set<string> {
  const use = messageUse([...clientModules(entries)].map((f) => readFileSync(f, 'utf8')).join('\n'))
  return new Set(Object.keys(catalog).filter((k) => usesKey(use, k)))
}
