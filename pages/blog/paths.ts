// Where page n of the blog list (or of one category's list) lives; page 1 is the list route.
import type { Locale } from '../../config/locales.js'
import { path } from '../../config/routes.js'

export function blogListPath(locale: Locale, page: number, category?: string): string {
  if (category === undefined) return page === 1 ? path('blog', locale) : path('blogPage', locale, { page })
  return page === 1 ? path('blogCategory', locale, { category }) : path('blogCategoryPage', locale, { category, page })
}
