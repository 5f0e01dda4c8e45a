// What each host does with each rule: the table of hosting/redirects/README.md ("Host differences and
// limits"), generated from here (readme.ts). The Netlify, Cloudflare Pages and Vercel columns are
// what tests/hosting/realHosts.ts holds their emitted files to, each on that platform's own engine
// (its "differences" are these cells); nginx, Apache and the preview server are held to the rule engine by
// tests/hosting/hosts.test.ts. Change a cell and the test together.
import { htaccessMapLimit } from './apache.js'
import { limits } from './static-hosts.js'

export const tableHosts = ['nginx', 'Apache', 'preview', 'Netlify', 'Cloudflare Pages', 'Vercel'] as const
type Row = { rule: string; cells: readonly [string, string, string, string, string, string] }

const cf = limits.cloudflare
const nf = limits.netlify

export const hostTable: readonly Row[] = [
  {
    rule: '301 path entries',
    cells: [
      '`map` hash on the raw path; one hop from `/source/`',
      `\`RewriteRule … [NC]\` up to ${htaccessMapLimit} entries, above them a \`RewriteMap\` (hash) declared by \`korvina-server.conf\`; one hop from \`/source/\``,
      'yes; one hop from `/source/`',
      `yes; rules match with or without a trailing slash (one hop); Netlify's engine matches the decoded path, its docs ask for encoded sources: a source with percent-escapes is written both ways; from ${nf.redirectRules.toLocaleString('en')} rules on, the entries \`_redirects\` has no room for are the edge function's JSON table, matched the same way`,
      `static rules (the first ${cf.staticRedirects.toLocaleString('en')}), the rest \`_worker.js\`'s JSON map (case-insensitive); from \`/source/\` two hops (the slash rule, then the entry)`,
      'yes (`statusCode: 301`; `permanent: true` would be 308); one hop from `/source/` (`{/}?`); over the route limit in the Bulk Redirects file (case-insensitive, both `/source` and `/source/`), which Vercel applies before every other route',
    ],
  },
  {
    rule: '301 entries with a query',
    cells: [
      'exact path + query; the old query dropped',
      '`QUERY_STRING` exact, `QSD`',
      'exact; the old query dropped',
      "query conditions: **contains** (extra parameters still match, any order); the request's query is passed on to the target",
      '`_worker.js`: exact path + query (case-insensitive); the old query dropped',
      "`has` query conditions: **contains**, like Netlify; the request's query is passed on to the target",
    ],
  },
  {
    rule: 'request query carried over (path entries)',
    cells: [
      'yes',
      'yes',
      'yes',
      'yes (Netlify passes the query on to 200, 301 and 302; the edge function does the same)',
      "yes (a destination without a query keeps the request's)",
      'yes (Vercel passes it to the destination)',
    ],
  },
  {
    rule: 'trailing slash removed (301, query kept)',
    cells: [
      'yes',
      'yes',
      'yes',
      "**no rule can** (rules match with or without the slash, so one would loop): on a page, Netlify's own handling (Pretty URLs; status and query not documented); elsewhere a 404",
      'dynamic rules `/:s1/ /:s1 301`, one per path depth (two deeper than the deepest page or source); repeated slashes (`/x//`) and `//host/` are 404s',
      '`/:path+/ → /:path+` with `statusCode: 301` (`trailingSlash: false` would be 308); repeated slashes and `//host/` are 404s',
    ],
  },
  {
    rule: 'root 302 by cookie / Accept-Language',
    cells: [
      'yes, + cookie',
      'yes, + cookie',
      'yes, + cookie',
      "**in the browser**: no rule, the root is always the Czech home (200) and its first script sends the visitor on by the cookie's value, else the browser's languages, before the page paints. A `Language` condition cannot serve: Netlify's engine reads a request without `Accept-Language` (a search engine's) as English, and the `Cookie` condition sees only that a cookie exists",
      '`_worker.js`: yes, + cookie',
      'yes (`has` cookie value; `missing` cookie + the whole `Accept-Language` matched); no cookie set (the browser sets it); no `Vary` on the redirect',
    ],
  },
  {
    rule: 'per-locale 404 with status 404',
    cells: [
      'yes',
      'yes (`ErrorDocument` in `<If>`)',
      'yes',
      'yes (`/en/* /en/404.html 404`)',
      'yes, natively (nearest `404.html` up the path)',
      'yes: `rewrites` `/en/(.*)` → `/en/404.html` with `statusCode: 404` (after the file system); the root `404.html` otherwise',
    ],
  },
  {
    rule: 'maintenance',
    cells: [
      'every page path, unknown ones too',
      'same',
      'same',
      "the build's pages, forced `302!`, query passed on (a map source still answers 301 to a page that then answers 302; unknown paths 404); pages that do not fit below Netlify's advice are answered the same way by the edge function",
      "the build's pages as static rules (they count against the limit), the root by the worker; otherwise as Netlify",
      'regex rules: every page path; query passed on',
    ],
  },
  {
    rule: 'security headers',
    cells: [
      '`add_header … always`',
      '`Header always set`',
      'yes',
      '`_headers` on files and 404s (on redirects: not documented); the edge function sets them on its own answers and adds those missing from what it hands on (custom headers do not apply to edge functions; whether to what they hand on is not documented)',
      '`_headers` on every answer of the static assets, redirects and 404s included; the worker sets them on its own answers',
      '`headers` on files and 404s; **not on redirects** (Vercel matches redirects before header rules)',
    ],
  },
  {
    rule: '`Strict-Transport-Security` (hosting/headers.ts: two years, subdomains, no `preload`)',
    cells: [
      '`add_header … always` (browsers ignore it over plain HTTP: include the snippet in the HTTPS server)',
      '`Header always set`',
      'sent (ignored over plain HTTP)',
      "`_headers` on files and 404s, and the edge function's answers; Netlify serves HTTPS itself — whether it adds an HSTS header of its own, and which wins, is not documented: check a deployed answer",
      "`_headers` and the worker; **Cloudflare also sets HSTS itself** when the zone's HSTS setting (SSL/TLS → Edge Certificates) is on: keep the two equal",
      '`headers` on files and 404s (not on redirects, like the other security headers); Vercel serves HTTPS itself — check a deployed answer for a header of its own',
    ],
  },
  {
    rule: "media policy (`/media/`: a CSP with `default-src 'none'`, no script)",
    cells: [
      "`map $uri`: files under `/media/`; a 404 there gets the site's headers (its page)",
      '`Header always set … expr=` below 400 under `/media/`',
      '**not yet** (the preview server applies `security` to every answer: hosting/headers.ts `securityHeadersFor` gives it the media policy)',
      "`/media/*` in `_headers`: the host joins it with the site's CSP, and a browser enforces both (the stricter wins); a 404 there gets both too",
      'as Netlify (`_headers` joins the values)',
      "`headers` `/media/(.*)` after `/(.*)`: the later value replaces the site's CSP",
    ],
  },
  {
    rule: 'cache for HTML',
    cells: [
      '`no-cache`',
      '`no-cache`',
      '`no-cache`',
      'the platform default (revalidates); only `/assets` and `/media` are set, because `_headers` joins the values of matching rules',
      "the platform default for pages (revalidates); 404s `no-store` (the asset server's)",
      'the platform default (revalidates)',
    ],
  },
  {
    rule: "other hosts' files hidden",
    cells: [
      'yes',
      'yes',
      'yes',
      'yes (`404!` rules; Netlify never serves its `_redirects`, `_headers`)',
      "yes (the worker, Pages' own files too: a deploy leaves them out, but `wrangler pages dev` served `_routes.json`)",
      '**no**: no rule can answer 404 for a file that exists',
    ],
  },
  {
    rule: 'case of the path',
    cells: [
      'insensitive (nginx maps always are)',
      'insensitive (`NC`)',
      'insensitive',
      'sensitive (Netlify docs; the edge function too)',
      "sensitive (static rules are looked up by the exact path); the worker's query entries insensitive",
      'sensitive (path-to-regexp `sensitive`)',
    ],
  },
  {
    rule: 'limits (checked; a host whose form cannot hold the map is left out with a warning)',
    cells: [
      'map hash sizes set from the map',
      `.htaccess rules walked on every request: over ${htaccessMapLimit} entries (~1 ms at p95, measured) the map moves to the \`RewriteMap\`, which needs the server snippet included`,
      'none',
      `no hard limit ("a too large output may fail the deploy"); Netlify advises wildcards or Edge Functions from ${nf.redirectRules.toLocaleString('en')} rules: \`_redirects\` keeps fewer, the rest of the map in the edge function (run on every path but \`/assets\` and \`/media\`), **${nf.edgeFunctionBytes / 1048576} MB** compressed`,
      `**${cf.staticRedirects.toLocaleString('en')} static + ${cf.dynamicRedirects} dynamic** \`_redirects\` rules, ${cf.redirectLineChars.toLocaleString('en')} characters a line (the rest of the map in \`_worker.js\`, then run on every path); \`_headers\` **${cf.headerRules} rules**, ${cf.headerLineChars.toLocaleString('en')} characters a line; \`_routes.json\` **${cf.routes} rules**, ${cf.routeChars} characters each; \`_worker.js\` **${cf.workerBytes / 1048576} MB** gzip (Free plan)`,
      `**${limits.vercel.routes.toLocaleString('en')} routes** (redirects + headers + rewrites + 3 of the platform); the map's path entries then in the Bulk Redirects file (Pro and Enterprise plans)`,
    ],
  },
]

export function hostTableMarkdown(): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`
  return [line(['rule', ...tableHosts]), line(['---', ...tableHosts.map(() => '---')]), ...hostTable.map((r) => line([r.rule, ...r.cells]))].join('\n')
}
