// Where page n of the glossary lives; page 1 is the glossary's own route.
import type { Locale } from '../../config/locales.js'
import { path } from '../../config/routes.js'

export function glossaryListPath(locale: Locale, page: number): string {
  return page === 1 ? path('glossary', locale) : path('glossaryPage', locale, { page })
}
