// The cart area of the store (spec §3 "Store areas", §4 "Cart"): which cart, the panel and the
// "added" notice. Login state decides between the user's cart and the guest cart (its tempId in a
// cookie for 1,209,600 s); a user without a cart gets one. After every change the cart reloads,
// and the panel and the notice show for 3333 ms — longer while the visitor hovers or focuses
// the panel (WCAG 2.2.1). Failures show a danger snackbar (§8).
// A factory with its dependencies, so the rules are tested without a browser.
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { Locale } from '../../shared/config/locales.js'
import type { MessageKey } from '../../shared/locales/catalogs.js'
import { HttpError } from '../api.js'
import type { AlertType } from '../store.js'
import type { Cart, CartLine, LinePut, ShopCalls } from './cartApi.js'

export type Notice = { name: string; quantity: number }
/** What keeps the panel open past its delay: the pointer over it, or keyboard focus inside it. */
export type PanelHold = 'hover' | 'focus'

export type ShopState = {
  cart: Cart | null
  loading: boolean
  panelOpen: boolean
  notice: Notice | null
}

export type ShopDeps = {
  calls: ShopCalls
  locale(): Locale
  loggedIn(): boolean
  tempId: { read(): string | null; write(tempId: string): void }
  alert(type: AlertType, message: MessageKey, values?: Record<string, string | number>): void
  track(line: CartLine): void
  formatMinimum(amount: number): string
  onCart?(cart: Cart): void
  hideMs: number
}

export type Shop = ReturnType<typeof createShop>

// eslint-disable-next-line max-lines-per-function -- one zustand store: its actions share the store's state and the cart calls through one closure; split, they would pass both around
export function createShop(deps: ShopDeps) {
  const store: StoreApi<ShopState> = createStore<ShopState>()(() => ({ cart: null, loading: false, panelOpen: false, notice: null }))
  let hideTimer: ReturnType<typeof setTimeout> | null = null
  const holds = new Set<PanelHold>()
  let pending: Promise<Cart | null> | null = null

  function setCart(cart: Cart) {
    store.setState({ cart })
    deps.onCart?.(cart)
  }

  async function fetchCart(): Promise<Cart | null> {
    const locale = deps.locale()
    if (deps.loggedIn()) {
      let carts: Cart[]
      try {
        carts = await deps.calls.userCarts(locale)
      } catch {
        deps.alert('danger', 'cart.load_failed')
        return null
      }
      const first = carts[0]
      if (first) return first
      try {
        return await deps.calls.createCart(locale)
      } catch {
        deps.alert('danger', 'cart.create_failed')
        return null
      }
    }
    try {
      const cart = await deps.calls.anonymousCart(locale, deps.tempId.read())
      if (cart.tempId) deps.tempId.write(cart.tempId)
      return cart
    } catch {
      deps.alert('danger', 'cart.load_failed')
      return null
    }
  }

  /** (Re)loads the cart of the current login state; concurrent calls share one request. */
  function load(): Promise<Cart | null> {
    pending ??= (async () => {
      store.setState({ loading: true })
      try {
        const cart = await fetchCart()
        if (cart) setCart(cart)
        return cart
      } finally {
        store.setState({ loading: false })
        pending = null
      }
    })()
    return pending
  }

  async function ensureCart(): Promise<Cart | null> {
    return store.getState().cart ?? (await load())
  }

  function stopHideTimer() {
    if (hideTimer) clearTimeout(hideTimer)
    hideTimer = null
  }

  function startHideTimer() {
    stopHideTimer()
    hideTimer = setTimeout(() => {
      hideTimer = null
      holds.clear()
      store.setState({ panelOpen: false, notice: null })
    }, deps.hideMs)
  }

  function showPanel(notice: Notice | null) {
    store.setState({ panelOpen: true, notice })
    if (holds.size === 0) startHideTimer()
    else stopHideTimer()
  }

  /**
   * WCAG 2.2.1 (timing adjustable): while the visitor's pointer is over the panel or keyboard
   * focus is inside it, the §4 auto-hide waits; it hides `hideMs` after both have left.
   */
  function holdPanel(reason: PanelHold, on: boolean) {
    if (on) {
      if (!store.getState().panelOpen) return
      holds.add(reason)
      stopHideTimer()
    } else if (holds.delete(reason) && holds.size === 0 && store.getState().panelOpen) {
      startHideTimer()
    }
  }

  /** Sets a line's quantity (0 removes it): PUT, analytics, reload, panel and notice. */
  async function setLine(line: LinePut): Promise<boolean> {
    const cart = await ensureCart()
    if (!cart) return false
    let answer: CartLine
    try {
      answer = await deps.calls.putLine(cart.id, line)
    } catch {
      deps.alert('danger', 'cart.add_failed')
      await load()
      return false
    }
    deps.track(answer)
    await load()
    showPanel(answer.quantity > 0 ? { name: answer.variant ? `${answer.product.name} (${answer.variant.name})` : answer.product.name, quantity: answer.quantity } : null)
    return true
  }

  /** "Add to cart": one more of the product (and variant) than the cart holds. */
  async function add(productId: number, variantId: number | null): Promise<boolean> {
    const cart = await ensureCart()
    if (!cart) return false
    const current = cart.items.find((l) => l.product.id === productId && (l.variant?.id ?? null) === variantId)
    return setLine({ id: productId, variantId, note: current?.note ?? null, quantity: Math.min(99, (current?.quantity ?? 0) + 1) })
  }

  /** §8: every failure has its message; the cart reloads in every case. */
  async function addVoucher(code: string, guestEmail: string | null = null): Promise<boolean> {
    const cart = await ensureCart()
    if (!cart) return false
    try {
      await deps.calls.addVoucher(cart.id, code.trim(), guestEmail)
      deps.alert('success', 'voucher.added')
      return true
    } catch (error) {
      // Which message: loaded when a voucher is refused, not with the cart.
      const { message, values } =
        error instanceof HttpError ? (await import('./voucherErrors.js')).voucherErrorMessage(error.status, error.body, deps.formatMinimum) : { message: 'voucher.failed' as const, values: undefined }
      deps.alert('danger', message, values)
      return false
    } finally {
      await load()
    }
  }

  async function removeVoucher(voucherId: number): Promise<boolean> {
    const cart = await ensureCart()
    if (!cart) return false
    try {
      await deps.calls.deleteVoucher(cart.id, voucherId)
      return true
    } catch {
      deps.alert('danger', 'voucher.remove_failed')
      return false
    } finally {
      await load()
    }
  }

  /** Login or logout (§4): the other cart is loaded. */
  async function switchUser(): Promise<Cart | null> {
    store.setState({ cart: null })
    return load()
  }

  function closePanel() {
    stopHideTimer()
    holds.clear()
    store.setState({ panelOpen: false, notice: null })
  }

  return { store, load, ensureCart, add, setLine, addVoucher, removeVoucher, switchUser, showPanel, holdPanel, closePanel }
}
