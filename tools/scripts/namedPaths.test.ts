// Every repository path a comment or doc names exists (issue 53); what counts as a path:
// ./namedPaths.ts.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { namedPaths, namingText, pathPattern, pathsNamed } from './namedPaths.js'

const root = join(import.meta.dirname, '../..')
const pattern = pathPattern(['build', 'page-data', 'tools', '.github'])
const named = (file: string, text: string) => pathsNamed(file, namingText(file, text) ?? [], pattern)

describe('paths named in comments and docs', () => {
  it('every one exists', () => {
    const missing = namedPaths(root).filter(({ path }) => !existsSync(join(root, path)))
    expect(missing.map(({ file, path }) => `${file} names ${path}`)).toEqual([])
  }, 120_000) // every file of the repository read, those naming a path parsed: slow on a busy machine

  it('reads paths from comments and docs, a relative one from the naming file', () => {
    const code = [
      '// The plan (build/plan.ts, and build/render/ beside it); the log: .github/workflows/rebuild.yml.',
      '/** Read by ./command.ts and ../lib/disk.ts. */',
      "const p = 'build/not-a-comment.ts'",
    ].join('\n')
    expect(named('tools/bench/x.ts', code)).toEqual(['build/plan.ts', 'build/render/', '.github/workflows/rebuild.yml', 'tools/bench/command.ts', 'tools/lib/disk.ts'])
    expect(named('docs/x.md', 'See `page-data/content.ts` and [the guide](../tools/README.md).')).toEqual(['page-data/content.ts', 'tools/README.md'])
  })

  it('leaves out URLs, placeholders, patterns, words and folders it does not know', () => {
    const doc = [
      'https://example.com/build/plan.ts, `tools/bench/<name>.ts`, `build/*.ts`, pages/**, build/X,',
      'client/server rendering, renderer/content.ts, node_modules/x/y.js, a/build/plan.ts, build/plan.tsx2,',
      'import(\'./Panel.js\'), "build/x.ts", written to ./tmp/… there',
    ].join('\n')
    expect(named('README.md', doc)).toEqual([])
  })

  it('reads a regular expression or a string in code as code, not as a comment', () => {
    expect(named('build/x.ts', "const r = /\\/\\/ build\\/plan.ts/\nconst s = '// build/gone.ts'")).toEqual([])
  })
})
