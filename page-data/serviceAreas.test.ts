import { describe, expect, it } from 'vitest'
import { nearestSiblings } from './serviceAreas.js'

const group = Array.from({ length: 20 }, (_, i) => i)

describe('nearestSiblings', () => {
  it("lists the nearest services in the group's order, as many before as after", () => {
    expect(nearestSiblings(group, 10, 8)).toEqual([6, 7, 8, 9, 11, 12, 13, 14])
  })

  it('fills up from the other side at either end of the group', () => {
    expect(nearestSiblings(group, 0, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(nearestSiblings(group, 1, 8)).toEqual([0, 2, 3, 4, 5, 6, 7, 8])
    expect(nearestSiblings(group, 19, 8)).toEqual([11, 12, 13, 14, 15, 16, 17, 18])
  })

  it('lists the whole group but the service itself when it is small', () => {
    expect(nearestSiblings([0, 1, 2, 3], 2, 8)).toEqual([0, 1, 3])
    expect(nearestSiblings([0], 0, 8)).toEqual([])
  })

  it('never lists the service itself nor more than asked, and lists each service near it', () => {
    for (let index = 0; index < group.length; index++) {
      const shown = nearestSiblings(group, index, 8)
      expect(shown).toHaveLength(8)
      expect(shown).not.toContain(index)
      for (const n of [index - 1, index + 1]) if (n >= 0 && n < group.length) expect(shown).toContain(n)
    }
  })
})
