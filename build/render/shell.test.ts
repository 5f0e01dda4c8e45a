import { describe, expect, it } from 'vitest'
import { applyShell, lowPriorityScripts, type Shell } from './shell.js'

describe('lowPriorityScripts', () => {
  const shell: Shell = {
    head: '<link rel="stylesheet" type="text/css" href="/assets/static/a.css">',
    bodyBefore: '<script id="vike_pageContext" type="application/json">',
    bodyAfter: '</script>\n<script src="/assets/entries/entry.js" type="module" async></script>\n<link rel="modulepreload" href="/assets/chunks/c.js" as="script" type="text/javascript">',
    tailLength: '</body></html>'.length,
  }
  it('asks for low priority on the entry script and the module preloads only', () => {
    const low = lowPriorityScripts(shell)
    expect(low.head).toBe(shell.head)
    expect(low.bodyBefore).toBe(shell.bodyBefore)
    expect(low.bodyAfter).toBe('</script>\n<script src="/assets/entries/entry.js" type="module" async fetchpriority="low"></script>\n<link rel="modulepreload" href="/assets/chunks/c.js" as="script" type="text/javascript" fetchpriority="low">')
    expect(lowPriorityScripts(low)).toEqual(low)
  })
  it('keeps the page and its data where applyShell puts them', () => {
    const html = applyShell(lowPriorityScripts(shell), '<html><head><title>t</title></head><body><div id="root"></div></body></html>', '{"a":1}')
    expect(html).toContain('<script id="vike_pageContext" type="application/json">{"a":1}</script>')
    expect(html.endsWith('fetchpriority="low"></body></html>')).toBe(true)
  })
})
