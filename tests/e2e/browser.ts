// Launches Debian's Chromium through playwright-core against the built site served by the
// preview server, and collects console errors and hydration warnings per page.
import { execFileSync } from 'node:child_process'
import { chromium, type Browser, type Page } from 'playwright-core'
import { startPreviewServer } from '../../hosting/preview-server.js'

export const chromiumPath = '/usr/bin/chromium'
const flags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']

export async function startSite() {
  execFileSync('bash', ['scripts/ensure-chromium.sh'], { stdio: 'inherit' })
  const server = await startPreviewServer({ root: 'dist/client', port: 0 })
  const browser: Browser = await chromium.launch({ executablePath: chromiumPath, args: flags })
  return {
    url: server.url,
    browser,
    async close() {
      await browser.close()
      await server.close()
    },
  }
}

/** Console errors, page errors and React hydration warnings seen on a page. */
export function watchProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (msg) => {
    const text = msg.text()
    if (msg.type() === 'error' || /hydrat/i.test(text)) problems.push(`${msg.type()}: ${text}`)
  })
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`))
  return problems
}

/** Client-side navigation changes the URL before the new page is on screen: wait for its <h1>. */
export async function waitForHeading(page: Page, text: string) {
  await page.waitForFunction((t) => document.querySelector('main h1')?.textContent?.trim() === t, text, { timeout: 10_000 })
}
