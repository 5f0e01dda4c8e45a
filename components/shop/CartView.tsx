// The cart page's content (issue 10): lines with quantity and removal, totals, vouchers, the
// currency switch, and the "continue" step the API contract names (docs/content-api.md: an order
// is created from the cart by POST /api/order/create/{cartId}; not part of the site yet).
import { useEffect, useId, useState, type FormEvent } from 'react'
import { shop, useShop } from '../../client/shop/shop.js'
import { formatPrice } from '../../client/shop/price.js'
import { applyRememberedCurrency } from '../../client/shop/rememberedCurrency.js'
import { useAppStore } from '../../client/store.js'
import type { CartLine } from '../../client/shop/cartApi.js'
import { useT } from '../../shared/locales/intl.js'
import { CurrencyPicker } from './CurrencyPicker.js'
import './shop.css'

function lineName(l: CartLine) {
  return l.variant ? `${l.product.name} (${l.variant.name})` : l.product.name
}

function Quantity({ line }: { line: CartLine }) {
  const t = useT()
  const [value, setValue] = useState(String(line.quantity))
  useEffect(() => setValue(String(line.quantity)), [line.quantity])
  const commit = (raw: string) => {
    const quantity = Math.max(0, Math.min(99, Math.round(Number(raw))))
    if (!Number.isFinite(quantity) || quantity === line.quantity) return setValue(String(line.quantity))
    void shop.setLine({ id: line.product.id, variantId: line.variant?.id ?? null, note: line.note, quantity })
  }
  // A stepper in the site's design (issue 11): − and + around the number field, whose browser
  // spin buttons shop.css hides; typing a number (Enter or leaving the field) still works.
  const name = lineName(line)
  return (
    <div className="stepper">
      <button type="button" className="stepper__button" aria-label={t('cart.less', { name })} disabled={line.quantity <= 0} onClick={() => commit(String(line.quantity - 1))}>
        −
      </button>
      <input
        className="stepper__input"
        type="number"
        min={0}
        max={99}
        inputMode="numeric"
        aria-label={t('cart.quantity', { name })}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onBlur={(e) => commit(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit(e.currentTarget.value)
        }}
      />
      <button type="button" className="stepper__button" aria-label={t('cart.more', { name })} disabled={line.quantity >= 99} onClick={() => commit(String(line.quantity + 1))}>
        +
      </button>
    </div>
  )
}

/** One field whose errors are the §8 snackbars (shop.addVoucher): React state, no form library. */
function VoucherForm() {
  const t = useT()
  const id = useId()
  const [code, setCode] = useState('')
  const [submitting, setSubmitting] = useState(false)
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const trimmed = code.trim()
    if (!trimmed || submitting) return
    setSubmitting(true)
    try {
      if (await shop.addVoucher(trimmed)) setCode('')
    } finally {
      setSubmitting(false)
    }
  }
  return (
    <form onSubmit={(e) => void submit(e)}>
      <div className="field">
        <label htmlFor={id}>{t('voucher.label')}</label>
        <input id={id} name="code" value={code} onChange={(e) => setCode(e.target.value)} required autoComplete="off" />
      </div>
      <button type="submit" className="button" disabled={submitting}>
        {t('voucher.apply')}
      </button>
    </form>
  )
}

/** The last step the site shows: what comes next is the CMS's order call, named here. */
function ContinueStep({ cartId, empty }: { cartId: number; empty: boolean }) {
  const t = useT()
  const [shown, setShown] = useState(false)
  return (
    <>
      <button type="button" className="button" disabled={empty} aria-expanded={shown} aria-controls="cart-continue-note" onClick={() => setShown(true)}>
        {t('cart.continue')}
      </button>
      <p id="cart-continue-note" hidden={!shown} data-testid="cart-continue-note">
        {t('cart.continue_note', { id: cartId })}
      </p>
    </>
  )
}

export function CartView() {
  const t = useT()
  const cart = useShop((s) => s.cart)
  const loading = useShop((s) => s.loading)
  const currency = useAppStore((s) => s.variables.currency)
  const money = (amount: number) => formatPrice(amount, currency)
  // The cart, and the currency the visitor chose on an earlier page (its list loads only then).
  useEffect(() => {
    void shop.load()
    void applyRememberedCurrency()
  }, [])

  if (!cart) return <p role="status">{loading ? t('cart.loading') : t('cart.load_failed')}</p>
  return (
    <div className="cart-view" aria-busy={loading || undefined}>
      {cart.items.length === 0 ? (
        <p>{t('cart.empty')}</p>
      ) : (
        <table className="cart-table">
          <thead>
            <tr>
              <th scope="col">{t('cart.product')}</th>
              <th scope="col" className="num">
                {t('cart.unit_price')}
              </th>
              <th scope="col">{t('cart.quantity_col')}</th>
              <th scope="col" className="num">
                {t('cart.line_total')}
              </th>
              <th scope="col">
                <span className="visually-hidden">{t('cart.remove_col')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {cart.items.map((l) => (
              <tr key={l.id} data-product={l.product.id}>
                <th scope="row">{lineName(l)}</th>
                <td className="num">{money(l.product.price)}</td>
                <td>
                  <Quantity line={l} />
                </td>
                <td className="num" data-testid="line-total">
                  {money(l.product.price * l.quantity)}
                </td>
                <td>
                  <button type="button" className="link-button" onClick={() => void shop.setLine({ id: l.product.id, variantId: l.variant?.id ?? null, note: l.note, quantity: 0 })}>
                    {t('cart.remove', { name: lineName(l) })}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {cart.vouchers.length > 0 && (
        <section aria-labelledby="cart-vouchers-title">
          <h2 id="cart-vouchers-title">{t('voucher.applied')}</h2>
          <ul className="cart-vouchers">
            {cart.vouchers.map((v) => (
              <li key={v.id} data-voucher={v.code}>
                {v.name} ({v.code}): −{money(v.discount)}{' '}
                <button type="button" className="link-button" onClick={() => void shop.removeVoucher(v.id)}>
                  {t('voucher.remove', { code: v.code })}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <dl className="cart-totals" data-testid="cart-totals">
        <dt>{t('cart.items_total')}</dt>
        <dd>{money(cart.total.items)}</dd>
        <dt>{t('cart.discount')}</dt>
        <dd>{money(cart.total.discount)}</dd>
        <dt>{t('cart.total')}</dt>
        <dd data-testid="cart-total">
          <strong>{money(cart.total.total)}</strong>
        </dd>
      </dl>
      <div className="cart-tools">
        <VoucherForm />
        {/* As beside the other prices: the list of currencies loads when the visitor asks for it. */}
        <CurrencyPicker />
      </div>
      <section className="cart-continue" aria-labelledby="cart-continue-title">
        <h2 id="cart-continue-title">{t('cart.continue_title')}</h2>
        <ContinueStep cartId={cart.id} empty={cart.items.length === 0} />
      </section>
    </div>
  )
}
