// Before the page hydrates (vike-react awaits it; with Server Routing there is no other render in
// the browser): the message catalogs of the locales about to be shown — the page's, and the locale
// the HTML was rendered in (they differ when a host answers an English URL with the Czech 404
// page; renderer/intl.tsx). Only these are downloaded, not both with every page (issue 12). And
// the layout's chrome the page's data names (renderer/chrome.ts). Environment: client.
import type { PageContextClient } from 'vike/types'
import { isLocale, type Locale } from '../config/locales.js'
import { loadCatalogs } from '../renderer/intl.js'
import { localeOf } from '../renderer/localeOf.js'
import { chromeRefOf } from '../renderer/seoData.js'
import { loadChrome } from '../client/chrome.js'

export async function onBeforeRenderClient(pageContext: PageContextClient): Promise<void> {
  const wanted: Locale[] = [localeOf(pageContext)]
  const rendered = document.documentElement.lang
  if (isLocale(rendered)) wanted.push(rendered)
  const ref = chromeRefOf(pageContext.data)
  // A chrome file that cannot be loaded (offline) fails the hydration: the page stays as the
  // server rendered it, links and all.
  const [chrome] = await Promise.all([ref ? loadChrome(ref) : undefined, loadCatalogs(wanted)])
  if (chrome) pageContext.chrome = chrome
}
