import { describe, expect, it } from 'vitest'
import { groupByLetter, initialOf, letterId } from './letters.js'

describe('initialOf', () => {
  it('keeps Czech letters with háček and the digraph Ch', () => {
    expect(initialOf('Činnost', 'cs')).toBe('Č')
    expect(initialOf('řádná závěrka', 'cs')).toBe('Ř')
    expect(initialOf('Chráněný účet', 'cs')).toBe('Ch')
    expect(initialOf('Cash flow', 'cs')).toBe('C')
  })
  it('folds other accents into the base letter', () => {
    expect(initialOf('Účetní závěrka', 'cs')).toBe('U')
    expect(initialOf('Ďáblova daň', 'cs')).toBe('D')
  })
  it('uses plain A–Z in English', () => {
    expect(initialOf('Cheque', 'en')).toBe('C')
    expect(initialOf('Šimek method', 'en')).toBe('S')
  })
  it('puts digits and symbols under #', () => {
    expect(initialOf('3D tisk', 'cs')).toBe('#')
  })
})

describe('letterId', () => {
  it('is ASCII', () => {
    expect(letterId('A')).toBe('letter-a')
    expect(letterId('Ch')).toBe('letter-ch')
    expect(letterId('Č')).toBe('letter-c-caron')
    expect(letterId('#')).toBe('letter-other')
  })
})

describe('groupByLetter', () => {
  it('orders groups by the Czech alphabet and terms by Czech collation', () => {
    const terms = ['Insolvence', 'Chyba', 'Hmotný majetek', 'Cena', 'Částka', 'Daň', 'Cizí měna']
    const groups = groupByLetter(terms, (s) => s, 'cs')
    expect(groups.map((g) => [g.letter, g.items])).toEqual([
      ['C', ['Cena', 'Cizí měna']],
      ['Č', ['Částka']],
      ['D', ['Daň']],
      ['H', ['Hmotný majetek']],
      ['Ch', ['Chyba']],
      ['I', ['Insolvence']],
    ])
  })
})
