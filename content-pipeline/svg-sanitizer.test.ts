import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { renderSvg } from '../tools/sample-api/media/svg.js'
import { attacks, refusedAttacks } from './svg-attacks.js'
import { sanitizeSvg, unsafeCss } from './svg-sanitizer.js'

const { window } = new JSDOM('')
const SVG_NS = 'http://www.w3.org/2000/svg'

/** Everything in a published SVG that could run script or load from elsewhere, as messages. */
function dangers(svg: string): string[] {
  const doc = new window.DOMParser().parseFromString(svg, 'image/svg+xml')
  const found: string[] = []
  if (doc.getElementsByTagName('parsererror').length) found.push('not well-formed')
  if (doc.doctype) found.push('a DOCTYPE')
  const walk = (node: Node) => {
    if (node.nodeType === node.PROCESSING_INSTRUCTION_NODE) found.push('a processing instruction')
    if (node instanceof window.Element) {
      if (node.namespaceURI !== SVG_NS) found.push(`<${node.tagName}> in ${node.namespaceURI ?? 'no namespace'}`)
      if (['script', 'foreignObject', 'set', 'animate', 'iframe', 'handler', 'listener'].includes(node.localName)) found.push(`<${node.localName}>`)
      if (node.localName === 'style' && unsafeCss(node.textContent ?? '')) found.push(`<style>${node.textContent ?? ''}`)
      for (const attr of [...node.attributes]) {
        const value = attr.value.trim()
        if (/^on/i.test(attr.localName)) found.push(`event attribute ${attr.name}`)
        if (/^(?:href|attributename)$/i.test(attr.localName) && /script|data:(?!image\/(?:png|jpeg|gif|webp|avif);)/i.test(value.replace(/\s/g, ''))) found.push(`${attr.name}="${value}"`)
        if (attr.localName === 'href' && !value.startsWith('#') && !(node.localName === 'a' && /^(?:https?|mailto|tel):/i.test(value)) && !/^data:image\//i.test(value)) {
          found.push(`${attr.name}="${value}" on <${node.localName}>`)
        }
        if (unsafeCss(value)) found.push(`${attr.name}="${value}"`)
      }
    }
    for (const child of [...node.childNodes]) walk(child)
  }
  walk(doc)
  return found
}

describe('sanitizeSvg: the attack corpus (svg-attacks/)', () => {
  const corpus = attacks()

  it('holds the attacks the issue names', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(25)
    for (const kind of ['script-prefixed', 'href-charref', 'entity-payload', 'set-href', 'animate-href', 'foreignobject-script', 'use-external', 'css-import-url', 'onload-root']) {
      expect(corpus.map((a) => a.name)).toContain(kind)
    }
  })

  for (const attack of corpus) {
    it(`${attack.name}: refused, or published with nothing that runs script or loads from elsewhere`, () => {
      // That each attack is real (runs script in Chromium as the API sent it) is shown by tests/e2e/svg-attacks.test.ts.
      const result = sanitizeSvg(attack.bytes)
      const refusal = refusedAttacks[attack.name]
      if (refusal) {
        expect(result).toEqual({ refused: expect.stringMatching(refusal) })
        return
      }
      if (!('svg' in result)) throw new Error(`${attack.name} was refused: ${result.refused}`)
      expect(dangers(result.svg)).toEqual([])
      // What was drawn stays: the teal background of every attack file.
      expect(result.svg).toMatch(/<rect [^>]*width="(?:400|200)"/)
    })
  }
})

describe('sanitizeSvg: what a drawing keeps', () => {
  it("publishes the sample site's SVGs (tools/sample-api/media) byte for byte, nothing removed", () => {
    const paths = ['/media/blog/a.svg', '/media/banners/b.svg', '/media/banners/mobile-c.svg', '/media/people/d.svg', '/media/services/e.svg']
    for (const style of ['avatar', 'logo', 'icon', 'art'] as const) {
      for (const path of paths) {
        const source = renderSvg(path, style, 'Daň z příjmů & <účetnictví>', 'Jana Nováková')
        expect(sanitizeSvg(Buffer.from(source)), `${style} ${path}`).toEqual({ svg: source.trimEnd(), removed: [] })
      }
    }
  })

  it('keeps local references, links to web pages, raster images and safe CSS', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">' +
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#f28c28"/></linearGradient><path id="p" d="M0 0h1"/></defs>' +
      '<style><![CDATA[rect { fill: url(#g) } text > tspan { font-weight: 700 }]]></style>' +
      '<a href="https://example.org/x?a=1&amp;b=2"><rect width="10" height="10" style="fill: url( \'#g\' )"/></a>' +
      '<use xlink:href="#p"/><image width="1" height="1" href="data:image/png;base64,iVBORw0KGgo="/>' +
      '<svg:circle xmlns:svg="http://www.w3.org/2000/svg" r="1" fill="url(#g)"/></svg>'
    const result = sanitizeSvg(Buffer.from(svg))
    if (!('svg' in result)) throw new Error(result.refused)
    expect(result.removed).toEqual([])
    expect(result.svg).toContain('<style>rect { fill: url(#g) } text &gt; tspan { font-weight: 700 }</style>')
    expect(result.svg).toContain('<a href="https://example.org/x?a=1&amp;b=2"><rect width="10" height="10" style="fill: url( \'#g\' )"/></a>')
    expect(result.svg).toContain('<use xlink:href="#p"/>')
    expect(result.svg).toContain('href="data:image/png;base64,iVBORw0KGgo="')
    expect(result.svg).toContain('<circle r="1" fill="url(#g)"/>')
  })

  it('says what it removed, to be reported with the file', () => {
    const result = sanitizeSvg(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="x()"><script>x()</script><rect style="background:url(https://t.example/p.gif)"/></svg>'))
    expect(result).toEqual({
      svg: '<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>',
      removed: expect.arrayContaining(['onload on <svg>', '<script>', 'style on <rect> (a CSS url() that is not url(#id))']),
    })
  })

  it('refuses what is not UTF-8 and what has nothing left', () => {
    expect(sanitizeSvg(Buffer.from([0x3c, 0x73, 0xff, 0xfe]))).toEqual({ refused: 'SVG is not UTF-8 text' })
  })
})

describe('unsafeCss', () => {
  it('allows url(#id) only, and no import, escape or binding', () => {
    expect(unsafeCss('fill: url(#a); stroke: url("#b")')).toBeUndefined()
    expect(unsafeCss('fill: url(#a) , url(x.svg#b)')).toBe('a CSS url() that is not url(#id)')
    expect(unsafeCss('background: URL ( x )')).toBe('a CSS url() that is not url(#id)')
    expect(unsafeCss('@IMPORT "x.css"')).toBe('@import')
    expect(unsafeCss('background: u\\72l(x)')).toBe('a CSS escape')
    expect(unsafeCss('background: image-set("x.png" 1x)')).toBe('a CSS image-set() that is not url(#id)')
    expect(unsafeCss('-moz-binding: x')).toBe('a CSS binding')
  })
})
