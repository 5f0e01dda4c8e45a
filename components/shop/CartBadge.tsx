// The header's link to the cart with the count of the last loaded cart (always loaded, tiny).
import { useEffect } from 'react'
import { path } from '../../config/routes.js'
import { readCartCount, useCartCount } from '../../client/shop/badge.js'
import { useLocale, useT } from '../../renderer/intl.js'

export function CartBadge() {
  const t = useT()
  const locale = useLocale()
  const count = useCartCount()
  useEffect(() => { readCartCount() }, [])
  return (
    <a className="cart-badge" href={path('cart', locale)} aria-label={count ? t('cart.badge', { count }) : t('cart.badge_empty')}>
      <span aria-hidden="true">🛒</span>
      {count ? <span className="cart-badge__count" aria-hidden="true">{count}</span> : null}
    </a>
  )
}
