// Reading the built HTML: every page file, and the head facts the checks and the sitemap need.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parse, type HTMLElement } from 'node-html-parser'

export function htmlFiles(root: string): string[] {
  const out: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name.endsWith('.html')) out.push(relative(root, full))
    }
  }
  walk(root)
  return out.sort()
}

/** `blog/1/x.html` → `/blog/1/x`, `index.html` → `/`, `en.html` → `/en`. */
export function urlForFile(file: string): string {
  if (file === 'index.html') return '/'
  return '/' + file.replace(/\.html$/, '')
}

export type PageHead = {
  lang: string | null
  canonical: string | null
  alternates: Record<string, string>
  noindex: boolean
}

export function readHead(root: HTMLElement): PageHead {
  const alternates: Record<string, string> = {}
  for (const link of root.querySelectorAll('link[rel="alternate"][hreflang]')) {
    alternates[link.getAttribute('hreflang') ?? ''] = link.getAttribute('href') ?? ''
  }
  return {
    lang: root.querySelector('html')?.getAttribute('lang') ?? null,
    canonical: root.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    alternates,
    noindex: /noindex/.test(root.querySelector('meta[name="robots"]')?.getAttribute('content') ?? ''),
  }
}

export function parseFile(root: string, file: string): HTMLElement {
  return parse(readFileSync(join(root, file), 'utf8'))
}
