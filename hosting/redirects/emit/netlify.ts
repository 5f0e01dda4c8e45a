// Netlify `_redirects`: maintenance and the map as rules, query entries with query conditions
// ("contains" match, forced as the path may be a page), and each prefixed locale's 404 page with
// status 404. No rule for the root: its locale is decided in the browser (see redirectsFile).
// Netlify matches a rule with or
// without a trailing slash and passes the request's query on to every redirect (Netlify docs,
// "Redirect options": query parameters are passed on for 200, 301 and 302).
//
// A large map: Netlify serializes the rules of `_redirects` (and netlify.toml) at deploy time,
// warns that a too large output may fail the deploy, and advises wildcards or Edge Functions "if
// you need to set up 10,000 redirects or more" (docs "Redirects and rewrites"). Our entries are
// literal paths that no wildcard folds, so from 10,000 rules on `_redirects` keeps fewer: every
// rule that is not a path entry of the map, the path entries the edge function must not answer
// (those whose path is also a query entry's, and those under the paths it is not invoked on),
// maintenance mode's pages if they fit, then legacy entries and the rest of the map in its order
// while there is room. The other path entries (and maintenance's pages when they do not fit) are
// answered by a generated edge function, `korvina-redirects`, from its JSON table, in shards
// (edge-code.ts).
// Netlify runs edge functions before `_redirects` (docs "Redirects and rewrites", rule processing
// order); the function answers only what `_redirects` would have answered the same way and hands
// every other request on (`context.next()`), so the two together answer as the one file did: the
// path compared decoded, with its case, with or without trailing slashes, the query passed on.
import type { HostRules } from '../rules.js'
import { splitSource, type Redirect } from '../types.js'
import { answersSource, answerTable, compressedBytes, filesOnlyPaths, inFilesOnlyPath, keyedTable } from './edge-code.js'
import { banner, exactEntries, HostLimitError, limits, maintenanceRedirects, pathEntries } from './static-hosts.js'

/** The edge function's name: its file in the edge functions folder, and its table beside it. */
export const netlifyFunction = { name: 'korvina-redirects', folder: 'edge-functions' } as const

export type NetlifyFiles = {
  redirects: string
  /** From Netlify's advice on: the edge function and its table (deployed with the settings of `netlifySettings`). */
  edge: { code: string; table: string } | null
  /** `rules`: of `_redirects`; `functionPaths`/`functionPages`: the map's path entries and maintenance's pages the function answers; `functionBytes`: function and table, gzip. */
  counts: { rules: number; functionPaths: number; functionPages: number; functionBytes: number }
}

type NetlifyLimits = { readonly [K in keyof typeof limits.netlify]: number }

/** Where the deployed files are, from the project folder (netlify.toml's paths are relative to the repository root). */
export type NetlifyDeploy = { publish: string; edgeFunctions: string }

