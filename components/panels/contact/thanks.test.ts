import { describe, expect, it } from 'vitest'
import { thanksPathAfterSend } from './thanks.js'

describe('thank-you route after the contact form', () => {
  it('services pages → services thank-you, career pages → career thank-you, others stay', () => {
    expect(thanksPathAfterSend('service', 'cs')).toBe('/sluzby/diky')
    expect(thanksPathAfterSend('serviceGroup', 'en')).toBe('/en/services/thankYou')
    expect(thanksPathAfterSend('services', 'cs')).toBe('/sluzby/diky')
    expect(thanksPathAfterSend('jobs', 'cs')).toBe('/kariera/diky')
    expect(thanksPathAfterSend('careerPost', 'en')).toBe('/en/career/thankYou')
    expect(thanksPathAfterSend('home', 'cs')).toBeNull()
    expect(thanksPathAfterSend('contacts', 'en')).toBeNull()
    expect(thanksPathAfterSend(undefined, 'cs')).toBeNull()
  })
})
