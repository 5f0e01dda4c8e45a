// A post's related posts: the nearest newer ones of its list, so that one post's edit (or a new
// post) changes what a few neighbours show, not every page of the list (a rebuild re-renders those).
import { describe, expect, it } from 'vitest'
import { nearestNewer, relatedShown } from './blogLists.js'

// Posts newest first, named by their place: 0 is the newest.
const list = (n: number) => Array.from({ length: n }, (_, i) => i)

describe('nearestNewer', () => {
  it('shows the posts published closest after a post, newest first', () => {
    expect(nearestNewer(list(10), 5)).toEqual([2, 3, 4])
    expect(nearestNewer(list(10), 9)).toEqual([6, 7, 8])
  })

  it('fills up with the closest older posts when fewer are newer', () => {
    expect(nearestNewer(list(10), 0)).toEqual([1, 2, 3])
    expect(nearestNewer(list(10), 1)).toEqual([0, 2, 3])
    expect(nearestNewer(list(10), 2)).toEqual([0, 1, 3])
    expect(nearestNewer(list(3), 0)).toEqual([1, 2])
    expect(nearestNewer(list(1), 0)).toEqual([])
  })

  it('never shows the post itself, nor one twice', () => {
    for (let i = 0; i < 8; i++) {
      const shown = nearestNewer(list(8), i)
      expect(shown).not.toContain(i)
      expect(new Set(shown).size).toBe(shown.length)
      expect(shown).toHaveLength(relatedShown)
    }
  })

  it('puts a post on the pages of a few neighbours only, however long the list', () => {
    const posts = list(500)
    const shownOn = new Map<number, number>()
    posts.forEach((_, i) => {
      for (const p of nearestNewer(posts, i)) shownOn.set(p, (shownOn.get(p) ?? 0) + 1)
    })
    expect(Math.max(...shownOn.values())).toBeLessThanOrEqual(2 * relatedShown)
    // The newest post (the one a new post or an edit most often is) is on three pages, not 500.
    expect(shownOn.get(0)).toBe(relatedShown)
  })
})
