// The preview link's format (docs/preview.md, "The preview link"): the documented test vector, the
// expiry (time is an input), and a comparison that does not stop early.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { canonicalLink, checkLink, linkSignature, maxLinkSeconds, parseTtl, sameDigest, signedLinkPath } from './link.js'

/** The example the docs give a CMS's developers: secret, path, expiry and the signature. */
function documentedVector() {
  const doc = readFileSync('docs/preview.md', 'utf8')
  const field = (name: string) => {
    const value = new RegExp(`^\\| ${name} \\| \`([^\`]+)\` \\|`, 'm').exec(doc)?.[1]
    if (value === undefined) throw new Error(`docs/preview.md: the test vector has no ${name}`)
    return value
  }
  return { secret: field('secret'), path: field('path'), expires: Number(field('expires')), sig: field('sig'), link: field('link') }
}

describe('the signed preview link', () => {
  it('matches the test vector docs/preview.md gives the CMS', () => {
    const v = documentedVector()
    expect(canonicalLink(v.path, v.expires)).toBe(`korvina-preview-link\n${v.path}\n${v.expires}`)
    expect(linkSignature(v.secret, v.path, v.expires)).toBe(v.sig)
    expect(signedLinkPath(v.secret, v.path, v.expires)).toBe(v.link)
    // One second before it expires it opens that path; at its expiry it no longer does.
    const query = new URL(v.link, 'http://preview.local').searchParams
    expect(checkLink(v.secret, query, v.expires - 1)).toEqual({ ok: true, path: v.path })
    expect(checkLink(v.secret, query, v.expires)).toEqual({ ok: false, reason: 'expired' })
  })

  it('refuses another secret, path or expiry, a missing signature, and links signed too far ahead', () => {
    const secret = 'a-secret-of-twenty-chars'
    const now = 1_800_000_000
    const good = new URLSearchParams(signedLinkPath(secret, '/blog', now + 60).split('?')[1])
    expect(checkLink(secret, good, now).ok).toBe(true)
    expect(checkLink('another-secret-of-twenty', good, now)).toEqual({ ok: false, reason: 'invalid' })
    for (const [name, value] of [
      ['path', '/en/blog'],
      ['expires', String(now + 61)],
      ['sig', ''],
      ['sig', good.get('sig')?.slice(0, -2) ?? ''],
      ['sig', good.get('sig')?.toUpperCase().replace(/^./, 'Z') ?? ''],
    ] as const) {
      const changed = new URLSearchParams(good)
      changed.set(name, value)
      expect(checkLink(secret, changed, now), `${name}=${value}`).toEqual({ ok: false, reason: 'invalid' })
    }
    const far = new URLSearchParams(signedLinkPath(secret, '/blog', now + maxLinkSeconds + 1).split('?')[1])
    expect(checkLink(secret, far, now)).toEqual({ ok: false, reason: 'invalid' })
    // A signed link to a path that is not the site's own is refused too (no open redirect).
    const away = new URLSearchParams(signedLinkPath(secret, '/\\evil.example', now + 60).split('?')[1])
    expect(checkLink(secret, away, now)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('compares digests whatever the given length, and only equal ones match', () => {
    const expected = Buffer.from('00ff'.repeat(16), 'hex')
    expect(sameDigest('00ff'.repeat(16), expected)).toBe(true)
    expect(sameDigest('00FF'.repeat(16), expected)).toBe(true)
    // A prefix (what an early length check would have told apart), a longer value, padding, junk.
    for (const given of ['', '00', '00ff'.repeat(15), `${'00ff'.repeat(16)}00`, '00ff'.repeat(15) + '0000', 'zz'.repeat(32), '0']) {
      expect(sameDigest(given, expected), given).toBe(false)
    }
  })

  it('reads --ttl in seconds, minutes or hours, up to a day', () => {
    expect([parseTtl('900'), parseTtl('90s'), parseTtl('15m'), parseTtl('2h'), parseTtl('24h')]).toEqual([900, 90, 900, 7200, 86400])
    for (const bad of ['0', '25h', '1d', '-5', 'soon', '']) expect(() => parseTtl(bad), bad).toThrow(/--ttl/)
  })
})
