// The site-wide parts of a generated dataset: settings (menus, contacts), posters and the lists.
// They do not grow with the scale, so they are fixed texts rather than assembled ones.
import type { CatalogCategory, Country, Currency } from '../../content-pipeline/schemas/lists.js'
import type { Posters, SettingsRecord } from '../../content-pipeline/schemas/settings.js'
import * as w from './generate-words.js'

type L = 'cs' | 'en'

export function generateSettings(): Record<L, SettingsRecord[]> {
  const make = (l: L): SettingsRecord[] => {
    const cs = l === 'cs'
    return [
      {
        name: 'contacts',
        value: {
          email: 'info@korvina.example',
          phone: '+420 222 333 444',
          offices: [
            {
              name: cs ? 'Praha' : 'Prague',
              street: 'Sokolovská 1280/44',
              city: cs ? 'Praha 8' : 'Prague 8',
              zip: '186 00',
              phone: '+420 222 333 444',
              email: 'praha@korvina.example',
              map_url: null,
              image: '/media/offices/praha.jpg',
            },
            { name: 'Brno', street: 'Údolní 612/17', city: 'Brno', zip: '602 00', phone: '+420 533 444 555', email: 'brno@korvina.example', map_url: null, image: '/media/offices/brno.jpg' },
          ],
          entries: [
            { type: 'social', text: 'LinkedIn', link: 'https://www.linkedin.com/company/korvina-example', image: '/media/icons/linkedin.svg' },
            { type: 'social', text: 'Facebook', link: 'https://www.facebook.com/korvina.example', image: '/media/icons/facebook.svg' },
            { type: 'social', text: 'Instagram', link: 'https://www.instagram.com/korvina.example', image: '/media/icons/instagram.svg' },
          ],
        },
      },
      { name: 'intropopup', value: { is_enabled: true } },
      {
        name: 'topmenu',
        value: [
          { text: cs ? 'Služby' : 'Services', link: 'app://route/services', image: null, submenu: [], service: null },
          {
            text: cs ? 'O nás' : 'About us',
            link: 'app://route/about',
            image: null,
            service: null,
            submenu: [
              { text: cs ? 'Lidé' : 'People', link: 'app://route/people' },
              { text: cs ? 'Reference' : 'References', link: 'app://route/references' },
              { text: cs ? 'Dokumenty' : 'Documents', link: 'app://route/documents' },
            ],
          },
          {
            text: cs ? 'Kariéra' : 'Career',
            link: 'app://route/career',
            image: null,
            service: null,
            submenu: [
              { text: cs ? 'Volné pozice' : 'Job vacancies', link: 'app://route/jobs' },
              { text: cs ? 'Kariérní blog' : 'Career blog', link: 'app://route/careerBlog' },
            ],
          },
          { text: 'Blog', link: 'app://route/blog', image: null, submenu: [], service: null },
          { text: cs ? 'Semináře' : 'Training', link: 'app://route/seminars', image: null, submenu: [], service: null },
          { text: 'Podcast', link: 'app://route/podcast', image: null, submenu: [], service: null },
          { text: cs ? 'Kontakty' : 'Contacts', link: 'app://route/contacts', image: null, submenu: [], service: null },
        ],
      },
      {
        name: 'bottommenu',
        value: [
          {
            title: cs ? 'O společnosti' : 'Company',
            links: [
              { text: cs ? 'O nás' : 'About us', link: 'app://route/about', leave: false },
              { text: cs ? 'Kariéra' : 'Career', link: 'app://route/career', leave: false },
              { text: cs ? 'Slovník pojmů' : 'Glossary', link: 'app://route/glossary', leave: false },
            ],
          },
          {
            title: cs ? 'Užitečné odkazy' : 'Useful links',
            links: [
              { text: cs ? 'Zpracování osobních údajů' : 'Personal data processing', link: 'app://page/1', leave: false },
              { text: 'Meridian Global', link: 'https://www.meridian-global.example', leave: true },
            ],
          },
        ],
      },
      { name: 'maintenance', value: { is_enabled: false } },
    ]
  }
  return { cs: make('cs'), en: make('en') }
}

export function generatePosters(): Record<L, Posters> {
  const make = (l: L): Posters => ({
    'banner.popup_desktop': [{ title: l === 'cs' ? 'Semináře na podzim' : 'Autumn training', url: 'app://route/seminars', path: null, image: `/media/banners/seminare-${l}-desktop.svg` }],
    'banner.popup_mobile': [{ title: l === 'cs' ? 'Semináře na podzim' : 'Autumn training', url: 'app://route/seminars', path: null, image: `/media/banners/seminare-${l}-mobile.svg` }],
  })
  return { cs: make('cs'), en: make('en') }
}

export const generatedCurrencies: Currency[] = [
  { id: 1, code: 'CZK', symbol_before: null, symbol_after: 'Kč', decimals: 0, rate: 1, is_default: true },
  { id: 2, code: 'EUR', symbol_before: '€', symbol_after: null, decimals: 2, rate: 0.04, is_default: false },
]

export const generatedCountries: Record<L, Country[]> = {
  cs: w.countries.map(([code, cs]) => ({ code, name: cs })),
  en: w.countries.map(([code, , en]) => ({ code, name: en })),
}

export const generatedCatalogCategories: Record<L, CatalogCategory[]> = {
  cs: [
    { id: 1, name: 'Semináře', slug: 'seminare', parent_id: null },
    { id: 2, name: 'Publikace', slug: 'publikace', parent_id: null },
    { id: 3, name: 'Odborné knihy', slug: 'odborne-knihy', parent_id: 2 },
  ],
  en: [
    { id: 1, name: 'Training', slug: 'training', parent_id: null },
    { id: 2, name: 'Publications', slug: 'publications', parent_id: null },
    { id: 3, name: 'Professional books', slug: 'professional-books', parent_id: 2 },
  ],
}
