// The hidden shop layer: guest and user carts, cart lines, every voucher error code of §8, login.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sampleUser } from './routes/auth.js'
import { generateDataset } from './generate.js'
import { at, call, get, list, post, startTestApi, type TestApi } from './test-helpers.js'
import { vouchers } from './vouchers.js'
import { singletonKinds } from '../../content-pipeline/schemas/endpoints.js'

const dataset = generateDataset({ scale: 150, seed: 'shop' })
const seminar = dataset.seminars.find((s) => s.cs)!

describe('auth', () => {
  let api: TestApi
  beforeAll(async () => {
    api = await startTestApi({ dataset })
  })
  afterAll(() => api.dispose())

  it('422 without credentials, 401 with wrong ones', async () => {
    const empty = await post(api.url, '/api/auth/login', {})
    expect(empty.status).toBe(422)
    expect(at(empty.body, 'errors', 'email')).toEqual(['Pole musí být vyplněno'])
    const wrong = await post(api.url, '/api/auth/login', { email: sampleUser.email, password: 'spatne' })
    expect(wrong).toMatchObject({ status: 401, body: { error: 'invalid_credentials' } })
  })

  it('logs in, answers /api/me with the Bearer token, logs out', async () => {
    expect((await get(api.url, '/api/me')).status).toBe(401)
    const login = await post(api.url, '/api/auth/login', { email: sampleUser.email.toUpperCase(), password: sampleUser.password })
    expect(login.status).toBe(200)
    const token = String(at(login.body, 'token'))
    expect(at(login.body, 'token_type')).toBe('Bearer')
    const auth = { Authorization: `Bearer ${token}` }
    const me = await get(api.url, '/api/me', auth)
    expect(me.status).toBe(200)
    expect(at(me.body, 'data')).toMatchObject({ id: sampleUser.id, email: sampleUser.email, scope: expect.any(Array) })
    expect(at(me.body, 'data', 'password')).toBeUndefined()
    expect((await get(api.url, '/api/auth/logout', auth)).status).toBe(200)
    expect((await get(api.url, '/api/me', auth)).status).toBe(401)
    expect((await get(api.url, '/api/me', { Authorization: 'Bearer nesmysl' })).status).toBe(401)
  })
})

