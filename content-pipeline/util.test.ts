import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { canonicalJson, linkOrCopy, linkTree } from './util.js'

/** The definition canonicalJson must keep to: JSON.stringify with every object's keys sorted. */
const reference = (value: unknown) => JSON.stringify(value, (_key, v: unknown) => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return v
  return Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
}) ?? 'null'

describe('canonicalJson', () => {
  it('gives the same text whatever order an object\'s keys come in', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 1, y: 2 }], c: null } })).toBe(canonicalJson({ a: { c: null, d: [1, { y: 2, z: 1 }] }, b: 1 }))
    expect(canonicalJson({ b: 1, a: 2 })).toBe('{"a":2,"b":1}')
    // Keys that look like array indexes too (an object of them keeps them in numeric order).
    expect(canonicalJson({ 9: 'a', 10: 'b', x: 'c' })).toBe('{"10":"b","9":"a","x":"c"}')
  })

  it('is the text of JSON.stringify with sorted keys, edge cases included', () => {
    const values: unknown[] = [
      null, 0, -1.5, 1e21, 'text "with" quotes\nand \u2028 line separators', true, [], {}, [undefined, () => 1, null],
      { skipped: undefined, fn: () => 1, kept: 'x', nested: { 'é': 1, e: 2, E: 3 } },
      { when: new Date('2026-11-25T10:00:00Z'), list: [{ id: 2, slug: 'b' }, { slug: 'a', id: 1 }] },
      [Number.NaN, Number.POSITIVE_INFINITY, 'ž', { a: [[], [{}]] }],
    ]
    for (const v of values) expect(canonicalJson(v)).toBe(reference(v))
  })
})

describe('linkTree', () => {
  it('puts every file of a tree at the same place in another, as hard links, making the folders', async () => {
    const root = mkdtempSync(join(tmpdir(), 'link-tree-'))
    try {
      const from = join(root, 'media')
      for (const [rel, text] of [['a.svg', '<svg/>'], ['blog/1/photo.jpg', 'jpeg'], ['blog/2/deep/x.pdf', 'pdf']] as const) {
        mkdirSync(join(from, rel, '..'), { recursive: true })
        writeFileSync(join(from, rel), text)
      }
      mkdirSync(join(from, 'empty'))
      const to = join(root, 'release', 'media')
      expect(await linkTree(from, to)).toBe(3)
      expect(readFileSync(join(to, 'blog/2/deep/x.pdf'), 'utf8')).toBe('pdf')
      // The same file, not a copy: no bytes were written.
      expect(statSync(join(to, 'blog/1/photo.jpg')).ino).toBe(statSync(join(from, 'blog/1/photo.jpg')).ino)
      expect(statSync(join(from, 'a.svg')).nlink).toBe(2)
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  it('will not put a file where one is already (a copy over a link would write into the linked file)', async () => {
    const root = mkdtempSync(join(tmpdir(), 'link-or-copy-'))
    try {
      writeFileSync(join(root, 'a'), 'new')
      writeFileSync(join(root, 'b'), 'old')
      await expect(linkOrCopy(join(root, 'a'), join(root, 'b'))).rejects.toThrow(/EEXIST/)
      expect(readFileSync(join(root, 'b'), 'utf8')).toBe('old')
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})
