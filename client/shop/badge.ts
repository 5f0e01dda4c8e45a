// The always-loaded part of the shop: the header's cart count. The shop code (loaded on intent)
// writes the count of the last cart it loaded; the badge reads it from localStorage on every page.
import { createStore } from 'zustand/vanilla'
import { useStore } from 'zustand'

const KEY = 'shop.cartCount'
export const cartCount = createStore<{ count: number | null }>()(() => ({ count: null }))

export function readCartCount(): void {
  try {
    const stored = Number(localStorage.getItem(KEY))
    cartCount.setState({ count: Number.isInteger(stored) && stored > 0 ? stored : 0 })
  } catch {
    cartCount.setState({ count: 0 })
  }
}

export function writeCartCount(count: number): void {
  cartCount.setState({ count })
  try {
    localStorage.setItem(KEY, String(count))
  } catch {
    // Storage blocked: the badge shows the count of this page only.
  }
}

export const useCartCount = () => useStore(cartCount, (s) => s.count)

/** Set when the visitor first uses the shop: the layout then mounts the cart panel. */
export const shopUsed = createStore<{ used: boolean }>()(() => ({ used: false }))
export const useShopUsed = () => useStore(shopUsed, (s) => s.used)

/**
 * The shop's code, on demand (spec: the page-speed budget; nothing of it on first load). The one
 * place that imports it, so pages carry one lazy import of it, not one per use.
 */
export const importShop = () => import('./shop.js')

/** Loads the shop code on intent (add to cart): the layout then mounts the cart panel. */
export async function loadShop() {
  const shop = await importShop()
  shopUsed.setState({ used: true })
  return shop
}
