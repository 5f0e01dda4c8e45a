// The full-text index format and engine on small hand-made documents: shards split at any size,
// prefixes across shard boundaries, stop terms, AND with an OR fallback, kinds as id ranges.
import { createServer, type Server } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import type { SearchDoc } from '../docs.js'
import { buildFulltextIndex, type BuildOptions } from './build.js'
import { openResultsEngine } from './engine.js'
import { DOCS_PER_FILE, Reader, writeVarint } from './format.js'

const doc = (kind: SearchDoc['kind'], n: number, title: string, text: string): SearchDoc => ({ kind, url: `/${kind}/${n}`, title, sub: '', keywords: [], text })

const docs: SearchDoc[] = [
  doc('posts', 1, 'Termíny daňových přiznání', 'Kdy podat daňové přiznání a kdy zaplatit daň.'),
  doc('services', 1, 'Daňové přiznání', 'Připravíme přiznání k dani z příjmů právnických osob.'),
  doc('glossary', 1, 'Přiznání k dani z příjmů', 'Tiskopis, ve kterém poplatník přiznává příjmy.'),
  doc('services', 2, 'Účetnictví', 'Vedení účetnictví pro malé i velké firmy.'),
  doc('people', 1, 'Ing. Tomáš Vrba', 'Řídící partner, daně a transakce.'),
]

let server: Server | undefined
afterEach(() => new Promise<void>((ok) => (server ? server.close(() => ok()) : ok())))

