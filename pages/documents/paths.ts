// Where page n of the documents lives; page 1 is the documents' own route.
import type { Locale } from '../../config/locales.js'
import { path } from '../../config/routes.js'

export function documentsListPath(locale: Locale, page: number): string {
  return page === 1 ? path('documents', locale) : path('documentsPage', locale, { page })
}
