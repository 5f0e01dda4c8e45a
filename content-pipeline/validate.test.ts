import { describe, expect, it } from 'vitest'
import { sampleSource } from './fixtures.js'
import { Issues } from './issues.js'
import { contentKinds, singletonKinds } from './schemas/endpoints.js'
import { endpointOf, type PageMemo, type RawItem, type TrustedAnswers, validateList, validateSettings, validateSingle } from './validate.js'

const services = sampleSource().content.services

function page(path: string, data: unknown[], meta: Record<string, unknown> = {}) {
  return { url: 'http://api' + path, path, body: { data, meta: { page: 1, per_page: 100, total: data.length, last_page: 1, ...meta } } }
}

describe('list answers', () => {
  it('passes valid items through', () => {
    const issues = new Issues()
    const items = validateList('services', 'cs', [page('/api/services/cs?page=1&per_page=100', services.cs)], contentKinds.services.item, issues)
    expect(issues.errors).toEqual([])
    expect(items.map((i) => i.id)).toEqual([101, 102])
  })

  it('names endpoint, kind, id and field path of every failure, all of them', () => {
    const broken = services.cs.map((s) => structuredClone(s))
    const [first, second] = broken
    if (!first || !second) throw new Error('fixture')
    Reflect.set(first, 'faq', [
      { question: 'Ok?', answer: 'Ano.' },
      { question: null, answer: 'Ne.' },
    ])
    Reflect.set(first, 'slug', 'Špatný slug')
    Reflect.deleteProperty(second, 'perex')
    Reflect.set(second, 'extra', true)
    const issues = new Issues()
    const items = validateList('services', 'en', [page('/api/services/en?page=1&per_page=100', [...broken, 'junk'])], contentKinds.services.item, issues)
    expect(items).toEqual([])
    expect(issues.errors).toEqual([
      'GET /api/services/en · services · id 101 · slug: Expected a string matching `/^[a-z0-9]+(?:-[a-z0-9]+)*$/` but received "Špatný slug"',
      'GET /api/services/en · services · id 101 · faq.1.question: Expected a string, but received: null',
      'GET /api/services/en · services · id 102 · perex: Expected a string, but received: undefined',
      'GET /api/services/en · services · id 102 · extra: Expected a value of type `never`, but received: `true`',
      'GET /api/services/en · services · item 2: Expected an object, but received: "junk"',
    ])
  })

  it('rejects an item of the other locale', () => {
    const issues = new Issues()
    validateList('services', 'en', [page('/api/services/en', services.cs.slice(0, 1))], contentKinds.services.item, issues)
    expect(issues.errors).toEqual(['GET /api/services/en · services · id 101 · locale: is "cs" in the en list'])
  })

  it('checks the envelope and the page bookkeeping', () => {
    const issues = new Issues()
    validateList(
      'services',
      'cs',
      [
        page('/api/services/cs?page=1&per_page=100', services.cs.slice(0, 1), { total: 5, last_page: 2 }),
        page('/api/services/cs?page=2&per_page=100', services.cs.slice(1), { page: 3, total: 5, last_page: 2 }),
        { url: 'x', path: '/api/services/cs?page=3&per_page=100', body: { items: [] } },
      ],
      contentKinds.services.item,
      issues,
    )
    expect(issues.errors).toEqual([
      'GET /api/services/cs?page=2 · services · meta.page: is 3, expected 2',
      'GET /api/services/cs?page=3 · services · data: Expected an array value, but received: undefined',
      'GET /api/services/cs?page=3 · services · meta: Expected an object, but received: undefined',
      'GET /api/services/cs?page=3 · services · items: Expected a value of type `never`, but received: ``',
    ])
  })

  it('with a memo, takes a page it checked before (the same answer) as it passed; a page that failed, or another answer, is checked again', () => {
    const memo: PageMemo<RawItem<'services'>> = new WeakMap()
    const good = page(
      '/api/services/cs?page=1&per_page=100',
      services.cs.map((s) => structuredClone(s)),
    )
    const first = validateList('services', 'cs', [good], contentKinds.services.item, new Issues(), memo)
    // The same answer object again (a cached answer, or one a 304 confirmed): not checked again,
    // so even a change made to it in memory since is not looked at.
    Reflect.set(good.body.data[0] ?? {}, 'slug', 'Špatný slug')
    const issues = new Issues()
    const again = validateList('services', 'cs', [good], contentKinds.services.item, issues, memo)
    expect(issues.errors).toEqual([])
    expect(again).toEqual(first)
    // The same items in another answer object (a fresh download) are checked.
    const fresh = page('/api/services/cs?page=1&per_page=100', structuredClone(good.body.data))
    const freshIssues = new Issues()
    validateList('services', 'cs', [fresh], contentKinds.services.item, freshIssues, memo)
    expect(freshIssues.errors).toEqual(['GET /api/services/cs · services · id 101 · slug: Expected a string matching `/^[a-z0-9]+(?:-[a-z0-9]+)*$/` but received "Špatný slug"'])
    // A page that failed is not remembered: it fails every time.
    const twice = new Issues()
    validateList('services', 'cs', [fresh], contentKinds.services.item, twice, memo)
    expect(twice.errors).toEqual(freshIssues.errors)
    // A remembered page's bookkeeping is still checked on every call.
    const misplaced = new Issues()
    validateList('services', 'cs', [good, { ...good, path: '/api/services/cs?page=2&per_page=100' }], contentKinds.services.item, misplaced, memo)
    expect(misplaced.errors).toEqual(['GET /api/services/cs?page=2 · services · meta.page: is 1, expected 2', 'GET /api/services/cs · services · meta.total: says 2 items, the pages hold 4'])
  })

  it("takes a trusted page's items as an earlier run validated them, still checking its envelope and bookkeeping", () => {
    const memo: PageMemo<RawItem<'services'>> = new WeakMap()
    const trusted: TrustedAnswers = { bodies: new WeakSet(), taken: 0 }
    const items = services.cs.map((s) => ({ ...s, slug: 'Jen z dřívějška' }))
    const earlier = page('/api/services/cs?page=1&per_page=100', items)
    trusted.bodies.add(earlier.body)
    const issues = new Issues()
    expect(validateList('services', 'cs', [earlier], contentKinds.services.item, issues, memo, trusted)).toEqual(items)
    expect(issues.errors).toEqual([])
    expect(trusted.taken).toBe(1)
    // Remembered from then on like a page checked here, not taken from the trusted set again.
    validateList('services', 'cs', [earlier], contentKinds.services.item, new Issues(), memo, trusted)
    expect(trusted.taken).toBe(1)
    // The same items in an answer the set does not hold are checked.
    const other = new Issues()
    validateList('services', 'cs', [page('/api/services/cs?page=1&per_page=100', items)], contentKinds.services.item, other, memo, trusted)
    expect(other.errors).toHaveLength(items.length)
    // A trusted page in the wrong place still fails its bookkeeping.
    const misplaced = new Issues()
    validateList('services', 'cs', [earlier, { ...earlier, path: '/api/services/cs?page=2&per_page=100' }], contentKinds.services.item, misplaced, new WeakMap(), trusted)
    expect(misplaced.errors).toEqual(['GET /api/services/cs?page=2 · services · meta.page: is 1, expected 2', 'GET /api/services/cs · services · meta.total: says 2 items, the pages hold 4'])
  })

  it('checks meta.total against the items received', () => {
    const issues = new Issues()
    validateList('services', 'cs', [page('/api/services/cs?page=1&per_page=100', services.cs, { total: 3 })], contentKinds.services.item, issues)
    expect(issues.errors).toEqual(['GET /api/services/cs · services · meta.total: says 3 items, the pages hold 2'])
  })

  it('shows the page in the endpoint only past page 1', () => {
    expect(endpointOf({ path: '/api/people/cs?page=1&per_page=100' })).toBe('GET /api/people/cs')
    expect(endpointOf({ path: '/api/people/cs?page=4&per_page=100' })).toBe('GET /api/people/cs?page=4')
  })
})

