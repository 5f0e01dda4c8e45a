import { describe, expect, it } from 'vitest'
import { isSafeLocalPath, redirectTarget } from './safeRedirect.js'

// Open-redirect payloads (after the usual lists: PayloadsAllTheThings "Open Redirect", OWASP).
const payloads = [
  '//evil.com',
  '///evil.com',
  '////evil.com',
  '/\\evil.com',
  '\\\\evil.com',
  '/\\/evil.com',
  '\\/evil.com',
  'https://evil.com',
  'http://evil.com',
  'HTTPS://evil.com',
  '//evil.com/%2F..',
  'https:evil.com',
  'https:/evil.com',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '/javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'evil.com',
  'evil.com/path',
  '@evil.com',
  '/@evil.com/..',
  'ftp://evil.com',
  '%2F%2Fevil.com',
  '/%2F%2Fevil.com',
  '/%2f%2fevil.com',
  '/%252F%252Fevil.com',
  '%2Fevil.com',
  '/%5Cevil.com',
  '/%5cevil.com',
  '/%09/evil.com',
  '/%0a/evil.com',
  '/%0d/evil.com',
  '/\t/evil.com',
  '/\n/evil.com',
  '/ /evil.com',
  '/%20/evil.com',
  '/%00/evil.com',
  '/%E2%80%AE/evil.com',
  '/.evil.com',
  '/..;/evil.com',
  '/%2e%2e/evil.com',
  '//%65vil.com',
  'https%3A%2F%2Fevil.com',
  '/https%3A%2F%2Fevil.com',
  '/javascript%3Aalert(1)',
  '/%6Aavascript:alert(1)',
  '/?x=1\\evil',
  '/#\\evil',
  '/kontakty?next=//evil.com\\',
  '/kontakty\\@evil.com',
  '/%',
  '/%zz',
  '',
  '/a'.repeat(1001),
]

describe('isSafeLocalPath (spec §5)', () => {
  it.each(payloads)('refuses %j', (payload) => {
    expect(isSafeLocalPath(payload)).toBe(false)
  })

  it('accepts local paths of letters, digits and @ - % _ ~ with a query and hash', () => {
    for (const ok of ['/', '/kontakty', '/en/contacts', '/ucet', '/sluzby/12/dane', '/lide/~jana_novakova@firma', '/kosik?krok=2', '/kosik?a=1&b=x#souhrn', '/dokumenty#dph', '/%C4%8Dl%C3%A1nek']) {
      expect(isSafeLocalPath(ok), ok).toBe(true)
    }
  })

  it('refuses everything that is not a string', () => {
    for (const value of [null, undefined, 1, {}, ['/ucet']]) expect(isSafeLocalPath(value)).toBe(false)
  })
})

describe('redirectTarget (spec §4)', () => {
  it('prefers the remembered path, then the redirect parameter, then home — each only when safe', () => {
    expect(redirectTarget('/ucet', '/kosik', '/')).toBe('/ucet')
    expect(redirectTarget(null, '/kosik', '/')).toBe('/kosik')
    expect(redirectTarget('//evil.com', '/kosik', '/')).toBe('/kosik')
    expect(redirectTarget(null, 'https://evil.com', '/en')).toBe('/en')
    expect(redirectTarget('javascript:alert(1)', '/\\evil.com', '/')).toBe('/')
  })
})
