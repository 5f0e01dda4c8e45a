import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { contentSecurityPolicy, thirdPartyOrigins } from '../../hosting/headers.js'
import { applyClientEnvFiles } from './client-env-files.js'

let root = ''
afterEach(() => rmSync(root, { recursive: true, force: true }))
const project = (files: Record<string, string>) => {
  root = mkdtempSync(join(tmpdir(), 'env-files-'))
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text)
  return root
}

describe("the root's .env files for the build's own steps", () => {
  it("give the CSP the API's origin that Vite gives the client code", async () => {
    const env: NodeJS.ProcessEnv = {}
    expect(await applyClientEnvFiles(project({ '.env': 'PUBLIC_API_BASE=https://api.korvina.example/v1\n' }), env)).toEqual(['PUBLIC_API_BASE'])
    expect(contentSecurityPolicy(thirdPartyOrigins(env))).toContain("connect-src 'self' https://api.korvina.example")
  })

  it("read a build's files only (production mode, the later winning), client settings only, the environment winning over all", async () => {
    const env: NodeJS.ProcessEnv = { PUBLIC_GTM_ID: 'GTM-FROM-ENV' }
    const dir = project({
      '.env': 'PUBLIC_API_BASE=https://a.example\nPUBLIC_GTM_ID=GTM-FROM-FILE\nCONTENT_API_TOKEN=not-for-the-client\n',
      '.env.production': 'PUBLIC_API_BASE=https://b.example\n',
      '.env.development': 'PUBLIC_HOTJAR_ID=123\n',
    })
    expect(await applyClientEnvFiles(dir, env)).toEqual(['PUBLIC_API_BASE'])
    expect(env).toEqual({ PUBLIC_GTM_ID: 'GTM-FROM-ENV', PUBLIC_API_BASE: 'https://b.example' })
  })

  it('change nothing where the root has none', async () => {
    const env: NodeJS.ProcessEnv = {}
    expect(await applyClientEnvFiles(project({ 'README.md': '# x' }), env)).toEqual([])
    expect(env).toEqual({})
  })
})
