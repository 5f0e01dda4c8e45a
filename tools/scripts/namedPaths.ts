// The repository paths that comments and docs name (issue 53), for namedPaths.test.ts, which
// fails on one that does not exist: a comment that sends a reader to a moved file is worse than
// none.
//
// What counts as a path, so that nothing else does:
// - a top-level folder of the repository's files, then `/` and path segments (letters, digits,
//   `_ . @ + -`), ending in a file extension below or in `/` (a folder): `publishing/plan.ts`,
//   `tests/e2e/`, `.github/workflows/rebuild.yml`;
// - or `./` or `../` then the same, read from the naming file's folder: `./namedPaths.test.ts`;
// - standing alone: not inside a URL, a longer word or a string of example code (nothing of a
//   path, `:`, `@`, `~` or a quote before it: `import('./x.js')` in a doc is an example), and not
//   a pattern or a placeholder (no `*`, `{`, `<`, `…` or a further segment after it:
//   `tools/bench/<name>.ts`, `pages/**`, `./tmp/…`).
// Where: Markdown files whole; the comments of TypeScript and JavaScript files (found by
// TypeScript's own parser, so strings and regular expressions are left alone); the `#` lines of
// shell scripts, YAML and `.ci/run`.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import ts from 'typescript'

const extensions = ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json', 'md', 'sh', 'yml', 'yaml', 'css', 'html', 'svg', 'xml', 'conf', 'txt', 'toml']
const segment = '[\\w.@+-]+'
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The pattern of a path for these top-level folders (see the head of this file). */
export function pathPattern(topFolders: readonly string[]): RegExp {
  const start = `(?:${topFolders.map(escape).join('|')}|\\.\\.?)`
  const end = `(?:\\.(?:${extensions.join('|')})|/)`
  return new RegExp(`(?<![\\w./:@~'"-])(${start}/(?:${segment}/)*(?:${segment})?${end})(?![\\w/*{<…-])`, 'g')
}

/** The comments of a TypeScript or JavaScript file, each whole. */
export function commentsOf(file: string, text: string): string[] {
  const kind = /\.[jt]sx$/.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind)
  const seen = new Set<number>()
  const found: string[] = []
  const add = (ranges: ts.CommentRange[] | undefined) => {
    for (const r of ranges ?? []) {
      if (seen.has(r.pos)) continue
      seen.add(r.pos)
      found.push(text.slice(r.pos, r.end))
    }
  }
  // A comment follows the end of a node or starts before one (the nodes, not every token: much
  // less work, and a comment only between two punctuation tokens, `f(/* x */)`, is rare).
  const visit = (node: ts.Node) => {
    add(ts.getLeadingCommentRanges(text, node.pos))
    add(ts.getLeadingCommentRanges(text, node.end))
    ts.forEachChild(node, visit)
  }
  add(ts.getLeadingCommentRanges(text, 0))
  ts.forEachChild(source, visit)
  return found
}

/** The text of `file` in which paths are looked for, or null for a file of another kind. */
export function namingText(file: string, text: string): string[] | null {
  if (file.endsWith('.md')) return [text]
  if (/\.(ts|tsx|js|mjs|cjs)$/.test(file)) return commentsOf(file, text)
  if (/\.(sh|yml|yaml)$/.test(file) || file === '.ci/run') return text.split('\n').filter((l) => /^\s*#/.test(l))
  return null
}

/** The paths `texts` of `file` name, each as a path from the repository root. */
export function pathsNamed(file: string, texts: readonly string[], pattern: RegExp): string[] {
  const paths: string[] = []
  for (const text of texts) {
    for (const match of text.matchAll(pattern)) {
      const named = match[1] ?? ''
      paths.push(/^\.\.?\//.test(named) ? posix.join(posix.dirname(file), named) : named)
    }
  }
  return paths
}

/** The repository's files (git's list: what a clone has), from `root`. */
export function repositoryFiles(root: string): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean)
}

/** Every path a comment or doc of the repository names, with the file that names it. */
export function namedPaths(root: string): { file: string; path: string }[] {
  const files = repositoryFiles(root)
  const pattern = pathPattern([...new Set(files.filter((f) => f.includes('/')).map((f) => f.slice(0, f.indexOf('/'))))])
  const named: { file: string; path: string }[] = []
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8')
    if (text.search(pattern) < 0) continue
    const texts = namingText(file, text)
    if (texts) for (const path of pathsNamed(file, texts, pattern)) named.push({ file, path })
  }
  return named
}
