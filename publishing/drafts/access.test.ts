// The session cookie's attributes, the secret's minimum, the sessions' lifetime and revocation,
// and the limit on failed attempts: time is an input everywhere.
import { describe, expect, it } from 'vitest'
import { exitCookie, secretProblem, sessionCookie, sessionToken } from './access.js'
import { createLimiter } from './limiter.js'
import { createSessions } from './sessions.js'

describe('the preview session', () => {
  it('is an HttpOnly, SameSite=Lax cookie, Secure with the __Host- prefix behind https', () => {
    expect(sessionCookie('tok', true, 28800)).toBe('__Host-drafts=tok; Path=/; Max-Age=28800; HttpOnly; SameSite=Lax; Secure')
    expect(sessionCookie('tok', false, 28800)).toBe('drafts=tok; Path=/; Max-Age=28800; HttpOnly; SameSite=Lax')
    expect(exitCookie(true)).toMatch(/^__Host-drafts=; Path=\/; Max-Age=0;/)
    expect(sessionToken('a=b; __Host-drafts=tok', true)).toBe('tok')
    // Over https only the prefixed cookie counts (a plain one could be set by another host).
    expect(sessionToken('drafts=tok', true)).toBeUndefined()
  })

  it('lasts its lifetime, and ends on the server when closed', () => {
    const sessions = createSessions(8 * 3600_000)
    const t0 = 1_800_000_000_000
    const token = sessions.open(t0)
    expect(token).toMatch(/^[\w-]{43}$/)
    expect(sessions.valid(token, t0 + 8 * 3600_000 - 1)).toBe(true)
    expect(sessions.valid(token, t0 + 8 * 3600_000)).toBe(false)
    const other = sessions.open(t0)
    expect(other).not.toBe(token)
    sessions.close(other)
    expect(sessions.valid(other, t0 + 1)).toBe(false)
    expect(sessions.valid(undefined, t0)).toBe(false)
    expect(sessions.valid('made-up', t0)).toBe(false)
  })

  it('needs PREVIEW_SECRET of at least 16 characters', () => {
    expect(secretProblem(undefined)).toMatch(/PREVIEW_SECRET is not set/)
    expect(secretProblem('fifteen-chars!!')).toMatch(/15 characters; use at least 16/)
    expect(secretProblem('sixteen-chars!!!')).toBeNull()
  })
})

describe('failed attempts', () => {
  it('are limited per client, and tokens come back with time', () => {
    const limiter = createLimiter({ burst: 3, refillMs: 6000 })
    const t0 = 1_000_000
    for (let i = 0; i < 3; i++) {
      expect(limiter.retryAfter('1.2.3.4', t0)).toBe(0)
      limiter.fail('1.2.3.4', t0)
    }
    expect(limiter.retryAfter('1.2.3.4', t0)).toBe(6)
    expect(limiter.retryAfter('1.2.3.4', t0 + 4000)).toBe(2)
    expect(limiter.retryAfter('5.6.7.8', t0)).toBe(0)
    expect(limiter.retryAfter('1.2.3.4', t0 + 6000)).toBe(0)
  })
})
