// Deterministic generator of large datasets (benchmarks, scale tests of the pipeline and the
// site): about `scale` entities spread over the kinds like on a real site — mostly blog posts,
// glossary terms, services and people — with Czech and English texts assembled from word lists.
// Every cross-reference (groups, authors, lecturers, guests, `app://` links, media) resolves, and
// the same seed always gives byte-identical output (no clock, no Math.random, no locale APIs).
import { contentKinds, type ContentKind } from '../../content-pipeline/schemas/endpoints.js'
import type {
  AuthoredBlogPost,
  AuthoredCareerPost,
  AuthoredDocument,
  AuthoredGlossaryTerm,
  AuthoredInfoPage,
  AuthoredJob,
  AuthoredPerson,
  AuthoredPodcastEpisode,
  AuthoredPodcastGuest,
  AuthoredReference,
  AuthoredSeminar,
  AuthoredService,
  AuthoredServiceGroup,
  BlogCategory,
} from './content/types.js'
import { blogPosts as sampleBlogPosts } from './content/blogPosts.js'
import { careerPosts as sampleCareerPosts } from './content/careerPosts.js'
import { people as samplePeople } from './content/people.js'
import { seminars as sampleSeminars } from './content/seminars.js'
import type { Dataset } from './dataset-types.js'
import { generatedCatalogCategories, generatedCountries, generatedCurrencies, generatePosters, generateSettings } from './generate-site.js'
import * as w from './generate-words.js'
import { looksFeminine } from './media/photo.js'
import { rasterFormatOf } from './media/raster.js'
import { createRng, type Rng } from './random.js'
import { authoredOn } from './timeShift.js'

export type GenerateOptions = { scale: number; seed: number | string }

type L = 'cs' | 'en'
const LOCALES: readonly L[] = ['cs', 'en']
const DAY = 86_400_000
/** The service the legacy redirect list (hosting/redirects/legacy.json) leads to: `app://service/126`, in Czech. */
const legacyService = 126
/**
 * "Now" of the generated site: the day the hand-written content was written, so both move alike
 * with the day they are served for (timeShift.ts); fixed, so output never depends on the clock.
 */
const BASE = Date.parse(`${authoredOn}T08:00:00Z`)

const article = (noun: string): string => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1)
const iso = (ms: number): string => new Date(ms).toISOString().replace('.000Z', 'Z')
const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10)

/** The sample's own photographs of a list (its items' `image`). */
function photosOf(items: readonly { image?: string | null }[]): string[] {
  return [...new Set(items.flatMap((item) => (item.image && rasterFormatOf(item.image) ? [item.image] : [])))]
}

/** The sample people's portraits of women and of men (photo.ts draws hair and tie after the name). */
const samplePortraits = (feminine: boolean): string[] => photosOf(samplePeople.filter((p) => looksFeminine(`${p.firstname} ${p.lastname}`) === feminine).map((p) => ({ image: p.photo })))
const samplePhotos = {
  article: photosOf(sampleBlogPosts),
  event: photosOf(sampleSeminars),
  office: photosOf(sampleCareerPosts),
  woman: samplePortraits(true),
  man: samplePortraits(false),
}
const pick = (list: readonly string[], id: number): string => list[id % list.length]!

/**
 * Photographs come from a small pool chosen by id (never by the rng, so every other value stays
 * as it was): a network-scale dataset references a few dozen JPEGs, not thousands, so the sample
 * API renders and the pipeline encodes only those (tools/sample-api/media/raster.ts). They are
 * the sample content's own photographs: the same bytes, so a project that built the sample site
 * draws and encodes none of them again (a minute of CPU on a fresh clone's `npm test`, issue 37).
 * A person's portrait is a sample person's of the same sex (`name`: whom it shows): a portrait
 * takes nothing else from its name, so it is the sample's file.
 */
const photoPool = {
  portrait: (id: number, name: string): string => pick(looksFeminine(name) ? samplePhotos.woman : samplePhotos.man, id),
  event: (id: number): string => pick(samplePhotos.event, id),
  article: (id: number): string => pick(samplePhotos.article, id),
  office: (id: number): string => pick(samplePhotos.office, id),
}

/**
 * `updated_at` of an item: from its own date where it has one (every fourth item was corrected a few
 * days later), else spread over the year before BASE. Derived from the id, never from the rng, so
 * every other generated value stays what it was before the field existed.
 */
function updatedAt(id: number, from?: number): string {
  if (from === undefined) return iso(BASE - ((id * 7919) % 365) * DAY - (id % 9) * 3_600_000)
  return iso(id % 4 === 0 ? from + (2 + (id % 5)) * DAY + 5 * 3_600_000 : from)
}

