// The shop layer (§3 Cart, §7 cart and voucher calls). Products are the seminars (their price)
// and a few publications. Carts are folded from the 'cart' log: every change appends the cart's
// new snapshot, so a restart restores them exactly.
import { randomUUID } from 'node:crypto'
import { array, enums, integer, is, literal, nullable, object, string, union, type Infer } from 'superstruct'
import { isLocale, type Locale, localeCodes } from '../../../shared/config/locales.js'
import { Email } from '../../../content-pipeline/schemas/common.js'
import type { Dataset } from '../dataset-types.js'
import { badRequest, invalid, isRecord, json, notFound, readBody, type Ctx, type Reply, type Router } from '../http.js'
import { messages } from '../messages.js'
import type { Store } from '../store.js'
import { checkVoucher, discountOf, vouchers } from '../vouchers.js'
import { type Sessions, unauthorized } from './auth.js'

type Names = Partial<Record<Locale, string>>
type Product = {
  id: number
  kind: 'seminar' | 'publication'
  names: Names
  price: number
  capacity: number | null
  variants: { id: number; names: Names }[]
}

/** Publications sold next to the seminars; ids far from the seminars' so they never collide. */
const publications: Product[] = [
  {
    id: 900001,
    kind: 'publication',
    price: 890,
    capacity: null,
    names: { cs: 'Daňový průvodce podnikatele 2025', en: 'Business Tax Guide 2025' },
    variants: [
      { id: 9000011, names: { cs: 'Tištěná kniha', en: 'Printed book' } },
      { id: 9000012, names: { cs: 'E-kniha (PDF)', en: 'E-book (PDF)' } },
    ],
  },
  {
    id: 900002,
    kind: 'publication',
    price: 690,
    capacity: null,
    names: { cs: 'Mzdové účetnictví v praxi', en: 'Payroll Accounting in Practice' },
    variants: [
      { id: 9000021, names: { cs: 'Tištěná kniha', en: 'Printed book' } },
      { id: 9000022, names: { cs: 'E-kniha (PDF)', en: 'E-book (PDF)' } },
    ],
  },
  {
    id: 900003,
    kind: 'publication',
    price: 1290,
    capacity: null,
    names: { cs: 'Příručka k převodním cenám', en: 'Transfer Pricing Handbook' },
    variants: [],
  },
]

const Line = object({
  id: integer(),
  product_id: integer(),
  variant_id: nullable(integer()),
  quantity: integer(),
  original_quantity: integer(),
  note: nullable(string()),
})
const CartRecord = object({
  id: integer(),
  temp_id: nullable(string()),
  user_id: nullable(integer()),
  locale: enums(localeCodes),
  items: array(Line),
  vouchers: array(object({ id: integer(), guest_email: nullable(string()) })),
  created_at: string(),
  updated_at: string(),
})
type CartRecord = Infer<typeof CartRecord>
const CartEvent = union([object({ op: literal('put'), cart: CartRecord }), object({ op: literal('delete'), id: integer() })])

export class Catalog {
  readonly products = new Map<number, Product>()
  constructor(private readonly dataset: Dataset) {
    const eurRate = dataset.currencies.find((c) => c.code === 'EUR')?.rate ?? 0.04
    for (const s of dataset.seminars) {
      const names: Names = {}
      for (const l of localeCodes) {
        const title = s[l]?.title
        if (title) names[l] = title
      }
      const price = s.price.currency === 'CZK' ? s.price.amount : Math.round(s.price.amount / eurRate)
      this.products.set(s.id, { id: s.id, kind: 'seminar', names, price, capacity: s.capacity, variants: [] })
    }
    for (const p of publications) this.products.set(p.id, p)
  }

  /** The category of a product kind in the catalogue list, found by slug (the sample content names them). */
  category(kind: Product['kind'], locale: Locale): { id: number; name: string; slug: string } {
    const list = this.dataset.catalogCategories[locale]
    const pattern = kind === 'seminar' ? /semin|train|skolen|kurz|course|event|akce/ : /publi|knih|book|liter/
    const found = list.find((c) => pattern.test(c.slug))
    if (found) return { id: found.id, name: found.name, slug: found.slug }
    const fallback = kind === 'seminar' ? { cs: 'Semináře', en: 'Training' } : { cs: 'Publikace', en: 'Publications' }
    return { id: kind === 'seminar' ? 1 : 2, name: fallback[locale], slug: kind === 'seminar' ? 'seminare' : 'publikace' }
  }

