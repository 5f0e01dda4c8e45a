// Sign-in (spec §4, §6, §7): the token is stored with the spec's prefixes (authToken.ts), type
// Bearer; GET /api/me fills the user; logout calls GET /api/auth/logout, ignores its errors and
// clears user, token and refresh token either way. A change of the logged-in state switches the
// cart (guest ↔ user) and navigates: after login to the remembered path or a safe `redirect`
// parameter (§5), else home; after logout home. Loaded on the login and account pages only; the
// shop's cart store only when the state changes (importShop), so it is not part of their first load.
import { createStore } from 'zustand/vanilla'
import { useStore } from 'zustand'
import { HttpError, ValidationError } from '../api.js'
import { clearToken, readToken, storeToken } from '../authToken.js'
import { importShop } from '../shop/badge.js'
import type { User } from '../shop/cartApi.js'
import { calls } from '../shop/calls.js'
import { rememberedPathKey } from './access.js'
import { redirectTarget } from './safeRedirect.js'

/** The cart follows the logged-in state: the guest's cart or the user's (shop.ts). */
async function switchCart(): Promise<void> {
  const { shop } = await importShop()
  await shop.switchUser()
}

export type AuthState = { status: 'unknown' | 'guest' | 'user'; user: User | null }

export const auth = createStore<AuthState>()(() => ({ status: 'unknown', user: null }))
export const useAuth = <T>(selector: (s: AuthState) => T) => useStore(auth, selector)

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    return null
  }
}

function strategy(on: boolean) {
  try {
    if (on) localStorage.setItem('auth.strategy', 'local')
    else localStorage.removeItem('auth.strategy')
  } catch {
    // Storage blocked: the token was not stored either.
  }
}

/** The stored token checked with GET /api/me; an invalid one is cleared. */
export async function fetchUser(): Promise<User | null> {
  if (!readToken()) {
    auth.setState({ status: 'guest', user: null })
    return null
  }
  try {
    const user = await calls.me()
    auth.setState({ status: 'user', user })
    return user
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) {
      clearToken()
      strategy(false)
    }
    auth.setState({ status: 'guest', user: null })
    return null
  }
}

export type LoginResult = { ok: true; target: string } | { ok: false; reason: 'invalid' | 'fields' | 'failed' }

/** Logs in; on success the cart switches to the user's and the target to go to is returned. */
export async function login(email: string, password: string, redirectQuery: string | null, home: string): Promise<LoginResult> {
  let token: string
  try {
    token = await calls.login(email, password)
  } catch (error) {
    if (error instanceof ValidationError) return { ok: false, reason: 'fields' }
    if (error instanceof HttpError && error.status === 401) return { ok: false, reason: 'invalid' }
    return { ok: false, reason: 'failed' }
  }
  storeToken(token)
  strategy(true)
  const user = await fetchUser()
  if (!user) return { ok: false, reason: 'failed' }
  await switchCart()
  const remembered = session()?.getItem(rememberedPathKey) ?? null
  session()?.removeItem(rememberedPathKey)
  return { ok: true, target: redirectTarget(remembered, redirectQuery, home) }
}

export async function logout(): Promise<void> {
  try {
    await calls.logout()
  } catch {
    // §7: errors ignored, the local state is cleared either way.
  }
  clearToken()
  strategy(false)
  auth.setState({ status: 'guest', user: null })
  await switchCart()
}