/** `published_at` and the matching `updated_at`. */
const dated = (id: number, published: number): { published_at: string; updated_at: string } => ({
  published_at: iso(published),
  updated_at: updatedAt(id, published),
})

export function slugify(text: string): string {
  const s = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/([a-z0-9])&([a-z0-9])/g, '$1$2')
    .replace(/&/g, ' a ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  if (s.length <= 70) return s
  const cut = s.slice(0, 70)
  return cut.slice(0, cut.lastIndexOf('-') > 30 ? cut.lastIndexOf('-') : 70).replace(/-+$/, '')
}

/** "v" or "ve" before a Czech locative, by the usual pronunciation rule. */
const ve = (word: string): string => (/^(v|f|[szžšcčř][^aeiouyáéíóúůýě\s]|m[^aeiouyáéíóúůýě\s])/i.test(word) ? 've' : 'v')

type TextCtx = { topic: w.Topic; aud: (typeof w.audiences)[number]; year: number; n: number; n2: number; day: number; month: number }

function fill(template: string, c: TextCtx): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    switch (key) {
      case 'nom':
        return c.topic.nom
      case 'Nom':
        return cap(c.topic.nom)
      case 'gen':
        return c.topic.gen
      case 'acc':
        return c.topic.acc
      case 'vloc':
        return `${ve(c.topic.loc)} ${c.topic.loc}`
      case 'en':
        return c.topic.en
      case 'En':
        return cap(c.topic.en)
      case 'aud':
        return c.aud.cs
      case 'audNom':
        return c.aud.nom
      case 'audGen':
        return c.aud.gen
      case 'audEn':
        return c.aud.en
      case 'year':
        return String(c.year)
      case 'n':
        return String(c.n)
      case 'n2':
        return String(c.n2)
      case 'day':
        return String(c.day)
      case 'month':
        return w.monthsGen[c.month] ?? ''
      case 'monthEn':
        return w.monthsEn[c.month] ?? ''
      default:
        return whole
    }
  })
}

/** Ids per kind and the locales each id exists in, decided before any text so links can be checked. */
type KindPresence = { locales: Map<number, L[]>; byLocale: Record<L, number[]> }

const LINK_LABELS: Record<L, Partial<Record<ContentKind, string>>> = {
  cs: {
    blogPosts: 'související článek',
    services: 'naši službu',
    people: 'našeho specialistu',
    glossary: 'vysvětlení pojmu',
    seminars: 'nejbližší seminář',
    documents: 'dokument ke stažení',
    serviceGroups: 'přehled služeb',
    podcastEpisodes: 'díl našeho podcastu',
  },
  en: {
    blogPosts: 'a related article',
    services: 'our service',
    people: 'our specialist',
    glossary: 'the glossary entry',
    seminars: 'the next seminar',
    documents: 'a document to download',
    serviceGroups: 'our services',
    podcastEpisodes: 'an episode of our podcast',
  },
}
const LIST_ITEMS: Record<L, string[]> = {
  cs: [
    'kontrola podkladů a evidence',
    'výpočet a podání přiznání',
    'komunikace se správcem daně',
    'nastavení interních procesů',
    'školení zaměstnanců',
    'pravidelný reporting vedení',
    'revize smluv s dodavateli',
  ],
  en: [
    'reviewing records and documents',
    'calculating and filing the return',
    'dealing with the tax authority',
    'setting up internal processes',
    'training staff',
    'regular reporting to management',
    'reviewing supplier contracts',
  ],
}

class Generator {
  readonly rng: Rng
  private readonly presence = new Map<ContentKind, KindPresence>()
  private readonly slugs = new Map<string, Set<string>>()
  /** Document file paths, so Markdown can link real PDFs. */
  private readonly documentFiles: string[] = []

  constructor(
    readonly scale: number,
    seed: number | string,
  ) {
    this.rng = createRng(`korvina:${seed}`)
    this.decidePresence()
  }

  private kind(kind: ContentKind): KindPresence {
    const p = this.presence.get(kind)
    if (!p) throw new Error(`no presence for ${kind}`)
    return p
  }

  counts(): Record<ContentKind, number> {
    // At least 24 groups and 126 services: the legacy redirect list (hosting/redirects/legacy.json) names
    // group 22 and service 126 (see decidePresence).
    const groups = Math.max(24, Math.min(60, Math.round(this.scale / 400)))
    const rest = Math.max(0, this.scale - groups)
    const share = (p: number, min: number): number => Math.max(min, Math.floor(rest * p))
    return {
      serviceGroups: groups,
      blogPosts: share(0.3, 3),
      glossary: share(0.2, 3),
      services: share(0.14, legacyService),
      people: share(0.12, 4),
      careerPosts: share(0.05, 2),
      jobs: share(0.04, 2),
      seminars: share(0.04, 2),
      references: share(0.03, 2),
      documents: share(0.03, 2),
      podcastEpisodes: share(0.025, 2),
      podcastGuests: share(0.015, 2),
      pages: share(0.01, 6),
    }
  }

