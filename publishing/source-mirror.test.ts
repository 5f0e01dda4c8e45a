import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { mirrorSource } from './source-mirror.js'

const made: string[] = []
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'mirror-'))
  made.push(root)
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}

describe('mirrorSource', () => {
  it('links the code and what Vite reads at the root, and leaves the published site and everything else out', async () => {
    const root = project({
      'pages/+config.ts': 'export default {}',
      'pages/blog/+Page.tsx': 'export default () => null',
      'components/Card.tsx': 'export const Card = 1',
      'public/logo.svg': '<svg/>',
      'package.json': '{"type":"module"}',
      'vite.config.ts': 'export default {}',
      '.gitignore': 'dist/\n',
      '.env.production': 'PUBLIC_API_BASE=https://api.example',
      '.build/releases/r1/client/index.html': '<p>published</p>',
      'node_modules/react/index.js': 'module.exports = {}',
      'content/generated/cs/blogPosts.json': '[]',
      'tests/e2e/home.test.ts': '',
      'README.md': '# site',
    })
    symlinkSync('.build/releases/r1', join(root, 'dist'))
    const into = join(root, '.build/source')

    const files = await mirrorSource(into, root)

    for (const file of ['pages/+config.ts', 'pages/blog/+Page.tsx', 'components/Card.tsx', 'public/logo.svg', 'package.json', 'vite.config.ts', '.gitignore', '.env.production']) {
      // The same file, not a copy: nothing is written.
      expect(statSync(join(into, file)).ino, file).toBe(statSync(join(root, file)).ino)
    }
    expect(files).toBe(8)
    for (const absent of ['dist', '.build', 'tests', 'README.md']) expect(existsSync(join(into, absent)), absent).toBe(false)
    // Dependencies and the content are read where they are.
    for (const linked of ['node_modules', 'content/generated']) {
      expect(lstatSync(join(into, linked)).isSymbolicLink(), linked).toBe(true)
      expect(realpathSync(join(into, linked))).toBe(realpathSync(join(root, linked)))
    }
    expect(readFileSync(join(into, 'content/generated/cs/blogPosts.json'), 'utf8')).toBe('[]')
  })

  it('starts from an empty folder and mirrors a linked source file as the file it names', async () => {
    const root = project({ 'pages/+config.ts': 'export default {}', 'shared/tokens.css': ':root{}', 'package.json': '{}' })
    symlinkSync('../shared/tokens.css', join(root, 'pages/tokens.css'))
    const into = join(root, '.build/source')
    mkdirSync(join(into, 'pages'), { recursive: true })
    writeFileSync(join(into, 'pages/left-over.ts'), 'from a run that was stopped')

    await mirrorSource(into, root)

    expect(existsSync(join(into, 'pages/left-over.ts'))).toBe(false)
    expect(lstatSync(join(into, 'pages/tokens.css')).isSymbolicLink()).toBe(false)
    expect(readFileSync(join(into, 'pages/tokens.css'), 'utf8')).toBe(':root{}')
    // No node_modules or content yet: nothing to link.
    expect(existsSync(join(into, 'node_modules'))).toBe(false)
  })
})
