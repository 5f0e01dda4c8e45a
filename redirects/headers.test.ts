// The headers every host file carries (hosting/headers.ts; tested here, where the unit config looks).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cacheControlFor, contentSecurityPolicy, inlineScriptHashes, maxInlineScripts, securityHeaders, thirdPartyOrigins } from '../hosting/headers.js'

describe('Content-Security-Policy', () => {
  it('allows only the site itself by default: no WebAssembly, no worker (site search needs neither)', () => {
    const csp = contentSecurityPolicy(thirdPartyOrigins({}))
    expect(csp).toContain("script-src 'self';")
    expect(csp).toContain("worker-src 'none'")
    expect(csp).toContain("connect-src 'self';")
    expect(csp).toContain("frame-src 'none'")
    expect(csp).not.toMatch(/https:|'unsafe-inline'|'unsafe-eval'|'wasm-unsafe-eval'|blob:/)
  })

  it("opens a vendor only when the build configures it, with the client's variable names", () => {
    const csp = contentSecurityPolicy(thirdPartyOrigins({ PUBLIC_GTM_ID: 'GTM-ABC123', PUBLIC_RECAPTCHA_SITE_KEY: 'k', PUBLIC_API_BASE: 'https://api.korvina.example/v1' }))
    expect(csp).toContain("script-src 'self' https://www.googletagmanager.com https://www.google.com/recaptcha/")
    expect(csp).toContain('frame-src https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/')
    expect(csp).toContain('https://api.korvina.example')
    expect(csp).not.toContain('licdn')
    expect(contentSecurityPolicy(thirdPartyOrigins({ PUBLIC_API_BASE: '/api' }))).not.toContain('https:')
  })

  it('lists inline scripts by hash (data blocks and external scripts are not hashed)', () => {
    const root = mkdtempSync(join(tmpdir(), 'csp-'))
    try {
      mkdirSync(join(root, 'en'))
      const page = (inline: string) =>
        `<html><head><script>${inline}</script><script type="application/ld+json">{"a":1}</script>` +
        `<script id="page-context" type="application/json">{}</script><script src="/assets/x.js" type="module" async></script></head></html>`
      writeFileSync(join(root, 'index.html'), page('window.dataLayer=[]'))
      writeFileSync(join(root, 'en', 'a.html'), page('window.dataLayer=[]'))
      // sha256("window.dataLayer=[]"), as `echo -n … | openssl sha256 -binary | base64` gives it.
      expect(inlineScriptHashes(root, ['index.html', 'en/a.html'])).toEqual(['sha256-L7hWNrEyMq7YioXB7dvUrVxlz+dSddaZUGK2GvzNH/Q='])
      const many = Array.from({ length: maxInlineScripts + 1 }, (_, i) => `p${i}.html`)
      for (const [i, f] of many.entries()) writeFileSync(join(root, f), page(`var x=${i}`))
      expect(() => inlineScriptHashes(root, many)).toThrowError(/11 different inline scripts/)
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  it('puts the hashes into script-src', () => {
    const [[, csp] = ['', '']] = securityHeaders([], ['sha256-abc='])
    expect(csp).toContain("script-src 'self' 'sha256-abc='")
  })
})

describe('cache policy', () => {
  it('caches hashed assets for a year, media for a day, revalidates the rest', () => {
    expect(cacheControlFor('/assets/entries/x.BhyJBceK.js')).toBe('public, max-age=31536000, immutable')
    expect(cacheControlFor('/media/people/a.svg')).toBe('public, max-age=86400')
    expect(cacheControlFor('/kontakty')).toBe('no-cache')
  })
})
