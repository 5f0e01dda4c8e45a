// The Consent Mode v2 default (all five storage types denied), inlined at the start of <head> by
// pages/+headHtmlBegin.ts so it runs before any tag manager code. Its text never changes with
// configuration, so a host CSP can allow it by hash: `'sha256-' + base64(sha256(consentDefaultScript))`
// (consentDefault.test.ts pins the value; update the host CSP when it changes).
import { googleConsentDefault } from './consent.js'

export const consentDefaultScript =
  'window.dataLayer=window.dataLayer||[];' +
  'function gtag(){dataLayer.push(arguments)}' +
  `gtag('consent','default',${JSON.stringify(googleConsentDefault)});`

export const consentDefaultTag = `<script>${consentDefaultScript}</script>`
