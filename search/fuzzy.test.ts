import { describe, expect, it } from 'vitest'
import { editDistance, typosForgiven } from './fuzzy.js'

describe('typo tolerance rule (shared by the dropdown and the results page)', () => {
  it('forgives nothing below five letters, one typo from five', () => {
    expect(['dane', 'audit', 'payrol', 'ucetni', 'mzdovky', 'ucetnitvi', 'acounting'].map(typosForgiven)).toEqual([0, 1, 1, 1, 1, 1, 1])
  })

  it('measures the distance to the whole term and to its closest beginning', () => {
    expect(editDistance('ucetnitvi', 'ucetnictvi', 2)).toEqual({ whole: 1, prefix: 1 })
    expect(editDistance('ucetnitvi', 'ucetnictvim', 1)).toEqual({ whole: 2, prefix: 1 })
    expect(editDistance('acounting', 'accounting', 1)).toEqual({ whole: 1, prefix: 1 })
    expect(editDistance('acounting', 'accountant', 1)).toBeNull()
    expect(editDistance('audit', 'audit', 1)).toEqual({ whole: 0, prefix: 0 })
    expect(editDistance('payrol', 'payroll', 1)).toEqual({ whole: 1, prefix: 0 })
    expect(editDistance('kontrolny', 'kontrola', 1)).toBeNull()
    expect(editDistance('kontrolny', 'kontrolni', 2)).toEqual({ whole: 1, prefix: 1 })
    expect(editDistance('xyzzy', 'accounting', 2)).toBeNull()
  })
})
