// "Add to cart" (issue 10) on seminar details and the publications page. The shop code loads
// when the visitor uses the button (dynamic import), not with the page.
import { useId, useRef, useState } from 'react'
import { loadShop } from '../../client/shop/badge.js'
import { useT } from '../../shared/locales/intl.js'

export type Variant = { id: number; name: string }

export function AddToCart({ productId, name, variants = [] }: { productId: number; name: string; variants?: Variant[] }) {
  const t = useT()
  const id = useId()
  const [variantId, setVariantId] = useState<number | null>(variants[0]?.id ?? null)
  const [busy, setBusy] = useState(false)
  const running = useRef(false)
  return (
    <div className="add-to-cart">
      {variants.length > 0 && (
        // A segmented choice in the site's design: native radios (keyboard, forms, screen
        // readers), drawn by shop.css; the group is named by the legend, with the product's name.
        <fieldset className="add-to-cart__variants">
          <legend className="add-to-cart__legend">
            {t('publications.format')}
            <span className="visually-hidden">: {name}</span>
          </legend>
          <div className="segmented">
            {variants.map((v) => (
              <label key={v.id} className="segmented__option" htmlFor={`${id}-${v.id}`}>
                <input className="segmented__input" id={`${id}-${v.id}`} type="radio" name={`${id}-variant`} value={v.id} checked={variantId === v.id} onChange={() => setVariantId(v.id)} />
                <span className="segmented__label">{v.name}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <button
        type="button"
        className="button"
        data-product={productId}
        aria-busy={busy || undefined}
        // Not `disabled` while busy: a disabled button drops the keyboard focus to the page's
        // start, and the cart panel returns focus to where it was when it opened.
        aria-disabled={busy || undefined}
        onClick={async () => {
          if (running.current) return
          running.current = true
          setBusy(true)
          try {
            const { shop } = await loadShop()
            await shop.add(productId, variantId)
          } finally {
            running.current = false
            setBusy(false)
          }
        }}
      >
        {busy ? t('cart.adding') : t('cart.add')}
      </button>
    </div>
  )
}
