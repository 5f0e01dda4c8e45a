// Spec §8 "Voucher add": which message a failed voucher call shows (a danger snackbar; the cart
// reloads in every case). The API answers `{ error, value? }` (docs/content-api.md, voucher errors).
import { is, number, optional, string, type } from 'superstruct'
import type { MessageKey } from '../../shared/locales/catalogs.js'

export type VoucherMessage = { message: MessageKey; values?: Record<string, string | number> }

const VoucherError = type({ error: string(), value: optional(number()) })

/**
 * `formatMinimum` formats the minimum cart value (CZK) in the visitor's currency with the §9
 * currency filter (whole numbers, currencyFilter.ts `formatMinimum`), as the minimal_price message shows it.
 */
export function voucherErrorMessage(status: number, body: unknown, formatMinimum: (amount: number) => string): VoucherMessage {
  const answer = is(body, VoucherError) ? body : null
  const code = answer?.error ?? null
  const value = answer?.value
  if (status === 404 || code === 'not_exists' || code === 'service_type') return { message: 'voucher.not_exists' }
  switch (code) {
    case 'quantity_per_user_limit':
      return value === undefined ? { message: 'voucher.usage_limit' } : { message: 'voucher.usage_limit_value', values: { value: `${value}x` } }
    case 'voucher_is_already_added':
    case 'user_check':
      return { message: 'voucher.already_added' }
    case 'quantity':
    case 'active_from':
    case 'active_to':
      return { message: 'voucher.not_available' }
    case 'minimal_price':
      return value === undefined ? { message: 'voucher.minimal_price' } : { message: 'voucher.minimal_price_value', values: { value: formatMinimum(value) } }
    default:
      return { message: 'voucher.failed' }
  }
}
