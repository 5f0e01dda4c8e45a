// Spec §9 price formatting: thousands separated by a space, decimal comma, decimals from the
// currency (CZK: none, symbol "Kč" after the amount). The spaces are non-breaking so that
// "2 900 Kč" never wraps inside the amount or before the symbol.
import { constants } from '../../config/constants.js'
import type { Money } from '../../content-pipeline/schemas/common.js'

type CurrencyFormat = { symbolBefore: string | null; symbolAfter: string | null; decimals: number }

const NBSP = '\u00a0'

const currencyFormats: Record<Money['currency'], CurrencyFormat> = {
  CZK: { symbolBefore: null, symbolAfter: constants.defaultCurrency.symbolAfter, decimals: constants.defaultCurrency.decimals },
  EUR: { symbolBefore: null, symbolAfter: '€', decimals: 2 },
}

/** `2900` → `2 900`, `1234.5` with 2 decimals → `1 234,50` (non-breaking spaces). */
export function formatAmount(amount: number, decimals: number): string {
  const [whole = '0', fraction] = amount.toFixed(decimals).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP)
  return fraction ? `${grouped},${fraction}` : grouped
}

/** The amount with its currency symbol: `2 900 Kč`, `150,00 €`. */
export function formatMoney(amount: number, currency: Money['currency']): string {
  const f = currencyFormats[currency]
  const value = formatAmount(amount, f.decimals)
  return [f.symbolBefore, value, f.symbolAfter].filter(Boolean).join(NBSP)
}
