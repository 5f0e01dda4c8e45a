// Before every render in the browser (vike-react awaits it): the message catalogs of the locales
// about to be shown — the page's, and on hydration the locale the HTML was rendered in (they
// differ when a host answers an English URL with the Czech 404 page; renderer/intl.tsx). Only
// these are downloaded, not both with every page (issue 12). Environment: client.
import type { PageContextClient } from 'vike/types'
import { isLocale, type Locale } from '../config/locales.js'
import { loadCatalogs } from '../renderer/intl.js'
import { localeOf } from '../renderer/localeOf.js'

export async function onBeforeRenderClient(pageContext: PageContextClient): Promise<void> {
  const wanted: Locale[] = [localeOf(pageContext)]
  const rendered = document.documentElement.lang
  if (pageContext.isHydration && isLocale(rendered)) wanted.push(rendered)
  await loadCatalogs(wanted)
}
