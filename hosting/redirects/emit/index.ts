// Writes every host's files from one HostRules value (the redirects stage of publishing/stages.ts):
//   dist/hosting/rules.json                  the rules (the preview server reads them)
//   dist/hosting/nginx/korvina-{http,server}.conf
//   dist/hosting/netlify/_redirects + _headers, and from Netlify's advice of fewer than 10,000
//     rules on netlify.toml + edge-functions/korvina-redirects.{js,json} (netlify.ts)
//   dist/hosting/cloudflare/_redirects + _headers + _worker.js + _routes.json
//   dist/client/.htaccess, dist/client/vercel.json, and dist/client/_redirects + _headers of
//   DEPLOY_TARGET (netlify, the default, or cloudflare) — both hosts read the same file names;
//   with cloudflare also _worker.js and _routes.json (Netlify would serve them as files).
// Apache with a large map also gets dist/hosting/apache/korvina-server.conf and the map file
// (apache.ts). Each host's file takes the form its host documents for a map of this size; a host
// whose form still cannot hold the map (HostLimitError) is left out, named with the reason in
// `leftOut` (the build's warnings), and the other hosts are written: no host's limit fails a build.
// `hosts` (HOSTS=nginx,apache …) leaves out hosts a deployment does not use.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import { rulesFileName, type HostRules } from '../rules.js'
import { apacheMapForm, apacheMapText, apacheServerConf, htaccess, type ApacheMapForm } from './apache.js'
import { nginxFiles } from './nginx.js'
import { cloudflareFiles } from './cloudflare.js'
import { netlifyFiles, netlifyFunction, netlifySettings } from './netlify.js'
import { headersFile, HostLimitError } from './static-hosts.js'
import { vercelBulkFile, vercelFiles } from './vercel.js'

export type DeployTarget = 'netlify' | 'cloudflare'
export const hostNames = ['nginx', 'apache', 'netlify', 'cloudflare', 'vercel'] as const
export type HostName = (typeof hostNames)[number]

export function isHostName(name: string): name is HostName {
  return (hostNames as readonly string[]).includes(name)
}

export type HostFilesSummary = {
  files: string[]
  /** Hosts requested but left out, each with why (their files are not written). */
  leftOut: { host: HostName; reason: string }[]
  nginx?: { exact: number; path: number }
  apache?: { rewriteRules: number; map: ApacheMapForm; dbm: boolean }
  /** `functionPaths`, `functionPages`, `functionBytes`: what the edge function answers, and its size gzip (0: no function). */
  netlify?: { rules: number; functionPaths: number; functionPages: number; functionBytes: number }
  cloudflare?: { static: number; dynamic: number; omitted: number; workerRoutes: number; workerMap: number; workerBytes: number }
  vercel?: { redirects: number; headers: number; bulk: number }
}

/** httxt2dbm (apache2-utils), where the build machine has it: the map as SDBM (`file.dir`, `file.pag`). */
function toDbm(txt: string, dbm: string, files: string[]): boolean {
  const tool = ['/usr/sbin/httxt2dbm', '/usr/bin/httxt2dbm'].find((p) => existsSync(p))
  if (!tool) return false
  execFileSync(tool, ['-f', 'SDBM', '-i', txt, '-o', dbm], { stdio: 'ignore' })
  files.push(`${dbm}.dir`, `${dbm}.pag`)
  return true
}

