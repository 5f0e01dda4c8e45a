// paths → normalize → render on a tiny hand-made source (fixtures.ts): every kind's path, the
// cross-locale checks and the settings links, without HTTP.
import { describe, expect, it } from 'vitest'
import { group, person, sampleSource, service } from './fixtures.js'
import { Issues } from './issues.js'
import { createLinkResolver } from './links.js'
import { type NarrowBase, normalize } from './normalize.js'
import { constants } from '../shared/config/constants.js'
import { buildPaths } from './paths.js'
import { createMarkdownRenderer } from './markdown.js'
import { renderContent } from './render.js'
import type { Source } from './source.js'
import { localeCodes } from '../shared/config/locales.js'
import { Markdown } from './schemas/common.js'
import { type ContentKind, contentKinds } from './schemas/endpoints.js'
import { contentKindNames } from './schemas/changes.js'
import { perLocale } from '../shared/config/perLocale.js'

/** Paths of the fields that ARE the Markdown struct (by identity), `*` for array elements. */
function markdownPaths(struct: unknown, prefix: string[] = []): string[][] {
  if (struct === Markdown) return [prefix]
  if (typeof struct !== 'object' || struct === null) return []
  const type: unknown = Reflect.get(struct, 'type')
  const schema: unknown = Reflect.get(struct, 'schema')
  if (type === 'object' && typeof schema === 'object' && schema !== null) {
    return Object.entries(schema).flatMap(([key, s]) => markdownPaths(s, [...prefix, key]))
  }
  if (type === 'array') return markdownPaths(schema, [...prefix, '*'])
  return []
}

function valuesAt(value: unknown, path: string[]): unknown[] {
  const [head, ...rest] = path
  if (head === undefined) return [value]
  if (head === '*') return Array.isArray(value) ? value.flatMap((v) => valuesAt(v, rest)) : []
  return typeof value === 'object' && value !== null ? valuesAt(Reflect.get(value, head), rest) : []
}

function build(source: Source = sampleSource()) {
  const issues = new Issues()
  const paths = buildPaths(source.content, source.blogCategories)
  const normalized = normalize(source, paths, issues)
  const rendered = renderContent(normalized.content, createLinkResolver(paths, issues), issues, createMarkdownRenderer())
  return { issues, paths, normalized, rendered }
}

describe('item paths', () => {
  it("name every item of every kind, in its file's order, with what decides which pages exist", () => {
    const { normalized } = build()
    for (const locale of localeCodes) {
      const c = normalized.content[locale]
      const ids = (items: readonly { id: number; slug: string; path: string }[]) => items.map(({ id, slug, path }) => ({ id, slug, path }))
      for (const kind of Object.keys(contentKinds) as (keyof typeof contentKinds)[]) {
        expect(ids(c.itemPaths[kind]), `${locale} ${kind}`).toEqual(ids(c[kind]))
        if (locale === 'cs') expect(c.itemPaths[kind].length, kind).toBeGreaterThan(0)
      }
      expect(ids(c.itemPaths.blogCategories)).toEqual(ids(c.blogCategories))
      expect(c.itemPaths.blogPosts.map((p) => p.category_id)).toEqual(c.blogPosts.map((p) => p.category_id))
      expect(c.itemPaths.services.map((s) => s.group_id)).toEqual(c.services.map((s) => s.group_id))
      expect(c.itemPaths.pages.map((p) => p.route_key)).toEqual(c.pages.map((p) => p.route_key))
    }
  })
})

