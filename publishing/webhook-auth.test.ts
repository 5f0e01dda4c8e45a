// The webhook's signature (docs/scheduling.md, "The signature"): the documented test vector, the
// header's form, freshness either way (time is an input), and replays.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { isFresh, parseSignatureHeader, signatureHeader, signatureMatches, signRequest, webhookSecretFromEnv } from './webhook-auth.js'
import { createReplayGuard } from './webhook-replay.js'

const SECRET = 'test-secret-0123456789abcdef'

/** The example docs/scheduling.md gives a CMS's developers. */
function documentedVector() {
  const doc = readFileSync('docs/scheduling.md', 'utf8')
  const field = (name: string) => {
    const value = new RegExp(`^\\| ${name} \\| \`([^\`]+)\` \\|`, 'm').exec(doc)?.[1]
    if (value === undefined) throw new Error(`docs/scheduling.md: the test vector has no ${name}`)
    return value
  }
  return { secret: field('secret'), t: Number(field('t')), body: field('body'), signed: field('signed string'), header: field('X-Signature') }
}

describe('webhook signature', () => {
  it('matches the test vector docs/scheduling.md gives the CMS', () => {
    const v = documentedVector()
    expect(`${v.t}.${v.body}`).toBe(v.signed)
    expect(signatureHeader(v.secret, v.t, v.body)).toBe(v.header)
    const parsed = parseSignatureHeader(v.header)
    expect(parsed && signatureMatches(v.secret, parsed, Buffer.from(v.body))).toBe(true)
  })

  it('reads only t=<seconds>,v1=<64 hex digits>', () => {
    const good = `t=1800000000,v1=${'ab'.repeat(32)}`
    expect(parseSignatureHeader(good)).toEqual({ timestamp: 1800000000, digest: Buffer.from('ab'.repeat(32), 'hex') })
    for (const bad of [
      undefined,
      '',
      `sha256=${'ab'.repeat(32)}`,
      `t=,v1=${'ab'.repeat(32)}`,
      `t=1800000000,v1=${'ab'.repeat(31)}`,
      `v1=${'ab'.repeat(32)},t=1800000000`,
      `t=18e8,v1=${'ab'.repeat(32)}`,
    ]) {
      expect(parseSignatureHeader(bad), String(bad)).toBeNull()
    }
  })

  it('matches only the same secret, time and body', () => {
    const body = Buffer.from('{"id":1}')
    const sig = { timestamp: 1800000000, digest: signRequest(SECRET, 1800000000, body) }
    expect(signatureMatches(SECRET, sig, body)).toBe(true)
    expect(signatureMatches(`${SECRET}x`, sig, body)).toBe(false)
    expect(signatureMatches(SECRET, { ...sig, timestamp: 1800000001 }, body)).toBe(false)
    expect(signatureMatches(SECRET, sig, Buffer.from('{"id":2}'))).toBe(false)
  })

  it('is fresh for five minutes either way', () => {
    const sig = { timestamp: 1800000000, digest: Buffer.alloc(32) }
    expect([isFresh(sig, 1800000000 + 300), isFresh(sig, 1800000000 - 300)]).toEqual([true, true])
    expect([isFresh(sig, 1800000000 + 301), isFresh(sig, 1800000000 - 301)]).toEqual([false, false])
  })

  it('is accepted once: a replay within the window is refused, and what is older is forgotten', () => {
    const guard = createReplayGuard()
    expect(guard.firstSight('aa', 1000, 1000)).toBe(true)
    expect(guard.firstSight('aa', 1000, 1299)).toBe(false)
    expect(guard.firstSight('bb', 1001, 1001)).toBe(true)
  })

  it('the CLI refuses to start without a long enough REBUILD_WEBHOOK_SECRET', () => {
    expect(() => webhookSecretFromEnv({})).toThrow(/REBUILD_WEBHOOK_SECRET is not set/)
    expect(() => webhookSecretFromEnv({ REBUILD_WEBHOOK_SECRET: '  ' })).toThrow(/not set/)
    expect(() => webhookSecretFromEnv({ REBUILD_WEBHOOK_SECRET: 'short' })).toThrow(/at least 16/)
    expect(webhookSecretFromEnv({ REBUILD_WEBHOOK_SECRET: SECRET })).toBe(SECRET)
  })
})
