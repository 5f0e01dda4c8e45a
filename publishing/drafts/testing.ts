// For tests and benchmarks: a preview session as an editor gets one, through a signed link.
import { signedLinkPath } from './link.js'

/** The `Cookie` header value of a new session on the drafts server at `serverUrl`. */
export async function previewSessionCookie(serverUrl: string, secret: string, nowMs = Date.now()): Promise<string> {
  const res = await fetch(serverUrl + signedLinkPath(secret, '/', Math.floor(nowMs / 1000) + 60), { redirect: 'manual' })
  const cookie = res.headers.get('set-cookie')?.split(';')[0]
  if (res.status !== 303 || !cookie) throw new Error(`the drafts server gave no session (${res.status})`)
  return cookie
}
