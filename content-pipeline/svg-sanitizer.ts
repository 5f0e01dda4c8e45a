// SVG from the API, made safe to publish under the firm's origin (issue 52). An SVG opened as a
// document (a link to /media/x.svg) runs its scripts with the site's cookies and storage, so the
// pipeline publishes its own re-serialization of what is left after cleaning, never the API's bytes:
//
// 1. Parsed as XML by jsdom (namespace-aware, as a browser parses image/svg+xml): a file that is
//    not well-formed, not UTF-8, has no `<svg>` root in the SVG namespace, or declares a DOCTYPE
//    internal subset (entities a browser would expand into markup) is refused: there is no SVG
//    there to keep. A plain DOCTYPE, processing instructions and comments are not published.
// 2. Our own rules, which the allow-list below does not know: every `href` in any namespace
//    (`xlink:href`, a prefix of one's own) points into the file itself (`#id`), or for `<a>` to
//    http(s), mailto or tel, or for `<image>`/`<feImage>` to a raster `data:image/…;base64` —
//    else the attribute goes; CSS (`<style>`, `style`, presentation attributes) may name only
//    `url(#id)`, no other URL, no `@import`, no escapes, else it goes; an animation that targets
//    `href`, an event attribute or `style` goes.
// 3. DOMPurify with its SVG profiles (maintained by a security firm, run on jsdom as its authors
//    test it): an allow-list of SVG elements and attributes checked by namespace, so `svg:script`,
//    an XHTML `<script>` inside the SVG, `foreignObject`, `set`/`animate`, event attributes in any
//    case and `javascript:` URLs however spelled go.
// What step 2 and 3 removed is reported (a warning naming the file and its referrer): the file is
// published without it. jsdom is loaded on the first SVG only (a run with no new SVG pays nothing).
import createDOMPurify, { type DOMPurify } from 'dompurify'
import { JSDOM } from 'jsdom'

const SVG_NS = 'http://www.w3.org/2000/svg'

export type SanitizedSvg = { svg: string; removed: string[] } | { refused: string }

