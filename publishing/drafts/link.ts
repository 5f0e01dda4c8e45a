// The CMS's preview link (docs/preview.md, "The preview link"): a path, an expiry and an
// HMAC-SHA256 over both with PREVIEW_SECRET, so the secret itself never travels in a URL and a
// link found in a proxy log or a browser's history opens nothing once it has expired.
//
//   /__preview/enter?path=<path>&expires=<unix seconds>&sig=<hex HMAC-SHA256(secret, canonical)>
//   canonical = "korvina-preview-link\n" + path + "\n" + expires      (UTF-8 bytes)
import { createHmac, timingSafeEqual } from 'node:crypto'
import { isLocalPath } from '../../shared/localPath.js'

export const enterPath = '/__preview/enter'

/** The longest a link may live: a CMS signing further ahead than this is refused. */
export const maxLinkSeconds = 24 * 3600
/** `--link` without `--ttl`. */
export const defaultLinkSeconds = 15 * 60

/** The exact string a link's signature is over. */
export const canonicalLink = (path: string, expires: number): string => `korvina-preview-link\n${path}\n${expires}`

const digest = (secret: string, path: string, expires: number): Buffer => createHmac('sha256', secret).update(canonicalLink(path, expires), 'utf8').digest()

/** The `sig` of a link: lowercase hex. */
export const linkSignature = (secret: string, path: string, expires: number): string => digest(secret, path, expires).toString('hex')

/** The link's path and query (`expires` in Unix seconds), to put after the server's public URL. */
export function signedLinkPath(secret: string, path: string, expires: number): string {
  const query = new URLSearchParams({ path, expires: String(expires), sig: linkSignature(secret, path, expires) })
  return `${enterPath}?${query}`
}

/**
 * True when `given` is the digest `expected`, in a time that does not depend on where they differ
 * or on `given`'s length: `given` is copied into a buffer of the digest's length, and the length is
 * compared only after timingSafeEqual has run.
 */
export function sameDigest(given: string, expected: Buffer): boolean {
  const bytes = /^[0-9a-f]*$/i.test(given) && given.length % 2 === 0 ? Buffer.from(given, 'hex') : Buffer.alloc(0)
  const padded = Buffer.alloc(expected.length)
  bytes.copy(padded)
  const equal = timingSafeEqual(padded, expected)
  return equal && bytes.length === expected.length
}

export type LinkCheck = { ok: true; path: string } | { ok: false; reason: 'invalid' | 'expired' }

/** A link's query checked at `nowSeconds`: its path when the signature holds and it has not expired. */
export function checkLink(secret: string, query: URLSearchParams, nowSeconds: number): LinkCheck {
  const path = query.get('path') ?? ''
  const expiresText = query.get('expires') ?? ''
  const expires = /^\d{1,12}$/.test(expiresText) ? Number(expiresText) : -1
  const signed = sameDigest(query.get('sig') ?? '', digest(secret, path, expires))
  // The signature first: an expired or over-long link says so only when it is a real one.
  if (!signed || expires < 0 || !isLocalPath(path)) return { ok: false, reason: 'invalid' }
  if (expires > nowSeconds + maxLinkSeconds) return { ok: false, reason: 'invalid' }
  if (expires <= nowSeconds) return { ok: false, reason: 'expired' }
  return { ok: true, path }
}

/** `--ttl`: `900`, `900s`, `15m`, `2h`; at most a day. */
export function parseTtl(text: string): number {
  const m = /^(\d+)\s*([smh]?)$/.exec(text.trim())
  const seconds = m ? Number(m[1]) * ({ '': 1, s: 1, m: 60, h: 3600 }[m[2] ?? ''] ?? 1) : NaN
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > maxLinkSeconds) {
    throw new Error(`--ttl must be a duration from 1 s to 24 h, e.g. 900, 15m or 2h (not ${JSON.stringify(text)})`)
  }
  return seconds
}
