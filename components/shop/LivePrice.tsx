// A catalogue price that follows the visitor's currency (spec §4, §9): pre-rendered in the
// amount's own currency (CZK for the API's prices), the same text at hydration, then converted
// by the chosen currency's rate, live when the currency switch changes. An amount in another
// currency than CZK is converted only into that same currency (the list's rates are from CZK).
import { useEffect } from 'react'
import type { Money } from '../../content-pipeline/schemas/common.js'
import { formatInCurrency } from '../../client/shop/price.js'
import { applyRememberedCurrency } from '../../client/shop/rememberedCurrency.js'
import { useAppStore } from '../../client/store.js'
import { formatMoney } from '../content/format.js'

export function LivePrice({ amount, currency = 'CZK' }: { amount: number; currency?: Money['currency'] }) {
  const chosen = useAppStore((s) => s.variables.currency)
  useEffect(() => {
    void applyRememberedCurrency()
  }, [])
  return (
    <span data-price={amount} data-currency={currency}>
      {formatInCurrency(amount, currency, chosen) ?? formatMoney(amount, currency)}
    </span>
  )
}