describe('paths', () => {
  const { paths } = build()

  it.each([
    ['serviceGroups', 12, '/sluzby/12/dane', '/en/services/12/taxes'],
    ['services', 101, '/sluzby/12/dane/dph', '/en/services/12/taxes/vat'],
    ['people', 1, '/lide/1', '/en/people/1'],
    ['blogPosts', 7, '/blog/7/novinky-2025', '/en/blog/7/news-2025'],
    ['careerPosts', 3, '/karierni-blog/3/den-v-auditu', undefined],
    ['jobs', 4, '/kariera/4/auditor', '/en/career/4/auditor'],
    ['seminars', 5, '/seminare/5/dph-2025', '/en/training/5/vat-2025'],
    ['glossary', 9, '/slovnik-pojmu/9/odpisy', '/en/dictionary-terms/9/depreciation'],
    ['pages', 1, '/info/1/podminky', '/en/info/1/terms'],
    ['pages', 2, '/o-nas', '/en/about-us'],
    ['references', 11, '/reference#reference-11', '/en/references#reference-11'],
    ['podcastEpisodes', 14, '/apodcast#episode-14', '/en/apodcast#episode-14'],
    ['podcastGuests', 15, '/apodcast/hoste#guest-15', '/en/apodcast/guests#guest-15'],
    ['documents', 13, '/media/documents/cenik.pdf', '/media/documents/cenik.pdf'],
  ] as const)('%s %i', (kind, id, cs, en) => {
    expect(paths.pathOf(kind, id, 'cs')).toBe(cs)
    expect(paths.pathOf(kind, id, 'en')).toBe(en)
    expect(paths.alternatesOf(kind, id)).toEqual(en ? { cs, en } : { cs })
  })

  it('an episode or a reference past the first page of its list: an anchor on the page it is on', () => {
    const source = sampleSource()
    const [episode] = source.content.podcastEpisodes.cs
    const [reference] = source.content.references.cs
    if (!episode || !reference) throw new Error('no episode or reference')
    // Ten episodes, 100 the newest; 108 and 109 were published at the same time, so the id
    // decides (the higher first, whatever the API's order) which is on page 2. Thirteen
    // references by `sort`: 212 first, 200 last.
    const day = (n: number) => new Date(Date.UTC(2026, 0, 20 - n)).toISOString().replace('.000Z', 'Z')
    source.content.podcastEpisodes.cs = Array.from({ length: 10 }, (_, i) => ({ ...episode, id: 100 + i, published_at: day(Math.min(i, 8)) }))
    source.content.references.cs = Array.from({ length: 13 }, (_, i) => ({ ...reference, id: 200 + i, sort: 13 - i }))
    const built = buildPaths(source.content, source.blogCategories)
    expect(built.pathOf('podcastEpisodes', 100, 'cs')).toBe('/apodcast#episode-100')
    expect(built.pathOf('podcastEpisodes', 109, 'cs')).toBe('/apodcast#episode-109')
    expect(built.pathOf('podcastEpisodes', 108, 'cs')).toBe('/apodcast/strana/2#episode-108')
    expect(built.pathOf('references', 201, 'cs')).toBe('/reference#reference-201')
    expect(built.pathOf('references', 200, 'cs')).toBe('/reference/strana/2#reference-200')
    // The English lists are short: page 1.
    expect(built.pathOf('podcastEpisodes', 14, 'en')).toBe('/en/apodcast#episode-14')
  })

  it("a podcast guest past the first page of the guests' list: an anchor on the page they are on, by name in the locale's alphabet", () => {
    const source = sampleSource()
    const [guest] = source.content.podcastGuests.cs
    if (!guest) throw new Error('no guest')
    // Ten guests, 9 a page: "Čermák" sorts after "Cyril" and before "Dana" in Czech (č after c),
    // so the last by name, "Žaneta", is alone on page 2 whatever the ids and the API's order.
    const names = ['Žaneta', 'Adam', 'Bára', 'Cyril', 'Čermák', 'Dana', 'Eva', 'Filip', 'Hana', 'Ivan']
    source.content.podcastGuests.cs = names.map((name, i) => ({ ...guest, id: 300 + i, name }))
    const built = buildPaths(source.content, source.blogCategories)
    expect(constants.pageSize.podcastGuests).toBe(9)
    expect(built.pathOf('podcastGuests', 300, 'cs')).toBe('/apodcast/hoste/strana/2#guest-300')
    expect(built.pathOf('podcastGuests', 304, 'cs')).toBe('/apodcast/hoste#guest-304')
    expect(built.pathOf('podcastGuests', 301, 'cs')).toBe('/apodcast/hoste#guest-301')
  })

  it('blog categories by slug', () => {
    expect(paths.categoryAlternates(2)).toEqual({ cs: '/blog/kategorie/dane', en: '/en/blog/category/taxes' })
  })
})

