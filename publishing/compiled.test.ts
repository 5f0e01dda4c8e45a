import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { bundlesCurrent, compileEntry } from './compiled.js'
import { freshEntry } from './fresh.mjs'

const made: string[] = []
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/**
 * A small project: an entry, a module it imports, one it imports only when asked, a plain
 * JavaScript module and a JSON file.
 */
function project(): string {
  const root = mkdtempSync(join(tmpdir(), 'compiled-'))
  made.push(root)
  mkdirSync(join(root, 'src'))
  writeFileSync(join(root, 'package.json'), '{ "type": "module" }')
  writeFileSync(join(root, 'src/where.ts'), "export const where: string = import.meta.url\nexport const sibling: string = import.meta.resolve('./lazy.js')\n")
  writeFileSync(join(root, 'src/lazy.ts'), "console.log('lazy loaded')\nexport const lazyWhere: string = import.meta.url\n")
  writeFileSync(join(root, 'src/plain.mjs'), 'export const plainWhere = import.meta.url\n')
  writeFileSync(join(root, 'src/facts.json'), '{ "n": 1 }')
  writeFileSync(
    join(root, 'src/main.ts'),
    [
      "import { sibling, where } from './where.js'",
      "import { plainWhere } from './plain.mjs'",
      "import facts from './facts.json'",
      "console.log('where', where)",
      "console.log('sibling', sibling)",
      "console.log('plain', plainWhere)",
      "console.log('facts', facts.n)",
      "if (process.argv[2] === 'lazy') console.log('lazy at', (await import('./lazy.js')).lazyWhere)",
      '',
    ].join('\n'),
  )
  return root
}

const run = (file: string, ...args: string[]) =>
  execFileSync(process.execPath, [file, ...args], { encoding: 'utf8' })
    .trim()
    .split('\n')

describe('compiled entries of the build’s child processes', () => {
  it('run as their sources do: each module keeps its own import.meta.url, and a lazy import stays lazy', async () => {
    const root = project()
    await compileEntry('main', 'src/main.ts', root)
    const entry = freshEntry('main', root)
    expect(entry).not.toBeNull()
    expect(entry?.startsWith(join(root, '.build', 'bin'))).toBe(true)
    // Paths taken from import.meta.url (the content root, caches) are those of the source files.
    const where = [
      `where ${pathToFileURL(join(root, 'src/where.ts')).href}`,
      `sibling ${pathToFileURL(join(root, 'src/lazy.js')).href}`,
      `plain ${pathToFileURL(join(root, 'src/plain.mjs')).href}`,
      'facts 1',
    ]
    expect(run(entry ?? '')).toEqual(where)
    expect(run(entry ?? '', 'lazy')).toEqual([...where, 'lazy loaded', `lazy at ${pathToFileURL(join(root, 'src/lazy.ts')).href}`])
  })

  it('is used only while every source it was made from is unchanged; compiling again makes it fresh', async () => {
    const root = project()
    await compileEntry('main', 'src/main.ts', root)
    expect(freshEntry('main', root)).not.toBeNull()
    // A module only imported lazily is one of its sources too.
    writeFileSync(join(root, 'src/lazy.ts'), "export const lazyWhere = 'changed'\n")
    expect(freshEntry('main', root)).toBeNull()
    await compileEntry('main', 'src/main.ts', root)
    const entry = freshEntry('main', root)
    expect(entry).not.toBeNull()
    expect(run(entry ?? '', 'lazy').at(-1)).toBe('lazy at changed')
    // And a file of another type, which esbuild reads itself.
    writeFileSync(join(root, 'src/facts.json'), '{ "n": 2 }')
    expect(freshEntry('main', root)).toBeNull()
    await compileEntry('main', 'src/main.ts', root)
    expect(run(freshEntry('main', root) ?? '')).toContain('facts 2')
    // So are the package's settings, which Node reads.
    writeFileSync(join(root, 'package.json'), '{ "type": "module", "name": "x" }')
    expect(freshEntry('main', root)).toBeNull()
  })

  it('is not used without a manifest, or when its file is gone', async () => {
    const root = project()
    expect(freshEntry('main', root)).toBeNull()
    await compileEntry('main', 'src/main.ts', root)
    const bin = join(root, '.build', 'bin')
    for (const d of readdirSync(bin)) if (d.startsWith('main-')) rmSync(join(bin, d), { recursive: true })
    expect(freshEntry('main', root)).toBeNull()
  })

  it('keeps a replaced bundle an hour after it was replaced, for processes started from it; a waiting rebuild then starts afresh', async () => {
    const root = project()
    const bin = join(root, '.build', 'bin')
    const folders = () =>
      readdirSync(bin)
        .filter((d) => d.startsWith('cli-'))
        .sort()
    await compileEntry('cli', 'src/main.ts', root)
    const [first] = folders()
    const saved = process.env.BUILD_CLI_BUNDLE
    try {
      process.env.BUILD_CLI_BUNDLE = freshEntry('cli', root) ?? ''
      expect(bundlesCurrent(root)).toBe(true)
      // Compiled again (a source touched, say): the first is replaced, and kept.
      writeFileSync(join(root, 'src/where.ts'), 'export const where = import.meta.url\nexport const sibling = ""\n')
      await compileEntry('cli', 'src/main.ts', root)
      expect(folders()).toHaveLength(2)
      expect(folders()).toContain(first)
      // A process started from the first is no longer current (publishing/cli.ts: it starts afresh).
      expect(bundlesCurrent(root)).toBe(false)
    } finally {
      if (saved === undefined) delete process.env.BUILD_CLI_BUNDLE
      else process.env.BUILD_CLI_BUNDLE = saved
    }
    // Replaced two hours ago: the next compile deletes it, and keeps the one it replaces now.
    const twoHoursAgo = new Date(Date.now() - 2 * 3600 * 1000)
    utimesSync(join(bin, first ?? ''), twoHoursAgo, twoHoursAgo)
    const second = folders().find((d) => d !== first)
    await compileEntry('cli', 'src/main.ts', root)
    expect(folders()).not.toContain(first)
    expect(folders()).toContain(second)
    expect(folders()).toHaveLength(2)
  })
})
