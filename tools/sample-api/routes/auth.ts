// Login for the (hidden) shop layer: one sample user, Bearer tokens kept as hashes in the
// 'session' log so a restart does not log anybody out. docs/content-api.md names the user.
import { createHash, randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { integer, is, literal, object, string, union } from 'superstruct'
import { bearerToken, invalid, isRecord, json, readBody, type Router } from '../http.js'
import { messages } from '../messages.js'
import type { Store } from '../store.js'

export const sampleUser = {
  id: 1,
  email: 'ukazka@korvina.example',
  password: 'Korvina-2025',
  firstname: 'Jana',
  lastname: 'Nováková',
  scope: ['cart', 'orders', 'vouchers'],
} as const

export type User = { id: number; email: string; firstname: string; lastname: string; scope: readonly string[] }

const TOKEN_TTL_SECONDS = 60 * 60 * 24 * 7

const SessionEntry = union([object({ type: literal('login'), token_hash: string(), user_id: integer(), expires_at: string() }), object({ type: literal('logout'), token_hash: string() })])

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex')

export class Sessions {
  private readonly active = new Map<string, { userId: number; expiresAt: number }>()

  constructor(private readonly store: Store) {
    store.subscribe('session', {
      apply: (e) => {
        if (!is(e.data, SessionEntry)) return
        if (e.data.type === 'login') this.active.set(e.data.token_hash, { userId: e.data.user_id, expiresAt: Date.parse(e.data.expires_at) })
        else this.active.delete(e.data.token_hash)
      },
      reset: () => this.active.clear(),
    })
  }

  async login(userId: number): Promise<string> {
    const token = randomBytes(32).toString('base64url')
    const expires = new Date(Date.now() + TOKEN_TTL_SECONDS * 1000).toISOString()
    await this.store.append('session', () => ({ type: 'login', token_hash: hashToken(token), user_id: userId, expires_at: expires }))
    return token
  }

  async logout(token: string): Promise<void> {
    const h = hashToken(token)
    if (this.active.has(h)) await this.store.append('session', () => ({ type: 'logout', token_hash: h }))
  }

  /** The user a request's Bearer token belongs to, or null. */
  user(req: IncomingMessage): User | null {
    const token = bearerToken(req)
    if (!token) return null
    const session = this.active.get(hashToken(token))
    if (!session || session.expiresAt < Date.now()) return null
    return session.userId === sampleUser.id ? publicUser() : null
  }
}

function publicUser(): User {
  const { password: _password, ...user } = sampleUser
  return user
}

export const unauthorized = () => json(401, { error: 'unauthenticated', message: 'Unauthenticated.' })

export function authRoutes(router: Router, sessions: Sessions): void {
  router.add('POST', '/api/auth/login', async (ctx) => {
    const body = await readBody(ctx.req)
    if (!body.ok) return body.reply
    const value = isRecord(body.value) ? body.value : {}
    const email = typeof value['email'] === 'string' ? value['email'].trim() : ''
    const password = typeof value['password'] === 'string' ? value['password'] : ''
    const errors: Record<string, string[]> = {}
    if (!email) errors['email'] = [messages.required]
    if (!password) errors['password'] = [messages.required]
    if (Object.keys(errors).length) return invalid(errors)
    if (email.toLowerCase() !== sampleUser.email || password !== sampleUser.password) {
      return json(401, { error: 'invalid_credentials', message: messages.credentials })
    }
    const token = await sessions.login(sampleUser.id)
    return json(200, { token, token_type: 'Bearer', expires_in: TOKEN_TTL_SECONDS })
  })
  router.add('GET', '/api/auth/logout', async (ctx) => {
    const token = bearerToken(ctx.req)
    if (token) await sessions.logout(token)
    return json(200, { success: true })
  })
  router.add('GET', '/api/me', (ctx) => {
    const user = sessions.user(ctx.req)
    return user ? json(200, { data: user }) : unauthorized()
  })
}