/** Netlify compares a rule's path decoded (the rules' paths as the request's). */
function decoded(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

const ruleCount = (text: string) => text.split('\n').filter((l) => l.startsWith('/')).length

/** What the edge function answers, in words: "1,200 path entries of the map and maintenance mode's 800 pages". */
const answered = (paths: number, pages: number) =>
  [paths && `${paths.toLocaleString('en')} path entries of the map`, pages && `maintenance mode's ${pages.toLocaleString('en')} pages`].filter(Boolean).join(' and ')

type Maintenance = { from: string; to: string }[]

/**
 * A source path as `_redirects` needs it: Netlify's docs ask for percent-encoded paths, while its
 * own engine (`@netlify/redirects`, as `netlify dev` runs it) decodes the request's path before
 * matching, so `/sluzby/mzdov%C3%A9-…` never matched there (tests/hosting/netlify.test.ts). A
 * source with escapes is written both ways; a decoded form with a space or another character a
 * rule cannot carry is left out.
 */
function sourceForms(path: string): string[] {
  const plain = decoded(path)
  return plain === path || /[\s#]/.test(plain) ? [path] : [path, plain]
}

/**
 * `_redirects` with these maintenance pages and path entries; `edge`: what the edge function
 * answers besides (a comment; maintenance pages there are left out here).
 */
function redirectsFile(rules: HostRules, maintenance: Maintenance, paths: readonly Redirect[], edge?: { paths: number; pages: number; advice: number }): string {
  const queryConditions = (r: Redirect) => splitSource(r.from).query.slice(1).split('&').join(' ')
  const notFoundPage = rules.locales.find((l) => !l.prefix)?.notFoundFile ?? '404.html'
  const prefixed = rules.locales.filter((l) => l.prefix)
  const fn = `${netlifyFunction.folder}/${netlifyFunction.name}.js`
  return [
    banner('Netlify', 'hosting/redirects/emit/netlify.ts'),
    ...(edge
      ? [
          `# More than Netlify advises for _redirects (fewer than ${edge.advice.toLocaleString('en')} rules): the edge function ${fn},`,
          `# which Netlify runs before these rules, answers ${answered(edge.paths, edge.pages)}.`,
        ]
      : []),
    ...(rules.maintenance && !edge?.pages ? ["# Maintenance mode: every page → its locale's maintenance page.", ...maintenance.map((m) => `${m.from}  ${m.to}  302!`)] : []),
    "# Other hosts' config files are not content.",
    ...rules.hiddenFiles.filter((f) => f !== '/_redirects' && f !== '/_headers').map((f) => `${f}  /${notFoundPage}  404!`),
    `# 301 map, entries with a query (${exactEntries(rules).length}); forced, as the path may be a page.`,
    ...exactEntries(rules).flatMap((r) => sourceForms(splitSource(r.from).path).map((from) => `${from}  ${queryConditions(r)}  ${r.to}  301!`)),
    `# 301 map, path entries (${paths.length}).`,
    ...paths.flatMap((r) => sourceForms(r.from).map((from) => `${from}  ${r.to}  301`)),
    // The root (spec §4, §9) has no rule: Netlify's Language condition cannot tell a request
    // without Accept-Language (a search engine's) from an English one — Netlify's engine reads a
    // missing header as its default language, `en` (@netlify/redirects) — so a `Language=en` 302
    // would hide the Czech home from crawlers, and the Cookie condition sees only that a cookie
    // exists. The Czech home's first script (client/rootLanguage.ts) applies the whole rule.
    '# Root (spec §4, §9): no rule. Netlify reads a request without Accept-Language as English, so a',
    '# Language rule would hide the Czech home from search engines; the home page decides in the browser.',
    "# Each locale's 404 page with status 404 (the default locale's is Netlify's own /404.html).",
    ...prefixed.map((l) => `${l.prefix}/*  /${l.notFoundFile}  404`),
    '',
  ].join('\n')
}

/**
 * Below the advice, every rule in `_redirects` (as it always was). From it on, which rules stay:
 * see the head of this file.
 */
function splitForAdvice(rules: HostRules, nf: NetlifyLimits) {
  const maintenance = maintenanceRedirects(rules)
  const paths = pathEntries(rules)
  const whole = redirectsFile(rules, maintenance, paths)
  if (ruleCount(whole) < nf.redirectRules) return { redirects: whole, maintenance: [], overflow: [] }

  // The function runs first: it must not answer a path that a query entry answers, and it is not
  // invoked on the hashed assets and media.
  const queryPaths = new Set(exactEntries(rules).map((r) => decoded(splitSource(r.from).path)))
  const mustStay = new Set(paths.filter((r) => queryPaths.has(decoded(r.from)) || inFilesOnlyPath(rules, r.from)))
  const fixed = ruleCount(redirectsFile(rules, [], [...mustStay]))
  let room = nf.redirectRules - 1 - fixed
  if (room < 0) {
    throw new HostLimitError(
      `Netlify _redirects: ${fixed} rules that must stay there (hidden files, entries with a query, the root, 404 pages), Netlify advises fewer than ${nf.redirectRules} and an edge function can answer only path entries`,
    )
  }
  const pagesInFunction = maintenance.length > room
  if (!pagesInFunction) room -= maintenance.length
  const rest = paths.filter((r) => !mustStay.has(r))
  const kept = new Set(mustStay)
  // Legacy entries first; an entry written both ways (sourceForms) takes two rules.
  for (const r of [...rest.filter((r) => r.origin === 'legacy'), ...rest.filter((r) => r.origin !== 'legacy')]) {
    const cost = sourceForms(r.from).length
    if (cost > room) break
    room -= cost
    kept.add(r)
  }
  const statics = paths.filter((r) => kept.has(r))
  const overflow = paths.filter((r) => !kept.has(r))
  const inFunction = pagesInFunction ? maintenance : []
  return {
    redirects: redirectsFile(rules, pagesInFunction ? [] : maintenance, statics, { paths: overflow.length, pages: inFunction.length, advice: nf.redirectRules }),
    maintenance: inFunction,
    overflow,
  }
}

/** The edge function (Deno, module syntax): its table's answers, else the request goes on. */
function functionSource(rules: HostRules, answers: { paths: number; pages: number }): string {
  const config = { path: '/*', excludedPath: filesOnlyPaths(rules), onError: 'bypass' }
  return `// Generated by hosting/redirects/emit/netlify.ts at build time — do not edit; see hosting/redirects/README.md.
// Netlify Edge Function, answering what _redirects has no room for below Netlify's advice:
// ${answered(answers.paths, answers.pages)} (its table: ${netlifyFunction.name}.json, in
// shards: a request parses at most its key's, once an instance).
// Netlify runs it before _redirects. It answers as a _redirects rule would — the path decoded,
// with its case, with or without trailing slashes; the request's query passed on — and hands
// every other request on to _redirects and the files, adding only the security headers the
// answer lacks. An error skips it (onError: bypass): the site stays up, and only these entries
// answer 404.
import table from './${netlifyFunction.name}.json' with { type: 'json' }

${answersSource('table')}

/** The path as Netlify's rules compare it: decoded, with its case, without trailing slashes. */
function pathKey(pathname) {
  let path = pathname
  try {
    path = decodeURIComponent(pathname)
  } catch {
    // A malformed escape: compared as sent.
  }
  return path === '/' ? path : path.replace(/(?<=[^/])\\/+$/, '')
}

/**
 * What the rest of the chain answered, with the security headers it lacks: Netlify's custom
 * headers do not apply to edge functions (docs "Edge Functions limits"), and whether that covers
 * what a function hands on is not documented. Headers it has (from _headers) are left as they are.
 */
function withSecurityHeaders(response) {
  for (const [name, value] of table.headers) if (!response.headers.has(name)) response.headers.set(name, value)
  return response
}

export default async (request, context) => {
  const url = new URL(request.url)
  const key = pathKey(url.pathname)
  return maintenanceRedirect(key, url.search) || mapRedirect(key, url.search) || withSecurityHeaders(await context.next())
}

export const config = ${JSON.stringify(config)}
`
}

/** netlify.toml beside the edge function: the folders a deploy of this build takes, named from the project folder. */
export function netlifySettings(deploy: NetlifyDeploy): string {
  return [
    banner('Netlify', 'hosting/redirects/emit/netlify.ts'),
    '# The settings that deploy this build with its edge function. Netlify resolves these paths from',
    '# the repository root (or the base directory) and refuses any outside it, so they name the',
    "# folders from the project folder: these lines belong in the project's own netlify.toml, which a",
    '# Netlify build from git and `netlify deploy` run from the project folder read. `publish` is the',
    "# document root with Netlify's _redirects and _headers (DEPLOY_TARGET=netlify, the default).",
    '[build]',
    `  publish = "${deploy.publish}"`,
    `  edge_functions = "${deploy.edgeFunctions}"`,
    '',
  ].join('\n')
}

/**
 * `_redirects` (`_headers` is the same for Netlify and Cloudflare: static-hosts.ts), and from
 * Netlify's advice on the edge function. `nf`: Netlify's limits (a test lowers them).
 */
export function netlifyFiles(rules: HostRules, nf: NetlifyLimits = limits.netlify): NetlifyFiles {
  const { redirects, maintenance, overflow } = splitForAdvice(rules, nf)
  const counts = { rules: ruleCount(redirects), functionPaths: overflow.length, functionPages: maintenance.length, functionBytes: 0 }
  if (!overflow.length && !maintenance.length) return { redirects, edge: null, counts }
  const answers = { paths: keyedTable(overflow, decoded), maintenance: keyedTable(maintenance, decoded) }
  const table = JSON.stringify(answerTable(answers, { revalidate: rules.cache.revalidate, headers: rules.security }))
  const code = functionSource(rules, { paths: Object.keys(answers.paths).length, pages: Object.keys(answers.maintenance).length })
  counts.functionBytes = compressedBytes(code, table)
  if (counts.functionBytes > nf.edgeFunctionBytes) {
    throw new HostLimitError(
      `Netlify edge function: ${counts.functionBytes} bytes gzip with the map's ${overflow.length} path entries over the _redirects advice, the Edge Functions limit is ${nf.edgeFunctionBytes}`,
    )
  }
  return { redirects, edge: { code, table }, counts }
}

/** Netlify's `_redirects` for these rules (the edge function, if any, answers the rest). */
export const netlifyRedirects = (rules: HostRules): string => netlifyFiles(rules).redirects
