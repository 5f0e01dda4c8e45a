// A kind registered only here — case studies, with two routes of their own — reaches the layers
// that read the registry (docs/adding-a-content-kind.md) with no other change: its pages are
// listed for the pre-render, the search makes its documents, the redirect map its slug
// variants, and a rebuild finds the page of the one item that changed. The registry and the
// route table are the real modules, evaluated afresh for this file with the kind added.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { RouteKey } from '../shared/config/routes.js'
import type { SearchableContent } from '../search/docs.js'
import type { SearchFacts } from './kinds.js'

type CaseStudy = { id: number; slug: string; path: string; alternates: Record<string, string>; title: string; client: string; body: string }

const caseStudyRoutes = {
  caseStudy: { cs: '/pripadove-studie/:id/:slug', en: '/case-studies/:id/:slug' },
  caseStudiesPage: { cs: '/pripadove-studie/strana/:page', en: '/case-studies/page/:page' },
}

const caseStudies = {
  label: 'case study',
  order: () => (a: CaseStudy, b: CaseStudy) => a.id - b.id,
  page: { route: 'caseStudy', params: 'id/slug' },
  lists: { caseStudiesPage: 2 },
  search: { group: 'pages', doc: (c) => ({ url: c.path, title: c.title, sub: c.client, keywords: [c.client], text: [{ html: c.body }] }) },
} satisfies { label: string; order(): (a: CaseStudy, b: CaseStudy) => number; page: { route: string; params: 'id/slug' }; lists: Record<string, number>; search: SearchFacts<CaseStudy> }

// The kind and its routes exist at run time only, in this file: the types know the real ones.
const keys = Object.keys(caseStudyRoutes) as RouteKey[]
const withCaseStudies = (content: SearchableContent, cs: CaseStudy[]) => ({ ...content, caseStudies: cs }) as SearchableContent

const study = (id: number, locale: 'cs' | 'en', slug: string, title: string): CaseStudy => ({
  id,
  slug,
  path: locale === 'cs' ? `/pripadove-studie/${id}/${slug}` : `/en/case-studies/${id}/${slug}`,
  alternates: {},
  title,
  client: 'Pekárna Novák',
  body: `<p>${title}: <strong>účetnictví</strong> na míru.</p>`,
})
const items = {
  cs: [study(1, 'cs', 'pekarna', 'Pekárna'), study(2, 'cs', 'stavebniny', 'Stavebniny'), study(3, 'cs', 'kavarna', 'Kavárna')],
  en: [study(1, 'en', 'bakery', 'Bakery'), study(2, 'en', 'builders', 'Builders'), study(3, 'en', 'cafe', 'Café')],
}

let dir: string
const modules = async () => ({
  prerender: await import('../renderer/prerender.js'),
  docs: await import('../search/docs.js'),
  variants: await import('../hosting/redirects/variants.js'),
  content: await import('../page-data/content.js'),
  reading: await import('../page-data/reading.js'),
})
let m: Awaited<ReturnType<typeof modules>>

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kinds-throwaway-'))
  for (const locale of ['cs', 'en'] as const) {
    mkdirSync(join(dir, locale))
    writeFileSync(join(dir, locale, 'itemPaths.json'), JSON.stringify({ caseStudies: items[locale].map(({ id, slug, path }) => ({ id, slug, path })) }))
    writeFileSync(join(dir, locale, 'caseStudies.json'), JSON.stringify(items[locale]))
  }
  vi.resetModules()
  vi.doMock('../shared/config/routes.js', async (importOriginal) => {
    const real = await importOriginal<typeof import('../shared/config/routes.js')>()
    // This evaluation of the table only (vi.resetModules above): the other files keep theirs.
    Object.assign(real.routes, caseStudyRoutes)
    return real
  })
  vi.doMock('./kinds.js', async (importOriginal) => {
    const real = await importOriginal<typeof import('./kinds.js')>()
    const kinds = { ...real.kinds, caseStudies }
    // The lists kinds.ts derives from its entries, derived alike from these.
    return {
      ...real,
      kinds,
      kindList: [...real.kindList, 'caseStudies'],
      slugKinds: [...real.slugKinds, 'caseStudies'],
      searchableKinds: [...real.searchableKinds, 'caseStudies'],
    }
  })
  m = await modules()
})

