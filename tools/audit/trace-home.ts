// Traces the load of a page (default `/` in an English browser on a plain gzip host) and lists
// the main thread's tasks after the first contentful paint by *thread* time (which a loaded machine
// inflates far less than wall time), with Lighthouse's mobile slowdown (×4) and what each adds to
// a blocking time (×4 − 50). Usage: tsx tools/audit/trace-home.ts [url path] [runs] [locale]
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { startNginx } from '../../tests/hosting/servers.js'

const release = process.env['AUDIT_RELEASE'] ?? 'dist'
const path = process.argv[2] ?? '/'
const runs = Number(process.argv[3] ?? 3)
const locale = process.argv[4] ?? 'en'
const host = process.env['TRACE_HOST'] ?? 'plain'

type Ev = { name: string; cat: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: Record<string, unknown> }

async function main() {
  const server =
    host === 'plain'
      ? await startNginx({
          name: 'plain nginx',
          root: join(release, 'client'),
          http: 'gzip on; gzip_static on; gzip_types text/css application/javascript application/json image/svg+xml;',
          server: 'index index.html; location / { try_files $uri $uri.html $uri/ =404; }',
        })
      : await startNginx({
          root: join(release, 'client'),
          http: readFileSync(join(release, 'hosting/nginx/korvina-http.conf'), 'utf8'),
          server: readFileSync(join(release, 'hosting/nginx/korvina-server.conf'), 'utf8'),
          brotli: readFileSync(join(release, 'hosting/nginx/korvina-brotli.conf'), 'utf8'),
        })
  const lang = locale === 'en' ? 'en-US' : 'cs-CZ'
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', `--lang=${lang}`, `--accept-lang=${lang},${locale}`],
  })
  const totals: number[] = []
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ locale: lang })
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      const events: Ev[] = []
      cdp.on('Tracing.dataCollected', (e: { value: Ev[] }) => events.push(...e.value))
      const done = new Promise<void>((ok) => cdp.once('Tracing.tracingComplete', () => ok()))
      await cdp.send('Tracing.start', {
        categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,v8,blink.user_timing,loading,toplevel,disabled-by-default-v8.compile',
        transferMode: 'ReportEvents',
      })
      await page.goto(server.url + path, { waitUntil: 'load' })
      // No locator before the trace ends: Playwright's injected script would be a task of its own.
      await page.waitForTimeout(Number(process.env['TRACE_MS'] ?? 6000))
      await cdp.send('Tracing.end')
      if (!(await page.evaluate(() => 'hydrated' in document.documentElement.dataset))) console.log('  (not hydrated when the trace ended)')
      await done
      totals.push(analyse(events, page.url()))
      await context.close()
    }
  } finally {
    await browser.close()
    await server.close()
  }
  const sorted = [...totals].sort((a, b) => a - b)
  console.log(`blocking (thread ×4 − 50, summed): ${totals.map((t) => t.toFixed(0)).join(' / ')} ms; median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)}`)
}

function analyse(events: Ev[], url: string): number {
  // The renderer of the final page: the main thread with the last firstContentfulPaint.
  const fcps = events.filter((e) => e.name === 'firstContentfulPaint').sort((a, b) => a.ts - b.ts)
  const fcp = fcps.at(-1)
  if (!fcp) throw new Error('no firstContentfulPaint in the trace')
  const main = events.filter((e) => e.pid === fcp.pid && e.tid === fcp.tid)
  const tasks = main.filter((e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.ts >= fcp.ts).sort((a, b) => a.ts - b.ts)
  // Top-level only (a RunTask inside another is nested).
  const top: Ev[] = []
  for (const t of tasks) {
    const last = top.at(-1)
    if (last && t.ts < last.ts + (last.dur ?? 0)) continue
    top.push(t)
  }
  let total = 0
  let thread = 0
  const lines: string[] = []
  for (const t of top) {
    const ms = (t.tdur ?? t.dur ?? 0) / 1000
    thread += ms
    const blocking = Math.max(0, ms * 4 - 50)
    total += blocking
    if (ms >= 8) {
      const inside = main
        .filter((e) => e.ph === 'X' && e !== t && e.ts >= t.ts && e.ts < t.ts + (t.dur ?? 0) && (e.dur ?? 0) >= 1000)
        .filter((e) =>
          /EvaluateScript|FunctionCall|v8.compile|V8.ParseFunction|v8.parseOnBackground|ParseHTML|Layout|Paint|UpdateLayoutTree|TimerFire|FireAnimationFrame|EventDispatch|v8.run|V8.CompileCode|v8.produceModuleCache|ScheduleStyleRecalculation|RunMicrotasks|v8.evaluateModule|ParseAuthorStyleSheet|PrePaint|Commit|IntersectionObserver|XHRReadyStateChange|ResourceReceivedData|V8.GC|MajorGC|MinorGC|BlinkGC/.test(
            e.name,
          ),
        )
        .map((e) => {
          const data = e.args?.['data'] as { url?: string; functionName?: string } | undefined
          const what = data?.functionName || (data?.url ? data.url.split('/').pop() : '')
          return `${e.name}${what ? `(${what})` : ''} ${((e.tdur ?? e.dur ?? 0) / 1000).toFixed(1)}`
        })
      lines.push(
        `  +${((t.ts - fcp.ts) / 1000).toFixed(0)} ms: ${ms.toFixed(1)} thread ms (${((t.dur ?? 0) / 1000).toFixed(1)} wall) → blocking ${blocking.toFixed(0)}: ${inside.slice(0, 8).join(', ')}`,
      )
    }
  }
  console.log(`${url}: ${top.length} tasks after FCP, ${thread.toFixed(0)} thread ms; blocking ×4−50 summed ${total.toFixed(0)} ms`)
  for (const l of lines) console.log(l)
  return total
}

await main()
