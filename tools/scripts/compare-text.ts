// The text a visitor reads on every page of two built sites, compared page by page: the body's
// text (scripts and styles left out), the title, the meta description and the texts of attributes
// people meet (alt, aria-label, title, placeholder, value of buttons). For changes that must not
// alter what the site says (issue 38: the messages moved to react-intl).
//   npx tsx tools/scripts/compare-text.ts <site A: a release or its client folder> <site B>
import { existsSync, readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import type { HTMLElement } from 'node-html-parser'
import { parseFile } from './html.js'

const attributes = ['alt', 'aria-label', 'title', 'placeholder']

/** What a visitor reads on a page, one line per text, in document order. */
export function visibleText(root: HTMLElement): string[] {
  const lines: string[] = []
  const title = root.querySelector('title')?.text.trim()
  if (title) lines.push(`title: ${title}`)
  const description = root.querySelector('meta[name="description"]')?.getAttribute('content')
  if (description) lines.push(`description: ${description}`)
  const walk = (node: HTMLElement) => {
    for (const child of node.childNodes) {
      if (child.nodeType === 3) {
        const text = child.text.replace(/\s+/g, ' ').trim()
        if (text) lines.push(text)
        continue
      }
      if (child.nodeType !== 1) continue
      const element = child as HTMLElement
      if (['script', 'style', 'template', 'noscript'].includes(element.tagName.toLowerCase())) continue
      for (const name of attributes) {
        const value = element.getAttribute(name)
        if (value) lines.push(`[${name}] ${value}`)
      }
      walk(element)
    }
  }
  const body = root.querySelector('body')
  if (body) walk(body)
  return lines
}

function htmlFilesUnder(dir: string): string[] {
  const out: string[] = []
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const full = join(d, e.name)
      if (e.isDirectory()) walk(full)
      else if (e.name.endsWith('.html')) out.push(relative(dir, full).split(sep).join('/'))
    }
  }
  walk(dir)
  return out.sort()
}

const clientOf = (dir: string) => (existsSync(join(dir, 'client')) ? join(dir, 'client') : dir)

/** Pages only one site has, and pages whose text differs, with their first differing line. */
export function compareText(a: string, b: string): string[] {
  const [left, right] = [clientOf(a), clientOf(b)]
  const files = new Set([...htmlFilesUnder(left), ...htmlFilesUnder(right)])
  const out: string[] = []
  for (const file of [...files].sort()) {
    if (!existsSync(join(left, file)) || !existsSync(join(right, file))) {
      out.push(`${file}: only in ${existsSync(join(left, file)) ? 'A' : 'B'}`)
      continue
    }
    const [x, y] = [visibleText(parseFile(left, file)), visibleText(parseFile(right, file))]
    const at = x.findIndex((line, i) => line !== y[i])
    if (at >= 0 || x.length !== y.length) {
      const i = at >= 0 ? at : Math.min(x.length, y.length)
      out.push(`${file}: line ${i + 1}: ${JSON.stringify(x[i] ?? '(none)')} → ${JSON.stringify(y[i] ?? '(none)')}`)
    }
  }
  return out
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [a, b] = process.argv.slice(2)
  if (!a || !b) {
    console.error('usage: npx tsx tools/scripts/compare-text.ts <site A> <site B>')
    process.exit(2)
  }
  const differences = compareText(a, b)
  for (const line of differences) console.log(line)
  console.log(`${differences.length} page(s) differ in their text`)
  process.exit(differences.length ? 1 : 0)
}
