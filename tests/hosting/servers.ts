// Real web servers for the host tests: Debian's nginx and Apache, each started in the foreground
// on a loopback port with its own prefix, pid, log and temp paths in a temp dir, serving the build
// with the generated config. Installed by tools/scripts/ensure-*.sh when missing.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { connect, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

export type RunningServer = { name: string; url: string; close(): Promise<void> }

export async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const probe = createServer()
    probe.once('error', fail)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => ok(port))
    })
  })
}

export async function waitForPort(port: number, child: ChildProcess, log: () => string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log()}`)
    const open = await new Promise<boolean>((ok) => {
      const socket = connect({ host: '127.0.0.1', port })
      socket.once('connect', () => {
        socket.destroy()
        ok(true)
      })
      socket.once('error', () => ok(false))
    })
    if (open) return
    await new Promise((ok) => setTimeout(ok, 50))
  }
  throw new Error(`server did not listen on ${port} within ${timeoutMs} ms:\n${log()}`)
}

export function stop(child: ChildProcess, dir: string): Promise<void> {
  return new Promise((ok) => {
    const done = () => {
      rmSync(dir, { recursive: true, force: true })
      ok()
    }
    if (child.exitCode !== null) return done()
    child.once('exit', done)
    child.kill('SIGTERM')
    setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 5000).unref()
  })
}

/**
 * Starts a server in the foreground under a small bash watchdog: SIGTERM to the watchdog stops the
 * server, and so does this test process going away (a killed run leaves no server behind).
 */
export function spawnGuarded(command: string, args: string[], dir: string, options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): ChildProcess {
  const script = [
    '"$@" & child=$!',
    "trap 'kill -TERM $child 2>/dev/null; wait $child; exit 0' TERM INT",
    `while kill -0 ${process.pid} 2>/dev/null && kill -0 $child 2>/dev/null; do sleep 0.3; done`,
    'kill -TERM $child 2>/dev/null',
    'wait $child; status=$?',
    // Orphaned: nobody else will remove the server's temp dir.
    `kill -0 ${process.pid} 2>/dev/null || rm -rf '${dir}'`,
    'exit $status',
  ].join('\n')
  return spawn('bash', ['-c', script, 'watchdog', command, ...args], { ...options, stdio: ['ignore', 'ignore', 'pipe'] })
}

const readLog = (file: string) => () => {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return '(no log)'
  }
}

/** nginx with the generated includes: `http` text in the http block, `server` text in the server block. */
/** Debian's brotli_static module (libnginx-mod-http-brotli-static), loaded when `brotli` is given. */
const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'

export async function startNginx({ root, http, server, brotli, name = 'nginx' }: { root: string; http: string; server: string; brotli?: string; name?: string }): Promise<RunningServer> {
  execFileSync('bash', ['tools/scripts/ensure-nginx.sh'], { stdio: 'inherit' })
  const dir = mkdtempSync(join(tmpdir(), 'host-nginx-'))
  const port = await freePort()
  for (const sub of ['logs', 'tmp']) mkdirSync(join(dir, sub))
  writeFileSync(join(dir, 'korvina-http.conf'), http)
  writeFileSync(join(dir, 'korvina-server.conf'), server)
  if (brotli !== undefined) writeFileSync(join(dir, 'korvina-brotli.conf'), brotli)
  writeFileSync(
    join(dir, 'nginx.conf'),
    `${brotli !== undefined ? `load_module ${brotliModule};` : ''}
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  include ${dir}/korvina-http.conf;
  server {
    listen 127.0.0.1:${port};
    server_name localhost;
    root ${resolve(root)};
    include ${dir}/korvina-server.conf;
    ${brotli !== undefined ? `include ${dir}/korvina-brotli.conf;` : ''}
  }
}
`,
  )
  const log = readLog(join(dir, 'logs', 'error.log'))
  const child = spawnGuarded('/usr/sbin/nginx', ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'logs', 'error.log')], dir)
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  await waitForPort(port, child, () => `${stderr}\n${log()}`)
  return { name, url: `http://127.0.0.1:${port}`, close: () => stop(child, dir) }
}

// deflate (+ filter, env) proves the .htaccess's per-request fallback leaves the precompressed files alone.
const apacheModules = ['mpm_event', 'authz_core', 'dir', 'mime', 'rewrite', 'headers', 'filter', 'deflate', 'env']

/**
 * Apache serving `root` with `htaccess` as its .htaccess. When `htaccess` differs from the file in
 * `root`, the document root is a temp dir of symlinks to root's entries plus that .htaccess.
 */
/**
 * `serverConf`: the generated server snippet (korvina-server.conf: the RewriteMap of a large map),
 * included in the server config as a site's config would.
 */
export async function startApache({ root, htaccess, serverConf, name = 'apache' }: { root: string; htaccess?: string; serverConf?: string; name?: string }): Promise<RunningServer> {
  execFileSync('bash', ['tools/scripts/ensure-apache.sh'], { stdio: 'inherit' })
  const dir = mkdtempSync(join(tmpdir(), 'host-apache-'))
  chmodSync(dir, 0o755) // the workers (www-data when started as root) read the docroot through it
  const port = await freePort()
  let docroot = resolve(root)
  if (htaccess !== undefined) {
    docroot = join(dir, 'docroot')
    mkdirSync(docroot)
    for (const entry of readdirSync(root)) if (entry !== '.htaccess') symlinkSync(resolve(root, entry), join(docroot, entry))
    writeFileSync(join(docroot, '.htaccess'), htaccess)
  }
  const asRoot = process.getuid?.() === 0
  writeFileSync(
    join(dir, 'httpd.conf'),
    `
ServerRoot ${dir}
DefaultRuntimeDir ${dir}
PidFile ${dir}/httpd.pid
Listen 127.0.0.1:${port}
ServerName 127.0.0.1
ErrorLog ${dir}/error.log
LogLevel warn
${apacheModules.map((m) => `LoadModule ${m}_module /usr/lib/apache2/modules/mod_${m}.so`).join('\n')}
${asRoot ? 'User www-data\nGroup www-data' : ''}
TypesConfig /etc/mime.types
StartServers 1
ServerLimit 1
ThreadsPerChild 32
MaxRequestWorkers 32
DocumentRoot ${docroot}
${serverConf ?? ''}
<Directory />
  AllowOverride None
  Require all denied
</Directory>
<Directory ${docroot}>
  AllowOverride All
  Options FollowSymLinks
  Require all granted
</Directory>
`,
  )
  const log = readLog(join(dir, 'error.log'))
  const child = spawnGuarded('/usr/sbin/apache2', ['-f', join(dir, 'httpd.conf'), '-DFOREGROUND'], dir)
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  await waitForPort(port, child, () => `${stderr}\n${log()}`)
  return { name, url: `http://127.0.0.1:${port}`, close: () => stop(child, dir) }
}