  private decidePresence(): void {
    const counts = this.counts()
    for (const kind of Object.keys(contentKinds) as ContentKind[]) {
      const locales = new Map<number, L[]>()
      const byLocale: Record<L, number[]> = { cs: [], en: [] }
      for (let id = 1; id <= counts[kind]; id++) {
        // Groups, the fixed pages and the service of the legacy redirect list exist in both
        // locales (menus, routes and redirects need them); other
        // items are sometimes Czech-only or, rarely, English-only, as on the real site.
        const always = kind === 'serviceGroups' || (kind === 'pages' && id <= 6) || (kind === 'services' && id === legacyService)
        const r = this.rng.next()
        const ls: L[] = always || r < 0.82 ? ['cs', 'en'] : r < 0.95 ? ['cs'] : ['en']
        locales.set(id, ls)
        for (const l of ls) byLocale[l].push(id)
      }
      this.presence.set(kind, { locales, byLocale })
    }
  }

  ids(kind: ContentKind): number[] {
    return [...this.kind(kind).locales.keys()]
  }

  has(kind: ContentKind, id: number, l: L): boolean {
    return this.kind(kind).locales.get(id)?.includes(l) ?? false
  }

  slug(kind: string, l: L, title: string, id: number): string {
    const key = `${kind}/${l}`
    let used = this.slugs.get(key)
    if (!used) this.slugs.set(key, (used = new Set()))
    let slug = slugify(title) || `polozka-${id}`
    if (used.has(slug)) slug = `${slug}-${id}`
    used.add(slug)
    return slug
  }

  ctx(topic?: w.Topic): TextCtx {
    const r = this.rng
    return {
      topic: topic ?? r.pick(w.topics),
      aud: r.pick(w.audiences),
      year: r.int(2019, 2026),
      n: r.int(12, 480),
      n2: r.int(2, 6),
      day: r.int(1, 28),
      month: r.int(0, 11),
    }
  }

  /** `count` different sentences; pass a pool to keep a whole body free of repeats. */
  sentences(l: L, c: TextCtx, count: number, pool?: string[]): string {
    const source = pool ?? this.rng.sample(l === 'cs' ? w.sentencesCs : w.sentencesEn, count)
    return source
      .splice(0, count)
      .map((s) => fill(s, { ...c, n: this.rng.int(12, 480) }))
      .join(' ')
  }

  /** A link to an item that exists in locale `l`, or to the contacts route. */
  link(l: L): string {
    const kinds = Object.keys(LINK_LABELS[l]) as ContentKind[]
    const kind = this.rng.pick(kinds)
    const ids = this.kind(kind).byLocale[l]
    if (ids.length === 0 || this.rng.chance(0.2)) {
      return l === 'cs'
        ? 'S konkrétní situací vám rádi pomůžeme, stačí [nás kontaktovat](app://route/contacts).'
        : 'We are happy to help with your situation – just [get in touch](app://route/contacts).'
    }
    const label = LINK_LABELS[l][kind] ?? ''
    const href = `app://${contentKinds[kind].linkKind}/${this.rng.pick(ids)}`
    return l === 'cs' ? `Podívejte se také na [${label}](${href}).` : `See also [${label}](${href}).`
  }

  body(l: L, c: TextCtx, opts: { paragraphs?: number; image?: string; links?: boolean } = {}): string {
    const r = this.rng
    const parts: string[] = []
    const paragraphs = opts.paragraphs ?? r.int(2, 3)
    const list = l === 'cs' ? w.sentencesCs : w.sentencesEn
    const pool = r.sample(list, list.length)
    for (let i = 0; i < paragraphs; i++) {
      if (i === 1 && r.chance(0.6)) parts.push(`## ${r.pick(l === 'cs' ? w.headingsCs : w.headingsEn)}`)
      parts.push(this.sentences(l, c, r.int(2, 4), pool))
      if (i === 0 && opts.image) parts.push(`![${cap(l === 'cs' ? c.topic.nom : c.topic.en)}](${opts.image})`)
      if (i === 0 && r.chance(0.35))
        parts.push(
          r
            .sample(LIST_ITEMS[l], 3)
            .map((x) => `- ${x}`)
            .join('\n'),
        )
    }
    if (opts.links !== false) parts.push(this.link(l))
    if (opts.links !== false && this.documentFiles.length > 0 && r.chance(0.1)) {
      const file = r.pick(this.documentFiles)
      parts.push(l === 'cs' ? `Podrobnosti shrnuje [přehled v PDF](${file}).` : `The details are summarised in [a PDF overview](${file}).`)
    }
    return parts.join('\n\n')
  }

