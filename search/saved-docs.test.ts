// The search step's saved documents (saved-docs.ts): a later run makes and analyses only the
// documents of items that changed, and builds exactly the index of a run that made them all;
// saved files that do not agree with each other or with the code are not used.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { is, number, string, tuple } from 'superstruct'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { itemTextHash } from '../content-pipeline/itemHashes.js'
import type { Locale } from '../shared/config/locales.js'
import type { PerLocale } from '../shared/config/perLocale.js'
import { type ItemHashesByKind, type SearchableContent, searchDocs } from './docs.js'
import { buildFulltextIndex } from './fulltext/build.js'
import { searchableKinds } from '../content-pipeline/kinds.js'
import { emptyMemo, isSavedRow, loadMemo, SavedDoc, saveMemo, worthSaving } from './saved-docs.js'
import { pullContent } from './testing.js'

let content: PerLocale<SearchableContent>
beforeAll(async () => {
  content = await pullContent()
}, 120_000)

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'saved-docs-'))
  dirs.push(dir)
  return dir
}

/** The items' hashes as the pipeline writes them (content-pipeline/write.ts: each item's pretty JSON). */
function hashesOf(c: SearchableContent): ItemHashesByKind {
  const out: ItemHashesByKind = {}
  for (const kind of searchableKinds) {
    out[kind] = Object.fromEntries(c[kind].map((item) => [String(item.id), itemTextHash(JSON.stringify(item, null, 2))]))
  }
  return out
}

/** A locale's documents made from `c` and saved in a new folder, as a search step leaves them. */
function saved(locale: Locale, c: SearchableContent) {
  const dir = tempDir()
  const memo = emptyMemo()
  const docs = memo.docs.docs(c, hashesOf(c))
  saveMemo(dir, locale, memo)
  return { dir, memo, docs }
}

/** The index's files as one comparable list of [name, base64]. */
const indexFiles = (index: ReturnType<typeof buildFulltextIndex>) => [...index.files].map(([name, data]) => [name, Buffer.from(data).toString('base64')])

