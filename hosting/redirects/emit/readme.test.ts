// hosting/redirects/README.md quotes the CSP and the host table from their sources (readme.ts).
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, thirdPartyOrigins } from '../../headers.js'
import { readmePath, renderReadme } from './readme.js'

describe('hosting/redirects/README.md', () => {
  it('carries the policy and the host table as their sources state them (regenerate: npx tsx hosting/redirects/emit/readme.ts --write)', () => {
    const text = readFileSync(readmePath, 'utf8')
    expect(text).toBe(renderReadme(text))
  })

  it('claims nothing the policy does not allow', () => {
    const text = readFileSync(readmePath, 'utf8')
    const policy = contentSecurityPolicy(thirdPartyOrigins({}))
    for (const claim of ['wasm-unsafe-eval', 'worker-src blob:']) {
      expect(policy).not.toContain(claim)
      expect(text).not.toContain(claim)
    }
  })
})
