// Spec §9 "the currency filter shows whole numbers", where the shop uses it (docs/decisions.md).
// Apart from price.ts so that pages showing prices do not carry it.
import { formatPrice, type PriceCurrency } from './price.js'

/**
 * The currency filter (§9: whole numbers) for a threshold: the minimum cart value of a voucher
 * (§8 minimal_price). The spec names no place for the filter; a threshold is the one amount the
 * shop shows that is not a price to pay (docs/decisions.md). It is rounded **up**, after rounding
 * to the currency's own decimals, so that a cart below the minimum never reads as reaching it
 * (5 000 Kč at 0.0398 → € 199; 3 000 Kč → € 119.40 → € 120).
 */
export function formatMinimum(amountCzk: number, currency: PriceCurrency): string {
  const exact = Number((amountCzk * currency.rate).toFixed(currency.decimals ?? 2))
  return formatPrice(Math.ceil(exact), currency, { converted: true, whole: true })
}
