// The attack SVGs of content-pipeline/svg-attacks/ in real Chromium (issue 52): as the API sent
// them, the live ones run script from a top-level document (the proof that each is an attack);
// as the sanitizer publishes them, none runs script or loads anything from elsewhere, whether
// opened as a document, shown by <img> or embedded by <object>. Each payload calls
// `/__ran/{name}` or loads `/__payload/…` on this test's own server, which records every hit.
// And the headers every host sends under /media/ (hosting/headers.ts mediaPolicy) keep even the
// unsanitized live ones from running script: a second wall, for a file the sanitizer would miss.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { attacks, refusedAttacks } from '../../content-pipeline/svg-attacks.js'
import { sanitizeSvg } from '../../content-pipeline/svg-sanitizer.js'
import { mediaPolicy, securityHeaders, securityHeadersFor } from '../../hosting/headers.js'
import { chromiumPath } from './browser.js'

/** Attacks that run script in Chromium as sent: the test fails if one stops being an attack. */
const liveInChromium = [
  'script-plain',
  'script-prefixed',
  'script-prefixed-inner',
  'script-xhtml',
  'script-external',
  'onload-root',
  'onbegin-animation',
  'href-charref',
  'xlink-href-whitespace',
  'set-href',
  'foreignobject-script',
]

const corpus = attacks()
const published = new Map(
  corpus.flatMap((a) => {
    const result = sanitizeSvg(a.bytes)
    return 'svg' in result ? [[a.name, result.svg]] : []
  }),
)

const mediaHeaders = securityHeadersFor(securityHeaders([]), mediaPolicy, `${mediaPolicy.prefix}x.svg`)

const xslt = `<?xml version="1.0"?><xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"><xsl:template match="/"><html><body><script>fetch("/__ran/xslt")</script></body></html></xsl:template></xsl:stylesheet>`

let server: Server
let base = ''
let browser: Browser

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    const [, kind = '', name = ''] = url.pathname.split('/')
    const svg = kind === 'raw' ? corpus.find((a) => `${a.name}.svg` === name)?.bytes : kind === 'clean' ? published.get(name.replace(/\.svg$/, '')) : undefined
    if (svg !== undefined) return void res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(svg)
    const guarded = kind === 'guarded' ? corpus.find((a) => `${a.name}.svg` === name)?.bytes : undefined
    if (guarded) return void res.writeHead(200, { 'content-type': 'image/svg+xml', ...Object.fromEntries(mediaHeaders) }).end(guarded)
    if (kind === 'img' || kind === 'object') {
      const src = `/clean/${name}.svg`
      const tag = kind === 'img' ? `<img src="${src}" width="400" height="400">` : `<object data="${src}" type="image/svg+xml" width="400" height="400"></object>`
      return void res.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><body style="margin:0">${tag}</body>`)
    }
    if (kind === '__payload' && name.endsWith('.js')) return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(`fetch("/__ran/${name}")`)
    if (kind === '__payload' && name.endsWith('.xsl')) return void res.writeHead(200, { 'content-type': 'text/xsl' }).end(xslt)
    res.writeHead(404).end()
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  browser = await chromium.launch({ executablePath: chromiumPath, args: ['--headless', '--no-sandbox', '--disable-gpu'] })
})

afterAll(async () => {
  await browser?.close()
  await new Promise((done) => server?.close(done))
})

/**
 * Opens `path`, waits for animations and loads, clicks the middle (the links), and returns the
 * payload and "ran" requests its pages made (the context's own: visits run side by side).
 */
async function visit(path: string): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: 400, height: 400 } })
  const made: string[] = []
  context.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.startsWith('/__ran/') || pathname.startsWith('/__payload/')) made.push(pathname)
  })
  const page: Page = await context.newPage()
  try {
    await page.goto(base + path, { waitUntil: 'load' })
    await page.waitForTimeout(300)
    await page.mouse.click(200, 200)
    await page.waitForTimeout(300)
  } catch {
    // A navigation the click started (to a javascript: URL or away) may end the page: what it hit is counted.
  }
  await context.close()
  return made
}

/** The names whose visit (`path(name)`) made a request that `counts`, four visits at a time. */
async function namesThatHit(names: readonly string[], path: (name: string) => string, counts: (hit: string) => boolean): Promise<string[]> {
  const hit: string[] = []
  for (let i = 0; i < names.length; i += 4) {
    const batch = names.slice(i, i + 4)
    const results = await Promise.all(batch.map((name) => visit(path(name))))
    batch.forEach((name, j) => {
      if (results[j]?.some(counts)) hit.push(name)
    })
  }
  return hit
}

describe('attack SVGs in Chromium', () => {
  it('the live attacks run script as the API sent them (opened as a document)', async () => {
    expect(
      await namesThatHit(
        liveInChromium,
        (name) => `/raw/${name}.svg`,
        () => true,
      ),
    ).toEqual(liveInChromium)
  })

  it('the live attacks, unsanitized, run no script when served with the media headers', async () => {
    expect(
      await namesThatHit(
        liveInChromium,
        (name) => `/guarded/${name}.svg`,
        (hit) => hit.startsWith('/__ran/'),
      ),
    ).toEqual([])
  })

  it('every one is refused or published', () => {
    for (const attack of corpus) expect(published.has(attack.name) || attack.name in refusedAttacks, attack.name).toBe(true)
  })

  // Attacks the sanitizer publishes as the same bytes (27 attacks, 13 distinct files) are one
  // file to Chromium: its three visits are made once, for the first attack of those bytes.
  const visitsOf = new Map<string, Promise<{ document: string[]; img: string[]; object: string[] }>>()
  const visitsAsPublished = (name: string) => {
    const bytes = published.get(name) ?? name
    const known = visitsOf.get(bytes)
    if (known) return known
    const visits = Promise.all([visit(`/clean/${name}.svg`), visit(`/img/${name}`), visit(`/object/${name}`)]).then(([document, img, object]) => ({ document, img, object }))
    visitsOf.set(bytes, visits)
    return visits
  }
  for (const attack of corpus.filter((a) => !(a.name in refusedAttacks))) {
    it(`${attack.name}: as published, runs no script and loads nothing as a document, an <img> or an <object>`, async () => {
      expect(await visitsAsPublished(attack.name)).toEqual({ document: [], img: [], object: [] })
    })
  }
})
