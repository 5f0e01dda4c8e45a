// Write endpoints of the forms: their 422 paths, the bot check, uploads, and durable storage
// (restart, concurrency).
import { readdir, readFile, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Dataset } from './dataset-types.js'
import { generateDataset } from './generate.js'
import { at, get, list, post, startTestApi, tempDir, type TestApi } from './test-helpers.js'

const dataset: Dataset = generateDataset({ scale: 120, seed: 'forms' })

async function token(base: string): Promise<string> {
  const { status, body } = await get(base, '/api/bot-check/token?action=login')
  expect(status).toBe(200)
  return String(at(body, 'token'))
}

async function upload(base: string, name: string, bytes: Uint8Array<ArrayBuffer>, type = 'application/pdf') {
  const form = new FormData()
  form.append('file', new Blob([bytes], { type }), name)
  form.append('format[]', 'file')
  const res = await fetch(`${base}/api/filemanager/upload/file`, { method: 'POST', body: form })
  return { status: res.status, body: (await res.json()) as unknown }
}

const person = { firstname: 'Jana', lastname: 'Dvořáková', email: 'jana.dvorakova@example.cz', phone: '+420 777 123 456' }

describe('newsletter', () => {
  let api: TestApi
  beforeAll(async () => {
    api = await startTestApi({ dataset })
  })
  afterAll(() => api.dispose())

  it('422 without an email or with an invalid one', async () => {
    expect(await post(api.url, '/api/subscriber/save', {})).toMatchObject({ status: 422, body: { errors: { email: ['Pole musí být vyplněno'] } } })
    expect(await post(api.url, '/api/subscriber/save', { email: 'nope@' })).toMatchObject({
      status: 422,
      body: { errors: { email: ['Pole musí obsahovat platný email.'] } },
    })
  })

  it('saves once, then answers already_exists (case-insensitively)', async () => {
    expect(await post(api.url, '/api/subscriber/save', { email: 'petr.novak@example.cz' })).toMatchObject({ status: 200, body: { success: true } })
    expect(await post(api.url, '/api/subscriber/save', { email: 'Petr.Novak@Example.cz' })).toMatchObject({ status: 200, body: { error: 'already_exists' } })
  })

  it('keeps all of 50 concurrent posts, and only one of 50 duplicates', async () => {
    const emails = Array.from({ length: 50 }, (_, i) => `soubezne-${i}@example.cz`)
    const answers = await Promise.all(emails.map((email) => post(api.url, '/api/subscriber/save', { email })))
    expect(answers.every((a) => a.status === 200 && at(a.body, 'success') === true)).toBe(true)
    const logged = api.store.entries('subscriber').map((e) => at(e.data, 'email'))
    for (const email of emails) expect(logged).toContain(email)
    const lines = (await readFile(join(api.dataDir, 'subscriber.jsonl'), 'utf8')).trim().split('\n')
    expect(lines.length).toBe(api.store.entries('subscriber').length)

    const dupes = await Promise.all(Array.from({ length: 50 }, () => post(api.url, '/api/subscriber/save', { email: 'jednou@example.cz' })))
    expect(dupes.filter((a) => at(a.body, 'success') === true).length).toBe(1)
    expect(dupes.filter((a) => at(a.body, 'error') === 'already_exists').length).toBe(49)
  })
})

describe('upload', () => {
  let api: TestApi
  beforeAll(async () => {
    api = await startTestApi({ dataset })
  })
  afterAll(() => api.dispose())

  it('stores a file and answers [{ id, name, path, size, mime }]', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.4 životopis')
    const { status, body } = await upload(api.url, 'Životopis Jana.pdf', bytes)
    expect(status).toBe(200)
    const [file] = list(body)
    expect(file).toMatchObject({ id: 1, name: 'Životopis Jana.pdf', size: bytes.length, mime: 'application/pdf' })
    const path = String(at(file, 'path'))
    expect(path).toMatch(/^\/uploads\/[0-9a-f-]+\/Zivotopis-Jana\.pdf$/)
    const stored = join(api.dataDir, path)
    expect((await stat(stored)).size).toBe(bytes.length)
  })

  it('422 without a file, and for a file over 10 MB (nothing kept)', async () => {
    const form = new FormData()
    form.append('format[]', 'file')
    const empty = await fetch(`${api.url}/api/filemanager/upload/file`, { method: 'POST', body: form })
    expect(empty.status).toBe(422)
    expect(await empty.json()).toMatchObject({ errors: { file: ['Pole musí být vyplněno'] } })

    const before = api.store.entries('upload').length
    const big = await upload(api.url, 'velky.bin', new Uint8Array(10 * 1024 * 1024 + 1), 'application/octet-stream')
    expect(big.status).toBe(422)
    expect(big.body).toMatchObject({ errors: { file: ['Soubor může mít maximálně 10 MB.'] } })
    expect(api.store.entries('upload').length).toBe(before)
    const dirs = await readdir(join(api.dataDir, 'uploads'))
    expect(dirs.length).toBe(before)
  })

  it('answers 400 to a multipart body cut short, keeps nothing, and stays up', async () => {
    const boundary = 'korvina-cut'
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut.pdf"\r\nContent-Type: application/pdf\r\n\r\n`
    const before = api.store.entries('upload').length
    const res = await fetch(`${api.url}/api/filemanager/upload/file`, {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body: `${head}%PDF-1.4 and then the body ends`,
    })
    expect(res.status).toBe(400)
    await res.body?.cancel()
    expect(api.store.entries('upload').length).toBe(before)
    expect((await readdir(join(api.dataDir, 'uploads')).catch(() => [])).length).toBe(before)
    expect((await get(api.url, '/api/settings/cs')).status).toBe(200)
  })

  it('accepts exactly 10 MB', async () => {
    const ok = await upload(api.url, 'presne.bin', new Uint8Array(10 * 1024 * 1024), 'application/octet-stream')
    expect(ok.status).toBe(200)
  })
})

