import { describe, expect, it } from 'vitest'
import { parentListOf } from './gone.js'

describe('parentListOf', () => {
  const pages = new Set(['/', '/blog', '/sluzby', '/sluzby/12/dane', '/en', '/en/people', '/en/blog'])
  it('sends a deleted item to the nearest list of its locale', () => {
    expect(parentListOf('/blog/12/nove-dph', pages)).toBe('/blog')
    expect(parentListOf('/sluzby/12/dane/dph', pages)).toBe('/sluzby/12/dane')
    expect(parentListOf('/sluzby/18/audit/statutarni-audit', pages)).toBe('/sluzby')
    expect(parentListOf('/en/people/7', pages)).toBe('/en/people')
  })
  it('never falls back to the home page', () => {
    expect(parentListOf('/info/5/stara-stranka', pages)).toBeNull()
    expect(parentListOf('/en/info/5/old', pages)).toBeNull()
  })
})
