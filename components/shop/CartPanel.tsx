// The cart panel (spec §4): after a cart change it slides in with an "added" notice and both
// hide after 3333 ms (shopStore) — but not while the pointer is over the panel or keyboard focus
// is inside it (WCAG 2.2.1): then they hide 3333 ms after the visitor leaves. Not modal: the page
// stays usable. The notice is announced (role=status); Escape or the close button closes the
// panel, and focus inside it goes back to where it came from when it closes.
import { useLayoutEffect, useRef } from 'react'
import { path } from '../../shared/config/routes.js'
import { shop, useShop } from '../../client/shop/shop.js'
import { useAppStore } from '../../client/store.js'
import { formatPrice } from '../../client/shop/price.js'
import { useLocale, useT } from '../../shared/locales/intl.js'
import './shop.css'

export function CartPanel() {
  const t = useT()
  const locale = useLocale()
  const open = useShop((s) => s.panelOpen)
  const notice = useShop((s) => s.notice)
  const cart = useShop((s) => s.cart)
  const currency = useAppStore((s) => s.variables.currency)
  const ref = useRef<HTMLElement>(null)
  const returnTo = useRef<Element | null>(null)

  // A layout effect: focus inside the panel must move back before the browser drops it with the hidden panel.
  useLayoutEffect(() => {
    if (open) {
      returnTo.current = document.activeElement
      const onKey = (e: KeyboardEvent) => {
        if (e.key === 'Escape') shop.closePanel()
      }
      document.addEventListener('keydown', onKey)
      return () => document.removeEventListener('keydown', onKey)
    }
    // Closing: focus that was inside the panel returns to the button that opened it.
    if (ref.current?.contains(document.activeElement) && returnTo.current instanceof HTMLElement) returnTo.current.focus()
    return undefined
  }, [open])

  return (
    <>
      <p className="visually-hidden" role="status">
        {notice ? t('cart.added', { name: notice.name }) : ''}
      </p>
      <aside
        ref={ref}
        className={open ? 'cart-panel is-open' : 'cart-panel'}
        aria-labelledby="cart-panel-title"
        hidden={!open}
        data-testid="cart-panel"
        onPointerEnter={() => shop.holdPanel('hover', true)}
        onPointerLeave={() => shop.holdPanel('hover', false)}
        onFocus={() => shop.holdPanel('focus', true)}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget)) shop.holdPanel('focus', false)
        }}
      >
        <div className="cart-panel__head">
          <h2 id="cart-panel-title">{t('cart.panel_title')}</h2>
          <button type="button" className="cart-panel__close" onClick={() => shop.closePanel()} aria-label={t('cart.close')}>
            ×
          </button>
        </div>
        {notice && (
          <p className="cart-panel__notice" data-testid="cart-notice">
            {t('cart.added', { name: notice.name })}
          </p>
        )}
        {cart && cart.items.length > 0 ? (
          <>
            <ul className="cart-panel__lines">
              {cart.items.map((l) => (
                <li key={l.id}>
                  <span>
                    {l.product.name}
                    {l.variant ? ` (${l.variant.name})` : ''}
                  </span>
                  <span>
                    {l.quantity} × {formatPrice(l.product.price, currency)}
                  </span>
                </li>
              ))}
            </ul>
            <p className="cart-panel__total">
              {t('cart.total')}: <strong>{formatPrice(cart.total.total, currency)}</strong>
            </p>
          </>
        ) : (
          <p>{t('cart.empty')}</p>
        )}
        <a className="button" href={path('cart', locale)}>
          {t('cart.go_to_cart')}
        </a>
      </aside>
    </>
  )
}
