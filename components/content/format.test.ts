import { describe, expect, it } from 'vitest'
import { formatAmount, formatMoney } from './format.js'

const sp = (s: string) => s.replace(/ /g, '\u00a0')

describe('formatAmount', () => {
  it('groups thousands with a non-breaking space', () => {
    expect(formatAmount(2900, 0)).toBe(sp('2 900'))
    expect(formatAmount(1234567, 0)).toBe(sp('1 234 567'))
    expect(formatAmount(990, 0)).toBe('990')
    expect(formatAmount(0, 0)).toBe('0')
  })
  it('uses a decimal comma and the given decimals', () => {
    expect(formatAmount(1234.5, 2)).toBe(sp('1 234,50'))
    expect(formatAmount(2899.6, 0)).toBe(sp('2 900'))
  })
})

describe('formatMoney', () => {
  it('puts the CZK symbol after a whole amount', () => {
    expect(formatMoney(2900, 'CZK')).toBe(sp('2 900 Kč'))
  })
  it('shows EUR with two decimals', () => {
    expect(formatMoney(150, 'EUR')).toBe(sp('150,00 €'))
  })
})