  /** Builds the per-locale blocks of an item that exists in the locales `presence` says. */
  blocks<B>(kind: ContentKind, id: number, make: (l: L) => B & { slug: string }): { cs?: B & { slug: string }; en?: B & { slug: string } } {
    const out: { cs?: B & { slug: string }; en?: B & { slug: string } } = {}
    for (const l of LOCALES) if (this.has(kind, id, l)) out[l] = make(l)
    return out
  }

  publishedAt(maxDaysBack = 6 * 365): number {
    return BASE - this.rng.int(0, maxDaysBack) * DAY - this.rng.int(0, 9) * 3_600_000
  }

  // ---- kinds ------------------------------------------------------------------------------

  serviceGroups(): AuthoredServiceGroup[] {
    return this.ids('serviceGroups').map((id, i) => {
      const area = w.areas[i % w.areas.length]!
      const q = w.areaQualifiers[Math.floor(i / w.areas.length) % w.areaQualifiers.length]!
      const c = this.ctx()
      return {
        id,
        updated_at: updatedAt(id),
        image: `/media/service-groups/skupina-${id}.svg`,
        sort: i + 1,
        ...this.blocks('serviceGroups', id, (l) => {
          const name = `${area[l]} ${q[l]}`.trim()
          return {
            slug: this.slug('serviceGroups', l, name, id),
            name,
            perex: this.sentences(l, c, 1),
            body: this.body(l, c),
          }
        }),
      }
    })
  }

  services(groupIds: number[], personIds: number[]): AuthoredService[] {
    return this.ids('services').map((id, i) => {
      const c = this.ctx()
      const r = this.rng
      const faq = r.sample([0, 1, 2, 3, 4], r.int(0, 3))
      const popup = r.chance(0.2)
      return {
        id,
        updated_at: updatedAt(id),
        group_id: groupIds[i % groupIds.length]!,
        image: r.chance(0.7) ? `/media/services/sluzba-${id}.svg` : null,
        sort: Math.floor(i / groupIds.length) + 1,
        contact_person_ids: r.sample(personIds, r.int(1, 2)),
        ...this.blocks('services', id, (l) => {
          const name = l === 'cs' ? `${cap(c.topic.nom)} pro ${c.aud.cs}` : `${cap(c.topic.en)} for ${c.aud.en}`
          return {
            slug: this.slug('services', l, name, id),
            name,
            perex: this.sentences(l, c, 1),
            body: this.body(l, c),
            faq: faq.map((k) => {
              const [question, answer] = (l === 'cs' ? w.faqCs : w.faqEn)[k]!
              return { question, answer }
            }),
            intro_popup: popup
              ? l === 'cs'
                ? { title: 'Potřebujete poradit?', text: `Nechte nám kontakt a specialista na ${c.topic.acc} se vám ozve do 48 hodin.`, cta: 'Chci konzultaci' }
                : { title: 'Need advice?', text: `Leave us your details and a specialist in ${c.topic.en} will get back to you within 48 hours.`, cta: 'Book a consultation' }
              : null,
          }
        }),
      }
    })
  }

