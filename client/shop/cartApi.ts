// The shop's calls (spec §7, docs/content-api.md "Shop"): every answer is checked against a struct
// before use. The API client adds the Bearer token when one is stored.
import { array, boolean, integer, is, nullable, number, object, optional, string, type, unknown, type Infer, type Struct } from 'superstruct'
import type { Locale } from '../../shared/config/locales.js'
import type { ApiClient } from '../api.js'

export const CartLine = type({
  id: integer(),
  product: type({ id: integer(), name: string(), price: number(), default_category: type({ name: string() }) }),
  variant: nullable(type({ id: integer(), name: string() })),
  quantity: integer(),
  original_quantity: integer(),
  note: nullable(string()),
})
export const Cart = type({
  id: integer(),
  tempId: nullable(string()),
  items: array(CartLine),
  vouchers: array(type({ id: integer(), code: string(), name: string(), discount: number() })),
  total: type({ items: number(), discount: number(), total: number(), currency: string() }),
})
export const Currency = object({
  id: integer(),
  code: string(),
  symbol_before: nullable(string()),
  symbol_after: nullable(string()),
  decimals: integer(),
  rate: number(),
  is_default: boolean(),
})
const LoginAnswer = type({ token: string(), token_type: optional(string()) })
const User = type({ id: integer(), email: string(), firstname: string(), lastname: string(), scope: array(string()) })

export type Cart = Infer<typeof Cart>
export type CartLine = Infer<typeof CartLine>
export type Currency = Infer<typeof Currency>
export type User = Infer<typeof User>
export type LinePut = { id: number; variantId: number | null; note: string | null; quantity: number }

const Envelope = type({ data: unknown() })

export class UnexpectedAnswer extends Error {
  constructor(what: string) {
    super(`Unexpected answer: ${what}`)
    this.name = 'UnexpectedAnswer'
  }
}

function data<T, S>(answer: unknown, struct: Struct<T, S>, what: string): T {
  if (!is(answer, Envelope) || !is(answer.data, struct)) throw new UnexpectedAnswer(what)
  return answer.data
}

export function shopCalls(api: ApiClient) {
  return {
    anonymousCart: async (locale: Locale, tempId: string | null) => data(await api.get(`/api/cart/anonymous/${locale}${tempId ? `/${encodeURIComponent(tempId)}` : ''}`), Cart, 'guest cart'),
    userCarts: async (locale: Locale) => data(await api.get(`/api/cart/${locale}`), array(Cart), 'user carts'),
    createCart: async (locale: Locale) => data(await api.post('/api/cart/create', { locale }), Cart, 'new cart'),
    putLine: async (cartId: number, line: LinePut) => data(await api.put(`/api/cart/${cartId}`, line, { form: 'cart' }), CartLine, 'cart line'),
    addVoucher: async (cartId: number, voucherCode: string, guestEmail: string | null) =>
      data(await api.post(`/api/voucher/cart/add/${cartId}`, { voucherCode, serviceType: 'eshop', guestEmail }, { form: 'voucher' }), Cart, 'cart'),
    deleteVoucher: async (cartId: number, voucherId: number) => data(await api.post(`/api/voucher/cart/delete/${cartId}`, { voucherId }), Cart, 'cart'),
    currencies: async () => data(await api.get('/api/lists/currencies'), array(Currency), 'currencies'),
    login: async (email: string, password: string) => {
      const answer = await api.post('/api/auth/login', { email, password }, { form: 'login' })
      if (!is(answer, LoginAnswer)) throw new UnexpectedAnswer('login')
      return answer.token
    },
    me: async () => data(await api.get('/api/me'), User, 'user'),
    logout: () => api.get('/api/auth/logout'),
  }
}

export type ShopCalls = ReturnType<typeof shopCalls>
