// Netlify `_redirects`: maintenance and the map as rules, query entries with query conditions
// ("contains" match, forced as the path may be a page), the root by the Cookie and Language
// conditions, and each prefixed locale's 404 page with status 404. Netlify matches a rule with or
// without a trailing slash and passes the request's query on to every redirect (Netlify docs,
// "Redirect options": query parameters are passed on for 200, 301 and 302).
import type { HostRules } from '../rules.js'
import { splitSource, type Redirect } from '../types.js'
import { banner, exactEntries, maintenanceRedirects, pathEntries } from './static-hosts.js'

export function netlifyRedirects(rules: HostRules): string {
  const queryConditions = (r: Redirect) => splitSource(r.from).query.slice(1).split('&').join(' ')
  const notFoundPage = rules.locales.find((l) => !l.prefix)?.notFoundFile ?? '404.html'
  const prefixed = rules.locales.filter((l) => l.prefix)
  return [
    banner('Netlify', 'redirects/emit/netlify.ts'),
    ...(rules.maintenance ? ["# Maintenance mode: every page → its locale's maintenance page.", ...maintenanceRedirects(rules).map((m) => `${m.from}  ${m.to}  302!`)] : []),
    "# Other hosts' config files are not content.",
    ...rules.hiddenFiles.filter((f) => f !== '/_redirects' && f !== '/_headers').map((f) => `${f}  /${notFoundPage}  404!`),
    `# 301 map, entries with a query (${exactEntries(rules).length}); forced, as the path may be a page.`,
    ...exactEntries(rules).map((r) => `${splitSource(r.from).path}  ${queryConditions(r)}  ${r.to}  301!`),
    `# 301 map, path entries (${pathEntries(rules).length}).`,
    ...pathEntries(rules).map((r) => `${r.from}  ${r.to}  301`),
    "# Root (spec §4, §9), forced (the home page is a file). Netlify's Cookie condition sees only that a",
    `# cookie exists, not its value: with a "${rules.localeCookie}" cookie the home page is served as it is and the`,
    "# page follows the cookie's value in the browser (client/locale.ts). Without one, the browser's",
    '# language as Netlify reads it from Accept-Language (the Language condition).',
    `/  /index.html  200!  Cookie=${rules.localeCookie}`,
    ...prefixed.map((l) => `/  ${l.prefix}  302!  Language=${l.code}`),
    "# Each locale's 404 page with status 404 (the default locale's is Netlify's own /404.html).",
    ...prefixed.map((l) => `${l.prefix}/*  /${l.notFoundFile}  404`),
    '',
  ].join('\n')
}