/** `href` values each element may keep (after trimming); anything else is removed. */
const localRef = /^#[^\s"'<>\\]*$/
const linkRef = /^(?:https?:\/\/|mailto:|tel:)[^\s"'<>\\]*$/i
const rasterData = /^data:image\/(?:png|jpeg|gif|webp|avif);base64,[A-Za-z0-9+/=\s]*$/i
const hrefRules: Record<string, readonly RegExp[]> = { a: [localRef, linkRef], image: [localRef, rasterData], feImage: [localRef, rasterData] }

const animations = new Set(['set', 'animate', 'animateTransform', 'animateMotion', 'animateColor', 'discard'])

/** Why a piece of CSS (or an attribute value) may load something or hide what it does; undefined when only `url(#id)` is used. */
export function unsafeCss(text: string): string | undefined {
  if (text.includes('\\')) return 'a CSS escape'
  if (/@import/i.test(text)) return '@import'
  const rest = text.replace(/url\(\s*(["']?)#[\w.:-]*\1\s*\)/gi, '')
  const loader = /\b(url|image|image-set|-webkit-image-set|cross-fade|element|src|expression)\s*\(/i.exec(rest)
  if (loader) return `a CSS ${loader[1]?.toLowerCase() ?? ''}() that is not url(#id)`
  if (/-moz-binding|behavior\s*:/i.test(rest)) return 'a CSS binding'
  return undefined
}

/**
 * `<svg:rect>` as `<rect>`: DOMPurify's allow-list names elements without a prefix, and would
 * drop a whole drawing written with one (a prefixed `<svg:script>` is then removed as any script).
 */
function withoutPrefix(el: Element): Element {
  if (el.namespaceURI !== SVG_NS || !el.prefix) return el
  const plain = el.ownerDocument.createElementNS(SVG_NS, el.localName)
  for (const attr of attributesOf(el)) plain.setAttributeNS(attr.namespaceURI, attr.name, attr.value)
  plain.append(...el.childNodes)
  el.replaceWith(plain)
  return plain
}

/**
 * An element's attributes and its child elements, in order, as arrays. Not by spreading
 * `el.attributes` or `el.children`: jsdom looks each property name read on those live collections
 * up as a named item first (a walk of the collection), and the spread reads `length` at every
 * step, so a group of n shapes cost n² (the sample's drawings: a measurable part of a content run;
 * docs/performance.md).
 */
function attributesOf(el: Element): Attr[] {
  const attributes = el.attributes
  const list: Attr[] = []
  for (let i = 0, n = attributes.length; i < n; i++) {
    const attr = attributes[i]
    if (attr) list.push(attr)
  }
  return list
}
function childElementsOf(el: Element): Element[] {
  const list: Element[] = []
  for (let child = el.firstElementChild; child; child = child.nextElementSibling) list.push(child)
  return list
}

/** Step 2 of the head of this file, on the parsed document: what it removed. */
function applyOwnRules(root: Element): string[] {
  const removed: string[] = []
  const walk = (found: Element) => {
    const el = withoutPrefix(found)
    const name = el.localName
    const target = el
      .getAttribute('attributeName')
      ?.trim()
      .toLowerCase()
      .replace(/^[^:]*:/, '')
    if (animations.has(name) && target !== undefined && (target === 'href' || target === 'style' || target.startsWith('on'))) {
      removed.push(`<${el.tagName} attributeName="${target}">`)
      el.remove()
      return
    }
    for (const node of [...el.childNodes]) {
      // CDATA (a script's or a style sheet's, as editors export them) is text in XML: as a text
      // node it means the same and can be sanitized in the HTML document DOMPurify works in.
      if (node.nodeType === node.CDATA_SECTION_NODE) node.replaceWith(el.ownerDocument.createTextNode(node.textContent ?? ''))
    }
    if (name === 'style') {
      const why = unsafeCss(el.textContent ?? '')
      if (why) {
        removed.push(`<style> with ${why}`)
        el.remove()
        return
      }
    }
    for (const attr of attributesOf(el)) {
      const value = attr.value.trim()
      const why =
        attr.localName === 'href'
          ? (hrefRules[name] ?? [localRef]).some((rule) => rule.test(value))
            ? undefined
            : `a link to "${value.slice(0, 60)}"`
          : value.includes('(') || attr.localName === 'style'
            ? unsafeCss(value)
            : undefined
      if (why) {
        removed.push(`${attr.name} on <${el.tagName}> (${why})`)
        el.removeAttributeNode(attr)
      }
    }
    for (const child of childElementsOf(el)) walk(child)
  }
  walk(root)
  return removed
}

/** DOMPurify's own reports: the elements and attributes its allow-list took away. */
function describePurifyRemovals(purify: DOMPurify, container: Node): string[] {
  return purify.removed.flatMap((r) => {
    // The <body> DOMPurify sanitized the SVG in is reported too: it was never part of the file.
    if ('element' in r) return r.element.nodeType === 1 && r.element !== container ? [`<${r.element.nodeName}>`] : []
    // Namespace declarations are not content: the serializer declares the namespaces still used.
    return r.attribute && !r.attribute.name.startsWith('xmlns:') ? [`${r.attribute.name} on <${r.from.nodeName}>`] : []
  })
}

let dom: { window: JSDOM['window']; purify: DOMPurify } | undefined
/** Makes the DOM the sanitizer works in (done by the first sanitizeSvg otherwise). */
export function prepareSvgSanitizer(): void {
  domOnce()
}

function domOnce() {
  if (!dom) {
    const { window } = new JSDOM('')
    dom = { window, purify: createDOMPurify(window) }
  }
  return dom
}

/** The SVG to publish and what was taken out of it, or why there is no SVG to publish. */
export function sanitizeSvg(bytes: Uint8Array): SanitizedSvg {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return { refused: 'SVG is not UTF-8 text' }
  }
  // Entities declared in the file are expanded into markup by browsers (a `<script>` hidden in
  // one), and differently by XML parsers: a file that declares any is not taken.
  if (/<!DOCTYPE[^>[]*\[/i.test(text)) return { refused: 'SVG declares a DOCTYPE internal subset (entities): export it without one' }
  const { window, purify } = domOnce()
  const doc = new window.DOMParser().parseFromString(text, 'image/svg+xml')
  const error = doc.getElementsByTagName('parsererror')[0]
  if (error) return { refused: `SVG is not well-formed XML: ${(error.textContent ?? '').trim().slice(0, 200)}` }
  const found = doc.documentElement
  if (found.namespaceURI !== SVG_NS || found.localName !== 'svg') {
    return { refused: `not an SVG document: its root element is <${found.tagName}>${found.namespaceURI === SVG_NS ? '' : ` in namespace ${found.namespaceURI ?? '(none)'}`}` }
  }
  const removed = applyOwnRules(found)
  const clean = purify.sanitize(doc.documentElement, {
    USE_PROFILES: { svg: true, svgFilters: true },
    // `<use>` of the file's own elements (icons, repeated shapes); its href is held to `#id` above.
    ADD_TAGS: ['use'],
    // `role="img"` with `aria-labelledby` names the picture for assistive technology.
    ADD_ATTR: ['role'],
    // A removed element goes with its content (a script's text is not kept as text).
    KEEP_CONTENT: false,
    RETURN_DOM: true,
  })
  removed.push(...describePurifyRemovals(purify, clean))
  const svg = [...clean.childNodes].find((node) => node instanceof window.Element)
  if (!svg || svg.namespaceURI !== SVG_NS || svg.localName !== 'svg') return { refused: 'SVG has nothing left once script and external references are removed' }
  return { svg: new window.XMLSerializer().serializeToString(svg), removed }
}
