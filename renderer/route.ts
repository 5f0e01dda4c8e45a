// Route functions built from the route table: a page folder's +route.ts is `routeFor('key')`.
// +onBeforeRoute already matched the URL against the table once, so two pages can never
// claim the same URL.
import type { PageContext } from 'vike/types'
import type { RouteKey } from '../config/routes.js'

export function routeFor(...keys: RouteKey[]) {
  return (pageContext: PageContext) => {
    const { routeKey, routeMatchParams } = pageContext
    if (!routeKey || !keys.includes(routeKey)) return false
    return { routeParams: routeMatchParams ?? {} }
  }
}
