// The header's cart count, kept in localStorage: the shop code (loaded on intent) writes the count
// of the last cart it loaded; the badge reads it on every page. A module of its own, below both
// badge.ts (which loads the shop) and shop.ts, so the two do not import each other.
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
