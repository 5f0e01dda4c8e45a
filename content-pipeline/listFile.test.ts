import { describe, expect, it } from 'vitest'
import { itemTextHash } from './itemHashes.js'
import { listItemTexts, prettyArrayChunks } from './listFile.js'

const write = (items: unknown[], taken?: Parameters<typeof prettyArrayChunks>[3]) => {
  const hashes: [unknown, string][] = []
  const text = [...prettyArrayChunks(items, 200, (item, hash) => hashes.push([item, hash]), taken)].join('')
  return { text, hashes }
}

describe('a list file read back item by item', () => {
  const items = [
    { id: 3, title: 'Daně', body: '<p>a</p>\n<p>b</p>', nested: { id: 99, list: [{ id: 98 }], text: '\n  },\n  {' } },
    { id: 1, title: 'Mzdy', alternates: { cs: '/a', en: '/b' } },
    { id: 2, title: 'Audit', empty: {}, none: [] },
  ]

  it('gives each item its text as indented in the file, by its own id (not a nested one)', () => {
    const { text } = write(items)
    const texts = listItemTexts(text)
    expect([...(texts?.keys() ?? [])]).toEqual([3, 1, 2])
    // The items joined as the file joins them are the file.
    expect(`[\n${[...(texts?.values() ?? [])].join(',\n')}\n]\n`).toBe(text)
    for (const item of items) expect(texts?.get(item.id)).toBe(`  ${JSON.stringify(item, null, 2).replaceAll('\n', '\n  ')}`)
  })

  it('an empty list has no items; a text that is not such a list gives none', () => {
    expect(listItemTexts('[]\n')?.size).toBe(0)
    expect(listItemTexts('{}\n')).toBeUndefined()
    expect(listItemTexts(JSON.stringify([1, 2], null, 2) + '\n')).toBeUndefined()
    expect(listItemTexts(JSON.stringify([{ id: 1 }, { id: 1 }], null, 2) + '\n')).toBeUndefined()
    expect(listItemTexts(JSON.stringify([{ title: 'no id' }], null, 2) + '\n')).toBeUndefined()
  })

  it('writes a taken item as its text there, with its hash, and the file is what writing every item gives', () => {
    const before = write(items)
    const texts = listItemTexts(before.text)
    const hashOf = new Map(before.hashes.map(([item, hash]) => [(item as { id: number }).id, hash]))
    const edited = [{ ...items[0], title: 'Daně 2026' }, { id: 1, title: 'not written: taken' }, items[2]]
    const taken = new Map([[1, { indented: texts?.get(1) ?? '', hash: hashOf.get(1) ?? '' }]])
    const after = write(edited, taken)
    expect(after.text).toBe(write([edited[0], items[1], items[2]]).text)
    expect(after.hashes.map(([, hash]) => hash)).toEqual([itemTextHash(JSON.stringify(edited[0], null, 2)), hashOf.get(1), hashOf.get(2)])
  })
})