describe('normalize', () => {
  it('accepts the consistent source and shapes it as model.ts says', () => {
    const { issues, normalized } = build()
    expect(issues.errors).toEqual([])
    const en = normalized.content.en
    expect(en.services).toEqual([expect.objectContaining({ id: 101, locale: 'en', path: '/en/services/12/taxes/vat', alternates: { cs: '/sluzby/12/dane/dph', en: '/en/services/12/taxes/vat' } })])
    expect(en.services[0]).not.toHaveProperty('translations')
    expect(en.people.map((p) => p.id)).toEqual([1])
    expect(en.blogCategories).toEqual([{ id: 2, name: 'Taxes', slug: 'taxes', path: '/en/blog/category/taxes', alternates: { cs: '/blog/kategorie/dane', en: '/en/blog/category/taxes' } }])
    expect(normalized.content.cs.posters.desktop).toHaveLength(1)
    expect(normalized.counts.services).toEqual({ cs: 2, en: 1 })
    expect(Object.keys(normalized.hashes.services ?? {})).toEqual(['101', '102'])
    expect(normalized.hashes.services?.['101']).toMatch(/^[0-9a-f]{64}$/)
  })

  it("an item's hash follows its answers in every locale, and only its own", () => {
    const a = build().normalized.hashes
    expect(build().normalized.hashes).toEqual(a)
    const source = sampleSource()
    const [tomas] = source.content.people.en
    if (!tomas) throw new Error('no person')
    tomas.position = `${tomas.position} (retired)`
    const b = build(source).normalized.hashes
    expect(b.people?.['1']).not.toBe(a.people?.['1'])
    expect({ ...b, people: { ...b.people, 1: a.people?.['1'] } }).toEqual(a)
  })

  it('reports translations that disagree', () => {
    const source = sampleSource()
    const [vat] = source.content.services.en
    if (vat)
      vat.translations = [
        { locale: 'cs', slug: 'dph-jinak' },
        { locale: 'en', slug: 'vat' },
      ]
    const [tomas] = source.content.people.cs
    if (tomas) tomas.translations = [{ locale: 'cs', slug: 'tomas' }]
    const { issues } = build(source)
    expect(issues.errors).toEqual([
      'GET /api/services/en · services · id 101 · translations.0.slug: says the cs slug is "dph-jinak", but the cs item has slug "dph"',
      'GET /api/people/cs · people · id 1 · translations: omits en, but GET /api/people/en has id 1',
    ])
  })

  it('reports dangling references, a service without its group and duplicate ids', () => {
    const source = sampleSource()
    source.content.services.en.push(...service(103, 30, { en: 'orphan' }).en)
    source.content.services.cs.push(...service(104, 77, { cs: 'bez-skupiny' }, { contact_person_ids: [1, 99] }).cs)
    source.content.people.cs.push(...person(25, { cs: 'simona' }).cs)
    const [post] = source.content.blogPosts.cs
    if (post) post.category_id = 5
    const { issues } = build(source)
    expect(issues.errors).toEqual(
      expect.arrayContaining([
        'GET /api/services/en · services · id 103 · group_id: service group 30 does not exist in en, so the service cannot either',
        'GET /api/services/cs · services · id 104 · group_id: service group 77 exists in no locale',
        'GET /api/services/cs · services · id 104 · contact_person_ids.1: person 99 exists in no locale',
        'GET /api/people/cs · people · id 25: id 25 appears twice in the cs list',
        'GET /api/blog/posts/cs · blogPosts · id 7 · category_id: blog category 5 exists in no locale',
      ]),
    )
  })

  it('reports two items at one path', () => {
    const source = sampleSource()
    source.content.services.cs.push(...service(105, 12, { cs: 'dph' }).cs)
    expect(build(source).issues.errors).toContain('GET /api/services/cs · services · id 105 · slug: path /sluzby/12/dane/dph is already taken by services 101')
  })

  it('reports missing and repeated settings records', () => {
    const source = sampleSource()
    source.settings.en = source.settings.en.filter((r) => r.name !== 'maintenance')
    source.settings.cs = [...source.settings.cs, ...source.settings.cs.filter((r) => r.name === 'intropopup')]
    expect(build(source).issues.errors).toEqual(['GET /api/settings/cs · settings · record intropopup: appears twice', 'GET /api/settings/en · settings · record maintenance: is missing'])
  })

  it('checks the services mega menu against the content', () => {
    const source = sampleSource()
    source.settings.en = source.settings.en.map((r) =>
      r.name === 'topmenu'
        ? {
            name: 'topmenu',
            value: [
              {
                text: 'Services',
                link: 'app://route/services',
                image: null,
                submenu: [],
                service: [
                  {
                    id: 12,
                    slug: 'dane',
                    name: 'Taxes',
                    subservices: [
                      { id: 101, name: 'VAT', slug: 'vat' },
                      { id: 102, name: 'x', slug: 'x' },
                    ],
                  },
                ],
              },
            ],
          }
        : r,
    )
    expect(build(source).issues.errors).toEqual([
      'GET /api/settings/en · settings · record topmenu · value.0.service.0.slug: is "dane", the group\'s en slug is "taxes"',
      'GET /api/settings/en · settings · record topmenu · value.0.service.0.subservices.1: service 102 of group 12 does not exist in en',
    ])
  })
})

