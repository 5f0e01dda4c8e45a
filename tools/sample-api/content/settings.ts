// Site settings per locale (GET /api/settings/{locale}). The services menu item keeps
// `service: null` here: the sample API fills its mega-menu from the service content, so
// the menu cannot drift from the services that exist.
import type { BottomMenuGroup, MenuItem, Office, SettingsRecord } from '../../../content-pipeline/schemas/settings.js'

type Locale = 'cs' | 'en'

const offices: Record<Locale, Office[]> = {
  cs: [
    {
      name: 'Praha',
      street: 'Sokolovská 1280/44',
      city: 'Praha 8',
      zip: '186 00',
      phone: '+420 222 310 410',
      email: 'praha@korvina.example',
      map_url: 'https://www.openstreetmap.org/?mlat=50.0925&mlon=14.4555#map=17/50.0925/14.4555',
      image: '/media/offices/praha.jpg',
    },
    {
      name: 'Brno',
      street: 'Údolní 612/17',
      city: 'Brno',
      zip: '602 00',
      phone: '+420 543 210 300',
      email: 'brno@korvina.example',
      map_url: 'https://www.openstreetmap.org/?mlat=49.1966&mlon=16.6010#map=17/49.1966/16.6010',
      image: '/media/offices/brno.jpg',
    },
  ],
  en: [
    {
      name: 'Prague',
      street: 'Sokolovská 1280/44',
      city: 'Prague 8',
      zip: '186 00',
      phone: '+420 222 310 410',
      email: 'praha@korvina.example',
      map_url: 'https://www.openstreetmap.org/?mlat=50.0925&mlon=14.4555#map=17/50.0925/14.4555',
      image: '/media/offices/praha.jpg',
    },
    {
      name: 'Brno',
      street: 'Údolní 612/17',
      city: 'Brno',
      zip: '602 00',
      phone: '+420 543 210 300',
      email: 'brno@korvina.example',
      map_url: 'https://www.openstreetmap.org/?mlat=49.1966&mlon=16.6010#map=17/49.1966/16.6010',
      image: '/media/offices/brno.jpg',
    },
  ],
}

const socialEntries = [
  { type: 'social', text: 'LinkedIn', link: 'https://www.linkedin.com/company/korvina-advisory', image: '/media/social/linkedin.svg' },
  { type: 'social', text: 'Facebook', link: 'https://www.facebook.com/korvina.advisory', image: '/media/social/facebook.svg' },
  { type: 'social', text: 'Instagram', link: 'https://www.instagram.com/korvina.advisory', image: '/media/social/instagram.svg' },
  { type: 'social', text: 'YouTube', link: 'https://www.youtube.com/@korvina-advisory', image: '/media/social/youtube.svg' },
] as const

/** A top-level menu item without an image or a mega-menu. */
function item(text: string, link: string, submenu: { text: string; link: string }[] = []): MenuItem {
  return { text, link, image: null, submenu, service: null }
}

const topMenu: Record<Locale, MenuItem[]> = {
  cs: [
    item('Služby', 'app://route/services'),
    item('O nás', 'app://route/about', [
      { text: 'Lidé', link: 'app://route/people' },
      { text: 'Reference', link: 'app://route/references' },
      { text: 'Dokumenty', link: 'app://route/documents' },
      { text: 'Darovací fond', link: 'app://route/donationFund' },
    ]),
    item('Kariéra', 'app://route/career', [
      { text: 'Volné pozice', link: 'app://route/jobs' },
      { text: 'Kariérní blog', link: 'app://route/careerBlog' },
      { text: 'Čas na změnu', link: 'app://route/timeForChange' },
    ]),
    item('Vzdělávání', 'app://route/seminars', [
      { text: 'Semináře', link: 'app://route/seminars' },
      { text: 'Slovník pojmů', link: 'app://route/glossary' },
      { text: 'Podcast', link: 'app://route/podcast' },
    ]),
    item('Blog', 'app://route/blog'),
    item('Kontakty', 'app://route/contacts'),
  ],
  en: [
    item('Services', 'app://route/services'),
    item('About us', 'app://route/about', [
      { text: 'People', link: 'app://route/people' },
      { text: 'References', link: 'app://route/references' },
      { text: 'Documents', link: 'app://route/documents' },
      { text: 'Donation fund', link: 'app://route/donationFund' },
    ]),
    item('Career', 'app://route/career', [
      { text: 'Job vacancies', link: 'app://route/jobs' },
      { text: 'Career blog', link: 'app://route/careerBlog' },
      { text: 'Time for change', link: 'app://route/timeForChange' },
    ]),
    item('Training', 'app://route/seminars', [
      { text: 'Seminars', link: 'app://route/seminars' },
      { text: 'Glossary', link: 'app://route/glossary' },
      { text: 'Podcast', link: 'app://route/podcast' },
    ]),
    item('Blog', 'app://route/blog'),
    item('Contacts', 'app://route/contacts'),
  ],
}

