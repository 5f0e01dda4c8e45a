// A stand-in for reCAPTCHA v3 with the same contract: the page asks for a token for an action,
// sends it as `g-recaptcha-response`, and the server verifies it once. Tokens are HMAC-signed,
// expire after two minutes like reCAPTCHA's and are single-use. Browser tests can make the
// check fail (a low score) or the token service unavailable through the control endpoint.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

const TTL_MS = 120_000

export class BotCheck {
  private readonly secret = randomBytes(32)
  private readonly used = new Set<string>()
  /** `fail`: tokens are issued but never verify. `unavailable`: the token endpoint answers 503. */
  flags = { fail: false, unavailable: false }

  issue(action: string, now = Date.now()): { token: string; action: string; expires_in: number } {
    const payload = Buffer.from(JSON.stringify({ a: action, e: now + TTL_MS, n: randomBytes(9).toString('base64url') })).toString('base64url')
    return { token: `${payload}.${this.sign(payload)}`, action, expires_in: TTL_MS / 1000 }
  }

  /** True when the token is ours, for `action`, unexpired and not used before (it is used up now). */
  verify(token: string, action: string, now = Date.now()): boolean {
    if (this.flags.fail) return false
    const [payload, signature] = token.split('.')
    if (!payload || !signature) return false
    const expected = Buffer.from(this.sign(payload))
    const got = Buffer.from(signature)
    if (expected.length !== got.length || !timingSafeEqual(expected, got)) return false
    if (this.used.has(payload)) return false
    let parsed: unknown
    try {
      parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    } catch {
      return false
    }
    if (typeof parsed !== 'object' || parsed === null || !('a' in parsed) || !('e' in parsed)) return false
    if (parsed.a !== action || typeof parsed.e !== 'number' || parsed.e < now) return false
    this.used.add(payload)
    return true
  }

  reset(): void {
    this.flags = { fail: false, unavailable: false }
    this.used.clear()
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.secret).update(payload).digest('base64url')
  }
}
