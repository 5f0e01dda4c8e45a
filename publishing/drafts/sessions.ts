// The editors' sessions: a random token in the cookie, its SHA-256 in this process's memory with an
// expiry. A random token rather than a signed one so that "leave preview" ends the session here,
// not only in the browser: the token is then worth nothing, wherever a copy of it went. A restart
// of the server ends every session (editors open the CMS's link again).
import { createHash, randomBytes } from 'node:crypto'

export type Sessions = {
  /** A new session's token, valid `lifetimeMs` from `now`. */
  open(now: number): string
  /** Whether `token` is a session that has not expired or been closed. */
  valid(token: string | undefined, now: number): boolean
  /** Ends the session (a token that is none is ignored). */
  close(token: string | undefined): void
  readonly lifetimeMs: number
}

/** Most sessions kept at once; the oldest go first (each one took a valid signed link). */
const maxSessions = 1000

const keyOf = (token: string): string => createHash('sha256').update(token).digest('base64url')

export function createSessions(lifetimeMs: number): Sessions {
  // Keyed by the token's hash: a lookup's timing says nothing about the tokens themselves.
  const expiries = new Map<string, number>()
  return {
    lifetimeMs,
    open(now) {
      for (const [key, expires] of expiries) if (expires <= now || expiries.size >= maxSessions) expiries.delete(key)
      const token = randomBytes(32).toString('base64url')
      expiries.set(keyOf(token), now + lifetimeMs)
      return token
    },
    valid(token, now) {
      if (!token) return false
      const expires = expiries.get(keyOf(token))
      return expires !== undefined && expires > now
    },
    close(token) {
      if (token) expiries.delete(keyOf(token))
    },
  }
}