describe('saved search documents', () => {
  it("a later run makes only the changed item's document again, and builds the same index as from nothing", () => {
    const { dir, docs: before } = saved('cs', content.cs)

    const edited = structuredClone(content.cs)
    const post = edited.blogPosts[1]
    if (!post) throw new Error('the sample content has fewer than two Czech blog posts')
    post.title = `${post.title} (aktualizováno)`

    const loaded = loadMemo(dir, 'cs')
    const kept = new Map([...loaded.docs.saved()].map(([slot, entry]) => [slot, entry.doc]))
    expect(kept.size).toBe(before.length)
    const docs = loaded.docs.docs(edited, hashesOf(edited))
    const made = docs.filter((d) => ![...kept.values()].includes(d))
    expect(made.map((d) => d.url)).toEqual([post.path])
    expect(made[0]?.title).toBe(post.title)

    // Exactly the documents and the files of a run that made and analysed everything.
    const fresh = searchDocs(edited)
    expect(docs).toEqual(fresh)
    expect(indexFiles(buildFulltextIndex(docs, { analyzer: loaded.analyzer }))).toEqual(indexFiles(buildFulltextIndex(fresh)))
  }, 60_000)

  it('a document whose blog category was renamed is made again, though its post is the same', () => {
    const { dir } = saved('cs', content.cs)
    const edited = structuredClone(content.cs)
    const category = edited.blogCategories[0]
    if (!category) throw new Error('the sample content has no blog category')
    category.name = `${category.name} a další`
    const loaded = loadMemo(dir, 'cs')
    const docs = loaded.docs.docs(edited, hashesOf(edited))
    const inCategory = edited.blogPosts.filter((p) => p.category_id === category.id).map((p) => p.path)
    expect(inCategory.length).toBeGreaterThan(0)
    for (const url of inCategory) expect(docs.find((d) => d.url === url)?.sub).toBe(category.name)
    expect(docs).toEqual(searchDocs(edited))
  }, 60_000)

  it('saved files that do not agree, or come from other code, are not used', () => {
    const { dir, memo } = saved('en', content.en)
    expect(loadMemo(dir, 'en').docs.saved().size).toBeGreaterThan(0)

    const numbers = join(dir, 'en.bin')
    const bytes = readFileSync(numbers)
    bytes[0] = (bytes[0] ?? 0) ^ 0xff
    writeFileSync(numbers, bytes)
    expect(loadMemo(dir, 'en').docs.saved().size).toBe(0)

    saveMemo(dir, 'en', memo)
    const index = join(dir, 'en.json')
    writeFileSync(index, readFileSync(index, 'utf8').replace(/"code":"[^"]+"/, '"code":"other"'))
    expect(loadMemo(dir, 'en').docs.saved().size).toBe(0)

    writeFileSync(index, '{')
    expect(loadMemo(dir, 'en').docs.saved().size).toBe(0)
    // None saved at all: an empty memo, no error.
    expect(loadMemo(tempDir(), 'cs').docs.saved().size).toBe(0)
  }, 60_000)

  it('are saved again when a run made enough of them, not after one edit', () => {
    const { dir, memo } = saved('cs', content.cs)
    // A first run made every document: worth saving.
    expect(worthSaving(memo)).toBe(true)

    const oneEdit = structuredClone(content.cs)
    const post = oneEdit.blogPosts[0]
    if (!post) throw new Error('the sample content has no Czech blog post')
    post.title = `${post.title} (opraveno)`
    const loaded = loadMemo(dir, 'cs')
    loaded.docs.docs(oneEdit, hashesOf(oneEdit))
    expect(loaded.docs.lastDocs().made).toBe(1)
    expect(worthSaving(loaded)).toBe(false)

    // Every post retitled: more than 1 % and at least 50 of the documents are new.
    const manyEdits = structuredClone(content.cs)
    for (const p of manyEdits.blogPosts) p.title = `${p.title} (nově)`
    for (const p of manyEdits.careerPosts) p.title = `${p.title} (nově)`
    for (const g of manyEdits.glossary) g.title = `${g.title} (nově)`
    const again = loadMemo(dir, 'cs')
    again.docs.docs(manyEdits, hashesOf(manyEdits))
    const { held, made } = again.docs.lastDocs()
    expect(made).toBeGreaterThanOrEqual(Math.max(50, held / 100))
    expect(worthSaving(again)).toBe(true)

    // A locale of fewer than 50 documents, all made anew (a small site's first run): worth it too.
    const small = structuredClone(content.cs)
    Object.assign(small, { blogPosts: small.blogPosts.slice(0, 3), careerPosts: [], glossary: [], services: [], people: [], seminars: [], jobs: [], serviceGroups: [] })
    const first = emptyMemo()
    first.docs.docs(small, hashesOf(small))
    const { held: few, made: all } = first.docs.lastDocs()
    expect(few).toBeLessThan(50)
    expect(all).toBe(few)
    expect(worthSaving(first)).toBe(true)
  }, 60_000)
})

describe('saved document rows', () => {
  // Checked by hand in one loop for speed: it must accept exactly what the struct it stands for does.
  const Row = tuple([string(), string(), SavedDoc, number(), number(), number(), number()])
  const doc = { kind: 'posts', url: '/blog/1/a', title: 'A', sub: 'Blog', keywords: ['daň'], text: 'text' }
  const rows: unknown[] = [
    ['0', 'cs/blogPosts#1', doc, 3, 1, 20, 2],
    ['0', 'cs/blogPosts#1', { ...doc, extra: 1 }, 3, 1, 20, 2],
    ['0', 'cs/blogPosts#1', { ...doc, kind: 'unknown' }, 3, 1, 20, 2],
    ['0', 'cs/blogPosts#1', { ...doc, keywords: ['a', 2] }, 3, 1, 20, 2],
    ['0', 'cs/blogPosts#1', { ...doc, text: undefined }, 3, 1, 20, 2],
    ['0', 'cs/blogPosts#1', Object.fromEntries(Object.entries(doc).filter(([k]) => k !== 'sub')), 3, 1, 20, 2],
    ['0', 'cs/blogPosts#1', doc, 3, 1, 20],
    ['0', 'cs/blogPosts#1', doc, 3, 1, 20, 2, 5],
    ['0', 'cs/blogPosts#1', doc, 3, '1', 20, 2],
    ['0', 'cs/blogPosts#1', doc, 3, 1, Number.NaN, 2],
    [0, 'cs/blogPosts#1', doc, 3, 1, 20, 2],
    ['0', null, doc, 3, 1, 20, 2],
    ['0', 'cs/blogPosts#1', [doc], 3, 1, 20, 2],
    { 0: '0' },
    null,
    'row',
  ]
  it('accepts what the superstruct tuple accepts, and nothing else', () => {
    for (const row of rows) expect(isSavedRow(row), JSON.stringify(row)).toBe(is(row, Row))
    expect(rows.filter((row) => isSavedRow(row))).toHaveLength(1)
  })
})
