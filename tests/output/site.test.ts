// Checks on the build output (issue: "Checks on the build output"): the built site, served over
// HTTP by the preview server, has no broken internal link or fragment, every page is reachable
// from the home pages, canonicals point at themselves, hreflang is reciprocal, and the sitemap
// lists only pages that exist.
import { readdirSync, readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { site } from '../../shared/config/site.js'
import { routes, type RouteKey } from '../../shared/config/routes.js'
import { fileForUrl } from '../../hosting/staticFiles.js'
import { startPreviewServer } from '../../tools/preview/preview-server.js'
import { jsonScriptText } from '../../renderer/render/links.js'
import { clientContextId, parseClientContext } from '../../renderer/pageContext.js'
import { prerenderUrls } from '../../renderer/prerender.js'
import { htmlFiles, urlForFile } from '../../tools/scripts/html.js'
import { crawl, type CrawledPage, type Ref } from './crawl.js'
import { compileHint, compileHintFrom } from '../../renderer/vite-plugin-compile-hints.js'
import { parseSync, Visitor, type ESTree } from 'vite'

const root = 'dist/client'
let server: Awaited<ReturnType<typeof startPreviewServer>>
let pages: Map<string, CrawledPage>
let refs: Ref[]

beforeAll(async () => {
  server = await startPreviewServer({ root, port: 0 })
  ;({ pages, refs } = await crawl(server.url, ['/', '/en']))
}, 300_000)
afterAll(() => server?.close())

describe('built site', () => {
  it('every internal href/src/srcset resolves with 200', () => {
    const broken = refs.filter((r) => pages.get(r.url.split('#')[0]!.split('?')[0]!)?.status !== 200)
    expect(broken.map((r) => `${r.from} → ${r.url}`)).toEqual([])
  })

  it('every page has one h1 and skips no heading level', () => {
    const bad: string[] = []
    for (const page of pages.values()) {
      if (!page.contentType.includes('text/html') || page.status !== 200) continue
      const h1 = page.headings.filter((l) => l === 1).length
      if (h1 !== 1) bad.push(`${page.url}: ${h1} h1`)
      let previous = 0
      for (const level of page.headings) {
        if (level > previous + 1) bad.push(`${page.url}: h${previous} → h${level}`)
        previous = level
      }
    }
    expect(bad).toEqual([])
  })

  it('every #fragment exists on its page', () => {
    const missing = refs.filter((r) => {
      const [path, fragment] = r.url.split('#')
      if (!fragment) return false
      const page = pages.get(path!.split('?')[0] || r.from)
      return !page?.ids.has(decodeURIComponent(fragment))
    })
    expect(missing.map((r) => `${r.from} → ${r.url}`)).toEqual([])
  })

  it('every pre-rendered page is reachable from the home pages by links', () => {
    const crawled = new Set([...pages.keys()])
    // Reached another way: thank-you pages after a sent form, maintenance by the host's redirect,
    // 404 pages for unknown URLs, the account page after signing in. All of them are noindex.
    const notLinked = new Set<RouteKey>(['careerThanks', 'servicesThanks', 'maintenance', 'notFound', 'account'])
    const expected = (Object.keys(routes) as RouteKey[]).filter((k) => !notLinked.has(k))
    const unreached = prerenderUrls(...expected)
      .map((u) => u.split('#')[0]!)
      .filter((u) => !crawled.has(u))
    expect(unreached).toEqual([])
    expect(htmlFiles(root).length).toBeGreaterThan(400)
  })

  it('no two routes write the same file, and every listed URL was written', () => {
    const urls = prerenderUrls(...(Object.keys(routes) as RouteKey[]))
    const files = urls.map(fileForUrl)
    expect(files.length).toBe(new Set(files).size)
    const written = new Set(htmlFiles(root))
    expect(files.filter((f) => !written.has(f))).toEqual([])
  })

  it('writes only the pages of the route table (no + files from elsewhere, e.g. tools/bench/plain-vike)', () => {
    const listed = new Set(prerenderUrls(...(Object.keys(routes) as RouteKey[])).map(fileForUrl))
    // 404.html: Vike's error page, served for unknown URLs.
    expect(htmlFiles(root).filter((f) => !listed.has(f))).toEqual(['404.html'])
    expect(readdirSync(`${root}/assets/entries`).filter((f) => f.startsWith('bench_'))).toEqual([])
  })

  it('every indexable page has a self canonical and reciprocal hreflang alternates', () => {
    const problems: string[] = []
    for (const page of pages.values()) {
      if (!page.head || page.head.noindex) continue
      const self = site.url + page.url
      if (page.head.canonical !== self) problems.push(`${page.url}: canonical ${page.head.canonical}`)
      const alternates = Object.entries(page.head.alternates).filter(([lang]) => lang !== 'x-default')
      if (alternates.length === 0) continue
      if (!alternates.some(([, href]) => href === self)) problems.push(`${page.url}: hreflang does not list itself`)
      for (const [lang, href] of alternates) {
        const other = pages.get(href.slice(site.url.length) || '/')
        if (!other?.head) {
          problems.push(`${page.url}: hreflang ${lang} → ${href} not crawled`)
          continue
        }
        if (!Object.values(other.head.alternates).includes(self)) problems.push(`${page.url}: ${href} does not link back`)
      }
    }
    expect(problems).toEqual([])
  })

  it("pages name their locale's chrome file instead of carrying the chrome, and repeat no head-only data for the browser", () => {
    const chromeOf = new Map<string, string>()
    let checked = 0
    let withJsonLd = 0
    for (const file of htmlFiles(root)) {
      const url = urlForFile(file)
      const html = readFileSync(`${root}/${file}`, 'utf8')
      // Every page carries its context for the hydration (renderer/pageContext.tsx).
      const inline = jsonScriptText(html, clientContextId)
      expect(inline, url).toBeDefined()
      const fromHtml = parseClientContext(inline ?? '')
      const data = fromHtml.data
      if (typeof data !== 'object' || data === null) continue // error pages: no data, a minimal header
      expect(data, url).not.toHaveProperty('chrome')
      // The JSON-LD is in the head (+Head), which is not hydrated: not in the page's context too.
      if ('seo' in data && typeof data.seo === 'object' && data.seo !== null) expect(data.seo, url).not.toHaveProperty('jsonLd')
      if (/<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"(?!BreadcrumbList)/.test(html)) withJsonLd++
      const ref = 'chromeRef' in data ? String(data.chromeRef) : ''
      expect(ref, url).toMatch(new RegExp(`^/assets/chrome/${fromHtml.locale}\\.[\\w-]+\\.json$`))
      expect(html, url).toContain(`<link rel="preload" href="${ref}" as="fetch" crossorigin="anonymous"/>`)
      // One file per locale, the same for every page of it.
      expect(chromeOf.get(fromHtml.locale ?? '') ?? ref, url).toBe(ref)
      chromeOf.set(fromHtml.locale ?? '', ref)
      checked++
    }
    expect(checked).toBeGreaterThan(300)
    expect(withJsonLd).toBeGreaterThan(100)
    expect([...chromeOf.keys()].sort()).toEqual(['cs', 'en'])
    for (const ref of chromeOf.values()) {
      const chrome = JSON.parse(readFileSync(`${root}${ref}`, 'utf8')) as { topMenu: unknown[]; contacts: unknown }
      expect(chrome.topMenu.length).toBeGreaterThan(0)
      expect(chrome.contacts).toBeTruthy()
    }
  })

  it("every large script of the site starts with V8's compile hint, so Chromium compiles it off the main thread (issue 51)", () => {
    const scripts = ['entries', 'chunks'].flatMap((dir) =>
      readdirSync(`${root}/assets/${dir}`)
        .filter((f) => f.endsWith('.js'))
        .map((f) => `${root}/assets/${dir}/${f}`),
    )
    const large = scripts.filter((f) => readFileSync(f, 'utf8').length >= compileHintFrom)
    // react-dom's chunk at least
    expect(large.length).toBeGreaterThan(0)
    expect(large.filter((f) => !readFileSync(f, 'utf8').startsWith(compileHint))).toEqual([])
  })

  it("no large script keeps an Error made in the code of a large function, such as react-dom's wrapper (issue 51)", () => {
    // Such an error's stack makes an inspector (Lighthouse) re-parse that function on the main
    // thread: renderer/vite-plugin-stackless-sentinels.ts makes react-dom's without a stack.
    const large = ['entries', 'chunks']
      .flatMap((dir) => readdirSync(`${root}/assets/${dir}`).map((f) => `${root}/assets/${dir}/${f}`))
      .filter((f) => f.endsWith('.js') && readFileSync(f, 'utf8').length >= compileHintFrom)
    const found = large.flatMap((f) => errorsKeptInLargeFunctions(readFileSync(f, 'utf8'), compileHintFrom).map((at) => `${f} at ${at}`))
    expect(large.length).toBeGreaterThan(0)
    expect(found).toEqual([])
  })

  it('every sitemap URL is a page that answers 200', async () => {
    const xml = readFileSync(`${root}/sitemap.xml`, 'utf8')
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'))
    expect(locs.length).toBeGreaterThan(100)
    const bad: string[] = []
    for (const loc of locs) {
      const res = await fetch(server.url + loc.slice(site.url.length))
      if (res.status !== 200) bad.push(`${loc}: ${res.status}`)
      await res.arrayBuffer()
    }
    expect(bad).toEqual([])
  })

  it('unknown URLs get the localized 404 page with status 404', async () => {
    for (const [url, text] of [
      ['/neexistuje', 'Tato stránka nebyla nalezena'],
      ['/en/does-not-exist', 'This page could not be found'],
    ] as const) {
      const res = await fetch(server.url + url)
      expect(res.status).toBe(404)
      expect(await res.text()).toContain(text)
    }
  })
})

/** Offsets of `X = Error(…)` / `var X = new Error(…)` whose nearest enclosing function (or the module) spans `size` characters or more. */
function errorsKeptInLargeFunctions(code: string, size: number): number[] {
  const spans: number[] = [code.length]
  const out: number[] = []
  const into = (node: { start: number; end: number }) => void spans.push(node.end - node.start)
  const leave = () => void spans.pop()
  const check = (node: ESTree.Expression | null | undefined) => {
    if ((node?.type === 'CallExpression' || node?.type === 'NewExpression') && node.callee.type === 'Identifier' && node.callee.name === 'Error' && (spans.at(-1) ?? 0) >= size) out.push(node.start)
  }
  new Visitor({
    FunctionDeclaration: into,
    'FunctionDeclaration:exit': leave,
    FunctionExpression: into,
    'FunctionExpression:exit': leave,
    ArrowFunctionExpression: into,
    'ArrowFunctionExpression:exit': leave,
    VariableDeclarator: (node) => check(node.init),
    AssignmentExpression: (node) => check(node.right),
  }).visit(parseSync('chunk.js', code).program)
  return out
}
