import { describe, expect, it } from 'vitest'
import { snippet } from './snippet.js'

const text = (segments: { text: string; mark: boolean }[]) => segments.map((s) => (s.mark ? `[${s.text}]` : s.text)).join('')

describe('snippet', () => {
  it('marks the matched words and keeps punctuation outside the mark', () => {
    expect(text(snippet('Audit. Audit účetní závěrky, a daně.', [2, 5], { skip: 1 }))).toBe('Audit [účetní] závěrky, a [daně].')
  })
  it('starts after the skipped title and shows the beginning without matches', () => {
    expect(text(snippet('Title here. One two three four', [0], { skip: 2, length: 3 }))).toBe('One two three …')
  })
  it('centres on the densest cluster, with ellipses', () => {
    const words = Array.from({ length: 100 }, (_, i) => `w${i}`).join(' ')
    const out = text(snippet(words, [3, 60, 62, 64], { length: 10 }))
    expect(out.startsWith('… w56')).toBe(true)
    expect(out).toContain('[w60]')
    expect(out.endsWith(' …')).toBe(true)
  })
  it('keeps markup as text', () => {
    expect(snippet('T. <b>x</b> &amp;', [1])).toEqual([
      { text: 'T. ', mark: false },
      { text: '<b>x</b', mark: true },
      { text: '> &amp;', mark: false },
    ])
  })
})
