// Spec §9 price formatting: thousands separated by a space, decimal comma, decimals from the
// currency (CZK: none, symbol "Kč" after the amount). The spaces are non-breaking so that
// "2 900 Kč" never wraps inside the amount or before the symbol. One implementation with the
// shop's prices (client/shop/price.ts): the content's Money in its own currency, no rate.
import { constants } from '../../shared/config/constants.js'
import type { Money } from '../../content-pipeline/schemas/common.js'
import { formatPrice, groupAmount } from '../../client/shop/price.js'

type CurrencyFormat = { symbolBefore: string | null; symbolAfter: string | null; decimals: number }

const currencyFormats: Record<Money['currency'], CurrencyFormat> = {
  CZK: { symbolBefore: null, symbolAfter: constants.defaultCurrency.symbolAfter, decimals: constants.defaultCurrency.decimals },
  EUR: { symbolBefore: null, symbolAfter: '€', decimals: 2 },
}

/** `2900` → `2 900`, `1234.5` with 2 decimals → `1 234,50` (non-breaking spaces). */
export const formatAmount = groupAmount

/** The amount with its currency symbol: `2 900 Kč`, `150,00 €`. */
export function formatMoney(amount: number, currency: Money['currency']): string {
  return formatPrice(amount, { code: currency, rate: 1, ...currencyFormats[currency] }, { converted: true })
}