  /**
   * The product listing (`GET /api/catalog/products/{locale}`): every product that has a name in
   * the locale, seminars first (their list order), then the publications by id.
   */
  list(locale: Locale): Record<string, unknown>[] {
    return [...this.products.values()]
      .filter((p) => p.names[locale] !== undefined && p.variants.every((v) => v.names[locale] !== undefined))
      .map((p) => ({ ...this.view(p, locale), type: p.kind, currency: 'CZK' }))
  }

  view(product: Product, locale: Locale): Record<string, unknown> {
    const category = this.category(product.kind, locale)
    return {
      id: product.id,
      name: product.names[locale] ?? Object.values(product.names)[0] ?? String(product.id),
      price: product.price,
      default_category: { name: category.name },
      categories: [category],
      variants: product.variants.map((v) => ({ id: v.id, name: v.names[locale] ?? '' })),
    }
  }
}

export class Carts {
  readonly carts = new Map<number, CartRecord>()
  /** Highest cart id ever written, so ids of deleted carts are never handed out again. */
  private maxId = 0

  constructor(
    private readonly store: Store,
    private readonly catalog: Catalog,
    private readonly sessions: Sessions,
  ) {
    store.subscribe('cart', {
      apply: (e) => {
        if (!is(e.data, CartEvent)) return
        if (e.data.op === 'put') {
          this.carts.set(e.data.cart.id, e.data.cart)
          this.maxId = Math.max(this.maxId, e.data.cart.id)
        } else this.carts.delete(e.data.id)
      },
      reset: () => {
        this.carts.clear()
        this.maxId = 0
      },
    })
  }

  subtotal(cart: CartRecord): number {
    return cart.items.reduce((sum, l) => sum + (this.catalog.products.get(l.product_id)?.price ?? 0) * l.quantity, 0)
  }

  lineView(line: Infer<typeof Line>, locale: Locale): Record<string, unknown> {
    const product = this.catalog.products.get(line.product_id)
    const variant = product?.variants.find((v) => v.id === line.variant_id)
    return {
      id: line.id,
      product: product ? this.catalog.view(product, locale) : null,
      variant: variant ? { id: variant.id, name: variant.names[locale] ?? '' } : null,
      quantity: line.quantity,
      original_quantity: line.original_quantity,
      note: line.note,
    }
  }

  view(cart: CartRecord, locale: Locale = cart.locale): Record<string, unknown> {
    const subtotal = this.subtotal(cart)
    let left = subtotal
    const applied = cart.vouchers.flatMap((a) => {
      const v = vouchers.find((x) => x.id === a.id)
      if (!v) return []
      const discount = Math.min(discountOf(v, subtotal), left)
      left -= discount
      return [{ id: v.id, code: v.code, name: v.name[locale], discount }]
    })
    return {
      id: cart.id,
      tempId: cart.temp_id,
      locale,
      items: cart.items.map((l) => this.lineView(l, locale)),
      vouchers: applied,
      total: { items: subtotal, discount: subtotal - left, total: left, currency: 'CZK' },
      created_at: cart.created_at,
      updated_at: cart.updated_at,
    }
  }

  async create(owner: { userId: number | null; tempId: string | null }, locale: Locale): Promise<CartRecord> {
    const holder: { cart: CartRecord | null } = { cart: null }
    await this.store.append('cart', () => {
      const now = new Date().toISOString()
      const id = this.maxId + 1
      const cart: CartRecord = { id, temp_id: owner.tempId, user_id: owner.userId, locale, items: [], vouchers: [], created_at: now, updated_at: now }
      holder.cart = cart
      return { op: 'put', cart }
    })
    if (!holder.cart) throw new Error('cart not created')
    return holder.cart
  }

