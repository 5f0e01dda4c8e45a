import { describe, expect, it } from 'vitest'
import { applyShell, deriveShell, pageScriptsId, scriptLoader, scriptsAfterLoad, withFirstScript, type Shell } from './shell.js'
import { intlWarmUp } from '../../client/pageScriptLoader.js'

const meta = `<meta name="description" content="${'A page long enough to be found again after the injected tags. '.repeat(4)}"/>`
const ours =
  '<!DOCTYPE html><html><head><meta charset="utf-8"/>' +
  meta +
  '<title>t</title><script id="page-context" type="application/json">{"layout":"default"}</script></head><body><div id="root"><main>x</main></div></body></html>'
const vike =
  '<!DOCTYPE html><html><head><link rel="stylesheet" type="text/css" href="/assets/static/a.css"><meta charset="utf-8"/>' +
  meta +
  '<title>t</title><script id="page-context" type="application/json">{"layout":"default"}</script></head><body><div id="root"><main>x</main></div><script src="/assets/entries/pages_a.js" type="module" async></script></body></html>'

describe('deriveShell', () => {
  it("takes what Vike adds around an HTML-only page and gives Vike's file back", () => {
    const shell = deriveShell(vike, ours)
    expect(shell.head).toBe('<link rel="stylesheet" type="text/css" href="/assets/static/a.css">')
    expect(shell.body).toBe('<script src="/assets/entries/pages_a.js" type="module" async></script>')
    expect(applyShell(shell, ours)).toBe(vike)
    // Another URL of the same page gets the same tags around its own document.
    expect(applyShell(shell, ours.replace('<main>x</main>', '<main>y</main>'))).toBe(vike.replace('<main>x</main>', '<main>y</main>'))
  })
  it('refuses documents that differ inside the page', () => {
    expect(() => deriveShell(vike, ours.replace('<main>x</main>', '<main>z</main>'))).toThrowError(/differ inside the page/)
  })
})

describe('scriptsAfterLoad', () => {
  const shell: Shell = { head: '', body: '<script src="/assets/entries/e.js" type="module" async></script>', tailLength: 0 }
  const graph: Record<string, string[]> = { '/assets/entries/e.js': ['/assets/chunks/a.js', '/assets/chunks/b.js'], '/assets/chunks/a.js': ['/assets/chunks/b.js'], '/assets/chunks/b.js': [] }
  const closure = (entries: string[]) => {
    const seen = new Set<string>()
    const visit = (p: string) => {
      if (!seen.has(p)) {
        seen.add(p)
        ;(graph[p] ?? []).forEach(visit)
      }
    }
    entries.forEach(visit)
    return [...seen]
  }
  it("replaces the entry script by the list of the page's modules, entry first, and the one loader", () => {
    const body = scriptsAfterLoad(shell, closure).body
    expect(body).not.toContain('src=')
    expect(body).toBe(
      `<script id="${pageScriptsId}" type="application/json">["/assets/entries/e.js","/assets/chunks/a.js","/assets/chunks/b.js"]</script><script type="module">${scriptLoader}</script>`,
    )
  })
  it('puts the scripts at the end of the body, the page before them', () => {
    const html = applyShell(scriptsAfterLoad({ ...shell, tailLength: '</body></html>'.length }, closure), '<html><head><title>t</title></head><body><div id="root"></div></body></html>')
    expect(html.indexOf('<div id="root">')).toBeLessThan(html.indexOf(pageScriptsId))
    expect(html.endsWith('</script></body></html>')).toBe(true)
  })
  it('loads the modules once the page has loaded and been painted, and starts the Intl warm-up worker at once', () => {
    const appended: string[] = []
    const imported: string[] = []
    const workers: string[] = []
    let onLoad: (() => void) | null = null
    let onPaint: (() => void) | null = null
    const doc = {
      readyState: 'interactive',
      getElementById: () => ({ textContent: '["/e.js","/a.js"]' }),
      createElement: () => ({ rel: '', href: '' }),
      head: { append: (l: { rel: string; href: string }) => appended.push(`${l.rel} ${l.href}`) },
    }
    class Observer {
      static supportedEntryTypes = ['paint']
      constructor(private readonly callback: (list: unknown, observer: { disconnect(): void }) => void) {}
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: 'paint', buffered: true })
        onPaint = () => this.callback([], { disconnect: () => undefined })
      }
    }
    const run = new Function('document', 'addEventListener', 'PerformanceObserver', 'import_', 'Worker', scriptLoader.replace('import(s[0])', 'import_(s[0])'))
    run(
      doc,
      (_: string, f: () => void) => {
        onLoad = f
      },
      Observer,
      (u: string) => imported.push(u),
      class {
        constructor(url: string) {
          workers.push(url)
        }
      },
    )
    const call = (f: (() => void) | null) => f?.()
    expect(workers).toEqual([intlWarmUp])
    expect(imported).toEqual([])
    call(onLoad)
    expect(imported).toEqual([])
    call(onPaint)
    expect(appended).toEqual(['modulepreload /a.js'])
    expect(imported).toEqual(['/e.js'])
  })
  it('loads the modules when the browser refuses the worker (a policy without it)', () => {
    const imported: string[] = []
    const doc = { readyState: 'complete', getElementById: () => ({ textContent: '["/e.js"]' }), createElement: () => ({}), head: { append: () => undefined } }
    const run = new Function('document', 'addEventListener', 'PerformanceObserver', 'import_', 'Worker', scriptLoader.replace('import(s[0])', 'import_(s[0])'))
    const refused = class {
      constructor() {
        throw new Error('SecurityError: refused by worker-src')
      }
    }
    run(
      doc,
      () => undefined,
      {},
      (u: string) => imported.push(u),
      refused,
    )
    expect(imported).toEqual(['/e.js'])
  })
  it('refuses a shell without exactly one entry script', () => {
    expect(() => scriptsAfterLoad({ ...shell, body: '' }, closure)).toThrowError(/one entry script/)
  })
})

describe('withFirstScript', () => {
  it('puts the script before the style sheet, behind only the charset, which stays in the first bytes', () => {
    const html = withFirstScript(vike, '<script>go()</script>')
    expect(html).toBe(vike.replace('<head><link', '<head><meta charset="utf-8"/><script>go()</script><link').replace('a.css"><meta charset="utf-8"/>', 'a.css">'))
    expect(html.match(/<meta charset/g)).toHaveLength(1)
    expect(html.indexOf('<script>go()</script>')).toBeLessThan(html.indexOf('<link rel="stylesheet"'))
  })
  it('refuses a document without a charset in its head', () => {
    expect(() => withFirstScript('<html><head><title>t</title></head></html>', '<script></script>')).toThrowError(/meta charset/)
  })
})
