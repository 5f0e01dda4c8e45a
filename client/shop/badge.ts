// The always-loaded part of the shop: whether it was used, and the one lazy import of its code.
// The header's cart count is cartCount.ts (below both this and shop.ts, which writes it).
import { createStore } from 'zustand/vanilla'
import { useStore } from 'zustand'

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