afterAll(() => {
  vi.doUnmock('../shared/config/routes.js')
  vi.doUnmock('./kinds.js')
  vi.resetModules()
  rmSync(dir, { recursive: true, force: true })
})

describe('a kind added to the registry', () => {
  it('has its item pages and the pages 2… of its list pre-rendered', () => {
    const urls = m.reading.readingFrom(dir, () => m.prerender.prerenderUrls(...keys))
    expect(urls).toEqual([
      '/pripadove-studie/1/pekarna',
      '/pripadove-studie/2/stavebniny',
      '/pripadove-studie/3/kavarna',
      '/en/case-studies/1/bakery',
      '/en/case-studies/2/builders',
      '/en/case-studies/3/cafe',
      '/pripadove-studie/strana/2',
      '/en/case-studies/page/2',
    ])
  })

  it('is found by the search, its HTML read as text', () => {
    const content: SearchableContent = {
      serviceGroups: [],
      services: [],
      people: [],
      blogPosts: [],
      careerPosts: [],
      blogCategories: [],
      seminars: [],
      glossary: [],
      jobs: [],
      pages: [],
      documents: [],
    }
    const docs = m.docs.searchDocs(withCaseStudies(content, items.cs))
    expect(docs).toContainEqual({ kind: 'pages', url: '/pripadove-studie/1/pekarna', title: 'Pekárna', sub: 'Pekárna Novák', keywords: ['Pekárna Novák'], text: 'Pekárna: účetnictví na míru.' })
    expect(docs).toHaveLength(3)
  })

  it('has its wrong and other-locale slugs redirected to its pages', () => {
    const none = { serviceGroups: [], services: [], blogPosts: [], careerPosts: [], jobs: [], seminars: [], glossary: [], pages: [] }
    const slugged = (locale: 'cs' | 'en') => ({ ...none, caseStudies: items[locale].map(({ id, slug, path }) => ({ id, slug, path })) })
    const { redirects, conflicts } = m.variants.contentRedirects({ cs: slugged('cs'), en: slugged('en') }, () => false)
    expect(conflicts).toEqual([])
    const to = (from: string) => redirects.find((r) => r.from === from)?.to
    expect(to('/pripadove-studie/1/bakery')).toBe('/en/case-studies/1/bakery')
    expect(to('/en/case-studies/1/pekarna')).toBe('/pripadove-studie/1/pekarna')
    expect(to('/pripadove-studie/1')).toBe('/pripadove-studie/1/pekarna')
  })

  it('has a rebuild render again the page of the item that changed, not the others', () => {
    // What two pages read, as the page worker records it (page-data/content.ts). `content()` is
    // typed by the real kinds; the file read is this kind's.
    const readsOf = (id: number) => m.reading.readingFrom(dir, () => m.reading.withOwnReads(() => m.content.byId(m.content.content('cs', 'caseStudies' as 'pages'), id)).reads)
    const reads = { 1: readsOf(1), 2: readsOf(2) }
    expect(reads[1]).toEqual(['cs/caseStudies#1'])
    const hashes = m.reading.readingFrom(dir, () => Object.fromEntries([...reads[1], ...reads[2]].map((key) => [key, m.content.dependencyHash(key)])))

    writeFileSync(join(dir, 'cs', 'caseStudies.json'), JSON.stringify(items.cs.map((c) => (c.id === 2 ? { ...c, title: 'Stavebniny a.s.' } : c))))
    m.content.forgetContent()
    const previous = { changedFiles: new Set(['cs/caseStudies']), hashes, derived: {} }
    const dirty = (id: 1 | 2) => m.reading.readingFrom(dir, () => reads[id].some((key) => m.content.isDirty(key, previous)))
    expect(dirty(1)).toBe(false)
    expect(dirty(2)).toBe(true)
  })
})
