import { describe, expect, it } from 'vitest'
import { pickSubservices } from './serviceMenu.js'

const group = (id: number, n: number) => ({
  id,
  slug: `g${id}`,
  name: `Group ${id}`,
  subservices: Array.from({ length: n }, (_, i) => ({ id: id * 100 + i, name: `S${id}-${i}`, slug: `s${id}-${i}` })),
})

describe('service sub-menu', () => {
  it('shows at most 12 sub-services, one from each group first, and flags more', () => {
    const groups = [group(1, 5), group(2, 1), ...Array.from({ length: 12 }, (_, i) => group(i + 3, 3))]
    const { shown, hasMore } = pickSubservices(groups)
    expect(shown).toHaveLength(12)
    expect(new Set(shown.map((s) => s.group.id)).size).toBe(12)
    expect(hasMore).toBe(true)
  })
  it('shows everything without a more link when there are 12 or fewer', () => {
    const { shown, hasMore } = pickSubservices([group(1, 4), group(2, 8)])
    expect(shown).toHaveLength(12)
    expect(shown[0]!.group.id).toBe(1)
    expect(shown[1]!.group.id).toBe(2)
    expect(hasMore).toBe(false)
  })
})
