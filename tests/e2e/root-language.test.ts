// Issue 51, point 4: `/` on a plain static host (files only, no rules), where the root is always
// the Czech home page. A browser that asks for English must reach /en before anything of the Czech
// page is painted (no flash, no hydration first); a Czech browser, and a visitor whose cookie chose
// Czech, stay; a cookie that chose English wins over a Czech browser. The host sends the headers of
// the build's own host files (the `/*` block of `_headers`): its Content-Security-Policy, without
// 'unsafe-inline', must let the Czech home's first script (client/rootLanguage.ts) run.
//
// What a document painted is read from Chromium's own lifecycle events (DevTools `Page.lifecycleEvent`:
// `firstPaint`, `firstContentfulPaint`, per document loader), matched to the URL each loader
// committed (`Page.frameNavigated`) — events of a document that is replaced are reported too.
import { createServer, type Server } from 'node:http'
import { readFileSync } from 'node:fs'
import { createHash } from 'node:crypto'
import handler from 'serve-handler'
import { chromium, type Browser, type BrowserContextOptions } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { constants } from '../../shared/config/constants.js'
import { rootLanguageScript } from '../../client/rootLanguage.js'
import { chromiumPath } from './browser.js'

const root = 'dist/client'
const cookieName = constants.localeCookie.name

/** The headers every path gets from the build's `_headers` file (its `/*` block). */
function headersForEveryPath(): { key: string; value: string }[] {
  const lines = readFileSync(`${root}/_headers`, 'utf8').split('\n')
  const start = lines.indexOf('/*')
  if (start < 0) throw new Error(`${root}/_headers has no /* block`)
  const out: { key: string; value: string }[] = []
  for (const line of lines.slice(start + 1)) {
    const header = /^\s+([\w-]+):\s*(.*)$/.exec(line)
    if (!header) break
    out.push({ key: header[1] ?? '', value: header[2] ?? '' })
  }
  return out
}

const headers = headersForEveryPath()
const csp = headers.find((h) => h.key === 'Content-Security-Policy')?.value ?? ''

let server: Server
let siteUrl: string
let browser: Browser

beforeAll(async () => {
  // serve-handler with its defaults (clean URLs: /en serves en.html) and only the host files' headers.
  server = createServer((req, res) => void handler(req, res, { public: root, headers: [{ source: '**', headers }] }))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  siteUrl = `http://127.0.0.1:${address.port}`
  browser = await chromium.launch({ executablePath: chromiumPath, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'] })
})

afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => server?.close(resolve))
})

type Document = { path: string; events: string[] }

/**
 * Opens `/` in a fresh browser of that language and cookie; waits until the page it ends on has
 * painted its content. Returns every document the tab committed, in order, with its lifecycle
 * events, the cookie then stored, and what the console said.
 */
async function openRoot(options: BrowserContextOptions, cookie?: string, from?: string, slowEnglish = 0) {
  const context = await browser.newContext(options)
  if (cookie) await context.addCookies([{ name: cookieName, value: cookie, url: siteUrl }])
  const page = await context.newPage()
  const console: string[] = []
  page.on('console', (message) => console.push(`${message.type()}: ${message.text()}`))
  page.on('pageerror', (error) => console.push(`pageerror: ${error.message}`))
  if (from) await page.goto(siteUrl + from)
  if (slowEnglish) {
    await page.route(
      (url) => url.pathname === '/en',
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, slowEnglish))
        await route.continue()
      },
    )
  }
  const cdp = await context.newCDPSession(page)
  const documents = new Map<string, Document>()
  const order: Document[] = []
  cdp.on('Page.frameNavigated', ({ frame }) => {
    if (frame.parentId) return
    const doc = { path: new URL(frame.url).pathname + new URL(frame.url).search, events: documents.get(frame.loaderId)?.events ?? [] }
    documents.set(frame.loaderId, doc)
    order.push(doc)
  })
  cdp.on('Page.lifecycleEvent', ({ loaderId, name }) => {
    const doc = documents.get(loaderId) ?? { path: '?', events: [] }
    documents.set(loaderId, doc)
    doc.events.push(name)
  })
  await cdp.send('Page.enable')
  await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true })
  await page.goto(`${siteUrl}/?utm_source=news`, { waitUntil: 'commit' })
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0 && document.readyState === 'complete')
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  const stored = (await context.cookies(siteUrl)).find((c) => c.name === cookieName)
  return { context, page, documents: order, finalPath: new URL(page.url()).pathname + new URL(page.url()).search, cookie: stored?.value, console }
}

