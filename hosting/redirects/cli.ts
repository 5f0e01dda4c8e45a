// `tsx hosting/redirects/cli.ts`: the build step that writes the host files (publishing/stages.ts runs it
// after the pages are written). Env: MAINTENANCE=1/0 overrides settings; DEPLOY_TARGET=netlify|cloudflare
// picks the _redirects/_headers flavour placed in dist/client; the client's PUBLIC_GTM_ID,
// PUBLIC_LINKEDIN_PARTNER_ID, PUBLIC_HOTJAR_ID, PUBLIC_RECAPTCHA_SITE_KEY and PUBLIC_API_BASE open
// the CSP for those integrations (hosting/headers.ts); HOSTS=nginx,apache,… limits the hosts
// written (default all five).
import { pathToFileURL } from 'node:url'
import { applyClientEnvFiles } from '../../shared/config/client-env-files.js'
import { buildHostRules, type HostRulesInput } from './build.js'
import { hostNames, isHostName, writeHostFiles, type DeployTarget } from './emit/index.js'

/** The build's warning for a host left out (build-report.json `warnings`). */
export const leftOutWarning = ({ host, reason }: { host: string; reason: string }) => `host ${host} left out: ${reason} (its files are not written; HOSTS names the hosts to write)`

/**
 * `root` is the document root the rules look files up in; `outDir` where the root's host files
 * are written (a rebuild's staging folder; by default the root itself).
 */
export function writeHostFilesStep({
  root = 'dist/client',
  outDir = root,
  hostingDir = 'dist/hosting',
  env = process.env,
  files,
  scriptHashes,
  gone,
  isFile,
}: HostRulesInput & { hostingDir?: string; outDir?: string } = {}) {
  const started = performance.now()
  const rules = buildHostRules({ root, env, ...(files ? { files } : {}), ...(scriptHashes ? { scriptHashes } : {}), ...(gone ? { gone } : {}), ...(isFile ? { isFile } : {}) })
  const target: DeployTarget = env.DEPLOY_TARGET === 'cloudflare' ? 'cloudflare' : 'netlify'
  if (env.DEPLOY_TARGET && env.DEPLOY_TARGET !== target) throw new Error(`DEPLOY_TARGET must be netlify or cloudflare, not ${env.DEPLOY_TARGET}`)
  const requested = (env.HOSTS ?? hostNames.join(','))
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean)
  const unknown = requested.filter((h) => !isHostName(h))
  if (unknown.length) throw new Error(`HOSTS: unknown ${unknown.join(', ')} (known: ${hostNames.join(', ')})`)
  const summary = writeHostFiles(rules, { clientDir: outDir, hostingDir, target, hosts: requested.filter(isHostName) })
  const s = rules.stats
  const { nginx, apache, netlify, cloudflare, vercel } = summary
  console.log(
    [
      `redirect map: ${s.total} entries (${s.byOrigin['locale-slug']} other-locale slug, ${s.byOrigin['wrong-slug']} wrong slug, ${s.byOrigin['id-only']} id without slug, ${s.byOrigin.legacy} legacy, ${s.byOrigin.gone} deleted; ${s.withQuery} with a query)`,
      `host files: ${[
        nginx && `nginx ${nginx.exact}+${nginx.path} map entries`,
        apache && (apache.map === 'rewrite-map' ? `Apache RewriteMap (${apache.dbm ? 'dbm' : 'txt'}, korvina-server.conf)` : `Apache ${apache.rewriteRules} RewriteRules`),
        netlify &&
          `Netlify ${netlify.rules} rules${netlify.functionBytes ? ` + the edge function (${netlify.functionPaths} map entries${netlify.functionPages ? `, ${netlify.functionPages} maintenance pages` : ''}; ${Math.round(netlify.functionBytes / 1024)} KB gzip)` : ''}`,
        cloudflare &&
          `Cloudflare ${cloudflare.static} static/${cloudflare.dynamic} dynamic${cloudflare.workerMap ? ` + ${cloudflare.workerMap} in _worker.js (${Math.round(cloudflare.workerBytes / 1024)} KB gzip)` : ''}`,
        vercel && `Vercel ${vercel.redirects} redirects${vercel.bulk ? ` + ${vercel.bulk} Bulk Redirects` : ''}`,
      ]
        .filter(Boolean)
        .join(', ')}; maintenance ${rules.maintenance ? 'ON' : 'off'}; ${Math.round(performance.now() - started)} ms`,
      ...summary.leftOut.map((l) => `! ${leftOutWarning(l)}`),
    ].join('\n'),
  )
  return { rules, summary }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await applyClientEnvFiles()
  writeHostFilesStep()
}
