import { describe, expect, it } from 'vitest'
import { formatMinimum } from './currencyFilter.js'
import { formatInCurrency, formatPrice, type PriceCurrency } from './price.js'

const czk: PriceCurrency = { code: 'CZK', symbolBefore: null, symbolAfter: 'Kč', decimals: 0, rate: 1 }
const eur: PriceCurrency = { code: 'EUR', symbolBefore: '€', symbolAfter: null, decimals: 2, rate: 0.0398 }
const noDecimals: PriceCurrency = { code: 'XYZ', symbolBefore: null, symbolAfter: 'X', rate: 1 }
const s = (text: string) => text.replace(/\u00a0/g, ' ')

describe('formatPrice (spec §9)', () => {
  it.each([
    ['CZK', 0, czk, {}, '0 Kč'],
    ['CZK', 890, czk, {}, '890 Kč'],
    ['CZK thousands', 2900, czk, {}, '2 900 Kč'],
    ['CZK millions', 1234567, czk, {}, '1 234 567 Kč'],
    ['CZK rounds to whole crowns', 2489.6, czk, {}, '2 490 Kč'],
    ['EUR converted by the rate, 2 decimals, decimal comma', 2900, eur, {}, '€ 115,42'],
    ['EUR thousands', 100000, eur, {}, '€ 3 980,00'],
    ['EUR already converted: no rate', 115.42, eur, { converted: true }, '€ 115,42'],
    ['EUR already converted, thousands', 1234.5, eur, { converted: true }, '€ 1 234,50'],
    ['currency filter: whole numbers', 2900, eur, { whole: true }, '€ 115'],
    ['currency filter on CZK', 2900, czk, { whole: true }, '2 900 Kč'],
    ['decimals default to 2', 12.5, noDecimals, {}, '12,50 X'],
    ['a discount', -498, czk, {}, '-498 Kč'],
  ] as const)('%s', (_name, amount, currency, options, want) => {
    expect(s(formatPrice(amount, currency, options))).toBe(want)
  })

  it('keeps the amount and symbol together with non-breaking spaces', () => {
    expect(formatPrice(2900, czk)).toBe('2\u00a0900\u00a0Kč')
  })
})

describe('formatMinimum: the currency filter on a minimum cart value (spec §8, §9)', () => {
  it.each([
    ['CZK', 5000, czk, '5 000 Kč'],
    ['EUR: whole euros, exact', 5000, eur, '€ 199'],
    ['EUR: rounded up, never below the minimum (119,40)', 3000, eur, '€ 120'],
    ['a float error (200 × 0.035 = 7.000000000000001) does not add a euro', 200, { ...eur, rate: 0.035 }, '€ 7'],
    ['a currency without decimals given', 1234, noDecimals, '1 234 X'],
  ] as const)('%s', (_name, amount, currency, want) => {
    expect(s(formatMinimum(amount, currency))).toBe(want)
  })
})

describe('formatInCurrency: a catalogue price in the chosen currency (§9)', () => {
  it('converts CZK by the rate, keeps an amount already in the chosen currency, refuses the rest', () => {
    expect(s(formatInCurrency(890, 'CZK', czk)!)).toBe('890 Kč')
    expect(s(formatInCurrency(890, 'CZK', eur)!)).toBe('€ 35,42')
    expect(s(formatInCurrency(150, 'EUR', eur)!)).toBe('€ 150,00')
    expect(formatInCurrency(150, 'EUR', czk)).toBeNull()
  })
})