describe('single answers', () => {
  it('names array elements by id', () => {
    const issues = new Issues()
    const answer = { url: 'x', path: '/api/lists/currencies', body: { data: [{ id: 1, code: 'czk', symbol_before: null, symbol_after: 'Kč', decimals: 0, rate: 1, is_default: true }] } }
    expect(validateSingle('currencies', answer, singletonKinds.currencies.struct, issues)).toBeUndefined()
    expect(issues.errors).toEqual(['GET /api/lists/currencies · currencies · id 1 · code: Expected a string matching `/^[A-Z]{3}$/` but received "czk"'])
  })

  it('reports a whole-answer rule without a field', () => {
    const issues = new Issues()
    const answer = { url: 'x', path: '/api/lists/currencies', body: { data: [] } }
    validateSingle('currencies', answer, singletonKinds.currencies.struct, issues)
    expect(issues.errors).toEqual(['GET /api/lists/currencies · currencies: exactly one currency must be the default'])
  })

  it('requires the data envelope', () => {
    const issues = new Issues()
    validateSingle('posters', { url: 'x', path: '/api/poster/all/cs', body: [] }, singletonKinds.posters.struct, issues)
    expect(issues.errors).toEqual(['GET /api/poster/all/cs · posters: Expected an object, but received: '])
  })

  it("takes a trusted answer's data as an earlier run validated it; its envelope is still checked", () => {
    const trusted: TrustedAnswers = { bodies: new WeakSet(), taken: 0 }
    const body = { data: [] }
    trusted.bodies.add(body)
    const issues = new Issues()
    expect(validateSingle('currencies', { url: 'x', path: '/api/lists/currencies', body }, singletonKinds.currencies.struct, issues, trusted)).toEqual([])
    expect(issues.errors).toEqual([])
    const bare: unknown[] = []
    trusted.bodies.add(bare)
    validateSingle('posters', { url: 'x', path: '/api/poster/all/cs', body: bare }, singletonKinds.posters.struct, issues, trusted)
    expect(issues.errors).toEqual(['GET /api/poster/all/cs · posters: Expected an object, but received: '])
  })
})

