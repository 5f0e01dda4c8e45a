// Who may trigger a rebuild: whoever knows the shared secret, shown either as a bearer token or as
// an HMAC-SHA256 of the raw body (the GitHub/Stripe style, for CMSs that sign instead of sending the
// secret). Both comparisons take the same time whatever the input: digests of equal length through
// timingSafeEqual, so neither the secret nor its length leaks through response times.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

export const MIN_SECRET_LENGTH = 16

export type Credentials = { authorization: string | undefined; signature: string | undefined; body: Buffer }

export function isAuthorized(secret: string, { authorization, signature, body }: Credentials): boolean {
  // Both checks run, so the time does not tell which of the two headers was tried.
  const bearer = bearerMatches(secret, authorization)
  const signed = signatureMatches(secret, signature, body)
  return bearer || signed
}

/** `Authorization: Bearer <secret>`. */
function bearerMatches(secret: string, header: string | undefined): boolean {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1]
  if (token === undefined) return false
  const sha = (s: string) => createHash('sha256').update(s).digest()
  return timingSafeEqual(sha(token), sha(secret))
}

/** `X-Webhook-Signature: sha256=<hex HMAC-SHA256 of the raw body with the secret>`. */
function signatureMatches(secret: string, header: string | undefined, body: Buffer): boolean {
  const hex = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? '')?.[1]
  if (hex === undefined) return false
  return timingSafeEqual(Buffer.from(hex, 'hex'), signBody(secret, body))
}

export function signBody(secret: string, body: Buffer | string): Buffer {
  return createHmac('sha256', secret).update(body).digest()
}

/** The CLI's secret: REBUILD_WEBHOOK_SECRET, required, long enough not to be guessed. */
export function webhookSecretFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const secret = env.REBUILD_WEBHOOK_SECRET?.trim() ?? ''
  if (secret === '') {
    throw new Error('REBUILD_WEBHOOK_SECRET is not set: the webhook will not listen without a shared secret (e.g. `openssl rand -hex 32`)')
  }
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`REBUILD_WEBHOOK_SECRET is ${secret.length} characters; use at least ${MIN_SECRET_LENGTH} (e.g. \`openssl rand -hex 32\`)`)
  }
  return secret
}