  people(groupIds: number[]): AuthoredPerson[] {
    const ids = this.ids('people')
    const sorts = new Map<number, number>()
    return ids.map((id, i) => {
      const r = this.rng
      const share = i / ids.length
      const group = share < 0.05 ? 1 : share < 0.1 ? 2 : share < 0.13 ? 3 : 4
      const sort = (sorts.get(group) ?? 0) + 1
      sorts.set(group, sort)
      const first = r.pick(w.firstNames)
      const [male, female] = r.pick(w.surnames)
      const lastname = first.female ? female : male
      const pos = group === 4 ? r.pick(w.positions) : w.leadPositions[Math.min(group - 1, 2)]!
      const ascii = slugify(`${first.name}.${lastname}`).replace(/-/g, '.')
      const c = this.ctx()
      return {
        id,
        updated_at: updatedAt(id),
        group: group === 1 ? 1 : group === 2 ? 2 : group === 3 ? 3 : 4,
        firstname: first.name,
        lastname,
        degree_before: r.pick(w.degreesBefore),
        degree_after: r.pick(w.degreesAfter),
        email: r.chance(0.9) ? `${ascii}@korvina.example` : null,
        phone: r.chance(0.7) ? `+420 ${r.int(221, 603)} ${r.int(100, 999)} ${r.int(100, 999)}` : null,
        linkedin: r.chance(0.5) ? `https://www.linkedin.com/in/${slugify(`${first.name} ${lastname}`)}-${id}` : null,
        photo: r.chance(0.85) ? (id % 5 === 0 ? `/media/people/${slugify(`${first.name} ${lastname}`)}-${id}.svg` : photoPool.portrait(id, `${first.name} ${lastname}`)) : null,
        service_group_ids: r.sample(groupIds, r.int(1, 2)),
        sort,
        ...this.blocks('people', id, (l) => {
          const position = l === 'cs' ? cap(first.female ? pos[1] : pos[0]) : cap(pos[2])
          const name = `${first.name} ${lastname}`
          return {
            slug: this.slug('people', l, name, id),
            position,
            perex: l === 'cs' ? `Specializuje se na ${c.topic.acc} a pracuje hlavně pro ${c.aud.cs}.` : `Specialises in ${c.topic.en} and works mainly with ${c.aud.en}.`,
            bio: this.body(l, c, { paragraphs: 1 }),
          }
        }),
      }
    })
  }

  blogCategories(): BlogCategory[] {
    const count = Math.max(4, Math.min(w.blogCategoryNames.length, Math.round(this.scale / 1000)))
    return w.blogCategoryNames.slice(0, count).map((n, i) => ({
      id: i + 1,
      translations: LOCALES.map((l) => ({ locale: l, slug: slugify(n[l]), name: n[l] })),
    }))
  }

  blogPosts(categoryIds: number[], personIds: number[]): AuthoredBlogPost[] {
    return this.ids('blogPosts').map((id) => {
      const r = this.rng
      const c = this.ctx()
      const t = r.int(0, w.titlesCs.length - 1)
      const image = r.chance(0.85) ? (id % 3 === 0 ? photoPool.article(id) : `/media/blog/clanek-${id}.svg`) : null
      const inline = r.chance(0.15) ? `/media/blog/clanek-${id}-graf.svg` : undefined
      return {
        id,
        category_id: r.pick(categoryIds),
        author_id: r.chance(0.8) ? r.pick(personIds) : null,
        image,
        ...dated(id, this.publishedAt()),
        ...this.blocks('blogPosts', id, (l) => {
          const title = fill((l === 'cs' ? w.titlesCs : w.titlesEn)[t]!, c)
          return {
            slug: this.slug('blogPosts', l, title, id),
            title,
            perex: this.sentences(l, c, 2),
            body: this.body(l, c, { paragraphs: r.int(2, 4), ...(inline ? { image: inline } : {}) }),
            tags: l === 'cs' ? [c.topic.nom, c.aud.nom] : [c.topic.en, c.aud.en],
          }
        }),
      }
    })
  }

  careerPosts(personIds: number[]): AuthoredCareerPost[] {
    const titles: Record<L, ((p: [string, string, string], area: { cs: string; en: string }) => string)[]> = {
      cs: [(p) => `Můj první rok v Korvině: ${p[1]}`, (p) => `Jak probíhá výběrové řízení na pozici ${p[0]}`, (_, a) => `Stáž v týmu ${a.cs}: co mě naučila`, (p) => `Den v životě: ${p[0]}`],
      en: [
        (p) => `My first year at Korvina as ${article(p[2])}`,
        (p) => `What the selection process for ${article(p[2])} looks like`,
        (_, a) => `An internship in ${a.en}: what it taught me`,
        (p) => `A day in the life of ${article(p[2])}`,
      ],
    }
    return this.ids('careerPosts').map((id) => {
      const r = this.rng
      const pos = r.pick(w.positions)
      const area = r.pick(w.areas)
      const t = r.int(0, 3)
      const c = this.ctx()
      return {
        id,
        author_id: r.chance(0.7) ? r.pick(personIds) : null,
        image: r.chance(0.8) ? (id % 2 === 0 ? photoPool.office(id) : `/media/career-blog/clanek-${id}.svg`) : null,
        ...dated(id, this.publishedAt()),
        ...this.blocks('careerPosts', id, (l) => {
          const title = titles[l][t]!(pos, area)
          return { slug: this.slug('careerPosts', l, title, id), title, perex: this.sentences(l, c, 1), body: this.body(l, c) }
        }),
      }
    })
  }