describe('settings', () => {
  const records = sampleSource().settings.cs

  it('checks each record against the shape its name selects', () => {
    const broken = structuredClone(records)
    const contacts = broken.find((r) => r.name === 'contacts')
    if (contacts) Reflect.set(contacts.value, 'email', 'not-an-email')
    const issues = new Issues()
    const result = validateSettings({ url: 'x', path: '/api/settings/cs', body: { data: [...broken, { name: 'footer', value: 1 }] } }, issues)
    expect(result).toBeUndefined()
    expect(issues.errors).toEqual([
      'GET /api/settings/cs · settings · record contacts · value.email: Expected a string matching `/^(?=.{3,254}$)[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/` but received "not-an-email"',
      'GET /api/settings/cs · settings · item 5 · name: unknown settings record "footer" (known: contacts, intropopup, topmenu, bottommenu, maintenance)',
    ])
  })

  it("takes a trusted answer's records as an earlier run validated them", () => {
    const trusted: TrustedAnswers = { bodies: new WeakSet(), taken: 0 }
    const body = { data: records.slice(0, 2) }
    trusted.bodies.add(body)
    const issues = new Issues()
    expect(validateSettings({ url: 'x', path: '/api/settings/cs', body }, issues, trusted)).toEqual(records.slice(0, 2))
    expect(issues.errors).toEqual([])
    // The same records in an answer the set does not hold are checked.
    expect(validateSettings({ url: 'x', path: '/api/settings/cs', body: { data: [{ name: 'footer', value: 1 }] } }, issues, trusted)).toBeUndefined()
    expect(issues.errors).toHaveLength(1)
  })

  it('returns valid records typed', () => {
    const issues = new Issues()
    expect(validateSettings({ url: 'x', path: '/api/settings/cs', body: { data: records } }, issues)).toHaveLength(5)
    expect(issues.errors).toEqual([])
  })
})