  /** Applies `change` to a cart inside the log's lock; a Reply from `change` aborts with that answer. */
  async mutate(id: number, change: (cart: CartRecord) => CartRecord | Reply): Promise<{ cart: CartRecord } | { reply: Reply }> {
    const holder: { result: { cart: CartRecord } | { reply: Reply } } = { result: { reply: notFound('No such cart') } }
    await this.store.append('cart', () => {
      const cart = this.carts.get(id)
      if (!cart) return undefined
      const next = change(cart)
      if ('status' in next) {
        holder.result = { reply: next }
        return undefined
      }
      const updated = { ...next, updated_at: new Date().toISOString() }
      holder.result = { cart: updated }
      return { op: 'put', cart: updated }
    })
    return holder.result
  }

  async remove(id: number): Promise<boolean> {
    const entry = await this.store.append('cart', () => (this.carts.has(id) ? { op: 'delete', id } : undefined))
    return entry !== undefined
  }

  /** A user's cart needs that user's token; a guest cart is reachable by its id. */
  authorize(ctx: Ctx, id: number): Reply | null {
    const cart = this.carts.get(id)
    if (!cart) return notFound('No such cart')
    if (cart.user_id === null) return null
    const user = this.sessions.user(ctx.req)
    if (!user) return unauthorized()
    return user.id === cart.user_id ? null : json(403, { error: 'forbidden' })
  }
}

const cartId = (ctx: Ctx, name: string): number | null => {
  const raw = ctx.params[name] ?? ''
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null
}

const optionalInt = (v: unknown): number | null | 'bad' =>
  v === undefined || v === null || v === '' ? null : typeof v === 'number' && Number.isInteger(v) ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : 'bad'

async function jsonBody(ctx: Ctx): Promise<{ ok: true; body: Record<string, unknown> } | { ok: false; reply: Reply }> {
  const read = await readBody(ctx.req)
  if (!read.ok) return read
  return isRecord(read.value) ? { ok: true, body: read.value } : { ok: false, reply: badRequest('The body must be a JSON object') }
}

