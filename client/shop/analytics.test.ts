import { describe, expect, it } from 'vitest'
import { cartEvent } from './analytics.js'
import type { CartLine } from './cartApi.js'

const line = (quantity: number, original: number): CartLine => ({
  id: 1,
  product: { id: 900001, name: 'Daňový průvodce podnikatele 2025', price: 890, default_category: { name: 'Publikace' } },
  variant: { id: 9000011, name: 'Tištěná kniha' },
  quantity,
  original_quantity: original,
  note: null,
})

describe('cartEvent (spec §7)', () => {
  it('reports the difference as add or remove, in CZK', () => {
    expect(cartEvent(line(3, 1))).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'CZK',
        value: 1780,
        items: [{ item_id: '900001', item_name: 'Daňový průvodce podnikatele 2025', item_variant: 'Tištěná kniha', item_category: 'Publikace', price: 890, quantity: 2 }],
      },
    })
    expect(cartEvent(line(0, 2))).toMatchObject({ event: 'remove_from_cart', ecommerce: { value: 1780, items: [{ quantity: 2 }] } })
    expect(cartEvent(line(2, 2))).toBeNull()
  })
})
