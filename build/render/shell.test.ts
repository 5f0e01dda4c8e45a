import { describe, expect, it } from 'vitest'
import { applyShell, deriveShell, lowPriorityScripts, withModulePreloads, type Shell } from './shell.js'

const meta = `<meta name="description" content="${'A page long enough to be found again after the injected tags. '.repeat(4)}"/>`
const ours = '<!DOCTYPE html><html><head><meta charset="utf-8"/>' + meta + '<title>t</title><script id="page-context" type="application/json">{"layout":"default"}</script></head><body><div id="root"><main>x</main></div></body></html>'
const vike = '<!DOCTYPE html><html><head><link rel="stylesheet" type="text/css" href="/assets/static/a.css"><meta charset="utf-8"/>' + meta + '<title>t</title><script id="page-context" type="application/json">{"layout":"default"}</script></head><body><div id="root"><main>x</main></div><script src="/assets/entries/pages_a.js" type="module" async></script></body></html>'

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

describe('withModulePreloads', () => {
  it("preloads every module the entry imports statically, not the entry itself", () => {
    const shell: Shell = { head: '', body: '<script src="/assets/entries/e.js" type="module" async></script>', tailLength: 0 }
    const graph: Record<string, string[]> = { '/assets/entries/e.js': ['/assets/chunks/a.js', '/assets/chunks/b.js'], '/assets/chunks/a.js': ['/assets/chunks/b.js'], '/assets/chunks/b.js': [] }
    const closure = (entries: string[]) => {
      const seen = new Set<string>()
      const visit = (p: string) => { if (!seen.has(p)) { seen.add(p); (graph[p] ?? []).forEach(visit) } }
      entries.forEach(visit)
      return [...seen]
    }
    expect(withModulePreloads(shell, closure).body).toBe(shell.body +
      '<link rel="modulepreload" href="/assets/chunks/a.js" as="script" type="text/javascript">' +
      '<link rel="modulepreload" href="/assets/chunks/b.js" as="script" type="text/javascript">')
  })
})

describe('lowPriorityScripts', () => {
  const shell: Shell = {
    head: '<link rel="stylesheet" type="text/css" href="/assets/static/a.css">',
    body: '<script src="/assets/entries/entry.js" type="module" async></script><link rel="modulepreload" href="/assets/chunks/c.js" as="script" type="text/javascript">',
    tailLength: '</body></html>'.length,
  }
  it('asks for low priority on the entry script and the module preloads only', () => {
    const low = lowPriorityScripts(shell)
    expect(low.head).toBe(shell.head)
    expect(low.body).toBe('<script src="/assets/entries/entry.js" type="module" async fetchpriority="low"></script><link rel="modulepreload" href="/assets/chunks/c.js" as="script" type="text/javascript" fetchpriority="low">')
    expect(lowPriorityScripts(low)).toEqual(low)
  })
  it('puts the scripts at the end of the body', () => {
    const html = applyShell(lowPriorityScripts(shell), '<html><head><title>t</title></head><body><div id="root"></div></body></html>')
    expect(html.endsWith('fetchpriority="low"></body></html>')).toBe(true)
  })
})