describe('normalize in a narrow run (only the changed kinds read; the others as the previous output listed them)', () => {
  /** The source with only these kinds' lists, and the base a previous output of the whole source gives. */
  function narrowed(source: Source, read: ContentKind[]) {
    const whole = build(source)
    const kinds = new Set(contentKindNames.filter((kind) => !read.includes(kind)))
    const base: NarrowBase = { kinds, itemPaths: perLocale((l) => whole.normalized.content[l].itemPaths), counts: whole.normalized.counts }
    const part: Source = { ...source, content: { ...source.content } }
    for (const kind of kinds) Object.assign(part.content, { [kind]: { cs: [], en: [] } })
    return { whole, part, base }
  }

  it('shapes the kinds it read as a whole run does, and takes the item paths and counts of the others from the base', () => {
    const { whole, part, base } = narrowed(sampleSource(), ['blogPosts'])
    const issues = new Issues()
    const known = Object.fromEntries([...base.kinds].map((kind) => [kind, whole.normalized.hashes[kind]]))
    const narrow = normalize(part, whole.paths, issues, known, base)
    expect(issues.errors).toEqual([])
    for (const locale of localeCodes) {
      expect(narrow.content[locale].blogPosts).toEqual(whole.normalized.content[locale].blogPosts)
      expect(narrow.content[locale].itemPaths).toEqual(whole.normalized.content[locale].itemPaths)
      expect(narrow.content[locale].people).toEqual([])
    }
    expect(narrow.counts).toEqual(whole.normalized.counts)
    expect(narrow.hashes).toEqual(whole.normalized.hashes)
  })

  it('checks the references of what it read against the ids of what it did not read', () => {
    const source = sampleSource()
    const { whole, part, base } = narrowed(source, ['blogPosts'])
    for (const post of part.content.blogPosts.cs) if (post.id === 7) post.author_id = 99
    const issues = new Issues()
    normalize(part, whole.paths, issues, {}, base)
    expect(issues.errors).toEqual(['GET /api/blog/posts/cs · blogPosts · id 7 · author_id: person 99 exists in no locale'])
  })

  it('checks the services mega menu against the services it did not read', () => {
    const source = sampleSource()
    source.settings.en = source.settings.en.map((r) =>
      r.name === 'topmenu'
        ? {
            name: 'topmenu',
            value: [
              {
                text: 'Services',
                link: 'app://route/services',
                image: null,
                submenu: [],
                service: [
                  {
                    id: 12,
                    slug: 'dane',
                    name: 'Taxes',
                    subservices: [
                      { id: 101, name: 'VAT', slug: 'vat' },
                      { id: 102, name: 'x', slug: 'x' },
                    ],
                  },
                ],
              },
            ],
          }
        : r,
    )
    const { whole, part, base } = narrowed(source, ['blogPosts'])
    const issues = new Issues()
    normalize(part, whole.paths, issues, {}, base)
    expect(issues.errors).toEqual(whole.issues.errors)
    expect(issues.errors).toHaveLength(2)
  })
})

