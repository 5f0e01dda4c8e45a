import { describe, expect, it } from 'vitest'
import { messagesOf } from './buildMessages.js'
import type { MessageKey } from './catalogs.js'

describe('build-time messages (@formatjs/intl)', () => {
  it("formats the catalogs' ICU messages with their values in each locale", () => {
    expect(messagesOf('cs')('listing.page', { page: 3 })).toMatch(/3/)
    expect(messagesOf('en')('thanks.services_text', { hours: 48 })).toContain('48')
    expect(messagesOf('cs')('maintenance.title')).toBe('Právě probíhá údržba')
  })

  it('fails loudly on a key the catalog does not have', () => {
    expect(() => messagesOf('en')('no.such_key' as MessageKey)).toThrow(/no\.such_key/)
  })
})
