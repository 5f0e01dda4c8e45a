// Building blocks of the API contract (docs/content-api.md). Every struct here is a
// boundary check; the TypeScript types are inferred from them and declared nowhere else.
import { array, boolean, enums, integer, is, number, object, pattern, refine, size, string, type Infer } from 'superstruct'
import { localeCodes } from '../../shared/config/locales.js'

export const LocaleCode = enums(localeCodes)
export const Id = refine(integer(), 'Id', (v) => v > 0 || 'must be a positive integer')
export const Slug = pattern(string(), /^[a-z0-9]+(?:-[a-z0-9]+)*$/)
export const Text = refine(string(), 'Text', (v) => v.trim().length > 0 || 'must not be empty')
/** Markdown as the CMS stores it; the pipeline turns it into sanitized HTML. */
export const Markdown = string()
/** A calendar date that exists: Date.parse rolls 2025-02-30 over to March, so round-trip it. */
function isRealDate(ymd: string): boolean {
  const time = Date.parse(`${ymd}T00:00:00Z`)
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === ymd
}
export const IsoDateTime = refine(
  string(),
  'IsoDateTime',
  (v) => (/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(v) && isRealDate(v.slice(0, 10))) || 'must be an ISO 8601 date-time with a zone',
)
export const IsoDate = refine(string(), 'IsoDate', (v) => (/^\d{4}-\d{2}-\d{2}$/.test(v) && isRealDate(v)) || 'must be an ISO 8601 date')
/** A file the API serves under /media/, relative to its base address. */
export const MediaPath = pattern(string(), /^\/media(\/(?!\.\.?(\/|$))[A-Za-z0-9._-]+)+$/)
/** Whether a string is a MediaPath (the Markdown renderer keeps only such images; render.ts collects every one an item names). */
export function isMediaPath(value: string): boolean {
  // The prefix test first: render.ts asks this of every string of every item, nearly all of them
  // fail, and a failing superstruct check builds a StructError (stack trace included) only to be
  // dropped. MediaPath itself requires the prefix, so the answer is the same.
  return value.startsWith('/media/') && is(value, MediaPath) && !value.split('/').some((segment) => segment === '.' || segment === '..')
}
export const HttpsUrl = pattern(string(), /^https:\/\/[^\s]+$/)
/**
 * A link in content or settings: `app://{kind}/{id}` or `app://route/{routeKey}` (resolved to
 * the localized path by the pipeline), a site path starting with `/`, `https://`, `mailto:` or `tel:`.
 * Not `//host` nor `/\host`: browsers read that backslash as a slash, so both leave the site.
 */
export const Link = pattern(string(), /^(app:\/\/[a-z-]+\/[A-Za-z0-9]+|\/(?![/\\])[^\s]*|https:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d ]+)$/)
/**
 * At most 254 characters (RFC 5321's limit), checked first by the lookahead: the rest of the
 * pattern backtracks quadratically, and the sample API matches it against request bodies.
 */
export const Email = pattern(string(), /^(?=.{3,254}$)[^\s@]+@[^\s@]+\.[^\s@]+$/)
export const Phone = pattern(string(), /^\+?[\d ]{6,20}$/)

export const Translation = object({ locale: LocaleCode, slug: Slug })
export const Translations = size(array(Translation), 1, localeCodes.length)

/** Fields every localized content item carries in the API's answer. */
export const contentMeta = {
  id: Id,
  locale: LocaleCode,
  slug: Slug,
  translations: Translations,
}

export const Pagination = object({
  page: refine(integer(), 'Page', (v) => v >= 1),
  per_page: refine(integer(), 'PerPage', (v) => v >= 1),
  total: refine(integer(), 'Total', (v) => v >= 0),
  last_page: refine(integer(), 'LastPage', (v) => v >= 1),
})

export const FaqItem = object({ question: Text, answer: Markdown })
export const Money = object({
  amount: refine(number(), 'Amount', (v) => v >= 0),
  currency: enums(['CZK', 'EUR']),
  vat_included: boolean(),
})

export type Translation = Infer<typeof Translation>
export type FaqItem = Infer<typeof FaqItem>
export type Money = Infer<typeof Money>
