// A page's read set (the keys a rebuild re-renders it by) is its own, whatever else is computed
// at the same time: pages whose data reads different content, awaits interleaving, each get
// exactly the set they get when computed alone, whichever of them computed a shared derived
// value first.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Locale } from '../shared/config/locales.js'
import { generatedDir } from '../content-pipeline/model.js'
import { byId, content, derivedReads, forgetContent, groupedBy, itemAt, perLocale, perLocaleItem, perLocaleKeyed, readingFrom, trackReads } from './content.js'

const cwd = process.cwd()
let root = ''
let drafts = ''

type Post = { id: number; slug: string; title: string; category_id: number }
const post = (id: number, category_id: number, title = `Post ${id}`): Post => ({ id, slug: `post-${id}`, title, category_id })
const posts = [post(1, 1), post(2, 2), post(3, 1), post(4, 2), post(5, 1)]

function writeContent(dir: string, titles: (id: number) => string): void {
  for (const locale of ['cs', 'en']) {
    mkdirSync(join(dir, locale), { recursive: true })
    const write = (name: string, value: unknown) => writeFileSync(join(dir, locale, `${name}.json`), JSON.stringify(value))
    write(
      'blogPosts',
      posts.map((p) => ({ ...p, title: `${titles(p.id)} (${locale})` })),
    )
    write('blogCategories', [
      { id: 1, name: 'Daně', slug: 'dane', path: '/blog/dane', alternates: {} },
      { id: 2, name: 'Mzdy', slug: 'mzdy', path: '/blog/mzdy', alternates: {} },
    ])
    write('settings', { contacts: { phone: '+420 123 456 789' }, topMenu: [], bottomMenu: [] })
    write('images', { '/media/a.jpg': { width: 640 }, '/media/b.jpg': { width: 320 } })
  }
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'page-reads-'))
  process.chdir(root)
  writeContent(generatedDir, (id) => `Post ${id}`)
  drafts = join(root, 'drafts')
  writeContent(drafts, (id) => `Draft ${id}`)
})

afterAll(() => {
  forgetContent()
  process.chdir(cwd)
  rmSync(root, { recursive: true, force: true })
})

// Derived values shared by the pages, computed by whichever page asks first.
const blogPosts = (locale: Locale) => content(locale, 'blogPosts')
const newest = perLocale('readsTestNewest', (locale) =>
  [...blogPosts(locale)]
    .sort((a, b) => b.id - a.id)
    .slice(0, 2)
    .map((p) => p.id),
)
const teaser = perLocaleItem('readsTestTeaser', (locale, id) => byId(blogPosts(locale), id)?.title)
const newestTitles = perLocale('readsTestNewestTitles', (locale) => newest(locale).map((id) => teaser(locale, id)))
const categoryPosts = perLocaleKeyed(
  'readsTestByCategory',
  (locale) => new Map(content(locale, 'blogCategories').map((c) => [c.id, groupedBy(blogPosts(locale), 'category', (p) => p.category_id, c.id).length])),
)

// A page's data gives the turn to the others between its reads, for a while of its own.
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

