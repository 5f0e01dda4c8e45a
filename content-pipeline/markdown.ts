// Markdown fields → sanitized HTML, once, at build time (pages insert it as is).
// remark-parse + remark-gfm → remark-rehype WITHOUT allowDangerousHtml (raw HTML in Markdown is
// dropped, never passed through) → rehype-sanitize with the explicit allow-list below → our
// finishing pass (app:// links, external-link rel/target, heading ids, lazy images, table
// wrappers) → rehype-stringify. The finishing pass runs after sanitizing and only adds values it
// builds itself, and it re-checks every URL, so nothing it emits can carry script.
import type { Element, ElementContent, Root, RootContent } from 'hast'
import rehypeSanitize, { type Options as SanitizeSchema } from 'rehype-sanitize'
import rehypeStringify from 'rehype-stringify'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import type { Locale } from '../shared/config/locales.js'
import { site } from '../shared/config/site.js'
import { isMediaPath } from './schemas/common.js'
import type { Issues, Place } from './issues.js'
import type { LinkResolver } from './links.js'

/** What one field's rendering needs: where it is (for messages) and how to resolve links. */
export type RenderEnv = {
  locale: Locale
  where: Place
  links: LinkResolver
  issues: Issues
  /** Called for every /media/ path the HTML references (the media stage downloads them). */
  media: (path: string, where: Place) => void
}

declare module 'vfile' {
  interface DataMap {
    render: RenderEnv
  }
}

const SAFE_HREF_PROTOCOLS = ['http', 'https', 'mailto', 'tel', 'app']

/**
 * Everything not listed is removed. No style/class from authors (only the GFM classes below),
 * no event handlers (no `on*` attribute is listed), no iframe/script/style/svg/object.
 */
