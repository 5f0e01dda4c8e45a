// `npm run audit` (issue 12; not part of `npm test`; tools/audit/run.sh installs Lighthouse in this
// folder first): Lighthouse 13, mobile preset (its default), on the home page, a sub-service, a
// blog post, a seminar and the search page in both locales, against the built site (`dist`, run
// `npm run build` first) served by Debian's real nginx with the generated config (with Debian's
// brotli_static module) — compression and cache headers as a real host sends them. Each locale's pages are audited in a browser of that language (its
// Accept-Language and navigator.languages), as their visitors use: `/` sends a browser that
// prefers English to `/en` (the host's 302, then the client's first-visit redirect). Prints the
// four category scores per page, the metrics behind the performance score (with the LCP element),
// and for every score below 100 the audits that hold it back, then the biggest opportunities.
//
// One more: `/` in an English browser on a plain gzip host (nginx serving the files and their .gz
// variants, no rules of ours), where the Czech home page's first script sends the visitor to /en
// (client/rootLanguage.ts, issue 51).
//
// AUDIT_ONLY=label,… audits only the pages whose label contains one of the words (`home`, `en`, `plain`).
// AUDIT_JSON_DIR=dir also writes each page's Lighthouse report there (`<label>.json`) for a closer look.
//
// Chromium: CHROME_PATH (default: the full browser of tests/e2e/browser.ts), started here with a DevTools port that
// Lighthouse connects to. Runs one page at a time: scores drift when the CPU is shared.
import { execFileSync, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import lighthouse from 'lighthouse'
import { pagesByType } from '../../publishing/budget.js'
import { fullChromiumPath } from '../../tests/e2e/browser.js'
import { freePort, startNginx } from '../../tests/hosting/servers.js'
import { auditJsonDir, auditOnly, auditRelease, chromePath as chromePathSetting } from './command.js'

// AUDIT_RELEASE: another built release (a folder like dist), e.g. a copy kept to compare with.
const release = process.env[auditRelease.name] ?? auditRelease.default
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const pageTypes: [label: string, routeKey: string][] = [
  ['home', 'home'],
  ['sub-service', 'service'],
  ['blog post', 'blogPost'],
  ['seminar', 'seminar'],
  ['search', 'search'],
]

/** `host: 'plain'`: audited on the plain gzip host instead of nginx with the generated config. */
type AuditedPage = { label: string; url: string; locale: string; host?: 'plain' }

/** One page of each type and locale: the first URL of the type in each locale (sorted, so stable). */
function auditedPages(): AuditedPage[] {
  const byType = pagesByType(release)
  const only =
    process.env[auditOnly.name]
      ?.split(',')
      .map((w) => w.trim())
      .filter(Boolean) ?? []
  const plainRoot: AuditedPage = { label: 'home (en browser, plain gzip host)', url: '/', locale: 'en', host: 'plain' }
  return ['cs', 'en']
    .flatMap((locale): AuditedPage[] =>
      pageTypes.map(([label, key]) => {
        const urls = (byType.get(key) ?? []).filter((u) => (u === '/en' || u.startsWith('/en/')) === (locale === 'en')).sort()
        const url = urls[0]
        if (!url) throw new Error(`the build has no ${key} page in ${locale}`)
        return { label: `${label} (${locale})`, url, locale }
      }),
    )
    .concat(plainRoot)
    .filter((p) => only.length === 0 || only.some((w) => p.label.includes(w)))
}

const browserLanguage: Record<string, { lang: string; accept: string }> = {
  cs: { lang: 'cs-CZ', accept: 'cs-CZ,cs' },
  en: { lang: 'en-US', accept: 'en-US,en' },
}
const metricIds = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
] as const

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

/**
 * The page's LCP element (its CSS selector). Lighthouse 13 names it in the LCP breakdown insight
 * (which replaced the largest-contentful-paint-element audit): a list whose node item is the element.
 */
function lcpElement(lhr: Lhr): string {
  const details = lhr.audits['lcp-breakdown-insight']?.details
  const node = details?.type === 'list' ? details.items.find((item) => item.type === 'node') : undefined
  return node?.type === 'node' && node.selector ? node.selector : '–'
}

/**
 * What could be saved, biggest first: the failed audits that estimate a saving of a metric (in
 * Lighthouse 13 mostly its insights, which replaced the opportunity audits; a few of those remain).
 */
