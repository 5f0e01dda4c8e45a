// What the site's components know about the page they render, on the server and in the browser
// (issue 12, page speed). The pages are HTML-only for Vike (`clientHooks: false`, renderer/+config.ts):
// the browser does not load Vike's client runtime and vike-react's render hook (~20 KB gzip of
// every page's first load); each page's `+client.ts` hydrates it (client/start/hydrate.tsx) from the
// part of this context the server wrote into the page (`ClientContext`, a JSON <script> in the
// head). On the server, renderer/+Layout.tsx builds it from Vike's pageContext.
import { createContext, useContext, type ReactNode } from 'react'
import { isLocale, type Locale } from '../shared/config/locales.js'
import { routes, type RouteKey } from '../shared/config/routes.js'
import type { Chrome } from '../page-data/chrome.js'

export type Layout = 'default' | 'simple'

/** What a page sends to the browser with its HTML: no more than its components read there. */
export type ClientContext = {
  /** The page's locale; absent on the root error page, whose locale is the address bar's. */
  locale?: Locale
  /** The route table entry the URL matched; absent on error pages. */
  routeKey?: RouteKey
  layout: Layout
  /** The page's +data (plain JSON). */
  data?: unknown
  /** Error pages: the status they show (renderer/errorStatus.ts). */
  errorStatus?: number
}

export type SitePageContext = Omit<ClientContext, 'locale'> & {
  /** The page's locale; on an error page the URL's (renderer/localeOf.ts). */
  locale: Locale
  /** The layout's chrome (page-data/chrome.ts): on the server from +onBeforeRender, in the browser loaded before hydrating. */
  chrome?: Chrome
  /** True while the browser hydrates the pre-rendered HTML (the first render), false on the server. */
  hydrating: boolean
}

const PageContext = createContext<SitePageContext | null>(null)

export function PageContextProvider({ value, children }: { value: SitePageContext; children: ReactNode }) {
  return <PageContext.Provider value={value}>{children}</PageContext.Provider>
}

export function usePageContext(): SitePageContext {
  const value = useContext(PageContext)
  if (!value) throw new Error('usePageContext() outside the page (renderer/+Layout.tsx, client/start/hydrate.tsx provide it)')
  return value
}

/**
 * The page's +data, as its +Page declares it (`useData<Data>()`, Data being the return type of
 * the page's +data hook): on the server the hook's own value, in the browser the JSON of it.
 */
export function useData<Data>(): Data {
  return usePageContext().data as Data
}

/** The id of the JSON <script> that carries a page's ClientContext. */
export const clientContextId = 'page-context'

/**
 * JSON for an HTML <script>: `<` escaped so no text of the data (content from the CMS) can close
 * the script or open a comment, and the two JavaScript-only line breaks escaped too. The browser
 * must get back what the server rendered with, so a value JSON would change (undefined in an
 * array, NaN, Infinity) is an error naming where it is, not a silent hydration mismatch.
 */
export function jsonForScript(value: unknown): string {
  const json = JSON.stringify(value, function (this: unknown, key, v: unknown) {
    if ((Array.isArray(this) && v === undefined) || (typeof v === 'number' && !Number.isFinite(v))) {
      throw new Error(`page context: ${String(v)} at "${key}" would not survive JSON`)
    }
    return v
  })
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const isRouteKey = (v: unknown): v is RouteKey => typeof v === 'string' && Object.hasOwn(routes, v)

/** The ClientContext the server wrote, checked field by field (`data` stays what the page's hook returned). */
export function parseClientContext(json: string): ClientContext {
  const raw: unknown = JSON.parse(json)
  if (!isObject(raw)) throw new Error('page context: not an object')
  const { locale, routeKey, layout, data, errorStatus } = raw
  if (locale !== undefined && !isLocale(locale)) throw new Error(`page context: unknown locale ${String(locale)}`)
  if (routeKey !== undefined && !isRouteKey(routeKey)) throw new Error(`page context: unknown route ${String(routeKey)}`)
  if (layout !== 'default' && layout !== 'simple') throw new Error(`page context: unknown layout ${String(layout)}`)
  if (errorStatus !== undefined && typeof errorStatus !== 'number') throw new Error('page context: errorStatus is not a number')
  const out: ClientContext = { layout }
  if (locale !== undefined) out.locale = locale
  if (routeKey !== undefined) out.routeKey = routeKey
  if (data !== undefined) out.data = data
  if (errorStatus !== undefined) out.errorStatus = errorStatus
  return out
}
