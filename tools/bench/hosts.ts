// The 301 map on the real servers at network scale (issue 39): `tsx tools/bench/hosts.ts [--scale 5000]
// [--only sweep|cloudflare]` (npm run bench runs it; `--only cloudflare`: steps 2 and 4).
// 1. The .htaccess threshold: Debian's Apache serving a page with 0…800 map entries as RewriteRules
//    in its .htaccess, p50/p95 of a page request (hosting/redirects/emit/apache.ts htaccessMapLimit).
// 2. A build of a project copy against the sample API at --scale (in-process), with every host (no
//    HOSTS): what each host file holds, and warnings.
// 3. That build served by the real nginx and Apache with its generated files: every legacy entry and
//    a random 1,000 of the map answer one 301 to a 200 page; then the latency p50/p95 of a page
//    request and of a redirect over ≥ 500 requests each, with the full map against an empty one.
// 4. The same build as Cloudflare Pages deploys it, on Cloudflare's own runtime (`wrangler pages
//    dev`, workerd): the first 2,000 path entries as `_redirects` rules, the rest in `_worker.js`'s
//    map; the same legacy entries and 1,000 of the map, each one 301 to a 200 page.
import './lib/production.js'
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { parseArgs } from 'node:util'
import { benchHostsScale } from './command.js'
import { projectCopy, runIn } from '../../publishing/testing.js'
import { apacheMapForm, htaccess } from '../../hosting/redirects/emit/apache.js'
import { nginxFiles } from '../../hosting/redirects/emit/nginx.js'
import { fixtureBuild, fixtureContent } from '../../hosting/redirects/fixtures.js'
import { buildRedirectMap } from '../../hosting/redirects/map.js'
import { hostRules, readRules, type HostRules } from '../../hosting/redirects/rules.js'
import { splitSource } from '../../hosting/redirects/types.js'
import { mapProblems, sample } from '../../tests/hosting/mapCheck.js'
import { startPagesDev } from '../../tests/hosting/engines/wrangler.js'
import { startApache, startNginx, type RunningServer } from '../../tests/hosting/servers.js'
import { generateDataset } from '../sample-api/generate.js'
import { startSampleApi } from '../sample-api/server.js'
import { latency, ms, type Latency } from './lib/latency.js'

