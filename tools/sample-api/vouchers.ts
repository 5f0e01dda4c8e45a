// Sample vouchers: two that work and one per error code of §8, so the client's handling of each
// code can be exercised. The checks run in the order a real e-shop backend would run them.
export type VoucherDef = {
  id: number
  code: string
  name: { cs: string; en: string }
  serviceType: 'eshop' | 'app'
  discount: { kind: 'percent' | 'amount'; value: number }
  activeFrom?: string
  activeTo?: string
  /** Vouchers left in stock. */
  remaining?: number
  /** How many times one customer may use it, and how many times every customer already has. */
  perUserLimit?: { limit: number; usedByEveryone: number }
  /** Already redeemed by this customer (stands in for a check against the order history). */
  redeemedByCustomer?: boolean
  minimalPrice?: number
}

export const vouchers: readonly VoucherDef[] = [
  { id: 1, code: 'VITEJTE10', name: { cs: 'Sleva 10 % pro nové zákazníky', en: '10% off for new customers' }, serviceType: 'eshop', discount: { kind: 'percent', value: 10 } },
  {
    id: 2,
    code: 'MINIMUM5000',
    name: { cs: 'Sleva 1 000 Kč od 5 000 Kč', en: 'CZK 1,000 off orders from CZK 5,000' },
    serviceType: 'eshop',
    discount: { kind: 'amount', value: 1000 },
    minimalPrice: 5000,
  },
  { id: 3, code: 'APLIKACE', name: { cs: 'Sleva v mobilní aplikaci', en: 'Mobile app discount' }, serviceType: 'app', discount: { kind: 'percent', value: 15 } },
  { id: 4, code: 'LIMIT2', name: { cs: 'Věrnostní sleva', en: 'Loyalty discount' }, serviceType: 'eshop', discount: { kind: 'percent', value: 5 }, perUserLimit: { limit: 2, usedByEveryone: 2 } },
  { id: 5, code: 'UPLATNENO', name: { cs: 'Jednorázová sleva', en: 'One-off discount' }, serviceType: 'eshop', discount: { kind: 'amount', value: 300 }, redeemedByCustomer: true },
  { id: 6, code: 'VYPRODANO', name: { cs: 'Limitovaná sleva', en: 'Limited discount' }, serviceType: 'eshop', discount: { kind: 'percent', value: 20 }, remaining: 0 },
  { id: 7, code: 'OD2099', name: { cs: 'Budoucí akce', en: 'Future promotion' }, serviceType: 'eshop', discount: { kind: 'percent', value: 10 }, activeFrom: '2099-01-01T00:00:00Z' },
  { id: 8, code: 'DO2020', name: { cs: 'Skončená akce', en: 'Expired promotion' }, serviceType: 'eshop', discount: { kind: 'percent', value: 10 }, activeTo: '2020-12-31T23:59:59Z' },
]

export type VoucherError =
  | { status: 404; error: 'not_exists' }
  | { status: 422; error: 'service_type' | 'voucher_is_already_added' | 'user_check' | 'quantity' | 'active_from' | 'active_to' }
  | { status: 422; error: 'quantity_per_user_limit' | 'minimal_price'; value: number }

export function findVoucher(code: string): VoucherDef | undefined {
  const wanted = code.trim().toUpperCase()
  return vouchers.find((v) => v.code === wanted)
}

/** Why `code` cannot be added to a cart (null: it can). */
export function checkVoucher(code: string, input: { serviceType: string; appliedIds: readonly number[]; subtotal: number; now: number }): { voucher: VoucherDef } | VoucherError {
  const v = findVoucher(code)
  if (!v) return { status: 404, error: 'not_exists' }
  if (v.serviceType !== input.serviceType) return { status: 422, error: 'service_type' }
  if (input.appliedIds.includes(v.id)) return { status: 422, error: 'voucher_is_already_added' }
  if (v.redeemedByCustomer) return { status: 422, error: 'user_check' }
  if (v.activeFrom && Date.parse(v.activeFrom) > input.now) return { status: 422, error: 'active_from' }
  if (v.activeTo && Date.parse(v.activeTo) < input.now) return { status: 422, error: 'active_to' }
  if (v.remaining !== undefined && v.remaining <= 0) return { status: 422, error: 'quantity' }
  if (v.perUserLimit && v.perUserLimit.usedByEveryone >= v.perUserLimit.limit) {
    return { status: 422, error: 'quantity_per_user_limit', value: v.perUserLimit.limit }
  }
  if (v.minimalPrice !== undefined && input.subtotal < v.minimalPrice) return { status: 422, error: 'minimal_price', value: v.minimalPrice }
  return { voucher: v }
}

export function discountOf(v: VoucherDef, subtotal: number): number {
  const raw = v.discount.kind === 'percent' ? Math.round((subtotal * v.discount.value) / 100) : v.discount.value
  return Math.min(raw, subtotal)
}