  jobs(groupIds: number[], personIds: number[]): AuthoredJob[] {
    const places: [string, string][] = [
      ['Praha', 'Prague'],
      ['Brno', 'Brno'],
      ['Praha nebo Brno', 'Prague or Brno'],
    ]
    return this.ids('jobs').map((id) => {
      const r = this.rng
      const pos = r.pick(w.positions)
      const pickedLevel = r.pick(['', 'Junior ', 'Senior '])
      // Trainees and assistants have no seniority levels.
      const level = /trainee|assistant/.test(pos[2]) ? '' : pickedLevel
      const place = r.pick(places)
      const published = this.publishedAt(200)
      const c = this.ctx()
      const type = r.pick(['full_time', 'full_time', 'full_time', 'part_time', 'internship', 'contract'] as const)
      return {
        id,
        employment_type: type,
        service_group_id: r.chance(0.8) ? r.pick(groupIds) : null,
        contact_person_id: r.chance(0.8) ? r.pick(personIds) : null,
        ...dated(id, published),
        valid_through: r.chance(0.6) ? isoDate(published + r.int(30, 90) * DAY) : null,
        ...this.blocks('jobs', id, (l) => {
          const title = l === 'cs' ? `${level}${level ? pos[0] : cap(pos[0])}${pos[0] === pos[1] ? '' : ` / ${pos[1]}`}` : `${level}${level ? pos[2] : cap(pos[2])}`
          return {
            slug: this.slug('jobs', l, title, id),
            title,
            location: l === 'cs' ? place[0] : place[1],
            perex: l === 'cs' ? `Hledáme posilu do týmu, který se věnuje tématu ${c.topic.gen}.` : `We are looking for a new colleague in our ${c.topic.en} team.`,
            body: this.body(l, c, { links: false }),
            tags: l === 'cs' ? [place[0], cap(c.topic.nom)] : [place[1], cap(c.topic.en)],
          }
        }),
      }
    })
  }

  seminars(groupIds: number[], personIds: number[]): AuthoredSeminar[] {
    const formats: [string, string][] = [
      ['Seminář', 'Seminar'],
      ['Webinář', 'Webinar'],
      ['Workshop', 'Workshop'],
    ]
    return this.ids('seminars').map((id) => {
      const r = this.rng
      const format = r.int(0, 2)
      const online = format === 1
      const starts = BASE + r.int(-365, 365) * DAY + r.int(0, 1) * 4 * 3_600_000
      const brno = r.chance(0.3)
      const c = this.ctx()
      return {
        id,
        updated_at: updatedAt(id, starts - 60 * DAY),
        starts_at: iso(starts),
        ends_at: iso(starts + r.int(2, 7) * 3_600_000),
        lecturer_ids: r.sample(personIds, r.int(1, 2)),
        price: { amount: r.int(12, 59) * 100 + 90, currency: 'CZK', vat_included: r.chance(0.3) },
        capacity: r.int(2, 8) * 10,
        service_group_id: r.pick(groupIds),
        online,
        image: r.chance(0.8) ? photoPool.event(id) : null,
        ...this.blocks('seminars', id, (l) => {
          const title = `${formats[format]![l === 'cs' ? 0 : 1]}: ${cap(l === 'cs' ? c.topic.nom : c.topic.en)} ${c.year}`
          const place = online
            ? { name: 'Online (Microsoft Teams)', street: '', city: 'Online' }
            : brno
              ? { name: l === 'cs' ? 'Kancelář Korvina Brno' : 'Korvina Brno office', street: 'Údolní 612/17', city: 'Brno' }
              : { name: l === 'cs' ? 'Školicí centrum Korvina' : 'Korvina training centre', street: 'Sokolovská 1280/44', city: l === 'cs' ? 'Praha 8' : 'Prague 8' }
          return { slug: this.slug('seminars', l, title, id), title, perex: this.sentences(l, c, 2), body: this.body(l, c), place }
        }),
      }
    })
  }

  glossary(groupIds: number[]): AuthoredGlossaryTerm[] {
    const aspects: [string, string][] = [
      ['', ''],
      ['lhůty', 'deadlines'],
      ['sankce', 'penalties'],
      ['výpočet', 'calculation'],
      ['evidence', 'records'],
      ['doklady', 'documents'],
      ['výjimky', 'exemptions'],
      ['přechodná ustanovení', 'transitional provisions'],
      ['v zahraničí', 'abroad'],
      ['u OSVČ', 'for sole traders'],
    ]
    const ids = this.ids('glossary')
    const T = w.topics.length
    return ids.map((id, i) => {
      const r = this.rng
      const topic = w.topics[i % T]!
      const aspect = aspects[Math.floor(i / T) % aspects.length]!
      const round = Math.floor(i / (T * aspects.length))
      const c = this.ctx(topic)
      const others = ids.filter((x) => x !== id)
      return {
        id,
        updated_at: updatedAt(id),
        related_ids: r.sample(others.length > 50 ? others.slice(Math.max(0, i - 25), i + 25).filter((x) => x !== id) : others, r.int(0, 3)),
        service_group_id: r.chance(0.7) ? r.pick(groupIds) : null,
        ...this.blocks('glossary', id, (l) => {
          const base = cap(l === 'cs' ? topic.nom : topic.en)
          const a = aspect[l === 'cs' ? 0 : 1]
          const title = `${base}${a ? ` – ${a}` : ''}${round ? ` (${round + 1})` : ''}`
          return { slug: this.slug('glossary', l, title, id), title, perex: this.sentences(l, c, 1), body: this.body(l, c, { paragraphs: r.int(1, 2) }) }
        }),
      }
    })
  }

