// The cart rules of spec §4/§8 with a fake API: guest tempId kept, a user's cart created when
// there is none, reload after every change, panel and notice hidden after the delay, failures
// as danger snackbars, the voucher errors' messages with a reload in every case.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HttpError } from '../api.js'
import type { Cart, CartLine, LinePut, ShopCalls } from './cartApi.js'
import { createShop, type ShopDeps } from './shopStore.js'

const emptyCart = (id: number, tempId: string | null): Cart => ({ id, tempId, items: [], vouchers: [], total: { items: 0, discount: 0, total: 0, currency: 'CZK' } })
const line = (put: LinePut, original: number): CartLine => ({
  id: 1,
  product: { id: put.id, name: 'Seminář', price: 2900, default_category: { name: 'Semináře' } },
  variant: null,
  quantity: put.quantity,
  original_quantity: original,
  note: put.note,
})

function fakeShop({ loggedIn = false, userCarts = [] as Cart[], failing = new Set<string>() } = {}) {
  const calls = { anonymous: 0, user: 0, created: 0, puts: [] as LinePut[], vouchers: [] as string[] }
  let stored: string | null = null
  const api: ShopCalls = {
    anonymousCart: async (_l, tempId) => {
      calls.anonymous++
      if (failing.has('anonymous')) throw new TypeError('offline')
      return emptyCart(7, tempId ?? 'new-temp')
    },
    userCarts: async () => {
      calls.user++
      return userCarts
    },
    createCart: async () => {
      calls.created++
      if (failing.has('create')) throw new HttpError(500, null, 'POST', '/api/cart/create')
      return emptyCart(9, null)
    },
    putLine: async (_id, put) => {
      calls.puts.push(put)
      if (failing.has('put')) throw new HttpError(422, {}, 'PUT', '/x')
      return line(put, 0)
    },
    addVoucher: async (_id, code) => {
      calls.vouchers.push(code)
      if (code === 'OK') return emptyCart(7, 'new-temp')
      throw new HttpError(422, { error: 'minimal_price', value: 5000 }, 'POST', '/x')
    },
    deleteVoucher: async () => {
      throw new HttpError(404, { error: 'not_exists' }, 'POST', '/x')
    },
    currencies: async () => [],
    login: async () => 't',
    me: async () => ({ id: 1, email: 'a@b.c', firstname: 'A', lastname: 'B', scope: [] }),
    logout: async () => null,
  }
  const alerts: string[] = []
  const tracked: CartLine[] = []
  const deps: ShopDeps = {
    calls: api,
    locale: () => 'cs',
    loggedIn: () => loggedIn,
    tempId: {
      read: () => stored,
      write: (t) => {
        stored = t
      },
    },
    alert: (type, message, values) => {
      alerts.push(`${type}:${message}${values ? JSON.stringify(values) : ''}`)
    },
    track: (l) => {
      tracked.push(l)
    },
    formatMinimum: (a) => `${a} Kč`,
    hideMs: 3333,
  }
  return { shop: createShop(deps), calls, alerts, tracked, tempId: () => stored }
}

