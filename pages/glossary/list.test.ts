// The glossary's list pages at network scale: the terms in A–Z order cut into pages, a letter
// going on from one page to the next, and the page each letter of the index starts on.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generatedDir } from '../../content-pipeline/model.js'
import { derivedReads, forgetContent } from '../../page-data/content.js'
import { groupByLetter } from './letters.js'
import { glossaryCount, glossaryLetterPages, glossaryPageSize, glossarySlice } from './list.js'

const cwd = process.cwd()
let root = ''
// 150 terms: 70 on A (so A goes on from page 1 to page 2), 40 on Č, 5 on Ch (after H in
// Czech), 30 on Ž, 5 starting with a digit (under '#', first); listed out of order.
const initials = [...Array(70).fill('Audit'), ...Array(5).fill('Chyba'), ...Array(40).fill('Čistý'), ...Array(30).fill('Žádost'), ...Array(5).fill('3D')]
const terms = initials
  .map((word, i) => ({ id: i + 1, title: `${word} ${String(1000 - i)}`, slug: `pojem-${i + 1}`, perex: `Vysvětlení ${i + 1}`, path: `/slovnik-pojmu/${i + 1}/pojem-${i + 1}` }))
  .reverse()

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'glossary-list-'))
  process.chdir(root)
  const dir = join(generatedDir, 'cs')
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'glossary.json'), JSON.stringify(terms))
  writeFileSync(join(dir, 'itemPaths.json'), JSON.stringify({ glossary: terms.map((t) => ({ id: t.id, slug: t.slug, path: t.path })) }))
  forgetContent()
})

afterAll(() => {
  forgetContent()
  process.chdir(cwd)
  rmSync(root, { recursive: true, force: true })
})

describe('the glossary list pages', () => {
  it('cut the A–Z list into pages of the page size, a letter going on over the break', () => {
    expect(glossaryCount('cs')).toBe(150)
    expect(glossaryPageSize).toBe(60)
    const pages = [1, 2, 3].map((n) => glossarySlice('cs', n) ?? [])
    expect(glossarySlice('cs', 4)).toBeUndefined()
    expect(pages.map((groups) => groups.reduce((n, g) => n + g.items.length, 0))).toEqual([60, 60, 30])
    // The pages together are the whole glossary in its order.
    const whole = groupByLetter(terms, (t) => t.title, 'cs').flatMap((g) => g.items.map((t) => t.id))
    expect(pages.flat().flatMap((g) => g.items.map((t) => t.id))).toEqual(whole)
    expect(pages.map((groups) => groups.map((g) => g.letter))).toEqual([['#', 'A'], ['A', 'Č', 'Ch'], ['Ž']])
    // A letter keeps its section id on every page it is on.
    expect(pages[1]?.[0]?.id).toBe('letter-a')
    expect(pages[0]?.[1]?.items[0]).toEqual({ id: 1, title: 'Audit 1000', perex: 'Vysvětlení 1', path: '/slovnik-pojmu/1/pojem-1' })
  })

  it('tell the index the page each letter starts on', () => {
    expect(glossaryLetterPages('cs')).toEqual([
      { letter: '#', id: 'letter-other', page: 1 },
      { letter: 'A', id: 'letter-a', page: 1 },
      { letter: 'Č', id: 'letter-c-caron', page: 2 },
      { letter: 'Ch', id: 'letter-ch', page: 2 },
      { letter: 'Ž', id: 'letter-z-caron', page: 3 },
    ])
  })

  it('count the terms from the item paths, which the other locale’s pages read for their alternates', () => {
    glossaryCount('cs')
    // Not the terms themselves: counting reads no content file.
    expect(derivedReads()['~itemCount:cs']?.every((key) => key.startsWith('cs/itemPaths'))).toBe(true)
  })
})