  references(groupIds: number[]): AuthoredReference[] {
    return this.ids('references').map((id) => {
      const r = this.rng
      const client = `${r.pick(w.clientPrefixes)} ${r.pick(w.clientCores)} ${r.pick(w.clientSuffixes)}`
      const slug = slugify(client)
      const c = this.ctx()
      const q = r.int(0, w.quotesCs.length - 1)
      const testimonial = r.chance(0.4)
      const [male, female] = r.pick(w.surnames)
      const first = r.pick(w.firstNames)
      const author = `${first.name} ${first.female ? female : male}`
      return {
        id,
        updated_at: updatedAt(id),
        logo: `/media/references/${slug}-${id}.svg`,
        website: r.chance(0.6) ? `https://www.${slug}.example` : null,
        service_group_ids: r.sample(groupIds, r.int(1, 3)),
        is_featured: r.chance(0.2),
        sort: id,
        ...this.blocks('references', id, (l) => {
          const title = l === 'cs' ? `${cap(c.topic.nom)} pro ${client}` : `${cap(c.topic.en)} for ${client}`
          return {
            slug: this.slug('references', l, title, id),
            client,
            title,
            perex: this.sentences(l, c, 1),
            body: this.body(l, c),
            testimonial: testimonial ? { quote: (l === 'cs' ? w.quotesCs : w.quotesEn)[q]!, author, position: l === 'cs' ? (first.female ? 'finanční ředitelka' : 'finanční ředitel') : 'CFO' } : null,
          }
        }),
      }
    })
  }

  documents(): AuthoredDocument[] {
    const singles: [string, string][] = [
      ['Přehled změn', 'Overview of changes'],
      ['Formulář', 'Form'],
      ['Metodika', 'Guideline'],
      ['Výroční zpráva', 'Annual report'],
      ['Ceník', 'Price list'],
    ]
    return this.ids('documents').map((id) => {
      const r = this.rng
      const k = r.int(0, singles.length - 1)
      const c = this.ctx()
      const titles: Record<L, string> = {
        cs: `${singles[k]![0]} – ${c.topic.nom} (${c.year})`,
        en: `${singles[k]![1]} – ${c.topic.en} (${c.year})`,
      }
      const path = `/media/documents/${slugify(titles.cs)}-${id}.pdf`
      this.documentFiles.push(path)
      return {
        id,
        file: { path, size: r.int(80_000, 2_500_000), mime: 'application/pdf' },
        ...dated(id, this.publishedAt(4 * 365)),
        ...this.blocks('documents', id, (l) => ({
          slug: this.slug('documents', l, titles[l], id),
          title: titles[l],
          description:
            l === 'cs'
              ? `Praktický přehled k tématu ${c.topic.gen} pro ${c.aud.cs}, aktualizovaný k 1. lednu ${c.year}.`
              : `A practical overview of ${c.topic.en} for ${c.aud.en}, updated as of 1 January ${c.year}.`,
          category: w.documentCategories[k]![l],
        })),
      }
    })
  }

  podcastGuests(): AuthoredPodcastGuest[] {
    return this.ids('podcastGuests').map((id) => {
      const r = this.rng
      const first = r.pick(w.firstNames)
      const [male, female] = r.pick(w.surnames)
      const name = `${first.name} ${first.female ? female : male}`
      const pos = r.pick(w.leadPositions)
      const company = `${r.pick(w.clientPrefixes)} ${r.pick(w.clientCores)} ${r.pick(w.clientSuffixes)}`
      const c = this.ctx()
      return {
        id,
        updated_at: updatedAt(id),
        photo: r.chance(0.8) ? photoPool.portrait(id, name) : null,
        ...this.blocks('podcastGuests', id, (l) => ({
          slug: this.slug('podcastGuests', l, name, id),
          name,
          position: l === 'cs' ? cap(first.female ? pos[1] : pos[0]) : cap(pos[2]),
          company,
          bio: this.body(l, c, { paragraphs: 1, links: false }),
        })),
      }
    })
  }

