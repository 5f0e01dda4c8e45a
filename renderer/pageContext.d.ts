import type { Locale } from '../config/locales.js'
import type { RouteKey } from '../config/routes.js'

declare global {
  namespace Vike {
    interface PageContext {
      /** Set by +onBeforeRoute from the URL prefix. */
      locale: Locale
      /** The route table entry the URL matched (set by +onBeforeRoute), undefined for 404s. */
      routeKey?: RouteKey
      routeMatchParams?: Record<string, string>
    }
    interface Config {
      /** Default layout has header, footer and panels; simple has only the cookie bar and modal (§2). */
      layout?: 'default' | 'simple'
    }
  }
}
export {}
