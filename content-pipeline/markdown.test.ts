import { describe, expect, it } from 'vitest'
import { Issues, type Place } from './issues.js'
import type { LinkResolver } from './links.js'
import { is } from 'superstruct'
import { createMarkdownRenderer, slugify } from './markdown.js'
import { isMediaPath, MediaPath } from './schemas/common.js'
import { expectInert, xssPayloads as payloads } from './testing-html.js'

const where: Place = { endpoint: 'GET /api/blog/posts/cs', kind: 'blogPosts', subject: 'id 7', field: 'body' }
const links: LinkResolver = {
  resolve: (href, locale) => {
    if (!href.startsWith('app:')) return href
    return href === 'app://person/1' ? (locale === 'cs' ? '/lide/1' : '/en/people/1') : undefined
  },
}

function render(markdown: string, locale: 'cs' | 'en' = 'cs') {
  const issues = new Issues()
  const media: string[] = []
  const html = createMarkdownRenderer().render(markdown, { locale, where, links, issues, media: (p) => media.push(p) })
  return { html, issues, media }
}

describe('sanitizing', () => {
  it.each(payloads)('neutralizes %s', (payload) => {
    const { html } = render(`Text před.\n\n${payload}\n\nText po.`)
    expectInert(html)
    expect(html).toContain('Text před.')
    expect(html).toContain('Text po.')
  })

  it('the inertness check itself catches live markup', () => {
    expect(() => expectInert('<p><img src="x" onerror="alert(1)"></p>')).toThrow()
    expect(() => expectInert('<a href="jav&#x61;script:alert(1)">x</a>')).toThrow()
    expect(() => expectInert('<iframe></iframe>')).toThrow()
    expect(() => expectInert('<p>&#x3C;script>alert(1)&#x3C;/script></p>')).not.toThrow()
  })

  it('shows code as escaped text', () => {
    expect(render('`<script>alert(1)</script>`').html).toBe('<p><code>&#x3C;script>alert(1)&#x3C;/script></code></p>')
  })

  it('drops raw HTML instead of passing it through', () => {
    expect(render('a <b>bold</b> <span class="x">c</span>').html).toBe('<p>a bold c</p>')
  })

  it('warns about the unsafe URL it removed and keeps the link text', () => {
    const { html, issues } = render('[klikni](javascript:alert(1))')
    expect(html).toBe('<p>klikni</p>')
    expect(issues.warnings).toEqual(['GET /api/blog/posts/cs · blogPosts · id 7 · body: removed unsafe URL "javascript:alert(1)"'])
  })
})

describe('links', () => {
  it('opens external links in a new tab without opener or referrer', () => {
    expect(render('[ČNB](https://www.cnb.cz/cs/)').html).toBe('<p><a href="https://www.cnb.cz/cs/" rel="noopener noreferrer" target="_blank">ČNB</a></p>')
    expect(render('www.financnisprava.cz').html).toContain('rel="noopener noreferrer" target="_blank"')
  })

  it('leaves site links, anchors, mailto and tel alone', () => {
    const { html } = render('[a](/kontakty) [b](#dph) [c](mailto:info@korvina.example) [d](tel:+420222111333) [e](https://www.korvina.example/o-nas)')
    expect(html).toBe(
      '<p><a href="/kontakty">a</a> <a href="#dph">b</a> <a href="mailto:info@korvina.example">c</a> <a href="tel:+420222111333">d</a> <a href="https://www.korvina.example/o-nas">e</a></p>',
    )
  })

  it('rewrites app:// links per locale; an unresolvable one becomes text', () => {
    expect(render('[Tomáš](app://person/1)').html).toBe('<p><a href="/lide/1">Tomáš</a></p>')
    expect(render('[Tomáš](app://person/1)', 'en').html).toBe('<p><a href="/en/people/1">Tomáš</a></p>')
    expect(render('[nikdo](app://person/99)').html).toBe('<p>nikdo</p>')
  })

  it('records /media/ links as media', () => {
    const { html, media } = render('[ceník](/media/documents/cenik-2025.pdf)')
    expect(html).toBe('<p><a href="/media/documents/cenik-2025.pdf">ceník</a></p>')
    expect(media).toEqual(['/media/documents/cenik-2025.pdf'])
  })
})

describe('structure', () => {
  it('gives headings unique, ASCII ids', () => {
    const { html } = render('## Daň z příjmů 2025\n\n## Daň z příjmů 2025\n\n### Účetní závěrka & audit')
    expect(html).toBe('<h2 id="dan-z-prijmu-2025">Daň z příjmů 2025</h2>\n<h2 id="dan-z-prijmu-2025-2">Daň z příjmů 2025</h2>\n<h3 id="ucetni-zaverka-audit">Účetní závěrka &#x26; audit</h3>')
    expect(slugify('?!')).toBe('section')
  })

  it('lazy-loads our images and removes foreign ones', () => {
    const { html, media, issues } = render('![Tým](/media/people/tym.svg) ![x](https://tracker.example/p.png)')
    expect(html).toBe('<p><img src="/media/people/tym.svg" alt="Tým" loading="lazy" decoding="async"> </p>')
    expect(media).toEqual(['/media/people/tym.svg'])
    expect(issues.warnings).toHaveLength(1)
  })

  it('refuses media paths that climb out of /media/', () => {
    const { html, issues } = render('[x](/media/../../etc/passwd)')
    expect(html).toBe('<p>x</p>')
    expect(issues.errors[0]).toContain('is not a valid /media/ path')
  })

  it('wraps tables for horizontal scrolling and keeps alignment', () => {
    const { html } = render('| Sazba | % |\n|:--|--:|\n| základní | 21 |')
    expect(html).toMatch(/^<div class="table-wrap"><table>/)
    expect(html).toContain('<td align="right">21</td>')
  })

  it('keeps GFM lists, task lists, strikethrough and footnotes (labelled per locale)', () => {
    const { html } = render('- [x] hotovo\n- ~~staré~~\n\nText[^1]\n\n[^1]: Poznámka.')
    expect(html).toContain('<input type="checkbox" checked disabled>')
    expect(html).toContain('<del>staré</del>')
    expect(html).toContain('<h2 class="sr-only" id="footnote-label">Poznámky</h2>')
    expect(html).toContain('href="#user-content-fn-1"')
    expect(html).toContain('id="user-content-fn-1"')
    expect(render('Text[^1]\n\n[^1]: Note.', 'en').html).toContain('>Footnotes</h2>')
  })

  it('renders empty Markdown as an empty string', () => {
    expect(render('  \n').html).toBe('')
  })
})

describe('isMediaPath', () => {
  it.each([
    '/media/a.png',
    '/media/documents/cenik.pdf',
    '/media/',
    '/media',
    '/mediax/a.png',
    'media/a.png',
    '/media//a.png',
    '/media/../a.png',
    '/media/./a.png',
    '/media/a/../b.png',
    '/media/a b.png',
    '<p>/media/a.png</p>',
    '',
    'https://x.example/media/a.png',
  ])('agrees with the MediaPath struct for %j (minus dot segments)', (value) => {
    const dotSegment = value.split('/').some((s) => s === '.' || s === '..')
    expect(isMediaPath(value)).toBe(is(value, MediaPath) && !dotSegment)
  })
})
