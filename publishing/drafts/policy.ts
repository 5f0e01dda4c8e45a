// The preview's Content-Security-Policy, one on every answer. A draft's page gets the published
// release's own policy (the one its hosts send: the build's script hashes, so an inline script the
// project did not write does not run in an editor's session either); the preview's bar comes as a
// style sheet of the preview's, which that policy allows ('self'). A file (media from the API, an
// SVG among them) gets a policy under which, opened as a document, it runs no script and loads
// nothing; everything else (redirects, refusals, errors) one under which nothing may load but the
// bar's style sheet.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { contentSecurityPolicy, thirdPartyOrigins } from '../../hosting/headers.js'
import { readRules, rulesFileName } from '../../hosting/redirects/rules.js'

export const fileCsp = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'"

export const plainCsp = "default-src 'none'; style-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

/** The policy of the published release whose client files are `clientDir` (dist/hosting/rules.json). */
export function pageCspOf(clientDir: string): string {
  const file = join(clientDir, '..', 'hosting', rulesFileName)
  const published = existsSync(file) ? readRules(file).security.find(([name]) => name.toLowerCase() === 'content-security-policy')?.[1] : undefined
  // A release without host rules: the site's policy with no inline script allowed at all.
  return published ?? contentSecurityPolicy(thirdPartyOrigins(), [])
}
