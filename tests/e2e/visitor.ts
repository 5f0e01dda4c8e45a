// Browser contexts for e2e tests. A first-time visitor sees the cookie bar and, after 3 s, the
// modal intro popup; tests about something else start as a returning Czech visitor instead, so
// neither covers what they click. Cookie names and values come from the client modules.
import type { Browser, BrowserContextOptions } from 'playwright-core'
import { constants } from '../../shared/config/constants.js'
import { consentCookie, consentCookieValue, reject } from '../../client/consent.js'
import { introHidden } from '../../client/introPopup.js'

/** The cookie that hides the intro popup, as closing it leaves. */
export function introHiddenCookie(siteUrl: string) {
  return { name: constants.introPopup.cookie, value: introHidden, url: siteUrl }
}

/** Consent already given (rejected), intro popup hidden, Czech chosen. */
export function returningVisitorCookies(siteUrl: string) {
  return [{ name: consentCookie.name, value: consentCookieValue(reject()), url: siteUrl }, introHiddenCookie(siteUrl), { name: constants.localeCookie.name, value: 'cs', url: siteUrl }]
}

export async function returningVisitorPage(browser: Browser, siteUrl: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ locale: 'cs-CZ', ...options })
  await context.addCookies(returningVisitorCookies(siteUrl))
  return context.newPage()
}
