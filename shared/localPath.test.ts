import { describe, expect, it } from 'vitest'
import { isLocalPath } from './localPath.js'

// Each character a browser drops or reads as a slash, as sent and percent-encoded (once and twice).
const smuggled = ['\t', '\n', '\r', '\0', '\\', ' ', '\u202e']
const encoded = (c: string) => encodeURIComponent(c)

describe('isLocalPath (every redirect target that comes from a request)', () => {
  it.each([
    '//evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    'https://evil.example/',
    'evil.example',
    '/../evil.example',
    '/%2e%2e/evil.example',
    '/%2F%2Fevil.example',
    '/%252F%252Fevil.example',
    '/https:%2F%2Fevil.example',
    '/%zz',
    ...smuggled.flatMap((c) => [`/${c}/evil.example`, `/${encoded(c)}/evil.example`, `/${encodeURIComponent(encoded(c))}/evil.example`]),
  ])('refuses %j', (target) => {
    expect(isLocalPath(target)).toBe(false)
  })

  it('accepts paths of the site, files and queries included', () => {
    for (const ok of ['/', '/en/blog', '/blog/30/24-let-korviny-co-jsme-se-naucili', '/media/logo.svg', '/kontakty?a=1&b=%C4%8D', '/%C4%8Dl%C3%A1nek']) {
      expect(isLocalPath(ok), ok).toBe(true)
    }
  })
})
