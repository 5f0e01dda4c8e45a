// Where the contact panel goes after a successful send (spec §4): from services pages to the
// services thank-you route, from career pages to the career thank-you route, elsewhere nowhere.
import type { Locale } from '../../../shared/config/locales.js'
import { path, type RouteKey } from '../../../shared/config/routes.js'

const servicePages: readonly RouteKey[] = ['services', 'serviceGroup', 'service', 'servicesThanks']
const careerPages: readonly RouteKey[] = ['career', 'jobs', 'jobsPage', 'job', 'careerBlog', 'careerBlogPage', 'careerPost', 'careerThanks']

export const isServicePage = (routeKey: RouteKey | undefined): boolean => routeKey !== undefined && servicePages.includes(routeKey)

export function thanksPathAfterSend(routeKey: RouteKey | undefined, locale: Locale): string | null {
  if (isServicePage(routeKey)) return path('servicesThanks', locale)
  if (routeKey && careerPages.includes(routeKey)) return path('careerThanks', locale)
  return null
}