describe('user request', () => {
  let api: TestApi
  beforeAll(async () => {
    api = await startTestApi({ dataset, control: true })
  })
  afterAll(() => api.dispose())

  it('422 with a Czech message per missing required field', async () => {
    const { status, body } = await post(api.url, '/api/user-request/save', { 'g-recaptcha-response': await token(api.url) })
    expect(status).toBe(422)
    for (const field of ['firstname', 'lastname', 'email', 'phone']) expect(at(body, 'errors', field)).toEqual(['Pole musí být vyplněno'])
  })

  it('422 on a bad email, bad phone, too long message, unknown file, unknown service', async () => {
    const { status, body } = await post(api.url, '/api/user-request/save', {
      ...person,
      email: 'jana@',
      phone: 'volejte mi',
      content: 'x'.repeat(2001),
      files: [9999, '/uploads/nic/nic.pdf'],
      service_id: 99999,
      subservice_slug: 'neexistuje',
      'g-recaptcha-response': await token(api.url),
    })
    expect(status).toBe(422)
    expect(at(body, 'errors', 'email')).toEqual(['Pole musí obsahovat platný email.'])
    expect(at(body, 'errors', 'phone')).toEqual(['Pole musí obsahovat pouze číslice.'])
    expect(at(body, 'errors', 'content')).toEqual(['Pole může obsahovat maximálně 2000 znaků.'])
    expect(at(body, 'errors', 'files')).toEqual(['Soubor nebyl nalezen. Nahrajte ho prosím znovu.'])
    expect(at(body, 'errors', 'service_id')).toEqual(['Vybraná hodnota je neplatná.'])
    expect(at(body, 'errors', 'subservice_slug')).toEqual(['Vybraná hodnota je neplatná.'])
  })

  it('422 without a bot-check token, with a forged one, and with a used one', async () => {
    const missing = await post(api.url, '/api/user-request/save', person)
    expect(at(missing.body, 'errors', 'g-recaptcha-response')).toEqual(['Pole musí být vyplněno'])
    const forged = await post(api.url, '/api/user-request/save', { ...person, 'g-recaptcha-response': 'abc.def' })
    expect(at(forged.body, 'errors', 'g-recaptcha-response')).toEqual(['Ověření, že nejste robot, se nezdařilo. Zkuste to prosím znovu.'])
    const t = await token(api.url)
    expect((await post(api.url, '/api/user-request/save', { ...person, 'g-recaptcha-response': t })).status).toBe(200)
    const reused = await post(api.url, '/api/user-request/save', { ...person, 'g-recaptcha-response': t })
    expect(reused.status).toBe(422)
    expect(Object.keys(at(reused.body, 'errors') ?? {})).toEqual(['g-recaptcha-response'])
  })

  it('the control endpoint makes the bot check fail, or its token service unavailable', async () => {
    await post(api.url, '/__control/bot-check', { fail: true })
    const failed = await post(api.url, '/api/user-request/save', { ...person, 'g-recaptcha-response': await token(api.url) })
    expect(failed.status).toBe(422)
    await post(api.url, '/__control/bot-check', { fail: false, unavailable: true })
    expect((await get(api.url, '/api/bot-check/token?action=login')).status).toBe(503)
    await post(api.url, '/__control/bot-check', { unavailable: false })
    expect((await get(api.url, '/api/bot-check/token?action=login')).status).toBe(200)
    expect((await get(api.url, '/api/bot-check/token')).status).toBe(400)
  })

  it('accepts a full service request with uploaded files and shows it to the control endpoint', async () => {
    const uploaded = list((await upload(api.url, 'zadani.pdf', new TextEncoder().encode('%PDF-1.4'))).body)[0]
    const second = list((await upload(api.url, 'prilohy.zip', new TextEncoder().encode('PK'), 'application/zip')).body)[0]
    const service = dataset.services.find((s) => s.cs)!
    const payload = {
      type: 'contact',
      ...person,
      company: 'Moravské strojírny a.s.',
      content: 'Ozvěte se mi, prosím.',
      service: true,
      files: [uploaded, at(second, 'id')],
      service_id: service.group_id,
      subservice_slug: service.cs?.slug,
      'g-recaptcha-response': await token(api.url),
    }
    const { status, body } = await post(api.url, '/api/user-request/save', payload)
    expect(status).toBe(200)
    expect(at(body, 'success')).toBe(true)
    const sent = list(at((await get(api.url, '/__control/requests?collection=user-request')).body, 'data'))
    const last = sent[sent.length - 1]
    expect(at(last, 'data', 'body', 'company')).toBe('Moravské strojírny a.s.')
    expect(list(at(last, 'data', 'files')).map((f) => at(f, 'name'))).toEqual(['zadani.pdf', 'prilohy.zip'])
  })

  it('keeps all of 50 concurrent requests, each with its own id', async () => {
    const before = api.store.entries('user-request').length
    const tokens = await Promise.all(Array.from({ length: 50 }, () => token(api.url)))
    const answers = await Promise.all(tokens.map((t, i) => post(api.url, '/api/user-request/save', { ...person, content: `Dotaz č. ${i}`, 'g-recaptcha-response': t })))
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200))
    const ids = answers.map((a) => at(a.body, 'data', 'id'))
    expect(new Set(ids).size).toBe(50)
    const stored = api.store
      .entries('user-request')
      .slice(before)
      .map((e) => at(e.data, 'body', 'content'))
    expect([...stored].sort()).toEqual(Array.from({ length: 50 }, (_, i) => `Dotaz č. ${i}`).sort())
    const lines = (await readFile(join(api.dataDir, 'user-request.jsonl'), 'utf8')).trim().split('\n')
    expect(lines.length).toBe(before + 50)
  })

  it('400 on a body that is not JSON', async () => {
    const res = await fetch(`${api.url}/api/user-request/save`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{oops' })
    expect(res.status).toBe(400)
  })
})