export const sanitizeSchema: SanitizeSchema = {
  tagNames: [
    'a',
    'blockquote',
    'br',
    'code',
    'del',
    'em',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'hr',
    'img',
    'input',
    'li',
    'ol',
    'p',
    'pre',
    'section',
    'strong',
    'sup',
    'table',
    'tbody',
    'td',
    'th',
    'thead',
    'tr',
    'ul',
  ],
  attributes: {
    a: ['href', 'title', 'id', 'dataFootnoteRef', 'dataFootnoteBackref', 'ariaDescribedBy', 'ariaLabel', ['className', 'data-footnote-backref']],
    img: ['src', 'alt', 'title'],
    code: [['className', /^language-[\w+#-]+$/]],
    h2: ['id', ['className', 'sr-only']],
    li: ['id', ['className', 'task-list-item']],
    ol: ['start', ['className', 'contains-task-list']],
    ul: [['className', 'contains-task-list']],
    input: [['type', 'checkbox'], ['disabled', true], 'checked'],
    section: ['dataFootnotes', ['className', 'footnotes']],
    th: [['align', 'left', 'center', 'right']],
    td: [['align', 'left', 'center', 'right']],
  },
  required: { input: { type: 'checkbox', disabled: true } },
  protocols: { href: SAFE_HREF_PROTOCOLS, src: ['http', 'https'] },
  ancestors: { tbody: ['table'], td: ['table'], th: ['table'], thead: ['table'], tr: ['table'], li: ['ol', 'ul'] },
  strip: ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math'],
  // Ids only come from GFM footnotes and our heading slugs (authors cannot write raw HTML), so
  // there is nothing to prefix; prefixing would break the footnote and #anchor links.
  clobberPrefix: '',
  clobber: [],
  allowComments: false,
  allowDoctypes: false,
}

const footnoteText: Record<Locale, { label: string; back: string }> = {
  cs: { label: 'Poznámky', back: 'Zpět na odkaz' },
  en: { label: 'Footnotes', back: 'Back to reference' },
}

const siteHost = new URL(site.url).host

function envOf(data: { render?: RenderEnv }): RenderEnv {
  if (!data.render) throw new Error('markdown: render env missing')
  return data.render
}

/** Before sanitizing: tell the editor about URLs the sanitizer is about to drop silently. */
function reportUnsafeUrls() {
  return (tree: Root, file: { data: { render?: RenderEnv } }) => {
    const env = envOf(file.data)
    walk(tree, (node) => {
      const attr = node.tagName === 'a' ? 'href' : node.tagName === 'img' ? 'src' : undefined
      const value = attr ? node.properties[attr] : undefined
      if (typeof value !== 'string') return
      const protocol = /^([^/?#:]*):/.exec(value)?.[1]?.toLowerCase()
      if (protocol !== undefined && !SAFE_HREF_PROTOCOLS.includes(protocol)) {
        env.issues.warn(env.where, `removed unsafe URL ${JSON.stringify(value.slice(0, 60))}`)
      }
    })
  }
}

/** After sanitizing: links, ids, images, tables. */
function finish() {
  return (tree: Root, file: { data: { render?: RenderEnv } }) => {
    const env = envOf(file.data)
    const usedIds = new Set<string>()
    walk(tree, (node) => {
      const id = node.properties.id
      if (typeof id === 'string') usedIds.add(id)
    })
    walk(tree, (node, parent, index) => {
      switch (node.tagName) {
        case 'a':
          finishLink(node, env)
          // A link whose target was removed (unsafe or unresolvable) becomes its plain text.
          if (typeof node.properties.href !== 'string') {
            parent.children.splice(index, 1, ...node.children)
            return 'removed'
          }
          break
        case 'img':
          if (!finishImage(node, env)) {
            parent.children.splice(index, 1)
            return 'removed'
          }
          break
        case 'h1':
        case 'h2':
        case 'h3':
        case 'h4':
        case 'h5':
        case 'h6':
          if (typeof node.properties.id !== 'string') node.properties.id = uniqueId(slugify(textOf(node)), usedIds)
          break
        case 'table': {
          const wrapper: Element = { type: 'element', tagName: 'div', properties: { className: ['table-wrap'] }, children: [node] }
          parent.children.splice(index, 1, wrapper)
          return 'skip'
        }
      }
      return undefined
    })
  }
}

function finishLink(node: Element, env: RenderEnv) {
  const href = node.properties.href
  if (typeof href !== 'string') return
  if (href.startsWith('/media/')) {
    if (isMediaPath(href)) env.media(href, env.where)
    else {
      env.issues.error(env.where, `link ${href} is not a valid /media/ path`)
      delete node.properties.href
    }
    return
  }
  // app:// links become paths; site paths are checked against the route table.
  const resolved = env.links.resolve(href, env.locale, env.where)
  if (resolved === undefined) {
    delete node.properties.href
    return
  }
  node.properties.href = resolved
  if (isExternal(resolved)) {
    node.properties.rel = ['noopener', 'noreferrer']
    node.properties.target = '_blank'
  }
}

/** Only our own media: external images would leak readers to third parties and can vanish. */
function finishImage(node: Element, env: RenderEnv): boolean {
  const src = node.properties.src
  if (typeof src !== 'string' || !isMediaPath(src)) {
    if (typeof src === 'string') env.issues.warn(env.where, `image ${JSON.stringify(src.slice(0, 80))} is not a /media/ path; removed`)
    return false
  }
  env.media(src, env.where)
  node.properties.loading = 'lazy'
  node.properties.decoding = 'async'
  return true
}

function isExternal(href: string): boolean {
  if (href.startsWith('//')) return true
  if (!/^https?:/i.test(href)) return false
  try {
    return new URL(href).host !== siteHost
  } catch {
    return true
  }
}

type Parent = Root | Element
type Visit = (node: Element, parent: Parent, index: number) => 'removed' | 'skip' | undefined

function walk(parent: Parent, visit: Visit): void {
  const children: (RootContent | ElementContent)[] = parent.children
  for (let i = 0; i < children.length; i++) {
    const child = children[i]
    if (!child || child.type !== 'element') continue
    const result = visit(child, parent, i)
    if (result === 'removed') {
      i--
      continue
    }
    // After 'skip' (a table got wrapped) `child` is the table inside the wrapper: its content is
    // still visited, the wrapper is not (so it is not wrapped again).
    walk(child, visit)
  }
}

function textOf(node: Element | ElementContent): string {
  if (node.type === 'text') return node.value
  if (node.type === 'element') return node.children.map(textOf).join('')
  return ''
}

/** `Daň z příjmů 2025` → `dan-z-prijmu-2025`: ASCII, so #anchors survive copying and URLs. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return slug || 'section'
}

function uniqueId(base: string, used: Set<string>): string {
  let id = base
  for (let n = 2; used.has(id); n++) id = `${base}-${n}`
  used.add(id)
  return id
}

function createProcessor(locale: Locale) {
  const text = footnoteText[locale]
  return unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype, {
      footnoteLabel: text.label,
      footnoteBackLabel: (referenceIndex: number) => `${text.back} ${referenceIndex + 1}`,
    })
    .use(reportUnsafeUrls)
    .use(rehypeSanitize, sanitizeSchema)
    .use(finish)
    .use(rehypeStringify)
    .freeze()
}

export type MarkdownRenderer = { render(markdown: string, env: RenderEnv): string }

export function createMarkdownRenderer(): MarkdownRenderer {
  const processors = new Map<Locale, ReturnType<typeof createProcessor>>()
  return {
    render(markdown, env) {
      if (markdown.trim() === '') return ''
      let processor = processors.get(env.locale)
      if (!processor) {
        processor = createProcessor(env.locale)
        processors.set(env.locale, processor)
      }
      return String(processor.processSync({ value: markdown, data: { render: env } }))
    },
  }
}
