import { describe, expect, it } from 'vitest'
import { isAuthorized, signBody, webhookSecretFromEnv } from './webhook-auth.js'

const SECRET = 'test-secret-0123456789abcdef'
const body = Buffer.from('{"id":1}')

describe('webhook auth', () => {
  it('accepts either the bearer secret or the body signature', () => {
    const signature = `sha256=${signBody(SECRET, body).toString('hex').toUpperCase()}`
    expect(isAuthorized(SECRET, { authorization: `bearer ${SECRET}`, signature: undefined, body })).toBe(true)
    expect(isAuthorized(SECRET, { authorization: undefined, signature, body })).toBe(true)
    expect(isAuthorized(SECRET, { authorization: 'Bearer wrong', signature, body })).toBe(true)
    expect(isAuthorized(SECRET, { authorization: 'Bearer wrong', signature: 'sha256=00', body })).toBe(false)
    expect(isAuthorized(SECRET, { authorization: `Bearer ${SECRET.slice(0, -1)}`, signature: undefined, body })).toBe(false)
  })

  it('the CLI refuses to start without a long enough REBUILD_WEBHOOK_SECRET', () => {
    expect(() => webhookSecretFromEnv({})).toThrow(/REBUILD_WEBHOOK_SECRET is not set/)
    expect(() => webhookSecretFromEnv({ REBUILD_WEBHOOK_SECRET: '  ' })).toThrow(/not set/)
    expect(() => webhookSecretFromEnv({ REBUILD_WEBHOOK_SECRET: 'short' })).toThrow(/at least 16/)
    expect(webhookSecretFromEnv({ REBUILD_WEBHOOK_SECRET: SECRET })).toBe(SECRET)
  })
})
