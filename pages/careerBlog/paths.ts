// Where page n of the career blog lives; page 1 is the list route.
import type { Locale } from '../../config/locales.js'
import { path } from '../../config/routes.js'

export function careerListPath(locale: Locale, page: number): string {
  return page === 1 ? path('careerBlog', locale) : path('careerBlogPage', locale, { page })
}