describe('render', () => {
  it('resolves settings and poster links per locale', () => {
    const { rendered, issues } = build()
    expect(issues.errors).toEqual([])
    const cs = rendered.content.cs.settings
    const en = rendered.content.en.settings
    expect(cs.topMenu[0]?.link).toBe('/lide')
    expect(en.topMenu[0]?.link).toBe('/en/people')
    expect(en.topMenu[0]?.submenu[0]?.link).toBe('/en/people/1')
    expect(cs.bottomMenu[0]?.links[0]?.link).toBe('/info/1/podminky')
    expect(en.bottomMenu[0]?.links[0]?.link).toBe('/en/info/1/terms')
    expect(en.contacts.entries[0]?.link).toBe('https://www.linkedin.com/company/korvina')
    expect(rendered.content.cs.posters.desktop[0]?.url).toBe('/seminare/5/dph-2025')
  })

  it('turns Markdown fields into HTML', () => {
    const { rendered } = build()
    expect(rendered.content.cs.services[0]?.body).toBe('<p>Text.</p>')
    expect(rendered.content.cs.services[0]?.faq[0]?.answer).toBe('<p>Do 25. dne.</p>')
    expect(rendered.content.cs.people[0]?.bio).toBe('<p>Bio.</p>')
  })

  it('renders every field the schemas declare as Markdown, in every kind', () => {
    expect(markdownPaths(contentKinds.services.item)).toEqual([['body'], ['faq', '*', 'answer']])
    const { rendered } = build()
    let checked = 0
    for (const [kind, spec] of Object.entries(contentKinds)) {
      const fields = markdownPaths(spec.item)
      for (const locale of localeCodes) {
        const items: unknown = Reflect.get(rendered.content[locale], kind)
        if (!Array.isArray(items)) throw new Error(`no list ${kind}`)
        for (const item of items) {
          for (const field of fields) {
            for (const value of valuesAt(item, field)) {
              expect(value, `${locale} ${kind} ${field.join('.')}`).toMatch(/^<p>/)
              checked++
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(20)
  })

  it('lists every media path with who references it', () => {
    const source = sampleSource()
    const cs = source.content.serviceGroups.cs[0]
    if (cs) cs.body = '![Graf](/media/services/graf.svg)'
    const { rendered } = build(source)
    expect([...rendered.media.keys()].sort()).toEqual([
      '/media/banners/b.svg',
      '/media/documents/cenik.pdf',
      '/media/people/p1.svg',
      '/media/people/p25.svg',
      '/media/podcast/dil-1.wav',
      '/media/references/stavby.svg',
      '/media/services/graf.svg',
    ])
    expect(rendered.media.get('/media/services/graf.svg')).toBe('GET /api/service-groups/cs · serviceGroups · id 12 · body')
    expect(rendered.media.get('/media/people/p1.svg')).toBe('cs · people · id 1 · photo')
  })

  it('links to the other locale with a warning, and errors on a target that exists nowhere', () => {
    const source = sampleSource()
    source.content.serviceGroups = group(
      12,
      { cs: 'dane', en: 'taxes' },
      '[Simona](app://person/25) [nikdo](app://person/404) [x](app://route/service) [y](app://nope/1) [z](/sluzby/stara-adresa?a=1)',
    )
    const { issues, rendered } = build(source)
    expect(rendered.content.en.serviceGroups[0]?.body).toBe('<p><a href="/lide/25">Simona</a> nikdo x y <a href="/sluzby/stara-adresa?a=1">z</a></p>')
    expect(issues.warnings).toEqual([
      'GET /api/service-groups/cs · serviceGroups · id 12 · body: link /sluzby/stara-adresa?a=1 matches no route of the site',
      'GET /api/service-groups/en · serviceGroups · id 12 · body: link app://person/25: person 25 does not exist in en; linked to its cs page /lide/25',
      'GET /api/service-groups/en · serviceGroups · id 12 · body: link /sluzby/stara-adresa?a=1 matches no route of the site',
    ])
    expect(issues.errors).toEqual(
      expect.arrayContaining([
        'GET /api/service-groups/cs · serviceGroups · id 12 · body: link app://person/404 points to person 404, which exists in no locale',
        'GET /api/service-groups/cs · serviceGroups · id 12 · body: link app://route/service names route "service", which needs parameters; link the item (app://{kind}/{id}) instead',
        'GET /api/service-groups/cs · serviceGroups · id 12 · body: link app://nope/1: unknown link kind "nope" (known: route, service-group, service, person, blog, career-blog, job, seminar, glossary, reference, document, podcast, podcast-guest, page)',
      ]),
    )
  })
})
