// A tiny, valid, hand-made Source for unit tests of paths, links and normalize: one or two items
// per kind, some in one locale only. Independent of the sample content on purpose.
import { type Locale, localeCodes } from '../shared/config/locales.js'
import type * as c from './schemas/content.js'
import type { SettingsRecord } from './schemas/settings.js'
import type { Source } from './source.js'

type Langs = Partial<Record<Locale, string>>

const updated = '2025-03-02T10:00:00+01:00'

/** Meta of an item in `locale`, with translations for every locale in `slugs`, plus the shared `updated_at` every kind has. */
function meta(id: number, locale: Locale, slugs: Langs) {
  const translations = localeCodes.flatMap((l) => {
    const slug = slugs[l]
    return slug ? [{ locale: l, slug }] : []
  })
  return { id, locale, slug: slugs[locale] ?? '', translations, updated_at: updated }
}

/** The item in every locale it has a slug for. */
function both<T>(slugs: Langs, make: (locale: Locale) => T): Record<Locale, T[]> {
  return { cs: slugs.cs ? [make('cs')] : [], en: slugs.en ? [make('en')] : [] }
}

function merge<T>(...parts: Record<Locale, T[]>[]): Record<Locale, T[]> {
  return { cs: parts.flatMap((p) => p.cs), en: parts.flatMap((p) => p.en) }
}

export function group(id: number, slugs: Langs, body = 'Text.'): Record<Locale, c.ServiceGroup[]> {
  return both(slugs, (l) => ({ ...meta(id, l, slugs), image: null, sort: id, name: `Group ${id}`, perex: 'Perex.', body }))
}

export function service(id: number, groupId: number, slugs: Langs, extra: Partial<c.Service> = {}): Record<Locale, c.Service[]> {
  return both(slugs, (l) => ({
    ...meta(id, l, slugs),
    group_id: groupId,
    image: null,
    sort: id,
    contact_person_ids: [],
    name: `Service ${id}`,
    perex: 'Perex.',
    body: 'Text.',
    faq: [],
    intro_popup: null,
    ...extra,
  }))
}

export function person(id: number, slugs: Langs): Record<Locale, c.Person[]> {
  return both(slugs, (l) => ({
    ...meta(id, l, slugs),
    group: 4,
    firstname: 'Jana',
    lastname: `Nová ${id}`,
    degree_before: null,
    degree_after: null,
    email: null,
    phone: null,
    linkedin: null,
    photo: `/media/people/p${id}.svg`,
    service_group_ids: [],
    sort: id,
    position: 'Poradkyně',
    perex: 'Perex.',
    bio: 'Bio.',
  }))
}

const published = '2025-03-01T09:00:00+01:00'

