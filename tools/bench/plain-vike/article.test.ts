import { describe, expect, it } from 'vitest'
import { article, articleCount } from './article.js'

const bytes = (a: ReturnType<typeof article>) => Buffer.byteLength(a.title + a.paragraphs.join(''))

describe('plain-Vike baseline article', () => {
  it('is the same for the same id and differs between ids', () => {
    expect(article(42)).toEqual(article(42))
    expect(article(42).title).not.toBe(article(43).title)
  })

  it('holds 2–4 KB of text like a blog post', () => {
    const sizes = Array.from({ length: 500 }, (_, i) => bytes(article(i + 1)))
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(2048)
    expect(Math.max(...sizes)).toBeLessThanOrEqual(4096)
    const mean = sizes.reduce((a, b) => a + b, 0) / sizes.length
    expect(mean).toBeGreaterThan(2048)
  })

  it('takes the page count from PLAIN_VIKE_PAGES', () => {
    expect(articleCount({ PLAIN_VIKE_PAGES: '2000' })).toBe(2000)
    expect(() => articleCount({ PLAIN_VIKE_PAGES: 'x' })).toThrow(/positive integer/)
  })
})
