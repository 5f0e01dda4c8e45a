import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fileForUrl } from '../hosting/staticFiles.js'
import { checkLinks } from './link-check.js'
import type { Release } from './publish.js'
import type { PageRecord } from '../renderer/render/writer.js'

function page(root: string, url: string, html: string): void {
  const file = join(root, 'client', fileForUrl(url))
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, html)
}

const record = (url: string, refs: { broken?: string[]; fragmentRefs?: string[] }): PageRecord => ({
  url,
  file: fileForUrl(url),
  folder: 'blog',
  routeKey: 'blogPost',
  locale: 'cs',
  bytes: 0,
  dataHash: '',
  htmlHash: '',
  reads: [],
  head: { canonical: '', alternates: [], noindex: false },
  written: true,
  broken: refs.broken ?? [],
  fragmentRefs: refs.fragmentRefs ?? [],
  scripts: [],
})

describe('the output check of internal links', () => {
  const base = mkdtempSync(join(tmpdir(), 'link-check-'))
  const staging = mkdtempSync(join(tmpdir(), 'link-check-staging-'))
  // The podcast list only in the published release, a re-rendered page in the staging folder.
  page(base, '/podcast', '<ul><li id="episode-1">…</li><li class="x" id="episode-2">…</li></ul>')
  page(staging, '/blog/a', '<p id="intro">…</p>')
  const release: Release = { id: 'r', dir: staging, base }
  const pages = new Set(['/podcast', '/blog/a'])

  it('passes fragments every target page has, read where the run sees the page', () => {
    const records = [record('/blog/a', { fragmentRefs: ['/podcast#episode-1', '/podcast#episode-2'] }), record('/blog/b', { fragmentRefs: ['/blog/a#intro'] })]
    expect(checkLinks(release, records, pages)).toBe(2)
  })

  it('fails with each missing fragment and each link the page writers found broken', () => {
    const records = [record('/blog/a', { broken: ['/nowhere', '#top'], fragmentRefs: ['/podcast#episode-3', '/podcast#episode-1'] })]
    expect(() => checkLinks(release, records, pages)).toThrow(/3 broken internal link\(s\):\n {2}\/blog\/a → \/nowhere\n {2}\/blog\/a → #top\n {2}\/podcast#episode-3: no element has that id$/)
  })
})
