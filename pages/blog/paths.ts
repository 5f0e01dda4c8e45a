// Where page n of the blog list (or of one category's list) lives; page 1 is the list route.
import type { Locale } from '../../shared/config/locales.js'
import { listPagePath } from '../../shared/config/routes.js'

export function blogListPath(locale: Locale, page: number, category?: string): string {
  if (category === undefined) return listPagePath('blog', 'blogPage', locale, page)
  return listPagePath('blogCategory', 'blogCategoryPage', locale, page, { category })
}
