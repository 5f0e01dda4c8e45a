import { describe, expect, it } from 'vitest'
import { servicesPerCard } from './cards.js'

describe('servicesPerCard', () => {
  it("lists 8 services a card for a firm's dozen groups, fewer for a network's many, never under 3", () => {
    expect(servicesPerCard(12)).toBe(8)
    expect(servicesPerCard(25)).toBe(8)
    expect(servicesPerCard(50)).toBe(4)
    expect(servicesPerCard(400)).toBe(3)
    expect(servicesPerCard(0)).toBe(8)
  })
})