const { values } = parseArgs({
  options: { scale: { type: 'string', default: process.env[benchHostsScale.name] ?? benchHostsScale.default }, only: { type: 'string' }, requests: { type: 'string', default: '600' } },
})
const scale = Number(values.scale)
const steps = ['sweep', 'cloudflare'] as const
const only = values.only
if (only !== undefined && !steps.some((s) => s === only)) throw new Error(`--only: '${only}' is not one of ${steps.join(', ')}`)
const n = Number(values.requests)
const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`
const load = () => (loadavg()[0] ?? 0).toFixed(1)
const row = (label: string, l: Latency) => `  ${label.padEnd(44)} p50 ${ms(l.p50).padStart(9)}  p95 ${ms(l.p95).padStart(9)}  (${l.n} requests)`

async function withServer<T>(start: () => Promise<RunningServer>, fn: (s: RunningServer) => Promise<T>): Promise<T> {
  const server = await start()
  try {
    return await fn(server)
  } finally {
    await server.close()
  }
}

/** 1. Apache: page latency with n map entries as .htaccess RewriteRules, on a small document root. */
async function htaccessSweep() {
  const build = fixtureBuild()
  const base = hostRules({ map: buildRedirectMap(fixtureContent(), build, []), pages: build.pages, maintenance: false, env: {} })
  const root = mkdtempSync(join(tmpdir(), 'bench-htaccess-'))
  chmodSync(root, 0o755)
  try {
    for (const p of ['index.html', 'kontakty.html', 'o-nas.html', '404.html']) writeFileSync(join(root, p), '<!doctype html><p>page</p>'.repeat(300))
    mkdirSync(join(root, 'en'))
    writeFileSync(join(root, 'en/404.html'), 'not found')
    console.log(`\n1. Apache, a page request with the map as .htaccess RewriteRules (load average ${load()}):`)
    let zero: Latency | undefined
    for (const entries of [0, 50, 100, 200, 400, 800]) {
      const redirects = Array.from({ length: entries }, (_, i) => ({ from: `/en/sluzby/${i}/nejaka-sluzba-${i}`, to: '/kontakty', origin: 'legacy' as const, label: `entry ${i}` }))
      const l = await withServer(
        () => startApache({ root, htaccess: htaccess({ ...base, redirects }, 'htaccess') }),
        (s) => latency(s.url, ['/kontakty', '/o-nas'], { n, status: 200 }),
      )
      zero ??= l
      console.log(`${row(`${entries} RewriteRules`, l)}  added p95 ${ms(l.p95 - zero.p95)}`)
    }
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}

type Servers = { name: string; full: () => Promise<RunningServer>; empty: () => Promise<RunningServer> }

function serversFor(box: string, rules: HostRules): Servers[] {
  const root = join(box, 'dist/client')
  const read = (...p: string[]) => readFileSync(join(box, 'dist/hosting', ...p), 'utf8')
  const empty: HostRules = { ...rules, redirects: [] }
  return [
    {
      name: 'nginx',
      full: () => startNginx({ root, http: read('nginx', 'korvina-http.conf'), server: read('nginx', 'korvina-server.conf') }),
      empty: () => startNginx({ root, ...nginxFiles(empty) }),
    },
    {
      name: 'Apache',
      full: () => startApache({ root, serverConf: apacheMapForm(rules) === 'rewrite-map' ? read('apache', 'korvina-server.conf') : undefined }),
      empty: () => startApache({ root, htaccess: htaccess(empty) }),
    },
  ]
}

async function networkScale() {
  const box = projectCopy()
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-hosts-api-'))
  const api = await startSampleApi({ port: 0, host: '127.0.0.1', dataset: generateDataset({ scale, seed: 1 }), dataDir })
  try {
    console.log(`\n2. The build at --scale ${scale} with every host (no HOSTS; load average ${load()}):`)
    const started = performance.now()
    const built = await runIn(box, ['build'], { CONTENT_API_URL: api.url })
    const hostLines = built.out.split('\n').filter((l) => /redirect map:|host files:|left out/.test(l))
    console.log(`  ${built.code === 0 ? 'succeeded' : `FAILED (exit ${built.code})`} in ${((performance.now() - started) / 1000).toFixed(0)} s`)
    for (const l of hostLines) console.log(`  ${l.trim()}`)
    if (built.code !== 0) throw new Error(built.out.slice(-3000))
    const rules = readRules(join(box, 'dist/hosting/rules.json'))

    const legacy = rules.redirects.filter((r) => r.origin === 'legacy')
    const checked = [
      ...legacy,
      ...sample(
        rules.redirects.filter((r) => r.origin !== 'legacy'),
        1000,
      ),
    ]
    const pages = ['/blog', '/en/blog', '/kontakty']
    const redirects = sample(
      rules.redirects.filter((r) => !splitSource(r.from).query),
      50,
    ).map((r) => r.from)
    if (only !== 'cloudflare') console.log(`\n3. Served with the generated files; the map's ${rules.redirects.length} entries against an empty map (load average ${load()}):`)
    for (const s of only === 'cloudflare' ? [] : serversFor(box, rules)) {
      await withServer(s.full, async (server) => {
        const problems = await mapProblems(server.url, checked)
        console.log(
          `  ${s.name}: ${legacy.length} legacy entries + 1,000 of the map: ${problems.length ? `${problems.length} PROBLEMS, e.g. ${problems.slice(0, 3).join('; ')}` : 'each one 301 to a 200 page, the query kept where §9 says'}`,
        )
      })
      const page = { full: await withServer(s.full, (v) => latency(v.url, pages, { n, status: 200 })), empty: await withServer(s.empty, (v) => latency(v.url, pages, { n, status: 200 })) }
      // A redirect with the empty map: the trailing-slash 301 (the same answer, no map lookup).
      const redirect = {
        full: await withServer(s.full, (v) => latency(v.url, redirects, { n, status: 301 })),
        empty: await withServer(s.empty, (v) => latency(v.url, ['/kontakty/', '/en/blog/'], { n, status: 301 })),
      }
      console.log(row(`${s.name} page, full map`, page.full))
      console.log(row(`${s.name} page, empty map`, page.empty))
      console.log(`  ${' '.repeat(44)} added p50 ${ms(page.full.p50 - page.empty.p50)}, p95 ${ms(page.full.p95 - page.empty.p95)}`)
      console.log(row(`${s.name} redirect (a map entry), full map`, redirect.full))
      console.log(row(`${s.name} redirect (trailing slash), empty map`, redirect.empty))
      console.log(`  ${' '.repeat(44)} added p50 ${ms(redirect.full.p50 - redirect.empty.p50)}, p95 ${ms(redirect.full.p95 - redirect.empty.p95)}`)
    }
    await cloudflareAtScale(box, rules.redirects.length, checked, legacy.length)
  } finally {
    await api.close()
    rmSync(dataDir, { recursive: true, force: true })
    rmSync(box, { recursive: true, force: true })
  }
}

/** 4. Cloudflare Pages on workerd: the deployed files of the build at --scale. */
async function cloudflareAtScale(box: string, entries: number, checked: Parameters<typeof mapProblems>[1], legacy: number) {
  const read = (name: string) => readFileSync(join(box, 'dist/hosting/cloudflare', name), 'utf8')
  const files = { redirects: read('_redirects'), headers: read('_headers'), worker: read('_worker.js'), routes: read('_routes.json') }
  const statics = files.redirects.split('\n').filter((l) => / 30[12]$/.test(l.trim())).length
  console.log(`\n4. Cloudflare Pages (wrangler pages dev, workerd): ${statics} static rules, the rest of the ${entries} entries in _worker.js (load average ${load()}):`)
  console.log(`  _worker.js: ${kB(Buffer.byteLength(files.worker))} (gzip ${kB(gzipSync(files.worker).length)}; the Free plan allows 3 MB gzip)`)
  const started = performance.now()
  await withServer(
    () => startPagesDev({ root: join(box, 'dist/client'), files }),
    async (server) => {
      console.log(`  started in ${((performance.now() - started) / 1000).toFixed(1)} s`)
      const problems = await mapProblems(server.url, checked)
      console.log(
        `  ${legacy} legacy entries + 1,000 of the map: ${problems.length ? `${problems.length} PROBLEMS, e.g. ${problems.slice(0, 3).join('; ')}` : 'each one 301 to a 200 page, the query kept where §9 says'}`,
      )
      const redirects = checked.filter((r) => !splitSource(r.from).query).map((r) => r.from)
      console.log(row('Cloudflare redirect (a map entry)', await latency(server.url, redirects.slice(0, 50), { n, status: 301 })))
      console.log(row('Cloudflare page', await latency(server.url, ['/blog', '/en/blog', '/kontakty'], { n, status: 200 })))
      console.log(`  load average at the end ${load()}`)
    },
  )
}

console.log(`host benchmark: ${n} measured requests a figure, one keep-alive connection, in sequence`)
if (only !== 'cloudflare') await htaccessSweep()
if (only !== 'sweep') await networkScale()