  podcastEpisodes(guestIds: number[]): AuthoredPodcastEpisode[] {
    const hooks: [string, string][] = [
      ['co nás čeká', 'what lies ahead'],
      ['bez obav', 'without worries'],
      ['pohledem praxe', 'a practitioner’s view'],
      ['otázky a odpovědi', 'questions and answers'],
    ]
    const ids = this.ids('podcastEpisodes')
    return ids.map((id, i) => {
      const r = this.rng
      const c = this.ctx()
      const hook = r.pick(hooks)
      const number = i + 1
      return {
        id,
        number,
        // Episodes come out every two weeks, newest last.
        ...dated(id, BASE - (ids.length - i) * 14 * DAY),
        duration_seconds: r.int(900, 4200),
        audio: `/media/podcast/epizoda-${number}.wav`,
        video_url: r.chance(0.3) ? `https://www.youtube.com/watch?v=korvina${number}` : null,
        guest_ids: r.sample(guestIds, r.int(1, 2)),
        image: r.chance(0.6) ? `/media/podcast/epizoda-${number}.svg` : null,
        ...this.blocks('podcastEpisodes', id, (l) => {
          const title = l === 'cs' ? `${cap(c.topic.nom)}: ${hook[0]}` : `${cap(c.topic.en)}: ${hook[1]}`
          return { slug: this.slug('podcastEpisodes', l, title, id), title, perex: this.sentences(l, c, 2), body: this.body(l, c) }
        }),
      }
    })
  }

  pages(): AuthoredInfoPage[] {
    const fixed: { route: 'about' | 'timeForChange' | 'donationFund' | 'career' | 'reliablePartner' | null; cs: string; en: string }[] = [
      { route: null, cs: 'Obchodní podmínky a zpracování osobních údajů', en: 'Terms and personal data processing' },
      { route: 'about', cs: 'O nás', en: 'About us' },
      { route: 'timeForChange', cs: 'Čas na změnu', en: 'Time for change' },
      { route: 'donationFund', cs: 'Dárcovský svěřenský fond', en: 'Donation fund' },
      { route: 'career', cs: 'Kariéra', en: 'Career' },
      { route: 'reliablePartner', cs: 'Spolehlivý partner', en: 'Reliable partner' },
    ]
    return this.ids('pages').map((id, i) => {
      const c = this.ctx()
      const f = fixed[i]
      return {
        id,
        updated_at: updatedAt(id),
        route_key: f?.route ?? null,
        ...this.blocks('pages', id, (l) => {
          const title = f ? f[l] : l === 'cs' ? `Informace: ${c.topic.nom}` : `Information: ${c.topic.en}`
          return {
            slug: this.slug('pages', l, title, id),
            title,
            perex: this.rng.chance(0.7) ? this.sentences(l, c, 1) : null,
            body: this.body(l, c, { paragraphs: 3 }),
          }
        }),
      }
    })
  }
}

export function generateDataset({ scale, seed }: GenerateOptions): Dataset {
  if (!Number.isInteger(scale) || scale < 1) throw new Error(`scale must be a positive integer, got ${scale}`)
  const g = new Generator(scale, seed)
  // Order matters for determinism and for links: documents first, so Markdown may link their PDFs.
  const documents = g.documents()
  const serviceGroups = g.serviceGroups()
  const groupIds = serviceGroups.map((x) => x.id)
  const people = g.people(groupIds)
  const personIds = people.map((p) => p.id)
  const blogCategories = g.blogCategories()
  const podcastGuests = g.podcastGuests()
  return {
    serviceGroups,
    services: g.services(groupIds, personIds),
    people,
    blogPosts: g.blogPosts(
      blogCategories.map((c) => c.id),
      personIds,
    ),
    careerPosts: g.careerPosts(personIds),
    jobs: g.jobs(groupIds, personIds),
    seminars: g.seminars(groupIds, personIds),
    glossary: g.glossary(groupIds),
    references: g.references(groupIds),
    documents,
    podcastEpisodes: g.podcastEpisodes(podcastGuests.map((x) => x.id)),
    podcastGuests,
    pages: g.pages(),
    settings: generateSettings(),
    posters: generatePosters(),
    // Copies: every dataset owns its data, so a test may change one without touching the next.
    currencies: structuredClone(generatedCurrencies),
    countries: structuredClone(generatedCountries),
    catalogCategories: structuredClone(generatedCatalogCategories),
    blogCategories,
  }
}
