// Lists of §7 that are not localized content: currencies, countries, catalog categories, and the
// shop's product listing.
import { array, boolean, enums, integer, literal, nullable, number, object, pattern, refine, string, type Infer } from 'superstruct'
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
export const Currencies = refine(array(Currency), 'Currencies', (list) => list.filter((c) => c.is_default).length === 1 || 'exactly one currency must be the default')

export const Country = object({ code: pattern(string(), /^[A-Z]{2}$/), name: Text })
export const CatalogCategory = object({ id: Id, name: Text, slug: Slug, parent_id: nullable(Id) })

export type Currency = Infer<typeof Currency>
export type Country = Infer<typeof Country>
export type CatalogCategory = Infer<typeof CatalogCategory>

/**
 * A product of the shop's catalogue (`GET /api/catalog/products/{locale}`): the seminars and the
 * publications, in the same shape as a cart line's `product` plus its `type` and `currency`.
 */
export const ProductVariant = object({ id: Id, name: Text })
export const Product = object({
  id: Id,
  type: enums(['seminar', 'publication']),
  name: Text,
  price: refine(number(), 'Price', (v) => v >= 0),
  currency: literal('CZK'),
  default_category: object({ name: Text }),
  categories: array(object({ id: Id, name: Text, slug: Slug })),
  variants: array(ProductVariant),
})
export type Product = Infer<typeof Product>
