// Who may see drafts (docs/preview.md): whoever opens a signed preview link (link.ts) gets a
// session (sessions.ts) in a cookie; every other answer needs that cookie. PREVIEW_SECRET only
// signs links: it is never sent in a URL and is no credential by itself.
export { enterPath } from './link.js'

export const exitPath = '/__preview/exit'

/** PREVIEW_SECRET's shortest length (as the rebuild webhook's secret). */
export const minSecretLength = 16

/** Why `secret` cannot be PREVIEW_SECRET, or null when it can. */
export function secretProblem(secret: string | undefined): string | null {
  if (!secret) return 'PREVIEW_SECRET is not set: the preview shows unpublished content (e.g. `openssl rand -hex 32`)'
  if (secret.length < minSecretLength) return `PREVIEW_SECRET is ${secret.length} characters; use at least ${minSecretLength} (e.g. \`openssl rand -hex 32\`)`
  return null
}

/**
 * The session cookie's name: with `Secure` (an https public URL), the `__Host-` prefix, which a
 * browser accepts only from a secure origin with `Path=/` and no `Domain`, so no other host or
 * plain-http page can set or shadow it.
 */
export const cookieNameFor = (secure: boolean): string => (secure ? '__Host-drafts' : 'drafts')

/**
 * The session cookie. `SameSite=Lax`: the CMS's link is a top-level navigation from another site,
 * answered by a redirect to the page, and `Strict` would leave the cookie off that redirected
 * request (the editor would see 401 until a reload).
 */
export function sessionCookie(token: string, secure: boolean, maxAgeSeconds: number): string {
  return `${cookieNameFor(secure)}=${token}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** Clears the cookie (the session itself is ended on the server). */
export const exitCookie = (secure: boolean): string => sessionCookie('', secure, 0)

/** The session token a request's cookies carry, if any. */
export function sessionToken(cookieHeader: string | undefined, secure: boolean): string | undefined {
  const name = cookieNameFor(secure)
  for (const part of (cookieHeader ?? '').split(';')) {
    const i = part.indexOf('=')
    if (i > 0 && part.slice(0, i).trim() === name) return part.slice(i + 1).trim() || undefined
  }
  return undefined
}
