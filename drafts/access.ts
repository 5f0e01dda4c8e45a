// Who may see drafts: whoever knows PREVIEW_SECRET. The CMS opens one URL,
// `/__preview/enter?secret=…&path=…`, which sets a cookie and redirects to the page; every other
// answer needs the cookie (or the secret as a Bearer token, for scripts). The cookie holds a
// digest of the secret, never the secret itself, so a leaked cookie does not give the CMS's link.
import { createHmac, timingSafeEqual } from 'node:crypto'

export const cookieName = '__drafts'
export const enterPath = '/__preview/enter'
export const exitPath = '/__preview/exit'

/** The cookie's value for a secret (a new secret logs every editor out). */
export const cookieValue = (secret: string): string => createHmac('sha256', secret).update('drafts preview cookie').digest('base64url')

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

function cookiesOf(header: string | undefined): Map<string, string> {
  const out = new Map<string, string>()
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=')
    if (i > 0) out.set(part.slice(0, i).trim(), part.slice(i + 1).trim())
  }
  return out
}

/** Whether a request may see drafts: the cookie, or `Authorization: Bearer <secret>`. */
export function allowed(secret: string, headers: { cookie?: string | undefined; authorization?: string | undefined }): boolean {
  const cookie = cookiesOf(headers.cookie).get(cookieName)
  if (cookie !== undefined && sameText(cookie, cookieValue(secret))) return true
  const bearer = /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1]
  return bearer !== undefined && sameText(bearer, secret)
}

/**
 * A path inside this site to go to after entering: a local absolute path only (never `//host` or
 * a scheme, which would make the enter link an open redirect); the home page otherwise.
 */
export function localPath(path: string | null): string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return '/'
  return path
}

export type EnterAnswer = { status: 303; location: string; cookie: string } | { status: 401 }

/** `/__preview/enter?secret=…&path=…`: the cookie and the page, or 401 for a wrong secret. */
export function enter(secret: string, query: URLSearchParams, secure: boolean): EnterAnswer {
  const given = query.get('secret') ?? ''
  if (!sameText(given, secret)) return { status: 401 }
  // Lax: the CMS's link (a top-level navigation from another site) carries it on the redirect.
  const cookie = `${cookieName}=${cookieValue(secret)}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
  return { status: 303, location: localPath(query.get('path')), cookie }
}

/** Clears the cookie (the bar's "leave preview"). */
export const exitCookie = `${cookieName}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`
