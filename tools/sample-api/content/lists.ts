// Lists that are not localized content (§7): currencies, countries per locale and the
// categories of the hidden shop layer. Country names are given per locale, codes are ISO 3166-1.
import type { CatalogCategory, Country, Currency } from '../../../content-pipeline/schemas/lists.js'

export const currencies: Currency[] = [
  { id: 1, code: 'CZK', symbol_before: null, symbol_after: 'Kč', decimals: 0, rate: 1, is_default: true },
  // rate converts CZK amounts to EUR (about 25.1 CZK per euro)
  { id: 2, code: 'EUR', symbol_before: '€', symbol_after: null, decimals: 2, rate: 0.0398, is_default: false },
]

/** [code, Czech name, English name] */
const countryNames: [string, string, string][] = [
  ['CZ', 'Česko', 'Czechia'],
  ['SK', 'Slovensko', 'Slovakia'],
  ['DE', 'Německo', 'Germany'],
  ['AT', 'Rakousko', 'Austria'],
  ['PL', 'Polsko', 'Poland'],
  ['HU', 'Maďarsko', 'Hungary'],
  ['GB', 'Spojené království', 'United Kingdom'],
  ['US', 'Spojené státy americké', 'United States'],
  ['FR', 'Francie', 'France'],
  ['IT', 'Itálie', 'Italy'],
  ['ES', 'Španělsko', 'Spain'],
  ['PT', 'Portugalsko', 'Portugal'],
  ['NL', 'Nizozemsko', 'Netherlands'],
  ['BE', 'Belgie', 'Belgium'],
  ['LU', 'Lucembursko', 'Luxembourg'],
  ['CH', 'Švýcarsko', 'Switzerland'],
  ['IE', 'Irsko', 'Ireland'],
  ['DK', 'Dánsko', 'Denmark'],
  ['SE', 'Švédsko', 'Sweden'],
  ['NO', 'Norsko', 'Norway'],
  ['FI', 'Finsko', 'Finland'],
  ['SI', 'Slovinsko', 'Slovenia'],
  ['HR', 'Chorvatsko', 'Croatia'],
  ['RO', 'Rumunsko', 'Romania'],
  ['BG', 'Bulharsko', 'Bulgaria'],
  ['GR', 'Řecko', 'Greece'],
  ['UA', 'Ukrajina', 'Ukraine'],
  ['LT', 'Litva', 'Lithuania'],
  ['LV', 'Lotyšsko', 'Latvia'],
  ['EE', 'Estonsko', 'Estonia'],
  ['CY', 'Kypr', 'Cyprus'],
  ['CN', 'Čína', 'China'],
]

export const countries: Record<'cs' | 'en', Country[]> = {
  cs: countryNames.map(([code, cs]) => ({ code, name: cs })),
  en: countryNames.map(([code, , en]) => ({ code, name: en })),
}

/** [id, Czech name, Czech slug, English name, English slug] */
const categoryNames: [number, string, string, string, string][] = [
  [1, 'Semináře', 'seminare', 'Seminars', 'seminars'],
  [2, 'Webináře', 'webinare', 'Webinars', 'webinars'],
  [3, 'Publikace', 'publikace', 'Publications', 'publications'],
  [4, 'Vzory dokumentů', 'vzory-dokumentu', 'Document templates', 'document-templates'],
  [5, 'Konzultace', 'konzultace', 'Consultations', 'consultations'],
  [6, 'Dárkové poukazy', 'darkove-poukazy', 'Gift vouchers', 'gift-vouchers'],
]

export const catalogCategories: Record<'cs' | 'en', CatalogCategory[]> = {
  cs: categoryNames.map(([id, name, slug]) => ({ id, name, slug, parent_id: null })),
  en: categoryNames.map(([id, , , name, slug]) => ({ id, name, slug, parent_id: null })),
}
