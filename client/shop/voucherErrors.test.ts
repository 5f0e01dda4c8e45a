import { describe, expect, it } from 'vitest'
import cs from '../../shared/locales/cs.json'
import { voucherErrorMessage } from './voucherErrors.js'

const formatMinimum = (amount: number) => `${amount} Kč`
const text = (status: number, body: unknown) => {
  const m = voucherErrorMessage(status, body, formatMinimum)
  return cs[m.message].replace(/\{(\w+)\}/g, (_, name: string) => String(m.values?.[name] ?? `{${name}}`))
}

describe('voucherErrorMessage (spec §8)', () => {
  it.each([
    [404, { error: 'not_exists' }, 'voucher.not_exists'],
    [404, null, 'voucher.not_exists'],
    [404, 'Not Found', 'voucher.not_exists'],
    [422, { error: 'service_type' }, 'voucher.not_exists'],
    [422, { error: 'quantity_per_user_limit' }, 'voucher.usage_limit'],
    [422, { error: 'quantity_per_user_limit', value: 2 }, 'voucher.usage_limit_value'],
    [422, { error: 'voucher_is_already_added' }, 'voucher.already_added'],
    [422, { error: 'user_check' }, 'voucher.already_added'],
    [422, { error: 'quantity' }, 'voucher.not_available'],
    [422, { error: 'active_from' }, 'voucher.not_available'],
    [422, { error: 'active_to' }, 'voucher.not_available'],
    [422, { error: 'minimal_price' }, 'voucher.minimal_price'],
    [422, { error: 'minimal_price', value: 5000 }, 'voucher.minimal_price_value'],
    [422, { error: 'something_new' }, 'voucher.failed'],
    [500, { error: 'internal_error' }, 'voucher.failed'],
  ] as const)('%i %j → %s', (status, body, key) => {
    expect(voucherErrorMessage(status, body, formatMinimum).message).toBe(key)
  })

  it('appends the value and "x" to the usage limit, and shows the formatted minimum', () => {
    expect(text(422, { error: 'quantity_per_user_limit', value: 2 })).toMatch(/ 2x\b/)
    expect(text(422, { error: 'minimal_price', value: 5000 })).toContain('5000 Kč')
    expect(text(422, { error: 'quantity_per_user_limit' })).not.toMatch(/\{|x$/)
  })

  it('ignores a value of the wrong type', () => {
    expect(voucherErrorMessage(422, { error: 'minimal_price', value: '5000' }, formatMinimum)).toEqual({ message: 'voucher.failed' })
  })
})
