// Spec §7: a cart line's change goes to analytics as add or remove events, in CZK, worth the
// difference between its quantity and `original_quantity` — and only with analytics consent (§4).
import { consentCookie, parseConsentCookie } from '../consent.js'
import { readCookie } from '../cookies.js'
import type { CartLine } from './cartApi.js'

export type CartEvent = {
  event: 'add_to_cart' | 'remove_from_cart'
  ecommerce: {
    currency: 'CZK'
    value: number
    items: { item_id: string; item_name: string; item_variant?: string; item_category: string; price: number; quantity: number }[]
  }
}

export function cartEvent(line: CartLine): CartEvent | null {
  const diff = line.quantity - line.original_quantity
  if (diff === 0) return null
  const quantity = Math.abs(diff)
  const { product } = line
  return {
    event: diff > 0 ? 'add_to_cart' : 'remove_from_cart',
    ecommerce: {
      currency: 'CZK',
      value: product.price * quantity,
      items: [
        {
          item_id: String(product.id),
          item_name: product.name,
          ...(line.variant ? { item_variant: line.variant.name } : {}),
          item_category: product.default_category.name,
          price: product.price,
          quantity,
        },
      ],
    },
  }
}

/** Pushes the line's event to the dataLayer when the stored consent allows analytics. */
export function trackCartLine(line: CartLine, cookies: string = document.cookie): CartEvent | null {
  const consent = parseConsentCookie(readCookie(consentCookie.name, cookies))
  if (consent?.status !== 'accepted' || !consent.categories.analytical) return null
  const event = cartEvent(line)
  if (!event) return null
  window.dataLayer ??= []
  // The ecommerce object is cleared first, as the tag manager's ecommerce guide asks.
  window.dataLayer.push({ ecommerce: null }, event)
  return event
}
