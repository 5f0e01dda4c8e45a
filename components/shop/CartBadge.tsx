// The header's link to the cart with the count of the last loaded cart (always loaded, tiny).
import { useEffect } from 'react'
import { path } from '../../shared/config/routes.js'
import { readCartCount, useCartCount } from '../../client/shop/cartCount.js'
import { useLocale, useT } from '../../shared/locales/intl.js'

export function CartBadge() {
  const t = useT()
  const locale = useLocale()
  const count = useCartCount()
  useEffect(() => {
    readCartCount()
  }, [])
  return (
    <a className="cart-badge" href={path('cart', locale)} aria-label={count ? t('cart.badge', { count }) : t('cart.badge_empty')}>
      {/* An icon of our own: an emoji depends on the visitor's fonts (a box where there is none). */}
      <svg className="cart-badge__icon" aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="9" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
        <path d="M2 3h3l2.4 11.2a2 2 0 0 0 2 1.6h8.2a2 2 0 0 0 2-1.5L22 7H6" />
      </svg>
      {count ? (
        <span className="cart-badge__count" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </a>
  )
}