/** Serves the built files over HTTP, as a host would. */
async function engineFor(input: SearchDoc[], options?: BuildOptions, tamper?: (name: string, data: Uint8Array) => Uint8Array) {
  const { files, manifest } = buildFulltextIndex(input, options)
  const requested: string[] = []
  server = createServer((req, res) => {
    const name = (req.url ?? '').replace(/^\/ix\//, '')
    requested.push(name)
    const data = files.get(name)
    if (!data) return void res.writeHead(404).end()
    res.writeHead(200, { 'Content-Type': 'application/octet-stream' }).end(tamper ? tamper(name, data) : data)
  })
  await new Promise<void>((ok) => server!.listen(0, '127.0.0.1', ok))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  const base = `http://127.0.0.1:${port}/ix/`
  return { engine: await openResultsEngine(base), fresh: () => openResultsEngine(base), manifest, files, requested }
}

describe('full-text index', () => {
  it('varints round-trip', () => {
    const out: number[] = []
    const values = [0, 1, 127, 128, 300, 16_383, 16_384, 2 ** 31, 2 ** 40]
    for (const v of values) writeVarint(out, v)
    const r = new Reader(Uint8Array.from(out))
    expect(values.map(() => r.varint())).toEqual(values)
    expect(r.done).toBe(true)
  })

  it('numbers documents by kind, so kinds are id ranges', () => {
    const { manifest } = buildFulltextIndex(docs)
    expect(manifest.kinds[0]).toEqual([0, 2]) // services first
    expect(manifest.kinds[1]).toEqual([2, 3]) // then people
    expect(manifest.docs).toBe(5)
  })

  it('finds words without diacritics and by their beginning, across tiny shards', async () => {
    const { engine, manifest } = await engineFor(docs, { shardBytes: 20 })
    expect(manifest.shards.length).toBeGreaterThan(20)
    const r = await engine.first('danove prizn')
    expect(r.items[0]?.title).toBe('Daňové přiznání')
    expect(r.total).toBe(2) // the glossary entry has no daňov…
    expect(await engine.counts('prizn')).toEqual({ services: 1, posts: 1, glossary: 1 })
    const marked = r.items[0]!.snippet.filter((s) => s.mark).map((s) => s.text)
    expect(marked).toEqual(['přiznání'])
  })

  it('falls back to any word when no document has all of them', async () => {
    const { engine } = await engineFor(docs)
    const r = await engine.first('vrba qqqq')
    expect(r.items.map((i) => i.title)).toEqual(['Ing. Tomáš Vrba'])
  })

  it('pages through one kind in rank order', async () => {
    const { engine } = await engineFor(docs)
    const services = await engine.ofKind('dan', 'services', 0, 10)
    expect(services.every((i) => i.kind === 'services')).toBe(true)
    expect(services.map((i) => i.score)).toEqual([...services.map((i) => i.score)].sort((a, b) => b - a))
    expect(await engine.ofKind('dan', 'services', 1, 10)).toEqual(services.slice(1))
  })

  it('leaves function words out and ignores them in queries', async () => {
    const { engine, manifest } = await engineFor(docs)
    expect(manifest.stop).toEqual(expect.arrayContaining(['a', 'k', 'pro', 'the']))
    expect((await engine.first('pro vedeni a ucetnictvi')).items[0]?.title).toBe('Účetnictví')
    expect((await engine.first('pro')).total).toBe(0)
  })

  it('drops a record whose link is not a site path', async () => {
    const evil = [doc('pages', 1, 'Stránka', 'Obsah'), { ...doc('pages', 2, 'Stránka', 'Obsah'), url: 'javascript:alert(1)' }]
    const { engine } = await engineFor(evil)
    expect((await engine.first('stranka')).items.map((i) => i.url)).toEqual(['/pages/1'])
  })

  it('rejects a damaged file', async () => {
    await expect(engineFor(docs, {}, (name, data) => (name === 'manifest.bin' ? data.subarray(0, 5) : data))).rejects.toThrow()
  })

  it('forgives a typo in words of five letters or more: the same pages as the word spelled right', async () => {
    const { engine } = await engineFor(docs)
    const titles = async (q: string) => (await engine.first(q)).items.map((i) => i.title)
    expect(await titles('ucetnictvi')).toEqual(['Účetnictví'])
    expect(await titles('ucetnitvi')).toEqual(await titles('ucetnictvi'))
    expect(await titles('prizani')).toEqual(await titles('prizn'))
    // The typo's match is highlighted like the word it stands for.
    expect((await engine.first('ucetnitvi')).items[0]!.snippet.filter((x) => x.mark).map((x) => x.text)).toEqual(['účetnictví'])
    // Short words are not guessed at, nor are typos in the first letters.
    expect((await engine.first('vrna')).total).toBe(0)
    expect((await engine.first('icetnictvi')).total).toBe(0)
  })

  it('reads at most one shard more for a typo, and none more for a word spelled right', async () => {
    const many = Array.from({ length: 60 }, (_, i) => doc('posts', i + 10, `Článek ${i}`, `slovo${String.fromCharCode(97 + (i % 26))}${i} účetnictví ${i % 2 ? 'audit' : 'daně'}`))
    const { engine, fresh, manifest, requested } = await engineFor([...docs, ...many], { shardBytes: 60 })
    expect(manifest.shards.length).toBeGreaterThan(20)
    // Each query on a fresh engine (empty cache), counting the term shards it downloads.
    const shardsRead = async (q: string) => {
      const own = await fresh()
      requested.length = 0
      await own.first(q, 0)
      return requested.filter((r) => /\/t\d+\.bin$/.test(r))
    }
    const right = await shardsRead('ucetnictvi')
    const typo = await shardsRead('ucetnitvi')
    expect(typo.length - right.length).toBeLessThanOrEqual(1)
    expect((await engine.first('ucetnitvi')).total).toBe((await engine.first('ucetnictvi')).total)
  })

  it('on a large index, where the words of a beginning fill many shards, still finds a letter typed once instead of twice', async () => {
    const en = (n: number, title: string, text: string) => doc('services', n, title, text)
    const filler = [
      'academy',
      'accent',
      'accept',
      'access',
      'accident',
      'acclaim',
      'accord',
      'accrual',
      'accurate',
      'accuse',
      'acetate',
      'achieve',
      'acid',
      'acknowledge',
      'acorn',
      'acoustic',
      'acquire',
      'acre',
      'across',
      'action',
      'active',
      'actual',
      'acumen',
      'acute',
    ]
    const input = [en(1, 'Accounting', 'Bookkeeping and accounting for companies.'), ...filler.map((w, i) => en(i + 2, w, `${w} ${w} ${w}`))]
    const { engine, fresh, manifest, requested } = await engineFor(input, { shardBytes: 40 })
    expect(manifest.shards.filter((s) => s.startsWith('ac')).length).toBeGreaterThan(5)
    expect((await engine.first('acounting')).items.map((i) => i.title)).toEqual(['Accounting'])
    const shardsRead = async (q: string) => {
      const own = await fresh()
      requested.length = 0
      await own.first(q, 0)
      return requested.length
    }
    expect((await shardsRead('acounting')) - (await shardsRead('accounting'))).toBeLessThanOrEqual(1)
  })

  it('keeps the documents a few to a file: each result shows its own record, and one file serves the results it holds', async () => {
    const many = Array.from({ length: DOCS_PER_FILE * 3 + 2 }, (_, i) => doc('posts', i + 10, `Článek ${i}`, `x${i}y společné`))
    const { engine, fresh, files, manifest, requested } = await engineFor(many)
    const docFiles = [...files.keys()].filter((name) => /\/d\/\d+\.bin$/.test(name))
    expect(docFiles).toHaveLength(Math.ceil(many.length / DOCS_PER_FILE))
    expect(manifest.docsPerFile).toBe(DOCS_PER_FILE)
    // Every document, the last of each file and the first of the next included, comes with its own record.
    for (let i = 0; i < many.length; i++) {
      const { items } = await engine.first(`x${i}y`)
      expect(items.map((r) => [r.title, r.url])).toEqual([[`Článek ${i}`, `/posts/${i + 10}`]])
    }
    // All of them on one page: each document file is downloaded once.
    const own = await fresh()
    requested.length = 0
    expect((await own.first('spolecne', many.length)).items).toHaveLength(many.length)
    expect(requested.filter((r) => /\/d\/\d+\.bin$/.test(r)).sort()).toEqual(docFiles.sort())
  })
})
