// Reading the built HTML: every page file, and the head facts the checks and the sitemap need.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse, type HTMLElement } from 'node-html-parser'

// One mapping between files and URLs for the whole project (hosting/staticFiles.ts).
export { htmlFilesIn as htmlFiles, urlForFile } from '../../hosting/staticFiles.js'

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
