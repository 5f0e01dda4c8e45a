// Who may call the rebuild webhook (docs/scheduling.md, "The signature"): whoever knows the shared
// secret, shown as an HMAC-SHA256 over a timestamp and the exact body, so that the secret never
// travels and a captured request cannot be sent again:
//
//   X-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>
//
// The header is checked in two steps: its form and its time before the body is read (a caller
// without a fresh signature is turned away without sending a byte of body), the digest once it is.
// A request older than five minutes, or further in the future, is refused; one seen before within
// that window too (replay.ts). Digests are compared with timingSafeEqual at equal length.
import { createHmac, timingSafeEqual } from 'node:crypto'

export const MIN_SECRET_LENGTH = 16

/** How far a signature's time may be from the receiver's clock, either way. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60

export const SIGNATURE_HEADER = 'x-signature'

export type SignatureHeader = { timestamp: number; digest: Buffer }

/** The header's parts, or null when it is missing or not of the form `t=<digits>,v1=<64 hex>`. */
export function parseSignatureHeader(header: string | undefined): SignatureHeader | null {
  const m = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/i.exec(header?.trim() ?? '')
  if (!m?.[1] || !m[2]) return null
  return { timestamp: Number(m[1]), digest: Buffer.from(m[2], 'hex') }
}

/** Whether the signature's time is within the tolerance of `nowSeconds`. */
export const isFresh = (signature: SignatureHeader, nowSeconds: number): boolean => Math.abs(nowSeconds - signature.timestamp) <= SIGNATURE_TOLERANCE_SECONDS

/** The exact bytes signed: the timestamp's digits, a full stop, the raw body. */
export const signedPayload = (timestamp: number, body: Buffer | string): Buffer => Buffer.concat([Buffer.from(`${timestamp}.`), Buffer.from(body)])

export function signRequest(secret: string, timestamp: number, body: Buffer | string): Buffer {
  return createHmac('sha256', secret).update(signedPayload(timestamp, body)).digest()
}

/** The header a caller sends for `body` at `timestamp` (tests, scripts). */
export const signatureHeader = (secret: string, timestamp: number, body: Buffer | string): string => `t=${timestamp},v1=${signRequest(secret, timestamp, body).toString('hex')}`

/** Whether the signature is the secret's over this timestamp and body (both digests 32 bytes). */
export function signatureMatches(secret: string, signature: SignatureHeader, body: Buffer): boolean {
  return timingSafeEqual(signature.digest, signRequest(secret, signature.timestamp, body))
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
