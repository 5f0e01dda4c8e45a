import { describe, expect, it } from 'vitest'
import { allowed, cookieName, cookieValue, enter, localPath } from './access.js'

describe('the preview secret', () => {
  it('enters with the right secret only, and sets a cookie that holds no secret', () => {
    expect(enter('s3cret', new URLSearchParams('secret=wrong&path=/blog'), false)).toEqual({ status: 401 })
    const ok = enter('s3cret', new URLSearchParams('secret=s3cret&path=/blog/1/x'), true)
    expect(ok).toMatchObject({ status: 303, location: '/blog/1/x' })
    if (ok.status !== 303) return
    expect(ok.cookie).not.toContain('s3cret')
    expect(ok.cookie).toMatch(/HttpOnly; SameSite=Lax; Secure$/)
  })
  it('lets the cookie or a Bearer secret in, nothing else', () => {
    expect(allowed('s3cret', { cookie: `a=b; ${cookieName}=${cookieValue('s3cret')}` })).toBe(true)
    expect(allowed('s3cret', { authorization: 'Bearer s3cret' })).toBe(true)
    expect(allowed('s3cret', { cookie: `${cookieName}=${cookieValue('other')}` })).toBe(false)
    expect(allowed('s3cret', {})).toBe(false)
  })
  it('redirects only to a path of its own (no open redirect)', () => {
    for (const bad of ['https://evil.example/', '//evil.example', '/\\evil.example', 'blog', null]) expect(localPath(bad)).toBe('/')
    expect(localPath('/en/blog?page=2')).toBe('/en/blog?page=2')
  })
})
