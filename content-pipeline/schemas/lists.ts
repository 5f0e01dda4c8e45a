// Lists of §7 that are not localized content: currencies, countries, catalog categories.
import { array, boolean, integer, nullable, number, object, pattern, refine, string, type Infer } from 'superstruct'
import { Id, Slug, Text } from './common.js'

export const Currency = object({
  id: Id,
  code: pattern(string(), /^[A-Z]{3}$/),
  symbol_before: nullable(string()),
  symbol_after: nullable(string()),
  decimals: refine(integer(), 'Decimals', (v) => v >= 0 && v <= 4),
  rate: refine(number(), 'Rate', (v) => v > 0),
  is_default: boolean(),
})
export const Currencies = refine(array(Currency), 'Currencies', (list) =>
  list.filter((c) => c.is_default).length === 1 || 'exactly one currency must be the default')

export const Country = object({ code: pattern(string(), /^[A-Z]{2}$/), name: Text })
export const CatalogCategory = object({ id: Id, name: Text, slug: Slug, parent_id: nullable(Id) })

export type Currency = Infer<typeof Currency>
export type Country = Infer<typeof Country>
export type CatalogCategory = Infer<typeof CatalogCategory>
