// The API client against a real sample API over HTTP (no fetch mock): the 422 rule of spec §8,
// rethrown failures, the Bearer token, the configured base address and uploads.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { sampleUser } from '../tools/sample-api/routes/auth.js'
import { startSampleApi, type SampleApi } from '../tools/sample-api/server.js'
import { createApi, HttpError, ValidationError } from './api.js'
import { createAppStore, fieldErrors, type AppStore } from './store.js'

let sample: SampleApi
let dataDir: string
let store: AppStore

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'client-api-'))
  sample = await startSampleApi({ port: 0, dataDir, control: true })
})
afterAll(async () => {
  await sample?.close()
  rmSync(dataDir, { recursive: true, force: true })
})
beforeEach(async () => {
  store = createAppStore()
  await fetch(`${sample.url}/__control/reset`, { method: 'POST' })
})

const client = (token: () => string | null = () => null) => createApi({ base: sample.url, token, validation: store.getState() })

describe('API client', () => {
  it('returns the parsed answer of a 2xx', async () => {
    expect(await client().post('/api/subscriber/save', { email: 'eva.novakova@example.cz' })).toEqual({ success: true })
    expect(await client().post('/api/subscriber/save', { email: 'Eva.Novakova@example.cz' })).toEqual({ error: 'already_exists' })
  })

  it("422: stores the answer's errors for the form and throws a ValidationError", async () => {
    const error = await client()
      .post('/api/user-request/save', { firstname: 'Jana' }, { form: 'contact' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ValidationError)
    expect(error).toMatchObject({ status: 422 })
    const state = store.getState()
    expect(state.validation.form).toBe('contact')
    expect(fieldErrors(state, 'contact', 'lastname')).toEqual(['Pole musí být vyplněno'])
    expect(fieldErrors(state, 'contact', 'g-recaptcha-response')).toEqual(['Pole musí být vyplněno'])
    expect(fieldErrors(state, 'contact', 'firstname')).toEqual([])
    expect(error instanceof ValidationError && error.errors).toEqual(state.validation.errors)
  })

  it('clears the errors before each new request, before its answer arrives', async () => {
    await client()
      .post('/api/subscriber/save', { email: 'nope@' }, { form: 'newsletter' })
      .catch(() => undefined)
    expect(fieldErrors(store.getState(), 'newsletter', 'email')).toEqual(['Pole musí obsahovat platný email.'])
    const pending = client().get('/api/settings/cs')
    expect(store.getState().validation).toEqual({ errors: {}, form: null })
    await pending
    expect(store.getState().validation.errors).toEqual({})
  })

  it('a failed request after a 422 leaves no stale field errors', async () => {
    await client()
      .post('/api/subscriber/save', {}, { form: 'newsletter' })
      .catch(() => undefined)
    expect(Object.keys(store.getState().validation.errors)).toEqual(['email'])
    await fetch(`${sample.url}/__control/faults`, { method: 'POST', body: JSON.stringify({ prefix: '/api/subscriber', fault: { kind: 'status', status: 500 } }) })
    const error = await client()
      .post('/api/subscriber/save', { email: 'a@b.cz' }, { form: 'newsletter' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect(error).not.toBeInstanceOf(ValidationError)
    expect(error).toMatchObject({ status: 500 })
    expect(store.getState().validation.errors).toEqual({})
  })

  it('rethrows other failures untouched: 404, a 422 without `errors`, a network error', async () => {
    await expect(client().get('/api/no-such-endpoint')).rejects.toMatchObject({ name: 'HttpError', status: 404 })
    // Voucher errors are 422 with { error, value } — not field errors.
    const cart = await client().get('/api/cart/anonymous/cs')
    const cartId = typeof cart === 'object' && cart !== null && 'data' in cart && typeof cart.data === 'object' && cart.data !== null && 'id' in cart.data ? cart.data.id : null
    expect(typeof cartId).toBe('number')
    await client().post(`/api/voucher/cart/add/${String(cartId)}`, { voucherCode: 'VITEJTE10', serviceType: 'eshop', guestEmail: null })
    const again = await client()
      .post(`/api/voucher/cart/add/${String(cartId)}`, { voucherCode: 'VITEJTE10', serviceType: 'eshop', guestEmail: null })
      .catch((e: unknown) => e)
    expect(again).toBeInstanceOf(HttpError)
    expect(again).not.toBeInstanceOf(ValidationError)
    expect(again).toMatchObject({ status: 422, body: { error: 'voucher_is_already_added' } })
    expect(store.getState().validation.errors).toEqual({})
    const down = createApi({ base: 'http://127.0.0.1:9', validation: store.getState() })
    await expect(down.get('/api/settings/cs')).rejects.toBeInstanceOf(TypeError)
  })

  it('sends the stored token as Bearer', async () => {
    const login = await client()
      .post('/api/auth/login', { email: sampleUser.email, password: sampleUser.password })
      .catch((e: unknown) => e)
    if (login instanceof HttpError) throw new Error(`sample login failed: ${JSON.stringify(login.body)}`)
    const token = typeof login === 'object' && login !== null && 'token' in login && typeof login.token === 'string' ? login.token : null
    expect(token).toBeTruthy()
    await expect(client().get('/api/me')).rejects.toMatchObject({ status: 401 })
    expect(await client(() => token).get('/api/me')).toMatchObject({ data: { email: sampleUser.email } })
  })

  it('uploads multipart; a 422 of the upload is stored like any other', async () => {
    const form = new FormData()
    form.append('file', new Blob(['%PDF-1.4 test'], { type: 'application/pdf' }), 'Životopis.pdf')
    form.append('format[]', 'file')
    let progress = 0
    const answer = await client().upload('/api/filemanager/upload/file', form, { onProgress: (p) => (progress = p) })
    expect(answer).toEqual([expect.objectContaining({ name: 'Životopis.pdf', mime: 'application/pdf' })])
    expect(progress).toBe(1)
    const empty = new FormData()
    empty.append('format[]', 'file')
    await expect(client().upload('/api/filemanager/upload/file', empty, { form: 'contact' })).rejects.toBeInstanceOf(ValidationError)
    expect(fieldErrors(store.getState(), 'contact', 'file')).toEqual(['Pole musí být vyplněno'])
  })

  it('reports every failed request (for the loading bar), but not successes or aborts', async () => {
    const seen: string[] = []
    const watched = createApi({ base: sample.url, validation: store.getState(), onFailure: (e) => seen.push(e instanceof HttpError ? `HTTP ${e.status}` : e instanceof Error ? e.name : 'other') })
    await watched.get('/api/settings/cs')
    await watched.post('/api/subscriber/save', { email: 'bad' }).catch(() => undefined)
    await watched.get('/api/no-such-endpoint').catch(() => undefined)
    const empty = new FormData()
    empty.append('format[]', 'file')
    await watched.upload('/api/filemanager/upload/file', empty).catch(() => undefined)
    const aborted = new AbortController()
    aborted.abort()
    await watched.get('/api/settings/cs', { signal: aborted.signal }).catch(() => undefined)
    await createApi({ base: 'http://127.0.0.1:9', validation: store.getState(), onFailure: (e) => seen.push(e instanceof Error ? e.name : 'other') })
      .get('/api/settings/cs')
      .catch(() => undefined)
    expect(seen).toEqual(['HTTP 422', 'HTTP 404', 'HTTP 422', 'TypeError'])
  })
})