function opportunities(lhr: Lhr): string[] {
  return Object.values(lhr.audits)
    .filter((a) => typeof a.score === 'number' && a.score < 1 && (a.details?.type === 'opportunity' || a.scoreDisplayMode === 'metricSavings'))
    .map((a) => ({
      id: a.id,
      ms: Math.max(
        ...Object.entries(a.metricSavings ?? {})
          .filter(([k]) => k !== 'CLS')
          .map(([, v]) => v ?? 0),
        0,
      ),
      text: a.displayValue ?? '',
    }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 5)
    .map((o) => `${o.id}${o.text ? ` (${o.text})` : ''}`)
}

async function startChromium(locale: string): Promise<{ port: number; close(): Promise<void> }> {
  const language = browserLanguage[locale] ?? { lang: 'en-US', accept: 'en-US,en' }
  const chromePath = process.env[chromePathSetting.name] ?? fullChromiumPath
  if (chromePath === fullChromiumPath) execFileSync('bash', ['tools/scripts/ensure-chromium.sh'], { stdio: 'inherit' })
  const port = await freePort()
  const profile = mkdtempSync(join(tmpdir(), 'audit-chromium-'))
  const child = spawn(
    chromePath,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--no-default-browser-check',
      `--user-data-dir=${profile}`,
      `--lang=${language.lang}`,
      `--accept-lang=${language.accept}`,
      `--remote-debugging-port=${port}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  )
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
      if (child.exitCode === null)
        await new Promise((ok) => {
          child.once('exit', ok)
          child.kill('SIGTERM')
        })
      rmSync(profile, { recursive: true, force: true, maxRetries: 5 })
    },
  }
}

type Row = { label: string; url: string; scores: (number | null)[]; metrics: string[]; lcp: string; held: string[]; opportunities: string[] }

async function main() {
  const pages = auditedPages()
  const nginx = await startNginx({
    root: join(release, 'client'),
    http: readFileSync(join(release, 'hosting/nginx/korvina-http.conf'), 'utf8'),
    server: readFileSync(join(release, 'hosting/nginx/korvina-server.conf'), 'utf8'),
    brotli: readFileSync(join(release, 'hosting/nginx/korvina-brotli.conf'), 'utf8'),
  })
  // A static host with files only: clean URLs and gzip (the build's .gz variants), nothing else.
  const plain = pages.some((p) => p.host === 'plain')
    ? await startNginx({
        name: 'plain nginx',
        root: join(release, 'client'),
        http: 'gzip on; gzip_static on; gzip_types text/css application/javascript application/json image/svg+xml;',
        server: 'index index.html; location / { try_files $uri $uri.html $uri/ =404; }',
      })
    : null
  const rows: Row[] = []
  let chrome: Awaited<ReturnType<typeof startChromium>> | null = null
  let chromeLocale = ''
  try {
    for (const page of pages) {
      if (!chrome || chromeLocale !== page.locale) {
        await chrome?.close()
        chrome = await startChromium(page.locale)
        chromeLocale = page.locale
      }
      const port = chrome.port
      const run = async () => {
        const result = await lighthouse((page.host === 'plain' && plain ? plain.url : nginx.url) + page.url, { port, output: 'json', logLevel: 'error', onlyCategories: [...categories] })
        if (!result) throw new Error(`Lighthouse returned nothing for ${page.url}`)
        return result.lhr
      }
      // A trace Lighthouse could not read (NO_NAVSTART, NO_FCP on a busy machine) gives no scores: once more.
      let lhr = await run()
      if (lhr.runtimeError) {
        console.error(`  ${page.label}: ${lhr.runtimeError.code}, running it again`)
        lhr = await run()
      }
      const jsonDir = process.env[auditJsonDir.name]
      if (jsonDir) {
        mkdirSync(jsonDir, { recursive: true })
        writeFileSync(join(jsonDir, `${page.label.replace(/\W+/g, '-').replace(/-$/, '')}.json`), JSON.stringify(lhr))
      }
      const scores = categories.map((c) => {
        const score = lhr.categories[c]?.score
        return typeof score === 'number' ? Math.round(score * 100) : null
      })
      // What holds a score back: the scored audits of the category below 1, with their weight.
      const held = categories.flatMap((c) =>
        (lhr.categories[c]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && typeof lhr.audits[ref.id]?.score === 'number' && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${c}: ${ref.id} (${lhr.audits[ref.id]?.displayValue ?? lhr.audits[ref.id]?.score})`),
      )
      const metrics = metricIds.map(([, id]) => lhr.audits[id]?.displayValue ?? '–')
      if (lhr.runtimeError) held.unshift(`Lighthouse: ${lhr.runtimeError.code}`)
      rows.push({ label: page.label, url: page.url, scores, metrics, lcp: lcpElement(lhr), held, opportunities: opportunities(lhr) })
      console.error(`  ${page.label} ${page.url}: ${scores.join(' / ')}`)
    }
  } finally {
    await chrome?.close().catch((err: unknown) => console.error(`could not remove the Chromium profile: ${String(err)}`))
    await nginx.close()
    await plain?.close()
  }
  console.log(`\n| page | URL | ${categories.join(' | ')} |`)
  console.log(`|---|---|${categories.map(() => '---:').join('|')}|`)
  for (const r of rows) console.log(`| ${r.label} | \`${r.url}\` | ${r.scores.map((s) => s ?? '–').join(' | ')} |`)
  console.log(`\n| page | ${metricIds.map(([m]) => m).join(' | ')} | LCP element |`)
  console.log(`|---|${metricIds.map(() => '---:').join('|')}|---|`)
  for (const r of rows) console.log(`| ${r.label} | ${r.metrics.join(' | ')} | \`${r.lcp}\` |`)
  const below = rows.filter((r) => r.held.length)
  if (below.length) {
    console.log('\nbelow 100:')
    for (const r of below) console.log(`- ${r.label}: ${r.held.join('; ')}`)
  }
  const open = rows.filter((r) => r.opportunities.length)
  if (open.length) {
    console.log('\nopportunities (estimated savings, biggest first):')
    for (const r of open) console.log(`- ${r.label}: ${r.opportunities.join('; ')}`)
  }
}

await main()
