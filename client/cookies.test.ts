import { describe, expect, it } from 'vitest'
import { cookieString, readCookie } from './cookies.js'

describe('cookies', () => {
  it('reads a cookie among others and decodes it', () => {
    expect(readCookie('locale', 'a=1; locale=en; consent=%7B%22x%22%3A1%7D')).toBe('en')
    expect(readCookie('consent', 'a=1; locale=en; consent=%7B%22x%22%3A1%7D')).toBe('{"x":1}')
    expect(readCookie('missing', 'a=1')).toBeNull()
  })
  it('gives a malformed value as it is instead of throwing', () => {
    expect(readCookie('intro-popup', 'intro-popup=100%; locale=en')).toBe('100%')
    expect(readCookie('locale', 'intro-popup=100%; locale=en')).toBe('en')
  })
  it('writes lifetime, path and same-site as the spec asks (§9: locale 365 days, path /, lax)', () => {
    expect(cookieString('locale', 'en', { days: 365 })).toBe('locale=en; Max-Age=31536000; Path=/; SameSite=Lax')
    expect(cookieString('x', 'y', { seconds: 1_209_600, sameSite: 'None' })).toBe('x=y; Max-Age=1209600; Path=/; SameSite=None; Secure')
  })
})
