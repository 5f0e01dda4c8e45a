import { describe, expect, it } from 'vitest'
import { patchedPages } from './listPatch.js'
import { contentKinds } from './schemas/endpoints.js'

const order = contentKinds.blogPosts.order
const post = (id: number, published_at: string, title = `Post ${id}`) => ({ id, published_at, title })
const page = (...data: object[]) => ({ data, meta: { page: 1, per_page: 2, total: 4, last_page: 2 } })

describe('patchedPages', () => {
  const pages = [page(post(4, '2026-04-01'), post(3, '2026-03-01')), page(post(2, '2026-02-01'), post(1, '2026-01-01'))]

  it('puts each edited item in its old place; a page without one is the same object', () => {
    const out = patchedPages(pages, { data: [post(3, '2026-03-01', 'New title')] }, new Set([3]), order)
    expect(out).toEqual([page(post(4, '2026-04-01'), post(3, '2026-03-01', 'New title')), pages[1]])
    expect(out?.[1]).toBe(pages[1])
    expect(pages[0]?.data[1]).toEqual(post(3, '2026-03-01'))
  })

  it('gives up on an item whose order fields changed (it may have moved)', () => {
    expect(patchedPages(pages, { data: [post(3, '2026-05-01')] }, new Set([3]), order)).toBeNull()
  })

  it('gives up on an item new to the list, one gone from it, and one named twice', () => {
    expect(patchedPages(pages, { data: [post(5, '2026-05-01')] }, new Set([5]), order)).toBeNull()
    expect(patchedPages(pages, { data: [] }, new Set([2]), order)).toBeNull()
    expect(patchedPages(pages, { data: [post(2, '2026-02-01'), post(2, '2026-02-01')] }, new Set([2]), order)).toBeNull()
    const twice = [page(post(2, '2026-02-01')), page(post(2, '2026-02-01'))]
    expect(patchedPages(twice, { data: [post(2, '2026-02-01')] }, new Set([2]), order)).toBeNull()
  })

  it('gives up on an answer that is not the filtered list (an API without ids) and on malformed pages', () => {
    expect(patchedPages(pages, { data: [post(4, '2026-04-01'), post(3, '2026-03-01')] }, new Set([3]), order)).toBeNull()
    expect(patchedPages(pages, { error: 'bad_request' }, new Set([3]), order)).toBeNull()
    expect(patchedPages(pages, { data: [{ title: 'no id' }] }, new Set([3]), order)).toBeNull()
    expect(patchedPages([{ data: 'x' }], { data: [] }, new Set([3]), order)).toBeNull()
  })

  it('an item neither listed before nor now is no change', () => {
    expect(patchedPages(pages, { data: [] }, new Set([9]), order)).toEqual(pages)
  })
})
