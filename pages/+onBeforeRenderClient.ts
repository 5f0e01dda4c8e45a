// Before every render in the browser (vike-react awaits it): the message catalogs of the locales
// about to be shown — the page's, and on hydration the locale the HTML was rendered in (they
// differ when a host answers an English URL with the Czech 404 page; renderer/intl.tsx). Only
// these are downloaded, not both with every page (issue 12). And the layout's chrome the page's
// data names (renderer/chrome.ts). Environment: client.
import type { PageContextClient } from 'vike/types'
import { isLocale, type Locale } from '../config/locales.js'
import { loadCatalogs } from '../renderer/intl.js'
import { localeOf } from '../renderer/localeOf.js'
import { chromeRefOf } from '../renderer/seoData.js'
import { loadChrome } from '../client/chrome.js'

export async function onBeforeRenderClient(pageContext: PageContextClient): Promise<void> {
  const wanted: Locale[] = [localeOf(pageContext)]
  const rendered = document.documentElement.lang
  if (pageContext.isHydration && isLocale(rendered)) wanted.push(rendered)
  const ref = chromeRefOf(pageContext.data)
  const [chrome] = await Promise.all([ref ? loadChromeOrReload(ref, pageContext) : undefined, loadCatalogs(wanted)])
  if (chrome) pageContext.chrome = chrome
}

/**
 * A navigation whose chrome cannot be loaded (offline, or a new release removed the file) becomes
 * a full page load, which brings the page with its own. Hydration has no such way out: the page
 * stays as the server rendered it.
 */
async function loadChromeOrReload(ref: string, pageContext: PageContextClient) {
  try {
    return await loadChrome(ref)
  } catch (err) {
    if (pageContext.isHydration) throw err
    window.location.assign(pageContext.urlOriginal)
    return new Promise<never>(() => {})
  }
}