const painted = (doc: Document) => doc.events.includes('firstPaint') || doc.events.includes('firstContentfulPaint')
/** A page's code starts only once it has loaded (renderer/render/shell.ts scriptsAfterLoad): without `load`, no hydration. */
const leftUnseen = (doc?: Document) => doc !== undefined && !painted(doc) && !doc.events.includes('load')
const lifecycle = (doc?: Document) => `the Czech root's lifecycle: ${doc?.events.join(', ') ?? 'none'}`

describe('/ on a plain static host (issue 51)', () => {
  it("the host files' CSP has no 'unsafe-inline' and allows the root's first script by its hash", () => {
    expect(csp).toMatch(/script-src /)
    expect(csp).not.toContain('unsafe-inline')
    const hash = createHash('sha256').update(rootLanguageScript).digest('base64')
    expect(csp).toContain(`'sha256-${hash}'`)
    expect(readFileSync(`${root}/index.html`, 'utf8')).toContain(`<script>${rootLanguageScript}</script>`)
  })

  it('an English browser reaches /en (query kept) without the Czech page painting or hydrating, under the CSP, and remembers English', async () => {
    const { context, documents, finalPath, cookie, console } = await openRoot({ locale: 'en-US' })
    expect(finalPath).toBe('/en?utm_source=news')
    expect(documents.map((d) => d.path)).toEqual(['/?utm_source=news', '/en?utm_source=news'])
    const [czech, english] = documents
    expect(leftUnseen(czech), lifecycle(czech)).toBe(true)
    // The detector sees paints: the English page's are there.
    expect(english?.events).toContain('firstContentfulPaint')
    expect(cookie).toBe('en')
    expect(console.filter((m) => /Content Security Policy|error/i.test(m))).toEqual([])
    await context.close()
  })

  it('nothing of the Czech page is painted while /en is slow to arrive', async () => {
    const { context, documents, finalPath } = await openRoot({ locale: 'en-US' }, undefined, undefined, 3_000)
    expect(finalPath).toBe('/en?utm_source=news')
    expect(documents.map((d) => d.path)).toEqual(['/?utm_source=news', '/en?utm_source=news'])
    expect(leftUnseen(documents[0]), lifecycle(documents[0])).toBe(true)
    await context.close()
  })

  it('Back from /en skips the root (the address was replaced)', async () => {
    const { context, page, finalPath } = await openRoot({ locale: 'en-US' }, undefined, '/en/404')
    expect(finalPath).toBe('/en?utm_source=news')
    await page.goBack({ waitUntil: 'commit' })
    expect(new URL(page.url()).pathname).toBe('/en/404')
    await context.close()
  })

  it('a Czech browser stays on the root, which paints and hydrates under the CSP and remembers Czech', async () => {
    const { context, documents, finalPath, cookie, console } = await openRoot({ locale: 'cs-CZ' })
    expect(finalPath).toBe('/?utm_source=news')
    expect(documents.map((d) => d.path)).toEqual(['/?utm_source=news'])
    expect(documents[0]?.events).toContain('firstContentfulPaint')
    expect(cookie).toBe('cs')
    expect(console.filter((m) => /Content Security Policy|error/i.test(m))).toEqual([])
    await context.close()
  })

  it('the cookie wins in both directions: Czech chosen in an English browser stays, English chosen in a Czech browser goes without a Czech paint', async () => {
    const stays = await openRoot({ locale: 'en-US' }, 'cs')
    expect(stays.finalPath).toBe('/?utm_source=news')
    expect(stays.documents.map((d) => d.path)).toEqual(['/?utm_source=news'])
    expect(stays.cookie).toBe('cs')
    await stays.context.close()

    const goes = await openRoot({ locale: 'cs-CZ' }, 'en')
    expect(goes.finalPath).toBe('/en?utm_source=news')
    expect(goes.documents.map((d) => d.path)).toEqual(['/?utm_source=news', '/en?utm_source=news'])
    expect(leftUnseen(goes.documents[0]), lifecycle(goes.documents[0])).toBe(true)
    expect(goes.cookie).toBe('en')
    await goes.context.close()
  })
})
