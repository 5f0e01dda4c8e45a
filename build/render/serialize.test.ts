import { stringify } from '@brillout/json-serializer/stringify'
import { describe, expect, it } from 'vitest'
import { serializePageContext } from './serialize.js'

const vike = (value: unknown) => stringify(value, { forbidReactElements: true, htmlScriptSafe: { escapeScripts: true, escapeURLs: false } })

describe('serializePageContext', () => {
  const cases: [string, unknown][] = [
    ['plain data', { locale: 'cs', data: { title: 'Daně </script><script>alert(1)</script>', n: 3, ok: true, none: null, list: [1, 'a', { b: [] }] } }],
    ['unicode and slashes', { path: '/blog/1/účetnictví', html: '<p>a &amp; b</p>', s: '\u2028\u2029' }],
    ['undefined property', { a: undefined, b: 1 }],
    ['undefined in an array', [1, undefined, 2]],
    ['a string starting with !', { s: '!undefined', t: '!' }],
    ['a date', { d: new Date('2026-01-02T03:04:05Z') }],
    ['non-finite numbers and -0', { a: NaN, b: Infinity, c: -Infinity, d: -0 }],
    ['a map and a set', { m: new Map([[1, 2]]), s: new Set(['x']) }],
    ['an object without prototype', Object.assign(Object.create(null) as object, { x: 1 })],
  ]
  for (const [name, value] of cases) {
    it(`matches Vike's serializer: ${name}`, () => {
      expect(serializePageContext(value)).toBe(vike(value))
    })
  }
})
