// Spec §9 price formatting: thousands separated by a space, decimal comma, decimals from the
// currency (default 2), converted by the currency's rate unless the amount is already converted;
// the currency filter (`whole`; currencyFilter.ts) shows whole numbers. Amounts of the API are CZK
// (rate 1). The spaces are non-breaking so that "2 900 Kč" never wraps inside the amount.
export type PriceCurrency = { code: string; symbolBefore: string | null; symbolAfter: string | null; decimals?: number; rate: number }

export type PriceOptions = {
  /** The amount is in `currency` already (e.g. a total the API converted): no rate applied. */
  converted?: boolean
  /** The currency filter: whole numbers, whatever the currency's decimals. */
  whole?: boolean
}

const NBSP = '\u00a0'

/** `2900` → `2 900`, `1234.5` with 2 decimals → `1 234,50` (non-breaking spaces). */
export function groupAmount(amount: number, decimals: number): string {
  const negative = amount < 0
  const [whole = '0', fraction] = Math.abs(amount).toFixed(decimals).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP)
  const text = fraction ? `${grouped},${fraction}` : grouped
  return negative && /[1-9]/.test(text) ? `-${text}` : text
}

export function formatPrice(amount: number, currency: PriceCurrency, { converted = false, whole = false }: PriceOptions = {}): string {
  const value = converted ? amount : amount * currency.rate
  const decimals = whole ? 0 : (currency.decimals ?? 2)
  return [currency.symbolBefore, groupAmount(value, decimals), currency.symbolAfter].filter(Boolean).join(NBSP)
}

/**
 * A catalogue price (an amount in `source`, the API's prices are CZK) in the visitor's currency,
 * or null when it cannot be converted here: only CZK amounts have a rate (the list's rates are
 * from CZK), and an amount already in the chosen currency needs none.
 */
export function formatInCurrency(amount: number, source: string, currency: PriceCurrency): string | null {
  if (source === currency.code) return formatPrice(amount, currency, { converted: true })
  if (source === 'CZK') return formatPrice(amount, currency)
  return null
}
