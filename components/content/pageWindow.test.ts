import { describe, expect, it } from 'vitest'
import { pageWindow } from './pageWindow.js'

describe('pageWindow', () => {
  it('shows the first and the last page and two either side of the current one, with gaps between', () => {
    expect(pageWindow(300, 605)).toEqual([1, null, 298, 299, 300, 301, 302, null, 605])
    expect(pageWindow(1, 605)).toEqual([1, 2, 3, null, 605])
    expect(pageWindow(605, 605)).toEqual([1, null, 603, 604, 605])
  })

  it('shows a single left-out number instead of a gap, and every page of a short list', () => {
    expect(pageWindow(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 10])
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5])
    expect(pageWindow(2, 2)).toEqual([1, 2])
  })

  it('links at most nine numbers, each once and in order, the current page among them', () => {
    for (const pages of [2, 3, 7, 8, 9, 10, 50, 605]) {
      for (let page = 1; page <= pages; page++) {
        const numbers = pageWindow(page, pages).filter((n): n is number => n !== null)
        expect(numbers.length).toBeLessThanOrEqual(9)
        expect(numbers).toEqual([...new Set(numbers)].sort((a, b) => a - b))
        expect(numbers).toContain(page)
        expect(numbers[0]).toBe(1)
        expect(numbers.at(-1)).toBe(pages)
      }
    }
  })
})
