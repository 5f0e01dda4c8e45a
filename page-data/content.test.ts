// The dependency map's item hashes: read from the pipeline's table while it describes the file on
// disk, computed from the item otherwise, and the same either way.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ItemHashes, itemHashesFile, itemTextHash } from '../content-pipeline/itemHashes.js'
import { generatedDir } from '../content-pipeline/model.js'
import { openStaging } from '../content-pipeline/write.js'
import { byId, content, dependencyHash, derivedReads, forgetContent, isDirty, perLocale, perLocaleItem, trackReads } from './content.js'

const cwd = process.cwd()
let root = ''
const posts = [
  { id: 1, title: 'Daňové přiznání 2026' },
  { id: 2, title: 'Kontrolní hlášení' },
]
let table: ItemHashes

/** Writes the Czech blog posts and their item hashes the way the pipeline does (write.ts). */
async function publish(list: { id: number; title: string }[]): Promise<ItemHashes> {
  const staging = await openStaging(generatedDir)
  const items: Record<string, string> = {}
  const sha1 = await staging.writeJson('cs/blogPosts.json', list, (item, hash) => {
    if (typeof item === 'object' && item !== null && 'id' in item) items[String(item.id)] = hash
  })
  const written: ItemHashes = { version: 1, files: { 'cs/blogPosts': { sha1, items } } }
  await staging.writeJson(itemHashesFile, written)
  await staging.commit()
  return written
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'content-hashes-'))
  process.chdir(root)
  table = await publish(posts)
})

afterAll(() => {
  process.chdir(cwd)
  rmSync(root, { recursive: true, force: true })
})

describe('dependencyHash of an item', () => {
  it("comes from the pipeline's table and equals the hash computed without it", () => {
    forgetContent()
    const fromTable = dependencyHash('cs/blogPosts#2')
    expect(fromTable).toBe(table.files['cs/blogPosts']?.items['2'])
    writeFileSync(join(generatedDir, itemHashesFile), '{}')
    forgetContent()
    expect(dependencyHash('cs/blogPosts#2')).toBe(fromTable)
    expect(dependencyHash('cs/blogPosts#99')).toBe('-')
    writeFileSync(join(generatedDir, itemHashesFile), JSON.stringify(table))
  })

  it("ignores a file's entry that is not what the table's struct says (the item is hashed from its text)", () => {
    forgetContent()
    const fromTable = dependencyHash('cs/blogPosts#2')
    const entry = table.files['cs/blogPosts']
    writeFileSync(join(generatedDir, itemHashesFile), JSON.stringify({ ...table, files: { 'cs/blogPosts': { ...entry, items: { 1: 'x', 2: 42 } } } }))
    forgetContent()
    expect(dependencyHash('cs/blogPosts#2')).toBe(fromTable)
    expect(dependencyHash('cs/blogPosts#1')).toBe(itemTextHash(JSON.stringify(posts[0], null, 2)))
    writeFileSync(join(generatedDir, itemHashesFile), JSON.stringify(table))
  })

  it('ignores the table once the file changed under it, so an edited item gets its new hash', () => {
    forgetContent()
    const before = dependencyHash('cs/blogPosts#1')
    // Edited by hand (a test fixture, a person): the table no longer describes the file.
    writeFileSync(join(generatedDir, 'cs/blogPosts.json'), JSON.stringify([{ ...posts[0], title: 'Daňové přiznání 2027' }, posts[1]], null, 2) + '\n')
    forgetContent()
    const after = dependencyHash('cs/blogPosts#1')
    expect(after).not.toBe(before)
    expect(after).toBe(itemTextHash(JSON.stringify({ ...posts[0], title: 'Daňové přiznání 2027' }, null, 2)))
    expect(dependencyHash('cs/blogPosts#2')).toBe(table.files['cs/blogPosts']?.items['2'])
  })
})

describe('dependencyHash of a derived value made of items', () => {
  const newest = perLocale('testNewestPost', (locale) => content(locale, 'blogPosts').slice(0, 1))
  const hashAfter = async (list: { id: number; title: string }[]) => {
    await publish(list)
    forgetContent()
    newest('cs')
    return dependencyHash('~testNewestPost:cs')
  }
  const [first, second] = [posts[0] ?? { id: 1, title: '' }, posts[1] ?? { id: 2, title: '' }]

  it('changes when an item in it changes, not when another item of the file does', async () => {
    const before = await hashAfter(posts)
    expect(await hashAfter([first, { ...second, title: 'Kontrolní hlášení 2027' }])).toBe(before)
    expect(await hashAfter([{ ...first, title: 'Daňové přiznání 2027' }, second])).not.toBe(before)
  })

  it("does the same without the pipeline's table, from the items' text", async () => {
    const before = await hashAfter(posts)
    // The same value hashed from its text: a different hash (only ever a page computed again),
    // and still one that follows the item in it and no other.
    writeFileSync(join(generatedDir, itemHashesFile), '{}')
    forgetContent()
    newest('cs')
    const untabled = dependencyHash('~testNewestPost:cs')
    expect(untabled).not.toBe(before)
    writeFileSync(join(generatedDir, 'cs/blogPosts.json'), JSON.stringify([first, { ...second, title: 'Jiný titulek' }], null, 2) + '\n')
    forgetContent()
    newest('cs')
    expect(dependencyHash('~testNewestPost:cs')).toBe(untabled)
    await publish(posts)
  })
})

describe('a value derived per item', () => {
  const title = perLocaleItem('testTitle', (locale, id) => byId(content(locale, 'blogPosts'), id)?.title.toUpperCase())
  const [first, second] = [posts[0] ?? { id: 1, title: '' }, posts[1] ?? { id: 2, title: '' }]

  it('is read as its own key and reads its item alone', async () => {
    await publish(posts)
    forgetContent()
    derivedReads()
    const { value, reads } = await trackReads(() => title('cs', 2))
    expect(value).toBe('KONTROLNÍ HLÁŠENÍ')
    expect(reads).toEqual(['~testTitle:cs#2'])
    expect(derivedReads()).toMatchObject({ '~testTitle:cs#2': ['cs/blogPosts#2'] })
    // Said once: the page workers send what is new after each batch.
    expect(derivedReads()['~testTitle:cs#2']).toBeUndefined()
  })

  it('is dirty after its own item changed, not after another item of the file did', async () => {
    await publish(posts)
    forgetContent()
    title('cs', 1)
    title('cs', 2)
    const derived = derivedReads()
    const hashes = {
      '~testTitle:cs#1': dependencyHash('~testTitle:cs#1'),
      '~testTitle:cs#2': dependencyHash('~testTitle:cs#2'),
      'cs/blogPosts#1': dependencyHash('cs/blogPosts#1'),
      'cs/blogPosts#2': dependencyHash('cs/blogPosts#2'),
    }
    await publish([first, { ...second, title: 'Kontrolní hlášení 2027' }])
    forgetContent()
    const previous = { changedFiles: new Set(['cs/blogPosts']), hashes, derived }
    expect(isDirty('~testTitle:cs#1', previous)).toBe(false)
    expect(isDirty('~testTitle:cs#2', previous)).toBe(true)
    // The unchanged item's value was not even computed to tell.
    expect(Object.keys(derivedReads())).toEqual(['~testTitle:cs#2'])
    await publish(posts)
  })
})