describe('cart store', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('guest: stores the tempId, PUTs the line, reloads, shows panel and notice for 3333 ms', async () => {
    const { shop, calls, tracked, tempId } = fakeShop()
    expect(await shop.setLine({ id: 5, variantId: null, note: null, quantity: 2 })).toBe(true)
    expect(tempId()).toBe('new-temp')
    expect(calls.puts).toEqual([{ id: 5, variantId: null, note: null, quantity: 2 }])
    expect(calls.anonymous).toBe(2) // the cart, then the reload after the change
    expect(tracked).toHaveLength(1)
    expect(shop.store.getState()).toMatchObject({ panelOpen: true, notice: { name: 'Seminář', quantity: 2 } })
    vi.advanceTimersByTime(3332)
    expect(shop.store.getState().panelOpen).toBe(true)
    vi.advanceTimersByTime(1)
    expect(shop.store.getState()).toMatchObject({ panelOpen: false, notice: null })
  })

  it('user without a cart gets one created; a failed creation is a danger snackbar', async () => {
    const ok = fakeShop({ loggedIn: true })
    expect((await ok.shop.load())?.id).toBe(9)
    expect(ok.calls.created).toBe(1)
    expect(ok.calls.anonymous).toBe(0)
    const failing = fakeShop({ loggedIn: true, failing: new Set(['create']) })
    expect(await failing.shop.load()).toBeNull()
    expect(failing.alerts).toEqual(['danger:cart.create_failed'])
  })

  it("uses the user's existing cart", async () => {
    const { shop, calls } = fakeShop({ loggedIn: true, userCarts: [emptyCart(3, null)] })
    expect((await shop.load())?.id).toBe(3)
    expect(calls.created).toBe(0)
  })

  it('load and add failures are danger snackbars', async () => {
    const load = fakeShop({ failing: new Set(['anonymous']) })
    await load.shop.load()
    expect(load.alerts).toEqual(['danger:cart.load_failed'])
    const put = fakeShop({ failing: new Set(['put']) })
    expect(await put.shop.setLine({ id: 5, variantId: null, note: null, quantity: 1 })).toBe(false)
    expect(put.alerts).toEqual(['danger:cart.add_failed'])
    expect(put.shop.store.getState().panelOpen).toBe(false)
  })

  it('vouchers: success, the error message with its value, delete failure; the cart reloads every time', async () => {
    const { shop, calls, alerts } = fakeShop()
    await shop.load()
    const before = calls.anonymous
    expect(await shop.addVoucher(' OK ')).toBe(true)
    expect(await shop.addVoucher('MINIMUM5000')).toBe(false)
    expect(await shop.removeVoucher(1)).toBe(false)
    expect(calls.vouchers).toEqual(['OK', 'MINIMUM5000'])
    expect(alerts).toEqual(['success:voucher.added', 'danger:voucher.minimal_price_value{"value":"5000 Kč"}', 'danger:voucher.remove_failed'])
    expect(calls.anonymous - before).toBe(3)
  })
})

describe('cart panel timing (spec §4, WCAG 2.2.1)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })
  const open = (shop: ReturnType<typeof fakeShop>['shop']) => shop.store.getState().panelOpen

  it('stays while hovered or focused, hides 3333 ms after both have left', () => {
    const { shop } = fakeShop()
    shop.showPanel({ name: 'Seminář', quantity: 1 })
    vi.advanceTimersByTime(2000)
    shop.holdPanel('hover', true)
    vi.advanceTimersByTime(60_000)
    expect(open(shop)).toBe(true)
    shop.holdPanel('focus', true)
    shop.holdPanel('hover', false)
    vi.advanceTimersByTime(60_000)
    expect(open(shop)).toBe(true)
    shop.holdPanel('focus', false)
    vi.advanceTimersByTime(3332)
    expect(open(shop)).toBe(true)
    vi.advanceTimersByTime(1)
    expect(shop.store.getState()).toMatchObject({ panelOpen: false, notice: null })
  })

  it('a change while hovered keeps it open; leaving restarts the full delay', () => {
    const { shop } = fakeShop()
    shop.showPanel(null)
    shop.holdPanel('hover', true)
    shop.showPanel({ name: 'Seminář', quantity: 2 })
    vi.advanceTimersByTime(10_000)
    expect(open(shop)).toBe(true)
    shop.holdPanel('hover', false)
    vi.advanceTimersByTime(3000)
    shop.holdPanel('hover', true)
    shop.holdPanel('hover', false)
    vi.advanceTimersByTime(3332)
    expect(open(shop)).toBe(true)
    vi.advanceTimersByTime(1)
    expect(open(shop)).toBe(false)
  })

  it('closing (Escape, the close button) forgets the holds; a closed panel takes none', () => {
    const { shop } = fakeShop()
    shop.holdPanel('hover', true)
    shop.showPanel(null)
    vi.advanceTimersByTime(3333)
    expect(open(shop)).toBe(false)
    shop.showPanel(null)
    shop.holdPanel('focus', true)
    shop.closePanel()
    expect(open(shop)).toBe(false)
    shop.showPanel(null)
    vi.advanceTimersByTime(3333)
    expect(open(shop)).toBe(false)
  })
})

describe('add to cart', () => {
  it('asks for one more than the cart holds', async () => {
    const { shop, calls } = fakeShop()
    await shop.add(900001, 9000011)
    expect(calls.puts).toEqual([{ id: 900001, variantId: 9000011, note: null, quantity: 1 }])
  })
})