/** A host's files, or why the host is left out. */
function attempt<T>(host: HostName, make: () => T, leftOut: HostFilesSummary['leftOut']): T | null {
  try {
    return make()
  } catch (err) {
    if (!(err instanceof HostLimitError)) throw err
    leftOut.push({ host, reason: err.message })
    return null
  }
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
    servedHostingDir = resolve('dist/hosting'),
    servedClientDir = resolve('dist/client'),
  }: {
    clientDir?: string
    hostingDir?: string
    target?: DeployTarget
    hosts?: readonly HostName[]
    /** Where the published hosting folder is served from (the `dist` link, not a release folder): the Apache snippet names its map file there. */
    servedHostingDir?: string
    /** Where the published document root is served from: Netlify's settings name it (from the project folder). */
    servedClientDir?: string
  } = {},
): HostFilesSummary {
  const leftOut: HostFilesSummary['leftOut'] = []
  const on = (host: HostName) => hosts.includes(host)
  // Everything is generated (and limits checked) before anything is written.
  const nginx = on('nginx') ? attempt('nginx', () => nginxFiles(rules), leftOut) : null
  const apache = on('apache') ? attempt('apache', () => ({ htaccess: htaccess(rules), form: apacheMapForm(rules) }), leftOut) : null
  const netlify = on('netlify') ? attempt('netlify', () => ({ ...netlifyFiles(rules), headers: headersFile(rules, 'Netlify') }), leftOut) : null
  const cloudflare = on('cloudflare') ? attempt('cloudflare', () => cloudflareFiles(rules), leftOut) : null
  const vercel = on('vercel') ? attempt('vercel', () => vercelFiles(rules), leftOut) : null
  const chosen = target === 'cloudflare' ? cloudflare : netlify

  const files: string[] = []
  const count = (text: string, re: RegExp) => text.split('\n').filter((l) => re.test(l)).length
  const summary: HostFilesSummary = { files, leftOut }
  write(join(hostingDir, rulesFileName), JSON.stringify(rules, null, 1) + '\n', files)
  if (nginx) {
    write(join(hostingDir, 'nginx', 'korvina-http.conf'), nginx.http, files)
    write(join(hostingDir, 'nginx', 'korvina-server.conf'), nginx.server, files)
    write(join(hostingDir, 'nginx', 'korvina-brotli.conf'), nginx.brotli, files)
    const exact = rules.redirects.filter((r) => r.from.includes('?')).length
    summary.nginx = { exact, path: rules.redirects.length - exact }
  }
  if (apache) {
    write(join(hostingDir, 'apache', '.htaccess'), apache.htaccess, files)
    write(join(clientDir, '.htaccess'), apache.htaccess, files)
    let dbm = false
    if (apache.form === 'rewrite-map') {
      const txt = join(hostingDir, 'apache', 'korvina-redirects.txt')
      write(txt, apacheMapText(rules), files)
      dbm = toDbm(txt, join(hostingDir, 'apache', 'korvina-redirects.dbm'), files)
      write(join(hostingDir, 'apache', 'korvina-server.conf'), apacheServerConf(join(servedHostingDir, 'apache', dbm ? 'korvina-redirects.dbm' : 'korvina-redirects.txt'), dbm), files)
    }
    summary.apache = { rewriteRules: count(apache.htaccess, /^RewriteRule /), map: apache.form, dbm }
  }
  // A previous build's edge function must not stay behind when this one has none.
  for (const name of [netlifyFunction.folder, 'netlify.toml']) rmSync(join(hostingDir, 'netlify', name), { recursive: true, force: true })
  if (netlify) {
    write(join(hostingDir, 'netlify', '_redirects'), netlify.redirects, files)
    write(join(hostingDir, 'netlify', '_headers'), netlify.headers, files)
    if (netlify.edge) {
      // Netlify's paths are from the repository root: the served folders, named from the project folder.
      const fromProject = (dir: string) => relative(resolve('.'), dir).split(sep).join('/')
      const settings = netlifySettings({ publish: fromProject(servedClientDir), edgeFunctions: fromProject(join(servedHostingDir, 'netlify', netlifyFunction.folder)) })
      write(join(hostingDir, 'netlify', 'netlify.toml'), settings, files)
      write(join(hostingDir, 'netlify', netlifyFunction.folder, `${netlifyFunction.name}.js`), netlify.edge.code, files)
      write(join(hostingDir, 'netlify', netlifyFunction.folder, `${netlifyFunction.name}.json`), netlify.edge.table, files)
    }
    summary.netlify = netlify.counts
  }
  if (cloudflare) {
    write(join(hostingDir, 'cloudflare', '_redirects'), cloudflare.redirects, files)
    write(join(hostingDir, 'cloudflare', '_headers'), cloudflare.headers, files)
    write(join(hostingDir, 'cloudflare', '_worker.js'), cloudflare.worker, files)
    write(join(hostingDir, 'cloudflare', '_routes.json'), cloudflare.routes, files)
    // Nothing is left out any more: the worker answers the entries with a query.
    summary.cloudflare = { ...cloudflare.counts, omitted: 0 }
  }
  // A previous build's Bulk Redirects file must not stay behind when this one has none.
  rmSync(join(clientDir, vercelBulkFile), { force: true })
  if (vercel) {
    const json = JSON.stringify(vercel.config, null, 2) + '\n'
    write(join(hostingDir, 'vercel', 'vercel.json'), json, files)
    write(join(clientDir, 'vercel.json'), json, files)
    if (vercel.bulk) {
      const bulk = JSON.stringify(vercel.bulk) + '\n'
      write(join(hostingDir, 'vercel', vercelBulkFile), bulk, files)
      write(join(clientDir, vercelBulkFile), bulk, files)
    }
    summary.vercel = { redirects: vercel.config.redirects.length, headers: vercel.config.headers.length, bulk: vercel.bulk?.length ?? 0 }
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