// eslint-disable-next-line max-lines-per-function -- test data: one literal of every content kind, read as a whole
export function sampleSource(): Source {
  const settings: SettingsRecord[] = [
    {
      name: 'contacts',
      value: { email: 'info@korvina.example', phone: '+420 222 111 333', offices: [], entries: [{ type: 'social', text: 'LinkedIn', link: 'https://www.linkedin.com/company/korvina', image: null }] },
    },
    { name: 'intropopup', value: { is_enabled: true } },
    { name: 'topmenu', value: [{ text: 'Lidé', link: 'app://route/people', image: null, submenu: [{ text: 'Tomáš', link: 'app://person/1' }], service: null }] },
    { name: 'bottommenu', value: [{ title: 'Firma', links: [{ text: 'Podmínky', link: 'app://page/1', leave: false }] }] },
    { name: 'maintenance', value: { is_enabled: false } },
  ]
  return {
    content: {
      serviceGroups: merge(group(12, { cs: 'dane', en: 'taxes' }), group(30, { cs: 'jen-cesky' })),
      services: merge(service(101, 12, { cs: 'dph', en: 'vat' }, { faq: [{ question: 'Kdy?', answer: 'Do 25. dne.' }] }), service(102, 30, { cs: 'pod-ceskou' })),
      people: merge(person(1, { cs: 'tomas', en: 'tomas' }), person(25, { cs: 'simona' })),
      blogPosts: both({ cs: 'novinky-2025', en: 'news-2025' }, (l) => ({
        ...meta(7, l, { cs: 'novinky-2025', en: 'news-2025' }),
        category_id: 2,
        author_id: 1,
        image: null,
        published_at: published,
        title: 'Novinky',
        perex: 'Perex.',
        body: 'Text.',
        tags: [],
      })),
      careerPosts: both({ cs: 'den-v-auditu' }, (l) => ({
        ...meta(3, l, { cs: 'den-v-auditu' }),
        author_id: null,
        image: null,
        published_at: published,
        title: 'Den',
        perex: 'Perex.',
        body: 'Text.',
      })),
      jobs: both({ cs: 'auditor', en: 'auditor' }, (l) => ({
        ...meta(4, l, { cs: 'auditor', en: 'auditor' }),
        employment_type: 'full_time',
        service_group_id: 12,
        contact_person_id: 1,
        published_at: published,
        valid_through: null,
        title: 'Auditor',
        location: 'Praha',
        perex: 'Perex.',
        body: 'Text.',
        tags: [],
      })),
      seminars: both({ cs: 'dph-2025', en: 'vat-2025' }, (l) => ({
        ...meta(5, l, { cs: 'dph-2025', en: 'vat-2025' }),
        starts_at: '2025-04-01T09:00:00+02:00',
        ends_at: '2025-04-01T12:00:00+02:00',
        lecturer_ids: [1],
        price: { amount: 2900, currency: 'CZK', vat_included: false },
        capacity: 30,
        service_group_id: 12,
        online: false,
        image: null,
        title: 'DPH',
        perex: 'Perex.',
        body: 'Text.',
        place: { name: 'Kancelář', street: 'Sokolovská 1280/44', city: 'Praha' },
      })),
      glossary: both({ cs: 'odpisy', en: 'depreciation' }, (l) => ({
        ...meta(9, l, { cs: 'odpisy', en: 'depreciation' }),
        related_ids: [],
        service_group_id: null,
        title: 'Odpisy',
        perex: 'Perex.',
        body: 'Text.',
      })),
      references: both({ cs: 'stavby', en: 'construction' }, (l) => ({
        ...meta(11, l, { cs: 'stavby', en: 'construction' }),
        logo: '/media/references/stavby.svg',
        website: null,
        service_group_ids: [12],
        is_featured: true,
        sort: 1,
        client: 'Stavby a.s.',
        title: 'Audit',
        perex: 'Perex.',
        body: 'Text.',
        testimonial: null,
      })),
      documents: both({ cs: 'cenik', en: 'price-list' }, (l) => ({
        ...meta(13, l, { cs: 'cenik', en: 'price-list' }),
        file: { path: '/media/documents/cenik.pdf', size: 1000, mime: 'application/pdf' },
        published_at: published,
        title: 'Ceník',
        description: 'Ceník služeb.',
        category: 'Ceníky',
      })),
      podcastEpisodes: both({ cs: 'dil-1', en: 'episode-1' }, (l) => ({
        ...meta(14, l, { cs: 'dil-1', en: 'episode-1' }),
        number: 1,
        published_at: published,
        duration_seconds: 1800,
        audio: '/media/podcast/dil-1.wav',
        video_url: null,
        guest_ids: [15],
        image: null,
        title: 'Díl 1',
        perex: 'Perex.',
        body: 'Text.',
      })),
      podcastGuests: both({ cs: 'host', en: 'guest' }, (l) => ({
        ...meta(15, l, { cs: 'host', en: 'guest' }),
        photo: null,
        name: 'Host',
        position: 'CFO',
        company: 'Firma',
        bio: 'Bio.',
      })),
      pages: merge<c.InfoPage>(
        both({ cs: 'podminky', en: 'terms' }, (l) => ({ ...meta(1, l, { cs: 'podminky', en: 'terms' }), route_key: null, title: 'Podmínky', perex: null, body: 'Text.' })),
        both({ cs: 'o-nas', en: 'about-us' }, (l) => ({ ...meta(2, l, { cs: 'o-nas', en: 'about-us' }), route_key: 'about', title: 'O nás', perex: null, body: 'Text.' })),
      ),
    },
    settings: { cs: settings, en: settings },
    posters: {
      cs: { 'banner.popup_desktop': [{ title: 'Seminář', url: 'app://seminar/5', path: null, image: '/media/banners/b.svg' }], 'banner.popup_mobile': [] },
      en: { 'banner.popup_desktop': [], 'banner.popup_mobile': [] },
    },
    countries: { cs: [{ code: 'CZ', name: 'Česko' }], en: [{ code: 'CZ', name: 'Czechia' }] },
    catalogCategories: { cs: [], en: [] },
    products: { cs: [], en: [] },
    blogCategories: [
      {
        id: 2,
        translations: [
          { locale: 'cs', slug: 'dane', name: 'Daně' },
          { locale: 'en', slug: 'taxes', name: 'Taxes' },
        ],
      },
    ],
    currencies: [{ id: 1, code: 'CZK', symbol_before: null, symbol_after: 'Kč', decimals: 0, rate: 1, is_default: true }],
  }
}
