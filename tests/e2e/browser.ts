// Launches Debian's Chromium through playwright-core against the built site served by the
// preview server, and collects console errors and hydration warnings per page.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import { startPreviewServer } from '../../tools/preview/preview-server.js'
import { startSampleApi } from '../../tools/sample-api/server.js'

/**
 * Debian's Chromium, two builds of one source (tools/scripts/ensure-chromium.sh installs both):
 * - `chromium-headless-shell` runs the suite. It is the build Playwright itself runs for headless
 *   tests since 1.49 (microsoft/playwright#33566: "a separate chromium headless shell build for
 *   headless operation"); here it takes ~2–2.5× less CPU a page than the full browser, whose
 *   profile services start with every browser context (docs/decisions.md, "The suite's browser").
 * - `chromium`, the browser a visitor runs (headless): the navigation journeys of site.test.ts,
 *   the Lighthouse audit and the design screenshots.
 * E2E_CHROMIUM=/usr/bin/chromium runs the whole suite in the full browser.
 */
export const fullChromiumPath = '/usr/bin/chromium'
export const chromiumPath = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium-headless-shell'
// A Czech browser unless a context says otherwise (`locale`): first visits follow the browser's
// languages (spec §4), and Chromium's default here would be en-US.
const flags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--accept-lang=cs-CZ,cs']

/**
 * The built site on the preview server. With `api: true` a fresh sample API (own temp data folder,
 * /__control endpoints on) answers the site's /api calls, as `npm start` does. `root`: another
 * build's client folder than this project's. `browser: 'full'`: the full Chromium, not the shell.
 */
export async function startSite({ api = false, root = 'dist/client', browser: build = 'shell' }: { api?: boolean; root?: string; browser?: 'shell' | 'full' } = {}) {
  execFileSync('bash', ['tools/scripts/ensure-chromium.sh'], { stdio: 'inherit' })
  const dataDir = api ? mkdtempSync(join(tmpdir(), 'e2e-api-')) : null
  const sampleApi = dataDir ? await startSampleApi({ port: 0, dataDir, control: true }) : null
  const server = await startPreviewServer({ root, port: 0, apiOrigin: sampleApi?.url })
  const browser: Browser = actOnHydratedPages(await chromium.launch({ executablePath: build === 'full' ? fullChromiumPath : chromiumPath, args: flags }))
  return {
    url: server.url,
    apiUrl: sampleApi?.url ?? null,
    browser,
    async close() {
      await browser.close()
      await server.close()
      await sampleApi?.close()
      if (dataDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * The site's code starts once a page has loaded (renderer/render/shell.ts `scriptsAfterLoad`), so
 * `page.goto` and `page.reload` here also wait until the page is hydrated (`<html data-hydrated>`)
 * unless asked to return earlier, as a visitor's click waits for the code — at most 5 s: a test of a page that cannot hydrate
 * (offline) goes on and checks that.
 */
function actOnHydratedPages(browser: Browser): Browser {
  const hydrated = async (page: Page) => {
    await page
      .locator('html[data-hydrated]')
      .waitFor({ state: 'attached', timeout: 5_000 })
      .catch(() => undefined)
  }
  const patch = (page: Page) => {
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    // A test that asks for less than the loaded page (`waitUntil: 'domcontentloaded'`) gets that.
    const early = (options?: { waitUntil?: string }) => options?.waitUntil === 'domcontentloaded' || options?.waitUntil === 'commit'
    page.goto = async (url, options) => {
      const res = await goto(url, options)
      if (!early(options)) await hydrated(page)
      return res
    }
    page.reload = async (options) => {
      const res = await reload(options)
      if (!early(options)) await hydrated(page)
      return res
    }
  }
  const newContext = browser.newContext.bind(browser)
  browser.newContext = async (...args) => {
    const context = await newContext(...args)
    context.on('page', patch)
    return context
  }
  const newPage = browser.newPage.bind(browser)
  browser.newPage = async (...args) => {
    const page = await newPage(...args)
    if (!Object.hasOwn(page, 'goto')) patch(page)
    return page
  }
  return browser
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

/** The page's <h1> once it is on screen (after a navigation or a language switch after hydration). */
export async function waitForHeading(page: Page, text: string) {
  await page.waitForFunction((t) => document.querySelector('main h1')?.textContent?.trim() === t, text, { timeout: 10_000 })
}
