import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { itemHashesFile, itemHashesVersion } from '../content-pipeline/itemHashes.js'
import { sha1 } from '../shared/hash.js'
import { readGeneratedLocaleWithHashes } from './content.js'
import { searchableKinds } from '../content-pipeline/kinds.js'

const made: string[] = []
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A generated folder whose Czech posts have an item-hash table; returns it and the posts file's hash. */
function generated(): { dir: string; postsHash: string } {
  const dir = mkdtempSync(join(tmpdir(), 'search-content-'))
  made.push(dir)
  mkdirSync(join(dir, 'cs'))
  for (const kind of searchableKinds) writeFileSync(join(dir, 'cs', `${kind}.json`), '[]')
  const posts = JSON.stringify([{ id: 7, title: 'Daňové přiznání' }])
  writeFileSync(join(dir, 'cs', 'blogPosts.json'), posts)
  const postsHash = sha1(posts)
  writeFileSync(join(dir, itemHashesFile), JSON.stringify({ version: itemHashesVersion, files: { 'cs/blogPosts': { sha1: postsHash, items: { 7: 'h7' } } } }))
  return { dir, postsHash }
}

// The search step makes documents again only for items whose hash changed; the hashes hold only
// for the file they were written with.
describe('readGeneratedLocaleWithHashes', () => {
  it('takes the item hashes of a file whose bytes are the ones they were written for', () => {
    const { dir } = generated()
    expect(readGeneratedLocaleWithHashes('cs', dir).hashes.blogPosts).toEqual({ 7: 'h7' })
  })

  it('trusts the file hashes the build just took instead of hashing the files again', () => {
    const { dir, postsHash } = generated()
    expect(readGeneratedLocaleWithHashes('cs', dir, { 'cs/blogPosts': postsHash }).hashes.blogPosts).toEqual({ 7: 'h7' })
    // Another hash for the file: the table is not for these bytes, and no item keeps its hash.
    expect(readGeneratedLocaleWithHashes('cs', dir, { 'cs/blogPosts': 'another' }).hashes.blogPosts).toBeUndefined()
  })

  it('gives no item hashes for a file written after its table', () => {
    const { dir } = generated()
    writeFileSync(join(dir, 'cs', 'blogPosts.json'), JSON.stringify([{ id: 7, title: 'Jiný titulek' }]))
    expect(readGeneratedLocaleWithHashes('cs', dir).hashes.blogPosts).toBeUndefined()
  })
})
