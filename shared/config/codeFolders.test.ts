// The code lists of codeFolders.ts against the repository as it is: a new folder of code must be
// placed in one, or a rebuild would not see its changes (and `vike build` would not see it at all).
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { pipelineCode, siteCode, toolCode } from './codeFolders.js'

const root = fileURLToPath(new URL('../..', import.meta.url))
const code = /\.(ts|tsx|js|mjs|cjs|css)$/

/** The repository's files: Git's list in a checkout; else the folder, less what .gitignore would hide. */
function repositoryFiles(): string[] {
  if (existsSync(join(root, '.git'))) {
    return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean)
  }
  const skip = new Set(['node_modules', 'dist', 'content', '.build', '.cache', '.sample-api-data', '.git'])
  const out: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(join(root, dir))) {
      if (!dir && skip.has(name)) continue
      const rel = dir ? `${dir}/${name}` : name
      if (statSync(join(root, rel)).isDirectory()) walk(rel)
      else out.push(rel)
    }
  }
  walk('')
  return out
}

describe('the code lists', () => {
  it('place every top-level folder and root file of code in the site, or in the tools', () => {
    const listed = new Set<string>([...siteCode, ...toolCode, 'docs'])
    const tops = new Set(
      repositoryFiles()
        .filter((f) => code.test(f))
        .map((f) => f.split('/')[0]!),
    )
    expect([...tops].filter((t) => !listed.has(t)).sort()).toEqual([])
  })

  it('name only what exists, and nothing twice', () => {
    for (const entry of [...siteCode, ...toolCode]) expect(existsSync(join(root, entry)), entry).toBe(true)
    expect(siteCode.filter((e) => (toolCode as readonly string[]).includes(e))).toEqual([])
  })

  it('hold everything the pipeline imports in its own code', () => {
    const inPipeline = (file: string) => pipelineCode.some((p) => file === p || file.startsWith(`${p}/`))
    const outside: string[] = []
    for (const file of repositoryFiles()) {
      if (!file.startsWith('content-pipeline/') || !/\.(ts|mjs)$/.test(file) || /\.test\.ts$|testing\.ts$/.test(file)) continue
      const text = readFileSync(join(root, file), 'utf8')
      // Static imports only: the embedded sample API (a dynamic import) is a tool, not pipeline code.
      for (const [, spec] of text.matchAll(/^(?:import|export)[^'"]*from '(\.[^']+)'/gm)) {
        const target = relative(root, resolve(root, dirname(file), spec!))
        if (!inPipeline(target)) outside.push(`${file} → ${target}`)
      }
    }
    expect(outside).toEqual([])
  })
})
