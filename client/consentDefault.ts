// The one inline script of every page, at the start of <head> (renderer/+headHtmlBegin.ts), so it
// runs before any tag manager code and before the body is painted:
// - the Consent Mode v2 default (all five storage types denied);
// - whether the cookie bar is due (issue 12): the bar is in the pre-rendered HTML, so it is part
//   of the first paint instead of appearing after hydration (it was the LCP element on phones, seconds
//   late); `cookie-bar-due` on <html> shows it before hydration only when no choice is stored.
// Its text never changes with configuration, so a host CSP can allow it by hash:
// `'sha256-' + base64(sha256(headScript))` (consentDefault.test.ts pins the value; the build
// collects it from the pages for the generated host files).
import { consentCookie, googleConsentDefault } from './consent.js'

export const consentDefaultScript = 'window.dataLayer=window.dataLayer||[];' + 'function gtag(){dataLayer.push(arguments)}' + `gtag('consent','default',${JSON.stringify(googleConsentDefault)});`

/** The class on <html> that shows the pre-rendered cookie bar before hydration (panels.css). */
export const cookieBarDueClass = 'cookie-bar-due'

export const cookieBarDueScript = `if(!/(?:^|;\\s*)${consentCookie.name}=/.test(document.cookie))document.documentElement.classList.add('${cookieBarDueClass}');`

export const headScript = consentDefaultScript + cookieBarDueScript

export const consentDefaultTag = `<script>${headScript}</script>`