describe('durability', () => {
  it('keeps subscribers, requests, uploads and carts across a restart', async () => {
    const dataDir = await tempDir('restart')
    const first = await startTestApi({ dataset, dataDir, control: true })
    await post(first.url, '/api/subscriber/save', { email: 'trvale@example.cz' })
    const uploaded = list((await upload(first.url, 'cv.pdf', new TextEncoder().encode('%PDF'))).body)[0]
    const t = await token(first.url)
    expect((await post(first.url, '/api/user-request/save', { ...person, files: [uploaded], 'g-recaptcha-response': t })).status).toBe(200)
    const cart = await get(first.url, '/api/cart/anonymous/cs')
    const tempId = String(at(cart.body, 'data', 'tempId'))
    const seminar = dataset.seminars[0]!
    await post(first.url, '/api/voucher/cart/add/0', {}) // 404: unknown cart, nothing written
    await fetch(`${first.url}/api/cart/${String(at(cart.body, 'data', 'id'))}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: seminar.id, variantId: null, note: null, quantity: 2 }),
    })
    await first.close()

    const second = await startTestApi({ dataset, dataDir, control: true })
    try {
      expect(await post(second.url, '/api/subscriber/save', { email: 'trvale@example.cz' })).toMatchObject({ body: { error: 'already_exists' } })
      const requests = list(at((await get(second.url, '/__control/requests?collection=user-request')).body, 'data'))
      expect(requests.length).toBe(1)
      expect(at(requests[0], 'data', 'body', 'lastname')).toBe('Dvořáková')
      // The upload is still known: a new request may refer to it.
      const again = await post(second.url, '/api/user-request/save', { ...person, files: [at(uploaded, 'path')], 'g-recaptcha-response': await token(second.url) })
      expect(again.status).toBe(200)
      const restored = await get(second.url, `/api/cart/anonymous/cs/${tempId}`)
      expect(at(restored.body, 'data', 'tempId')).toBe(tempId)
      expect(list(at(restored.body, 'data', 'items')).map((l) => at(l, 'quantity'))).toEqual([2])
    } finally {
      await second.dispose()
      await rm(dataDir, { recursive: true, force: true })
    }
  })

  it('survives a torn last line (crash mid-append) and appends cleanly after it', async () => {
    const dataDir = await tempDir('torn')
    const first = await startTestApi({ dataset, dataDir })
    await post(first.url, '/api/subscriber/save', { email: 'prvni@example.cz' })
    await first.close()
    const { appendFile } = await import('node:fs/promises')
    await appendFile(join(dataDir, 'subscriber.jsonl'), '{"seq":2,"at":"2026-')
    const second = await startTestApi({ dataset, dataDir })
    try {
      expect(await post(second.url, '/api/subscriber/save', { email: 'druhy@example.cz' })).toMatchObject({ body: { success: true } })
      expect(await post(second.url, '/api/subscriber/save', { email: 'prvni@example.cz' })).toMatchObject({ body: { error: 'already_exists' } })
      const lines = (await readFile(join(dataDir, 'subscriber.jsonl'), 'utf8')).trim().split('\n')
      expect(lines.map((l) => at(JSON.parse(l), 'data', 'email'))).toEqual(['prvni@example.cz', 'druhy@example.cz'])
    } finally {
      await second.dispose()
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})
