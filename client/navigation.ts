// Going to another page. The site uses Vike's Server Routing (docs/decisions.md): every page is
// its own pre-rendered document and the browser loads it, so code that sends the visitor on (a
// form's thank-you route, a guard's redirect to the login page) does what a link does. The one
// place that does it; the loading bar shows while the next page loads (spec §4, watchNavigation).
import type { Alert } from './store.js'
import { loadingBar } from './loadingBar.js'
import { navigationTarget } from './prefetch.js'

type CarriedAlert = Pick<Alert, 'type' | 'message'>
const carriedKey = 'navigation.alert'

/**
 * `overwriteLastHistoryEntry`: the current page leaves the history (a guard's redirect).
 * `alert`: a snackbar for the next page (the contact form's success on its thank-you route); the
 * store does not outlive the page, so it travels in sessionStorage (takeCarriedAlert).
 */
export function navigate(url: string, options: { overwriteLastHistoryEntry?: boolean; alert?: CarriedAlert } = {}): void {
  if (options.alert) {
    try {
      sessionStorage.setItem(carriedKey, JSON.stringify(options.alert))
    } catch {
      /* the page itself says thanks */
    }
  }
  loadingBar().start()
  if (options.overwriteLastHistoryEntry) location.replace(url)
  else location.assign(url)
}

/**
 * Spec §4: the top loading bar starts when the visitor follows a link to another of our pages
 * (after the 200 ms throttle) and lasts until the browser replaces the page with the next one. A
 * page restored from the back/forward cache gets its bar reset.
 */
export function watchNavigation(): void {
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null
    if (!(link instanceof HTMLAnchorElement)) return
    if (navigationTarget({ href: link.href, target: link.target, download: link.hasAttribute('download') }, location)) loadingBar().start()
  })
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) loadingBar().finish(true)
  })
}

/** The snackbar the previous page sent along (navigate's `alert`), once. */
export function takeCarriedAlert(): CarriedAlert | null {
  try {
    const raw = sessionStorage.getItem(carriedKey)
    if (raw === null) return null
    sessionStorage.removeItem(carriedKey)
    // Written by navigate() above on this site, not input from elsewhere.
    const alert = JSON.parse(raw) as CarriedAlert
    return typeof alert.type === 'string' && typeof alert.message === 'string' ? alert : null
  } catch {
    return null
  }
}