// eslint-disable-next-line max-lines-per-function -- one route table of the cart API (docs/content-api.md), each route a few lines
export function cartRoutes(router: Router, carts: Carts, catalog: Catalog, sessions: Sessions): void {
  const withCart = async (ctx: Ctx, run: (id: number) => Promise<Reply>): Promise<Reply> => {
    const id = cartId(ctx, 'cartId')
    if (id === null) return notFound('No such cart')
    return carts.authorize(ctx, id) ?? run(id)
  }

  router.add('GET', '/api/cart/:locale', (ctx) => {
    const locale = ctx.params['locale']
    if (!isLocale(locale)) return notFound(`Unknown locale ${locale ?? ''}`)
    const user = sessions.user(ctx.req)
    if (!user) return unauthorized()
    const mine = [...carts.carts.values()].filter((c) => c.user_id === user.id)
    return json(200, { data: mine.map((c) => carts.view(c, locale)) })
  })

  const anonymous = async (ctx: Ctx): Promise<Reply> => {
    const locale = ctx.params['locale']
    if (!isLocale(locale)) return notFound(`Unknown locale ${locale ?? ''}`)
    const tempId = ctx.params['tempId']
    const existing = tempId ? [...carts.carts.values()].find((c) => c.temp_id === tempId && c.user_id === null) : undefined
    // An unknown or expired tempId gets a fresh guest cart; the client stores the new tempId.
    const cart = existing ?? (await carts.create({ userId: null, tempId: randomUUID() }, locale))
    return json(200, { data: carts.view(cart, locale) })
  }
  router.add('GET', '/api/cart/anonymous/:locale', anonymous)
  router.add('GET', '/api/cart/anonymous/:locale/:tempId', anonymous)

  router.add('POST', '/api/cart/create', async (ctx) => {
    const read = await jsonBody(ctx)
    if (!read.ok) return read.reply
    const body = read.body
    const user = sessions.user(ctx.req)
    if (!user) return unauthorized()
    const locale = isLocale(body['locale']) ? body['locale'] : 'cs'
    const cart = await carts.create({ userId: user.id, tempId: null }, locale)
    return json(201, { data: carts.view(cart) })
  })

  router.add('DELETE', '/api/cart/:cartId', (ctx) =>
    withCart(ctx, async (id) => {
      return (await carts.remove(id)) ? json(200, { success: true }) : notFound('No such cart')
    }),
  )

  router.add('PUT', '/api/cart/:cartId', (ctx) =>
    withCart(ctx, async (id) => {
      const read = await jsonBody(ctx)
      if (!read.ok) return read.reply
      const body = read.body
      const errors: Record<string, string[]> = {}
      const productId = optionalInt(body['id'])
      const product = typeof productId === 'number' ? catalog.products.get(productId) : undefined
      if (!product) errors['id'] = [productId === null ? messages.required : messages.invalidChoice]
      const variantId = optionalInt(body['variantId'])
      if (variantId === 'bad' || (variantId !== null && product && !product.variants.some((v) => v.id === variantId))) {
        errors['variantId'] = [messages.invalidChoice]
      }
      const quantity = optionalInt(body['quantity'])
      if (quantity === null) errors['quantity'] = [messages.required]
      else if (quantity === 'bad') errors['quantity'] = [messages.integer]
      else if (quantity < 0 || quantity > 99) errors['quantity'] = [messages.range(0, 99)]
      else if (product?.capacity && quantity > product.capacity) errors['quantity'] = [`Maximální počet je ${product.capacity}.`]
      const note = body['note']
      if (note !== undefined && note !== null && (typeof note !== 'string' || note.length > 500)) errors['note'] = [messages.max(500)]
      if (Object.keys(errors).length || !product || typeof quantity !== 'number' || variantId === 'bad') return invalid(errors)

      const lineHolder: { line: Infer<typeof Line> | null } = { line: null }
      const result = await carts.mutate(id, (cart) => {
        const current = cart.items.find((l) => l.product_id === product.id && l.variant_id === variantId)
        const line = {
          id: current?.id ?? Math.max(0, ...cart.items.map((l) => l.id)) + 1,
          product_id: product.id,
          variant_id: variantId,
          quantity,
          original_quantity: current?.quantity ?? 0,
          note: typeof note === 'string' ? note : (current?.note ?? null),
        }
        lineHolder.line = line
        const others = cart.items.filter((l) => l !== current)
        return { ...cart, items: quantity === 0 ? others : current ? cart.items.map((l) => (l === current ? line : l)) : [...others, line] }
      })
      if ('reply' in result) return result.reply
      if (!lineHolder.line) return notFound('No such cart')
      return json(200, { data: carts.lineView(lineHolder.line, result.cart.locale) })
    }),
  )

  router.add('POST', '/api/voucher/cart/add/:cartId', (ctx) =>
    withCart(ctx, async (id) => {
      const read = await jsonBody(ctx)
      if (!read.ok) return read.reply
      const body = read.body
      const code = typeof body['voucherCode'] === 'string' ? body['voucherCode'].trim() : ''
      if (!code) return invalid({ voucherCode: [messages.required] })
      const guestEmail = body['guestEmail']
      if (guestEmail !== undefined && guestEmail !== null && guestEmail !== '' && !is(guestEmail, Email)) {
        return invalid({ guestEmail: [messages.email] })
      }
      const serviceType = typeof body['serviceType'] === 'string' ? body['serviceType'] : 'eshop'
      const result = await carts.mutate(id, (cart) => {
        const check = checkVoucher(code, {
          serviceType,
          appliedIds: cart.vouchers.map((v) => v.id),
          subtotal: carts.subtotal(cart),
          now: Date.now(),
        })
        if ('error' in check) {
          const { status, ...answer } = check
          return json(status, answer)
        }
        const email = typeof guestEmail === 'string' && guestEmail ? guestEmail : null
        return { ...cart, vouchers: [...cart.vouchers, { id: check.voucher.id, guest_email: email }] }
      })
      return 'reply' in result ? result.reply : json(200, { data: carts.view(result.cart) })
    }),
  )

  router.add('POST', '/api/voucher/cart/delete/:cartId', (ctx) =>
    withCart(ctx, async (id) => {
      const read = await jsonBody(ctx)
      if (!read.ok) return read.reply
      const body = read.body
      const voucherId = optionalInt(body['voucherId'])
      if (voucherId === null) return invalid({ voucherId: [messages.required] })
      const result = await carts.mutate(id, (cart) =>
        cart.vouchers.some((v) => v.id === voucherId) ? { ...cart, vouchers: cart.vouchers.filter((v) => v.id !== voucherId) } : json(404, { error: 'not_exists' }),
      )
      return 'reply' in result ? result.reply : json(200, { data: carts.view(result.cart) })
    }),
  )
}
