import type { Locale } from '../shared/config/locales.js'
import type { RouteKey } from '../shared/config/routes.js'
import type { Chrome } from '../page-data/chrome.js'

declare global {
  namespace Vike {
    interface PageContext {
      /** Set by +onBeforeRoute from the URL prefix. */
      locale: Locale
      /** The route table entry the URL matched (set by +onBeforeRoute), undefined for 404s. */
      routeKey?: RouteKey
      routeMatchParams?: Record<string, string>
      /**
       * The layout's chrome of the page's locale: on the server from +onBeforeRender, in the
       * browser loaded by client/start/hydrate.tsx from the file data.chromeRef names. Not passed
       * to the client with the page (page-data/chrome.ts).
       */
      chrome?: Chrome
    }
    interface Config {
      /** Default layout has header, footer and panels; simple has only the cookie bar and modal (§2). */
      layout?: 'default' | 'simple'
    }
  }
}
export {}
