import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { codeFingerprint } from './code.js'

const made: string[] = []
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function project(): string {
  const root = mkdtempSync(join(tmpdir(), 'code-'))
  made.push(root)
  mkdirSync(join(root, 'pages'))
  writeFileSync(join(root, 'pages/+config.ts'), 'export default {}')
  writeFileSync(join(root, 'package-lock.json'), '{}')
  return root
}

// A rebuild keeps the published assets only while this fingerprint is the same.
describe('codeFingerprint', () => {
  it('changes with the code, not with tests or docs', () => {
    const root = project()
    const before = codeFingerprint(root, {})
    writeFileSync(join(root, 'pages/+config.test.ts'), 'test')
    writeFileSync(join(root, 'pages/README.md'), '# pages')
    expect(codeFingerprint(root, {})).toBe(before)
    writeFileSync(join(root, 'pages/+config.ts'), 'export default { prerender: true }')
    expect(codeFingerprint(root, {})).not.toBe(before)
  })

  it('changes with the client settings Vite puts into the assets, from the environment or a .env file', () => {
    const root = project()
    const before = codeFingerprint(root, { PATH: '/usr/bin', CONTENT_API_URL: 'http://127.0.0.1:4000' })
    // Settings the client code never sees leave it as it is.
    expect(codeFingerprint(root, { PATH: '/bin', CONTENT_API_URL: 'http://127.0.0.1:5000' })).toBe(before)
    expect(codeFingerprint(root, { PUBLIC_API_BASE: 'https://api.korvina.example' })).not.toBe(before)
    expect(codeFingerprint(root, { VITE_FLAG: '1' })).not.toBe(before)
    writeFileSync(join(root, '.env.production'), 'PUBLIC_GTM_ID=GTM-ABC123\n')
    const withFile = codeFingerprint(root, {})
    expect(withFile).not.toBe(before)
    writeFileSync(join(root, '.env.production'), 'PUBLIC_GTM_ID=GTM-XYZ789\n')
    expect(codeFingerprint(root, {})).not.toBe(withFile)
  })
})
