// The first script of the Czech home page (issue 51, spec §4, §9): the root's language decision
// made before anything of the Czech page is loaded, painted or hydrated. A host with server rules
// (nginx, Apache, Cloudflare, the preview server…) has already decided the root by cookie and
// Accept-Language, and this script then finds nothing to do; on a plain static host (only files)
// the root is always the Czech page, and without this script an English browser saw it painted
// and hydrated before client/locale.ts sent it on (Lighthouse on `/` scored below `/en`: docs/performance.md).
//
// It is `firstVisit` (client/locale.ts) for the root, the rule hydration applies everywhere,
// written out as the few lines a browser runs at once (rootLanguage.test.ts runs both on the same
// inputs): with a `locale` cookie naming a locale, that locale; without one, the first of the
// site's locales in the browser's languages. When that is a prefixed locale, the script records
// it in the cookie (as the hosts' redirects do) and replaces the address, so Back skips the root.
// Navigating away stops the Czech document's parser (the HTML standard's navigate aborts it;
// Chromium does, tests/e2e/root-language.test.ts), so nothing of it is painted or hydrated; the
// document is hidden too, for a browser that would go on rendering until the next page arrives.
// Every other case (a Czech choice, a search engine, another language) lets the page load as it is.
//
// The build puts it right after `<meta charset>` of the Czech home only (renderer/render/shell.ts
// `withFirstScript`), before the style sheet: a parser-inserted script waits for every style
// sheet above it. Its text depends only on the locale registry, the routes and the cookie
// settings; the host CSP allows it by its hash, collected from the built pages like every other
// inline script's (hosting/headers.ts).
import { constants } from '../shared/config/constants.js'
import { defaultLocale, localeCodes, locales } from '../shared/config/locales.js'
import { path } from '../shared/config/routes.js'
import { cookieString } from './cookies.js'

const { name, maxAgeDays, path: cookiePath, sameSite } = constants.localeCookie

/** Per prefixed locale: its home, and the cookie that remembers it (Secure is added on https, as writeCookie does). */
const targets = locales.filter((l) => l.code !== defaultLocale).map((l) => [l.code, [path('home', l.code), cookieString(name, l.code, { days: maxAgeDays, path: cookiePath, sameSite })]] as const)

export const rootLanguageScript =
  '(()=>{' +
  `const L=${JSON.stringify(localeCodes)},T=new Map(${JSON.stringify(targets)}),N=${JSON.stringify(name)};` +
  `if(location.pathname!==${JSON.stringify(path('home', defaultLocale))})return;` +
  // readCookie (client/cookies.ts): the first cookie of that name, its value URI-decoded if it can be.
  'let c=null;for(const p of document.cookie.split(";")){const[k,...v]=p.trim().split("=");if(k===N){c=v.join("=");try{c=decodeURIComponent(c)}catch{}break}}' +
  // preferredLocale (client/locale.ts): `en-GB` counts as `en`.
  'let l=L.includes(c)?c:null;' +
  'if(l===null)for(const x of navigator.languages?.length?navigator.languages:[navigator.language]){const p=x.trim().toLowerCase().split(/[-_]/)[0];if(L.includes(p)){l=p;break}}' +
  'const t=T.get(l);if(!t)return;' +
  'document.cookie=t[1]+(location.protocol==="https:"?"; Secure":"");' +
  'document.documentElement.style.display="none";' +
  'location.replace(t[0]+location.search+location.hash)})()'

export const rootLanguageTag = `<script>${rootLanguageScript}</script>`
