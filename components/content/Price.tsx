// A seminar's price (spec §9 formatting): "2 900 Kč bez DPH", or "Zdarma" when it costs nothing.
// Pre-rendered in its own currency; in the browser it follows the visitor's currency (LivePrice).
import type { Money } from '../../content-pipeline/schemas/common.js'
import { useT } from '../../shared/locales/intl.js'
import { LivePrice } from '../shop/LivePrice.js'

export function Price({ price }: { price: Money }) {
  const t = useT()
  if (price.amount === 0) return <>{t('seminar.free')}</>
  return (
    <>
      <LivePrice amount={price.amount} currency={price.currency} /> {t(price.vat_included ? 'seminar.incl_vat' : 'seminar.excl_vat')}
    </>
  )
}