describe('carts', () => {
  let api: TestApi
  beforeAll(async () => {
    api = await startTestApi({ dataset })
  })
  afterAll(() => api.dispose())

  const put = (cartId: unknown, body: unknown, headers?: Record<string, string>) => call(api.url, 'PUT', `/api/cart/${String(cartId)}`, body, headers)

  it('creates a guest cart with a tempId and finds it again by it', async () => {
    const created = await get(api.url, '/api/cart/anonymous/cs')
    expect(created.status).toBe(200)
    const tempId = at(created.body, 'data', 'tempId')
    expect(typeof tempId).toBe('string')
    const again = await get(api.url, `/api/cart/anonymous/en/${String(tempId)}`)
    expect(at(again.body, 'data', 'id')).toBe(at(created.body, 'data', 'id'))
    expect(at(again.body, 'data', 'locale')).toBe('en')
    const unknown = await get(api.url, '/api/cart/anonymous/cs/neznamy')
    expect(at(unknown.body, 'data', 'tempId')).not.toBe('neznamy')
    expect((await get(api.url, '/api/cart/anonymous/de')).status).toBe(404)
  })

  it('adds, changes and removes lines with original_quantity', async () => {
    const cart = await get(api.url, '/api/cart/anonymous/cs')
    const id = at(cart.body, 'data', 'id')
    const added = await put(id, { id: seminar.id, variantId: null, note: 'Přijdu se dvěma kolegy', quantity: 1 })
    expect(added.status).toBe(200)
    expect(at(added.body, 'data')).toMatchObject({
      product: { id: seminar.id, name: seminar.cs?.title, price: seminar.price.amount, default_category: { name: expect.any(String) }, categories: expect.any(Array) },
      variant: null,
      quantity: 1,
      original_quantity: 0,
      note: 'Přijdu se dvěma kolegy',
    })
    const changed = await put(id, { id: seminar.id, variantId: null, note: null, quantity: 3 })
    expect(at(changed.body, 'data')).toMatchObject({ quantity: 3, original_quantity: 1 })
    const book = await put(id, { id: 900001, variantId: 9000012, note: null, quantity: 2 })
    expect(at(book.body, 'data', 'variant')).toEqual({ id: 9000012, name: 'E-kniha (PDF)' })
    const view = await get(api.url, `/api/cart/anonymous/cs/${String(at(cart.body, 'data', 'tempId'))}`)
    expect(list(at(view.body, 'data', 'items')).length).toBe(2)
    expect(at(view.body, 'data', 'total', 'items')).toBe(seminar.price.amount * 3 + 890 * 2)
    const removed = await put(id, { id: seminar.id, variantId: null, note: null, quantity: 0 })
    expect(at(removed.body, 'data')).toMatchObject({ quantity: 0, original_quantity: 3 })
    const after = await get(api.url, `/api/cart/anonymous/cs/${String(at(cart.body, 'data', 'tempId'))}`)
    expect(list(at(after.body, 'data', 'items')).length).toBe(1)
  })

  it('422 on an unknown product, a foreign variant, a bad quantity', async () => {
    const cart = await get(api.url, '/api/cart/anonymous/cs')
    const id = at(cart.body, 'data', 'id')
    const bad = await put(id, { id: 123456789, variantId: null, quantity: 1 })
    expect(bad).toMatchObject({ status: 422, body: { errors: { id: ['Vybraná hodnota je neplatná.'] } } })
    const variant = await put(id, { id: seminar.id, variantId: 9000011, quantity: 1 })
    expect(at(variant.body, 'errors', 'variantId')).toEqual(['Vybraná hodnota je neplatná.'])
    const qty = await put(id, { id: seminar.id, variantId: null, quantity: -1 })
    expect(at(qty.body, 'errors', 'quantity')).toBeDefined()
    expect((await put(99999, { id: seminar.id, quantity: 1 })).status).toBe(404)
  })

  it('user carts need the owner’s token; create, list, delete', async () => {
    expect((await get(api.url, '/api/cart/cs')).status).toBe(401)
    expect((await post(api.url, '/api/cart/create', {})).status).toBe(401)
    const login = await post(api.url, '/api/auth/login', { email: sampleUser.email, password: sampleUser.password })
    const auth = { Authorization: `Bearer ${String(at(login.body, 'token'))}` }
    const created = await post(api.url, '/api/cart/create', { locale: 'en' }, auth)
    expect(created.status).toBe(201)
    const id = at(created.body, 'data', 'id')
    expect(at(created.body, 'data', 'tempId')).toBeNull()
    const mine = await get(api.url, '/api/cart/cs', auth)
    expect(list(at(mine.body, 'data')).map((c) => at(c, 'id'))).toContain(id)
    expect((await put(id, { id: seminar.id, quantity: 1 })).status).toBe(401)
    expect((await put(id, { id: seminar.id, quantity: 1 }, auth)).status).toBe(200)
    expect((await call(api.url, 'DELETE', `/api/cart/${String(id)}`)).status).toBe(401)
    expect((await call(api.url, 'DELETE', `/api/cart/${String(id)}`, undefined, auth)).status).toBe(200)
    expect((await call(api.url, 'DELETE', `/api/cart/${String(id)}`, undefined, auth)).status).toBe(404)
  })
})

