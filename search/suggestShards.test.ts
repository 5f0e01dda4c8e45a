// The dropdown's list split by the words' beginnings: every suggestion is in the shard of each of
// its words' beginnings, a query loads only the shards its words need, and finds what the whole
// list finds (diacritics, a word's beginning, one typo after the shard's letters).
import { describe, expect, it } from 'vitest'
import { suggestPayload } from './build.js'
import type { SearchDoc } from './docs.js'
import { words } from './fold.js'
import { createSuggestIndex, type SuggestPayload } from './suggest.js'
import { createShardedSuggest, exactMark, planQuery, splitSuggestions } from './suggestShards.js'

const doc = (title: string, keywords: string[] = []): SearchDoc => ({ kind: 'services', url: `/${words(title).join('-')}`, title, sub: '', keywords, text: '' })
const titles = [
  'Účetnictví',
  'Účetní závěrka',
  'Účetní poradenství pro malé firmy',
  'Daňové přiznání k dani z příjmů',
  'Daňové poradenství',
  'Daň z přidané hodnoty',
  'Převodní ceny',
  'Přiznání k DPH',
  'Prodej firmy',
  'Pro neziskové organizace',
  'Mzdy a HR',
  'Audit',
  'Forenzní audit',
  'A ještě něco',
]
const payload = suggestPayload(titles.map((t) => doc(t, t === 'Mzdy a HR' ? ['payroll'] : [])))
// A budget of ~two suggestions a shard: the sample splits several levels deep.
const budget = 2 * Math.max(...payload.docs.map((r) => JSON.stringify(r).length + 1))
const split = splitSuggestions(payload, 'b1', budget)

/** The engine over the split list, counting the files it loads. */
function sharded(files: SuggestPayload[] = split.files) {
  const loaded: number[] = []
  const engine = createShardedSuggest(JSON.parse(JSON.stringify(split.manifest)), async (n) => {
    loaded.push(n)
    return JSON.parse(JSON.stringify(files[n]))
  })
  return { engine, loaded }
}

const whole = createSuggestIndex(payload)
const titlesOf = (list: { title: string }[]) => list.map((s) => s.title)

describe('the dropdown list split by beginnings', () => {
  it('splits a beginning over the budget, and keeps every suggestion in the shard of each of its words', () => {
    expect(split.files.length).toBeGreaterThan(5)
    const shards = Object.entries(split.manifest.nodes).filter(([, [kind]]) => kind === 0)
    for (const [prefix, [, n]] of shards) {
      const p = prefix.replace(exactMark, '')
      for (const row of payload.docs) {
        const has = words(`${row[2]} ${row[4]}`).some((w) => (prefix.endsWith(exactMark) ? w === p : w.startsWith(p)))
        expect(
          split.files[n]!.docs.some((r) => r[1] === row[1]),
          `${row[2]} in "${prefix}"`,
        ).toBe(has)
      }
    }
    // Shards keep to the budget unless one word's beginning alone (12 letters) or its exact word is over it.
    for (const [prefix, [, n]] of shards) {
      const size = split.files[n]!.docs.reduce((s, r) => s + JSON.stringify(r).length + 1, 0)
      if (prefix.length < 12 && !prefix.endsWith(exactMark)) expect(size, prefix).toBeLessThanOrEqual(budget)
    }
  })

  it('plans one shard for a word, a top file for a beginning typed alone that was split, nothing for a beginning no word has', () => {
    expect(split.manifest.nodes['']?.[0]).toBe(1)
    const one = planQuery(split.manifest, 'ucetnictvi')
    expect('files' in one && one.files.length).toBe(1)
    expect('top' in planQuery(split.manifest, 'p')).toBe(true)
    expect(planQuery(split.manifest, 'qwx')).toEqual({ files: [] })
  })

  const cases: [string, string][] = [
    ['ucetnictvi', 'Účetnictví'], // no diacritics
    ['Účetní záv', 'Účetní závěrka'], // a word's beginning, the last word only
    ['ucetnitvi', 'Účetnictví'], // one typo (a letter missing)
    ['ucetmictvi', 'Účetnictví'], // one typo (a wrong letter)
    ['danove prizn', 'Daňové přiznání k dani z příjmů'],
    ['prevodni', 'Převodní ceny'],
    ['payrol', 'Mzdy a HR'], // a keyword
    ['forenzni', 'Forenzní audit'],
    ['pro neziskove', 'Pro neziskové organizace'], // a short complete word
  ]
  for (const [query, first] of cases) {
    it(`"${query}" → ${first}, as over the whole list, loading only its words' files`, async () => {
      const { engine, loaded } = sharded()
      const found = await engine.search(query)
      expect(found[0]?.title).toBe(first)
      expect(titlesOf(found).sort()).toEqual(titlesOf(whole.search(query)).sort())
      expect(loaded.length).toBeLessThanOrEqual(1)
    })
  }

  it("several words: the smallest file alone when a suggestion matches them all, every word's file when none does", async () => {
    const both = sharded()
    expect((await both.engine.search('danove prizn'))[0]?.title).toBe('Daňové přiznání k dani z příjmů')
    expect(both.loaded).toHaveLength(1)
    const plan = planQuery(split.manifest, 'danove prizn')
    expect('files' in plan && plan.files.length).toBe(2)
    // No suggestion has both words: any word will do, from both files.
    const either = sharded()
    expect(titlesOf(await either.engine.search('forenzni mzdy')).sort()).toEqual(['Forenzní audit', 'Mzdy a HR'])
    expect(either.loaded).toHaveLength(2)
  })

  it('a split beginning typed alone gets the whole list’s answer, from one small file', async () => {
    for (const q of ['u', 'd', 'p', 'pr']) {
      const { engine, loaded } = sharded()
      expect(titlesOf(await engine.search(q)), q).toEqual(titlesOf(whole.search(q)))
      expect(loaded.length).toBeLessThanOrEqual(1)
    }
  })

  it('finds nothing for nonsense, loads each file once, and tries a failed file again', async () => {
    const { engine, loaded } = sharded()
    expect(await engine.search('qwxzyv')).toEqual([])
    await engine.search('ucetnictvi')
    await engine.search('ucetnictv')
    expect(loaded).toHaveLength(1)
    let fail = true
    const flaky = createShardedSuggest(split.manifest, async (n) => {
      if (fail) throw new Error('offline')
      return split.files[n]
    })
    await expect(flaky.search('audit')).rejects.toThrow('offline')
    fail = false
    expect((await flaky.search('audit'))[0]?.title).toBe('Audit')
  })

  it('a list within the budget is one file, as before the split', () => {
    const one = splitSuggestions(payload, 'b2', 1e9)
    expect(one.files).toHaveLength(1)
    expect(one.manifest.nodes['']).toEqual([0, 0, payload.docs.length])
    expect(one.files[0]).toEqual(payload)
  })
})
