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

/** Loads the shop code on intent (spec: the page-speed budget; nothing of it on first load). */
export async function loadShop() {
  const shop = await import('./shop.js')
  shopUsed.setState({ used: true })
  return shop
}
