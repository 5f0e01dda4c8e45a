// The part of Vike's pageContext a page sends to the browser (renderer/pageContext.tsx
// ClientContext): written by +Head into the page, and the server side of the site's page context
// (+Layout), so both renders start from the same facts. Environment: server.
import type { PageContext } from 'vike/types'
import { isLocale } from '../shared/config/locales.js'
import { errorStatus } from './errorStatus.js'
import type { ClientContext } from './pageContext.js'

export function clientContextOf(pageContext: PageContext): ClientContext {
  const out: ClientContext = { layout: pageContext.config.layout ?? 'default' }
  if (pageContext.pageId === '/pages/_error') {
    // An error page may answer any URL (a host serves the root 404 for /en/… too): its locale is
    // the address bar's, read in the browser (renderer/localeOf.ts).
    out.errorStatus = errorStatus(pageContext)
    return out
  }
  if (isLocale(pageContext.locale)) out.locale = pageContext.locale
  if (pageContext.routeKey) out.routeKey = pageContext.routeKey
  if (pageContext.data !== undefined) out.data = withoutHeadOnlyData(pageContext.data)
  return out
}

/**
 * The page's data without what only its <head> shows (+Head reads Vike's own pageContext): the
 * browser hydrates the body alone, and a JSON-LD block repeated for it was ~1 KB of a 32 KB page.
 */
function withoutHeadOnlyData(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || !('seo' in data)) return data
  const { seo } = data
  if (typeof seo !== 'object' || seo === null || !('jsonLd' in seo)) return data
  const { jsonLd: _headOnly, ...bodySeo } = seo
  return { ...data, seo: bodySeo }
}
