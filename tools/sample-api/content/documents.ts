// Downloadable documents. The sample API generates each PDF from the document's own text.
// Documents 4 (a Czech power of attorney form) and 8 (the Czech GDPR notice) exist in Czech only.
import type { AuthoredDocument } from './types.js'

export const documents: AuthoredDocument[] = [
  {
    id: 1,
    updated_at: '2026-11-16T08:00:00+01:00',
    file: { path: '/media/documents/danovy-kalendar-2027.pdf', size: 48213, mime: 'application/pdf' },
    published_at: '2026-11-16T08:00:00+01:00',
    cs: {
      slug: 'danovy-kalendar-2027',
      title: 'Daňový kalendář 2027',
      description: 'Všechny termíny pro daň z příjmů, DPH, silniční daň, daň z nemovitých věcí a pojistné v roce 2027 přehledně po měsících.',
      category: 'Daně',
    },
    en: {
      slug: 'tax-calendar-2027',
      title: 'Tax Calendar 2027',
      description: 'All 2027 deadlines for income tax, VAT, road tax, real estate tax and social security, month by month.',
      category: 'Taxes',
    },
  },
  {
    id: 2,
    updated_at: '2026-11-02T08:00:00+01:00',
    file: { path: '/media/documents/checklist-k-rocni-zaverce.pdf', size: 36540, mime: 'application/pdf' },
    published_at: '2026-11-02T08:00:00+01:00',
    cs: {
      slug: 'checklist-k-rocni-zaverce',
      title: 'Checklist k roční účetní závěrce',
      description: 'Kontrolní seznam úkolů před koncem účetního období: inventarizace, časové rozlišení, rezervy, opravné položky a kurzové rozdíly.',
      category: 'Účetnictví',
    },
    en: {
      slug: 'year-end-closing-checklist',
      title: 'Year-End Closing Checklist',
      description: 'A checklist of tasks before the end of the financial year: inventories, accruals, provisions, bad debt allowances and exchange differences.',
      category: 'Accounting',
    },
  },
  {
    id: 3,
    updated_at: '2026-01-05T08:00:00+01:00',
    file: { path: '/media/documents/prehled-sazeb-dph.pdf', size: 22870, mime: 'application/pdf' },
    published_at: '2026-01-05T08:00:00+01:00',
    cs: {
      slug: 'prehled-sazeb-dph',
      title: 'Přehled sazeb DPH 2026',
      description: 'Základní a snížená sazba DPH v Česku a v ostatních státech EU včetně nejčastějších položek zboží a služeb.',
      category: 'Daně',
    },
    en: {
      slug: 'vat-rates-overview',
      title: 'VAT Rates Overview 2026',
      description: 'Standard and reduced VAT rates in Czechia and other EU member states, with the most common goods and services.',
      category: 'Taxes',
    },
  },
  {
    id: 4,
    updated_at: '2025-04-20T13:25:00+02:00',
    file: { path: '/media/documents/plna-moc-k-zastupovani.pdf', size: 18934, mime: 'application/pdf' },
    published_at: '2025-04-14T08:00:00+02:00',
    cs: {
      slug: 'plna-moc-k-zastupovani',
      title: 'Plná moc k zastupování před správcem daně',
      description: 'Vzor plné moci pro zastupování daňovým poradcem Korviny v daňovém řízení, včetně podání přiznání a nahlížení do spisu.',
      category: 'Vzory',
    },
  },
  {
    id: 5,
    updated_at: '2026-01-02T08:00:00+01:00',
    file: { path: '/media/documents/cenik-sluzeb.pdf', size: 31205, mime: 'application/pdf' },
    published_at: '2026-01-02T08:00:00+01:00',
    cs: {
      slug: 'cenik-sluzeb',
      title: 'Ceník služeb 2026',
      description: 'Orientační ceny vedení účetnictví, zpracování mezd, daňových přiznání a hodinové sazby poradců pro rok 2026.',
      category: 'O firmě',
    },
    en: {
      slug: 'price-list',
      title: 'Price List 2026',
      description: "Indicative prices for bookkeeping, payroll, tax returns and advisors' hourly rates for 2026.",
      category: 'About us',
    },
  },
  {
    id: 6,
    updated_at: '2026-06-30T08:00:00+02:00',
    file: { path: '/media/documents/vyrocni-zprava-fondu-2025.pdf', size: 112480, mime: 'application/pdf' },
    published_at: '2026-06-30T08:00:00+02:00',
    cs: {
      slug: 'vyrocni-zprava-fondu-2025',
      title: 'Výroční zpráva Darovacího svěřenského fondu Korvina 2025',
      description: 'Přehled podpořených projektů, hospodaření fondu a zpráva auditora za rok 2025.',
      category: 'Darovací fond',
    },
    en: {
      slug: 'donation-fund-annual-report-2025',
      title: 'Korvina Donation Trust Fund Annual Report 2025',
      description: "Supported projects, the fund's finances and the auditor's report for 2025.",
      category: 'Donation fund',
    },
  },
  {
    id: 7,
    updated_at: '2026-03-18T08:00:00+01:00',
    file: { path: '/media/documents/esg-pruvodce.pdf', size: 86315, mime: 'application/pdf' },
    published_at: '2026-03-18T08:00:00+01:00',
    cs: {
      slug: 'esg-pruvodce',
      title: 'ESG průvodce pro střední firmy',
      description: 'Jak odpovídat na ESG dotazníky bank a odběratelů, co je dvojí významnost a jak začít s výpočtem uhlíkové stopy.',
      category: 'ESG',
    },
    en: {
      slug: 'esg-guide',
      title: 'ESG Guide for Mid-Sized Companies',
      description: 'How to answer ESG questionnaires from banks and customers, what double materiality means and how to start measuring your carbon footprint.',
      category: 'ESG',
    },
  },
  {
    id: 8,
    updated_at: '2025-05-31T13:25:00+02:00',
    file: { path: '/media/documents/informace-o-zpracovani-osobnich-udaju.pdf', size: 27652, mime: 'application/pdf' },
    published_at: '2025-05-26T08:00:00+02:00',
    cs: {
      slug: 'informace-o-zpracovani-osobnich-udaju',
      title: 'Informace o zpracování osobních údajů klientů',
      description: 'Informace podle GDPR pro klienty a jejich zaměstnance: jaké údaje zpracováváme, proč, jak dlouho a jaká máte práva.',
      category: 'GDPR',
    },
  },
]
