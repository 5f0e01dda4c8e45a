import { describe, expect, it } from 'vitest'
import { checkRemovals, defaultRemovalLimits, removalLimit, removalLimitsOf, removalRefusal } from './removal-guard.js'

const pages = (type: string, n: number, from = 1) => Array.from({ length: n }, (_, i) => [`/${type}/${from + i}`, type] as const)

describe('the removal guard', () => {
  it('lets a type lose up to 10 % of its pages, at least one item in both locales twice, never more than 200', () => {
    expect(removalLimit(55, defaultRemovalLimits)).toBe(5)
    expect(removalLimit(18, defaultRemovalLimits)).toBe(4)
    expect(removalLimit(1000, defaultRemovalLimits)).toBe(100)
    expect(removalLimit(36_000, defaultRemovalLimits)).toBe(200)
  })

  it('counts removals per type and names the types over their limit, most removed first, with their first pages', () => {
    const published = new Map([...pages('blogPost', 60), ...pages('seminar', 18), ...pages('person', 50)])
    const current = new Set(
      [...published.keys()].filter((url) => !/^\/blogPost\/([1-9]|1[0-9]|20)$/.test(url) && url !== '/seminar/3' && url !== '/seminar/4' && !/^\/person\/(1|2|3|4|5|6|7)$/.test(url)),
    )
    const check = checkRemovals(published, current, defaultRemovalLimits)
    expect(check.byType.blogPost).toMatchObject({ published: 60, removed: 20, limit: 6 })
    expect(check.byType.blogPost?.first).toHaveLength(10)
    expect(check.byType.seminar).toEqual({ published: 18, removed: 2, limit: 4, first: ['/seminar/3', '/seminar/4'] })
    expect(check.byType.person).toMatchObject({ removed: 7, limit: 5 })
    expect(check.over).toEqual(['blogPost', 'person'])
    const text = removalRefusal(check, defaultRemovalLimits)
    expect(text).toContain('blogPost: 20 of 60 published pages would go (limit 6), e.g. /blogPost/1, /blogPost/10')
    expect(text).toContain('--allow-removals')
    expect(text).not.toContain('seminar')
  })

  it('finds nothing to say when nothing goes', () => {
    const published = new Map(pages('job', 10))
    expect(checkRemovals(published, new Set(published.keys()), defaultRemovalLimits)).toEqual({ byType: {}, over: [] })
  })

  it('reads its limits from the environment and refuses nonsense there', () => {
    expect(removalLimitsOf({})).toEqual(defaultRemovalLimits)
    expect(removalLimitsOf({ BUILD_MAX_REMOVED_SHARE: '0.25', BUILD_MAX_REMOVED_PAGES: '50' })).toEqual({ share: 0.25, max: 50, floor: 4 })
    expect(removalLimitsOf({ BUILD_MAX_REMOVED_PAGES: '0' })).toEqual({ share: 0.1, max: 0, floor: 0 })
    expect(() => removalLimitsOf({ BUILD_MAX_REMOVED_SHARE: '10' })).toThrow(/BUILD_MAX_REMOVED_SHARE must be a share from 0 to 1/)
    expect(() => removalLimitsOf({ BUILD_MAX_REMOVED_PAGES: '-1' })).toThrow(/BUILD_MAX_REMOVED_PAGES/)
  })
})