// Page 4 (whistleblowing) exists in Czech only, so only the Czech legal group links it.
const bottomMenu: Record<Locale, BottomMenuGroup[]> = {
  cs: [
    {
      title: 'Služby',
      links: [
        { text: 'Daně', link: 'app://service-group/12', leave: false },
        { text: 'Audit', link: 'app://service-group/18', leave: false },
        { text: 'Účetnictví', link: 'app://service-group/19', leave: false },
        { text: 'Mzdy a HR', link: 'app://service-group/22', leave: false },
        { text: 'Strategie a M&A', link: 'app://service-group/3', leave: false },
      ],
    },
    {
      title: 'Firma',
      links: [
        { text: 'O nás', link: 'app://route/about', leave: false },
        { text: 'Lidé', link: 'app://route/people', leave: false },
        { text: 'Kariéra', link: 'app://route/career', leave: false },
        { text: 'Reference', link: 'app://route/references', leave: false },
        { text: 'Spolehlivý partner', link: 'app://route/reliablePartner', leave: false },
        { text: 'Kontakty', link: 'app://route/contacts', leave: false },
      ],
    },
    {
      title: 'Právní informace',
      links: [
        { text: 'Podmínky a zpracování osobních údajů', link: 'app://page/1', leave: false },
        { text: 'Zásady používání cookies', link: 'app://page/2', leave: false },
        { text: 'Právní informace', link: 'app://page/3', leave: false },
        { text: 'Whistleblowing', link: 'app://page/4', leave: false },
        { text: 'Síť Meridian Global', link: 'https://www.meridian-global.example', leave: true },
      ],
    },
  ],
  en: [
    {
      title: 'Services',
      links: [
        { text: 'Taxes', link: 'app://service-group/12', leave: false },
        { text: 'Audit', link: 'app://service-group/18', leave: false },
        { text: 'Accounting', link: 'app://service-group/19', leave: false },
        { text: 'Payroll and HR', link: 'app://service-group/22', leave: false },
        { text: 'Strategy and M&A', link: 'app://service-group/3', leave: false },
      ],
    },
    {
      title: 'Company',
      links: [
        { text: 'About us', link: 'app://route/about', leave: false },
        { text: 'People', link: 'app://route/people', leave: false },
        { text: 'Career', link: 'app://route/career', leave: false },
        { text: 'References', link: 'app://route/references', leave: false },
        { text: 'Reliable partner', link: 'app://route/reliablePartner', leave: false },
        { text: 'Contacts', link: 'app://route/contacts', leave: false },
      ],
    },
    {
      title: 'Legal information',
      links: [
        { text: 'Terms and personal data processing', link: 'app://page/1', leave: false },
        { text: 'Cookie policy', link: 'app://page/2', leave: false },
        { text: 'Legal information', link: 'app://page/3', leave: false },
        { text: 'Meridian Global network', link: 'https://www.meridian-global.example', leave: true },
      ],
    },
  ],
}

function settingsFor(locale: Locale): SettingsRecord[] {
  return [
    {
      name: 'contacts',
      value: {
        email: 'info@korvina.example',
        phone: '+420 222 310 410',
        offices: offices[locale],
        entries: socialEntries.map((e) => ({ ...e })),
      },
    },
    { name: 'intropopup', value: { is_enabled: true } },
    { name: 'topmenu', value: topMenu[locale] },
    { name: 'bottommenu', value: bottomMenu[locale] },
    { name: 'maintenance', value: { is_enabled: false } },
  ]
}

export const settings: Record<Locale, SettingsRecord[]> = {
  cs: settingsFor('cs'),
  en: settingsFor('en'),
}