describe('vouchers', () => {
  let api: TestApi
  let cartId: unknown
  beforeAll(async () => {
    api = await startTestApi({ dataset })
    const cart = await get(api.url, '/api/cart/anonymous/cs')
    cartId = at(cart.body, 'data', 'id')
    // A small cart: below the 5 000 Kč minimum of MINIMUM5000.
    await call(api.url, 'PUT', `/api/cart/${String(cartId)}`, { id: 900002, variantId: null, note: null, quantity: 1 })
  })
  afterAll(() => api.dispose())

  const add = (code: string, serviceType = 'eshop') => post(api.url, `/api/voucher/cart/add/${String(cartId)}`, { voucherCode: code, serviceType, guestEmail: 'host@example.cz' })

  it('404 not_exists for an unknown code', async () => {
    expect(await add('NEEXISTUJE')).toMatchObject({ status: 404, body: { error: 'not_exists' } })
  })

  it.each([
    ['APLIKACE', { error: 'service_type' }],
    ['LIMIT2', { error: 'quantity_per_user_limit', value: 2 }],
    ['UPLATNENO', { error: 'user_check' }],
    ['VYPRODANO', { error: 'quantity' }],
    ['OD2099', { error: 'active_from' }],
    ['DO2020', { error: 'active_to' }],
    ['MINIMUM5000', { error: 'minimal_price', value: 5000 }],
  ])('%s → %o', async (code, expected) => {
    const { status, body } = await add(code)
    expect(status).toBe(422)
    expect(body).toMatchObject(expected)
  })

  it('adds a valid code once (then voucher_is_already_added), discounts, deletes', async () => {
    const ok = await add('vitejte10')
    expect(ok.status).toBe(200)
    const applied = list(at(ok.body, 'data', 'vouchers'))
    expect(applied).toEqual([{ id: 1, code: 'VITEJTE10', name: 'Sleva 10 % pro nové zákazníky', discount: 69 }])
    expect(at(ok.body, 'data', 'total')).toEqual({ items: 690, discount: 69, total: 621, currency: 'CZK' })
    expect(await add('VITEJTE10')).toMatchObject({ status: 422, body: { error: 'voucher_is_already_added' } })
    const removed = await post(api.url, `/api/voucher/cart/delete/${String(cartId)}`, { voucherId: 1 })
    expect(removed.status).toBe(200)
    expect(at(removed.body, 'data', 'vouchers')).toEqual([])
    expect((await post(api.url, `/api/voucher/cart/delete/${String(cartId)}`, { voucherId: 1 })).status).toBe(404)
  })

  it('MINIMUM5000 works once the cart is big enough; 422 without a code', async () => {
    await call(api.url, 'PUT', `/api/cart/${String(cartId)}`, { id: 900003, variantId: null, note: null, quantity: 4 })
    const ok = await add('MINIMUM5000')
    expect(ok.status).toBe(200)
    expect(at(ok.body, 'data', 'total', 'discount')).toBe(1000)
    expect(await post(api.url, `/api/voucher/cart/add/${String(cartId)}`, {})).toMatchObject({ status: 422, body: { errors: { voucherCode: ['Pole musí být vyplněno'] } } })
  })

  it('has a sample code for every error of §8', () => {
    expect(vouchers.map((v) => v.code)).toEqual(expect.arrayContaining(['VITEJTE10', 'MINIMUM5000', 'APLIKACE', 'LIMIT2', 'UPLATNENO', 'VYPRODANO', 'OD2099', 'DO2020']))
  })
})

describe('product listing', () => {
  let api: TestApi
  beforeAll(async () => {
    api = await startTestApi({ dataset })
  })
  afterAll(() => api.dispose())

  it('lists the publications with their variants in both locales, and every listed product and variant can go in a cart', async () => {
    const cs = await get(api.url, '/api/catalog/products/cs')
    expect(cs.status).toBe(200)
    const [error, products] = singletonKinds.products.struct.validate(at(cs.body, 'data'))
    expect(error).toBeUndefined()
    const publications = (products ?? []).filter((p) => p.type === 'publication')
    expect(publications.map((p) => [p.id, p.variants.map((v) => v.id)])).toEqual([
      [900001, [9000011, 9000012]],
      [900002, [9000021, 9000022]],
      [900003, []],
    ])
    expect(publications[0]?.name).toBe('Daňový průvodce podnikatele 2025')
    expect((products ?? []).some((p) => p.type === 'seminar' && p.id === seminar.id)).toBe(true)
    const en = at((await get(api.url, '/api/catalog/products/en')).body, 'data')
    expect(JSON.stringify(en)).toContain('Business Tax Guide 2025')
    expect((await get(api.url, '/api/catalog/products/de')).status).toBe(404)

    const cart = at((await get(api.url, '/api/cart/anonymous/cs')).body, 'data', 'id')
    for (const p of publications) {
      const variantId = p.variants[0]?.id ?? null
      const line = await call(api.url, 'PUT', `/api/cart/${String(cart)}`, { id: p.id, variantId, note: null, quantity: 1 })
      expect(line.status).toBe(200)
      expect(at(line.body, 'data', 'variant', 'id') ?? null).toBe(variantId)
    }
  })
})
