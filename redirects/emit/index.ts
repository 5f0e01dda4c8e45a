// Writes every host's files from one HostRules value (the redirects stage of build/stages.ts):
//   dist/hosting/rules.json                  the rules (the preview server reads them)
//   dist/hosting/nginx/korvina-{http,server}.conf
//   dist/hosting/netlify/_redirects + _headers
//   dist/hosting/cloudflare/_redirects + _headers + _worker.js + _routes.json
//   dist/client/.htaccess, dist/client/vercel.json, and dist/client/_redirects + _headers of
//   DEPLOY_TARGET (netlify, the default, or cloudflare) — both hosts read the same file names;
//   with cloudflare also _worker.js and _routes.json (Netlify would serve them as files).
// A host whose limits the build exceeds fails the build (HostLimitError); `hosts` (HOSTS=nginx,apache
// …) leaves out hosts a deployment does not use, e.g. for a site too big for Cloudflare's limits.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { rulesFileName, type HostRules } from '../rules.js'
import { htaccess } from './apache.js'
import { nginxFiles } from './nginx.js'
import { cloudflareFiles } from './cloudflare.js'
import { netlifyRedirects } from './netlify.js'
import { headersFile } from './static-hosts.js'
import { vercelConfig } from './vercel.js'

export type DeployTarget = 'netlify' | 'cloudflare'
export const hostNames = ['nginx', 'apache', 'netlify', 'cloudflare', 'vercel'] as const
export type HostName = (typeof hostNames)[number]

export function isHostName(name: string): name is HostName {
  return (hostNames as readonly string[]).includes(name)
}

export type HostFilesSummary = {
  files: string[]
  nginx?: { exact: number; path: number }
  apache?: { rewriteRules: number }
  netlify?: { rules: number }
  cloudflare?: { static: number; dynamic: number; omitted: number; workerRoutes: number }
  vercel?: { redirects: number; headers: number }
}

function write(file: string, text: string, files: string[]) {
  mkdirSync(join(file, '..'), { recursive: true })
  writeFileSync(file, text)
  files.push(file)
}

export function writeHostFiles(
  rules: HostRules,
  {
    clientDir = 'dist/client',
    hostingDir = 'dist/hosting',
    target = 'netlify',
    hosts = hostNames,
  }: {
    clientDir?: string
    hostingDir?: string
    target?: DeployTarget
    hosts?: readonly HostName[]
  } = {},
): HostFilesSummary {
  const on = (host: HostName) => hosts.includes(host)
  // Everything is generated (and limits checked) before anything is written.
  const nginx = on('nginx') ? nginxFiles(rules) : null
  const apache = on('apache') ? htaccess(rules) : null
  const netlify = on('netlify') ? { redirects: netlifyRedirects(rules), headers: headersFile(rules, 'Netlify') } : null
  const cloudflare = on('cloudflare') ? cloudflareFiles(rules) : null
  const vercel = on('vercel') ? vercelConfig(rules) : null
  const chosen = target === 'cloudflare' ? cloudflare : netlify

  const files: string[] = []
  const count = (text: string, re: RegExp) => text.split('\n').filter((l) => re.test(l)).length
  const summary: HostFilesSummary = { files }
  write(join(hostingDir, rulesFileName), JSON.stringify(rules, null, 1) + '\n', files)
  if (nginx) {
    write(join(hostingDir, 'nginx', 'korvina-http.conf'), nginx.http, files)
    write(join(hostingDir, 'nginx', 'korvina-server.conf'), nginx.server, files)
    write(join(hostingDir, 'nginx', 'korvina-brotli.conf'), nginx.brotli, files)
    const exact = rules.redirects.filter((r) => r.from.includes('?')).length
    summary.nginx = { exact, path: rules.redirects.length - exact }
  }
  if (apache) {
    write(join(hostingDir, 'apache', '.htaccess'), apache, files)
    write(join(clientDir, '.htaccess'), apache, files)
    summary.apache = { rewriteRules: count(apache, /^RewriteRule /) }
  }
  if (netlify) {
    write(join(hostingDir, 'netlify', '_redirects'), netlify.redirects, files)
    write(join(hostingDir, 'netlify', '_headers'), netlify.headers, files)
    summary.netlify = { rules: count(netlify.redirects, /^\//) }
  }
  if (cloudflare) {
    write(join(hostingDir, 'cloudflare', '_redirects'), cloudflare.redirects, files)
    write(join(hostingDir, 'cloudflare', '_headers'), cloudflare.headers, files)
    write(join(hostingDir, 'cloudflare', '_worker.js'), cloudflare.worker, files)
    write(join(hostingDir, 'cloudflare', '_routes.json'), cloudflare.routes, files)
    // Nothing is left out any more: the worker answers the entries with a query.
    summary.cloudflare = { ...cloudflare.counts, omitted: 0 }
  }
  if (vercel) {
    const json = JSON.stringify(vercel, null, 2) + '\n'
    write(join(hostingDir, 'vercel', 'vercel.json'), json, files)
    write(join(clientDir, 'vercel.json'), json, files)
    summary.vercel = { redirects: vercel.redirects.length, headers: vercel.headers.length }
  }
  if (chosen) {
    write(join(clientDir, '_redirects'), chosen.redirects, files)
    write(join(clientDir, '_headers'), chosen.headers, files)
  }
  // A previous Cloudflare build's worker must not stay behind for another host to serve.
  for (const name of ['_worker.js', '_routes.json']) rmSync(join(clientDir, name), { force: true })
  if (target === 'cloudflare' && cloudflare) {
    write(join(clientDir, '_worker.js'), cloudflare.worker, files)
    write(join(clientDir, '_routes.json'), cloudflare.routes, files)
  }
  return summary
}
