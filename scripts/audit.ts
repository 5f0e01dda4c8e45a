// `npm run audit` (issue 12; not part of `npm test`): Lighthouse 12, mobile preset (its default),
// on the home page, a sub-service, a blog post, a seminar and the search page in both locales,
// against the built site (`dist`, run `npm run build` first) served by Debian's real nginx with
// the generated config (with Debian's brotli_static module) — compression and cache headers as a
// real host sends them. Prints the four
// category scores per page, and for every score below 100 the audits that hold it back.
//
// Chromium: CHROME_PATH (default /usr/bin/chromium), started here with a DevTools port that
// Lighthouse connects to. Runs one page at a time: scores drift when the CPU is shared.
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import lighthouse from 'lighthouse'
import { pagesByType } from '../build/budget.js'
import { freePort, startNginx } from '../tests/hosting/servers.js'

const release = 'dist'
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const pageTypes: [label: string, routeKey: string][] = [
  ['home', 'home'], ['sub-service', 'service'], ['blog post', 'blogPost'], ['seminar', 'seminar'], ['search', 'search'],
]

/** One page of each type and locale: the first URL of the type in each locale (sorted, so stable). */
function auditedPages(): { label: string; url: string }[] {
  const byType = pagesByType(release)
  return ['cs', 'en'].flatMap((locale) => pageTypes.map(([label, key]) => {
    const urls = (byType.get(key) ?? []).filter((u) => (u === '/en' || u.startsWith('/en/')) === (locale === 'en')).sort()
    const url = urls[0]
    if (!url) throw new Error(`the build has no ${key} page in ${locale}`)
    return { label: `${label} (${locale})`, url }
  }))
}

async function startChromium(): Promise<{ port: number; close(): Promise<void> }> {
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
  if (chromePath === '/usr/bin/chromium') execFileSync('bash', ['scripts/ensure-chromium.sh'], { stdio: 'inherit' })
  const port = await freePort()
  const profile = mkdtempSync(join(tmpdir(), 'audit-chromium-'))
  const child = spawn(chromePath, [
    '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
    '--disable-sync', '--no-first-run', '--no-default-browser-check', `--user-data-dir=${profile}`,
    `--remote-debugging-port=${port}`, 'about:blank',
  ], { stdio: 'ignore' })
  const deadline = Date.now() + 20_000
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json/version`)
      if (res.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${chromePath} did not open its DevTools port`)
    await new Promise((ok) => setTimeout(ok, 200))
  }
  return {
    port,
    async close() {
      // The profile is written until Chromium has exited.
      if (child.exitCode === null) await new Promise((ok) => { child.once('exit', ok); child.kill('SIGTERM') })
      rmSync(profile, { recursive: true, force: true, maxRetries: 5 })
    },
  }
}

type Row = { label: string; url: string; scores: (number | null)[]; held: string[] }

async function main() {
  const pages = auditedPages()
  const nginx = await startNginx({
    root: join(release, 'client'),
    http: readFileSync(join(release, 'hosting/nginx/korvina-http.conf'), 'utf8'),
    server: readFileSync(join(release, 'hosting/nginx/korvina-server.conf'), 'utf8'),
    brotli: readFileSync(join(release, 'hosting/nginx/korvina-brotli.conf'), 'utf8'),
  })
  const chrome = await startChromium()
  const rows: Row[] = []
  try {
    for (const page of pages) {
      const result = await lighthouse(nginx.url + page.url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] })
      if (!result) throw new Error(`Lighthouse returned nothing for ${page.url}`)
      const { lhr } = result
      const scores = categories.map((c) => {
        const score = lhr.categories[c]?.score
        return typeof score === 'number' ? Math.round(score * 100) : null
      })
      // What holds a score back: the scored audits of the category below 1, with their weight.
      const held = categories.flatMap((c) => (lhr.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && typeof lhr.audits[ref.id]?.score === 'number' && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${c}: ${ref.id} (${lhr.audits[ref.id]?.displayValue ?? lhr.audits[ref.id]?.score})`))
      rows.push({ label: page.label, url: page.url, scores, held })
      console.error(`  ${page.label} ${page.url}: ${scores.join(' / ')}`)
    }
  } finally {
    await chrome.close().catch((err: unknown) => console.error(`could not remove the Chromium profile: ${String(err)}`))
    await nginx.close()
  }
  console.log(`\n| page | URL | ${categories.join(' | ')} |`)
  console.log(`|---|---|${categories.map(() => '---:').join('|')}|`)
  for (const r of rows) console.log(`| ${r.label} | \`${r.url}\` | ${r.scores.map((s) => s ?? '–').join(' | ')} |`)
  const below = rows.filter((r) => r.held.length)
  if (below.length) {
    console.log('\nbelow 100:')
    for (const r of below) console.log(`- ${r.label}: ${r.held.join('; ')}`)
  }
}

await main()
