// Cloudflare's own Pages runtime: `wrangler pages dev DIR` (Miniflare over workerd, the runtime
// Cloudflare deploys) serving a folder laid out as a Pages deployment — the build's files plus
// `_redirects`, `_headers`, `_routes.json` and `_worker.js` — on a loopback port. Started once per
// test file; nothing leaves the machine: metrics off, no login, the asset server's
// `Request.cf` sample is not fetched (Miniflare's placeholder serves).
import { type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { freePort, spawnGuarded, stop, waitForPort, type RunningServer } from '../servers.js'

/** The host files of a Pages deployment (Cloudflare docs: "Redirects", "Headers", "Functions routing", "Advanced mode"). */
export type PagesFiles = { redirects: string; headers: string; worker: string; routes: string }
const pagesOwn = { redirects: '_redirects', headers: '_headers', worker: '_worker.js', routes: '_routes.json' } as const

/** Cloudflare's compatibility date for the worker; fixed, so a run does not depend on today's date. */
const compatibilityDate = '2026-11-01'

/**
 * The deployment folder: a copy of `root` (Pages' asset server reads it with lstat, so symlinks
 * would be 404s) but the other host flavour's Pages files, and these `files` in their place — what
 * `DEPLOY_TARGET=cloudflare` leaves in dist/client. ~27 MB for the sample build, copied in well
 * under a second.
 */
function deployment(root: string, files: PagesFiles, dir: string): string {
  const out = join(dir, 'site')
  const own = new Set<string>(Object.values(pagesOwn).map((name) => resolve(root, name)))
  cpSync(root, out, { recursive: true, filter: (source) => !own.has(resolve(source)) })
  for (const [key, name] of Object.entries(pagesOwn)) writeFileSync(join(out, name), files[key as keyof PagesFiles])
  return out
}

/** Wrangler's own answer once workerd is up: the port opens before the worker is loaded. */
async function waitForAnswer(url: string, child: ChildProcess, log: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler exited with ${child.exitCode}:\n${log()}`)
    try {
      const res = await fetch(`${url}/favicon.svg`, { redirect: 'manual', signal: AbortSignal.timeout(5000) })
      await res.arrayBuffer()
      if (res.status < 500) return
    } catch {
      /* not yet */
    }
    await new Promise((ok) => setTimeout(ok, 200))
  }
  throw new Error(`wrangler pages dev did not answer within ${timeoutMs} ms:\n${log()}`)
}

export async function startPagesDev({ root, files, name = 'wrangler pages dev' }: { root: string; files: PagesFiles; name?: string }): Promise<RunningServer> {
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number)
  if (major < 22 || (major === 22 && minor < 12)) throw new Error(`wrangler 4 needs Node 22.12 or later (this is ${process.version}); run the tests on Node 24`)
  const dir = mkdtempSync(join(tmpdir(), 'host-wrangler-'))
  const site = deployment(root, files, dir)
  const [port, inspector] = [await freePort(), await freePort()]
  const wrangler = resolve('node_modules/wrangler/bin/wrangler.js')
  const args = [
    ...['pages', 'dev', site, '--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(inspector)],
    ...['--compatibility-date', compatibilityDate, '--persist-to', join(dir, 'state'), '--log-level', 'warn', '--show-interactive-dev-session=false'],
  ]
  const child = spawnGuarded(process.execPath, [wrangler, ...args], dir, {
    cwd: dir,
    env: {
      ...process.env,
      // No telemetry, no update check, no config or logs outside the temp dir.
      WRANGLER_SEND_METRICS: 'false',
      WRANGLER_SEND_ERROR_REPORTS: 'false',
      // Miniflare would fetch Cloudflare's `Request.cf` sample over the network; its placeholder serves.
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      DO_NOT_TRACK: '1',
      WRANGLER_LOG_PATH: join(dir, 'logs'),
      XDG_CONFIG_HOME: join(dir, 'config'),
      NO_UPDATE_NOTIFIER: '1',
      FORCE_COLOR: '0',
    },
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const url = `http://127.0.0.1:${port}`
  // Under load (two lanes of `npm test` on two cores) wrangler and workerd were slow to start.
  await waitForPort(port, child, () => stderr, 120_000)
  await waitForAnswer(url, child, () => stderr, 120_000)
  return { name, url, close: () => stop(child, dir) }
}
