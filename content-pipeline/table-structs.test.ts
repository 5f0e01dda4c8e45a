import { array, is, record, string, tuple } from 'superstruct'
import { describe, expect, it } from 'vitest'
import { stringList, stringPairs, stringTable } from './table-structs.js'

// Each fast struct must accept exactly what the superstruct composition it stands for accepts:
// a previous output's table that is not what this code writes must not be reused.
const values: unknown[] = [
  {},
  { a: 'x', b: '' },
  { a: 1 },
  { a: 'x', b: null },
  { a: { b: 'c' } },
  [],
  [['a', 'b']],
  [
    ['a', 'b'],
    ['c', 'd'],
  ],
  [['a']],
  [['a', 'b', 'c']],
  [['a', 2]],
  [[null, 'b']],
  ['ab'],
  ['a', 'b'],
  ['a', 1],
  [null],
  null,
  undefined,
  'text',
  3,
  true,
  [{}],
]

describe('table structs', () => {
  it.each([
    ['stringTable', (v: unknown) => is(v, stringTable()), (v: unknown) => is(v, record(string(), string()))],
    ['stringPairs', (v: unknown) => is(v, stringPairs()), (v: unknown) => is(v, array(tuple([string(), string()])))],
    ['stringList', (v: unknown) => is(v, stringList()), (v: unknown) => is(v, array(string()))],
  ])('%s accepts what superstruct accepts, and nothing else', (_, fast, reference) => {
    for (const value of values) expect(fast(value), JSON.stringify(value)).toBe(reference(value))
  })

  it('refuses a table with one bad entry among many', () => {
    const table: Record<string, unknown> = Object.fromEntries(Array.from({ length: 70_000 }, (_, i) => [String(i), `h${i}`]))
    expect(is(table, stringTable())).toBe(true)
    table['69999'] = 7
    expect(is(table, stringTable())).toBe(false)
  })
})
