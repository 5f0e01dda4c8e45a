// Route functions built from the route table: a page folder's +route.ts is `routeFor('key', …)`,
// the one place that names the page's route keys (its +onBeforePrerenderStart reads them back
// from the route function's keys). +onBeforeRoute already matched the URL against the table once, so two pages
// can never claim the same URL.
import type { PageContext } from 'vike/types'
import type { RouteKey } from '../shared/config/routes.js'

export type PageRoute = ((pageContext: PageContext) => false | { routeParams: Record<string, string> }) & { readonly keys: readonly RouteKey[] }

export function routeFor(...keys: RouteKey[]): PageRoute {
  const route = (pageContext: PageContext) => {
    const { routeKey, routeMatchParams } = pageContext
    if (!routeKey || !keys.includes(routeKey)) return false
    return { routeParams: routeMatchParams ?? {} }
  }
  return Object.assign(route, { keys })
}