type Page = { name: string; data: () => Promise<unknown>; reads: string[] }
const pages: Page[] = [
  {
    name: 'a post with a related post',
    data: async () => {
      const p = itemAt(blogPosts('cs'), { id: '3', slug: 'post-3' })
      await pause(3)
      const related = teaser('cs', 5)
      await pause(1)
      return { title: p.title, related, phone: content('cs', 'settings').contacts }
    },
    reads: ['cs/blogPosts#3', 'cs/settings#contacts', '~readsTestTeaser:cs#5'],
  },
  {
    name: 'another post, whose related post is the first one',
    data: async () => {
      await pause(1)
      const p = itemAt(blogPosts('cs'), { id: '5', slug: 'post-5' })
      await pause(2)
      return { title: p.title, related: teaser('cs', 3) }
    },
    reads: ['cs/blogPosts#5', '~readsTestTeaser:cs#3'],
  },
  {
    name: 'the newest posts',
    data: async () => {
      const titles = newestTitles('cs')
      await pause(2)
      return { titles, categories: content('cs', 'blogCategories').length }
    },
    reads: ['cs/blogCategories', '~readsTestNewestTitles:cs'],
  },
  {
    name: "a category's list",
    data: async () => {
      await pause(2)
      const count = categoryPosts('cs', 2)
      await pause(1)
      return { count, first: groupedBy(blogPosts('cs'), 'category', (p) => p.category_id, 2)[0]?.title }
    },
    reads: ['cs/blogPosts', '~readsTestByCategory:cs#2'],
  },
  {
    name: 'a page with two images',
    data: async () => {
      const images = content('cs', 'images')
      const a = images['/media/a.jpg']
      await pause(1)
      return { a, b: '/media/b.jpg' in images }
    },
    reads: ['cs/images#/media/a.jpg', 'cs/images#/media/b.jpg'],
  },
  {
    name: 'an English post beside the newest English posts',
    data: async () => {
      const p = itemAt(blogPosts('en'), { id: '1', slug: 'post-1' })
      await pause(2)
      return { title: p.title, newest: newest('en') }
    },
    reads: ['en/blogPosts#1', '~readsTestNewest:en'],
  },
]

/** Each page's read set, each page computed alone from nothing read or derived yet. */
async function alone(): Promise<string[][]> {
  const sets: string[][] = []
  for (const page of pages) {
    forgetContent()
    sets.push((await trackReads(page.data)).reads)
  }
  return sets
}

async function together(order: Page[]): Promise<Map<string, string[]>> {
  const results = await Promise.all(order.map(async (page) => [page.name, (await trackReads(page.data)).reads] as const))
  return new Map(results)
}

describe('pages computed at the same time', () => {
  it('each get the read set they get alone, whichever page computed a shared derived value', async () => {
    const expected = new Map(pages.map((p) => [p.name, p.reads]))
    const sets = await alone()
    expect(new Map(pages.map((p, i) => [p.name, sets[i]]))).toEqual(expected)
    forgetContent()
    // Nothing derived yet: the first pages compute the values the later ones find.
    expect(await together(pages)).toEqual(expected)
    forgetContent()
    expect(await together([...pages].reverse())).toEqual(expected)
    // Everything derived already: no page computes anything.
    expect(await together(pages)).toEqual(expected)
  })

  it("keep a derived value's sources its own, not the page's that computed it", async () => {
    forgetContent()
    derivedReads()
    await together(pages)
    expect(derivedReads()).toEqual({
      '~readsTestNewest:cs': ['cs/blogPosts'],
      '~readsTestNewest:en': ['en/blogPosts'],
      '~readsTestNewestTitles:cs': ['~readsTestNewest:cs', '~readsTestTeaser:cs#4', '~readsTestTeaser:cs#5'],
      '~readsTestByCategory:cs': ['cs/blogCategories', 'cs/blogPosts'],
      '~readsTestTeaser:cs#3': ['cs/blogPosts#3'],
      '~readsTestTeaser:cs#4': ['cs/blogPosts#4'],
      '~readsTestTeaser:cs#5': ['cs/blogPosts#5'],
    })
  })

  it('read each their own folder: the draft content beside the published one', async () => {
    forgetContent()
    const [published, draft] = await Promise.all([trackReads(pages[0]!.data), readingFrom(drafts, () => trackReads(pages[0]!.data))])
    expect(published.value).toMatchObject({ title: 'Post 3 (cs)', related: 'Post 5 (cs)' })
    expect(draft.value).toMatchObject({ title: 'Draft 3 (cs)', related: 'Draft 5 (cs)' })
    expect(draft.reads).toEqual(published.reads)
  })

  it('get an error from a derived value computed asynchronously, whose sources would be cut short', () => {
    // Its reads here come before its first await; a later one's would come after the value's sources were taken.
    const later = perLocale('readsTestLater', async (locale) => content(locale, 'blogPosts').length)
    expect(() => later('cs')).toThrow('a derived value must be computed synchronously')
  })
})
