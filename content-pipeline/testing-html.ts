// Checks used by the Markdown and pipeline tests: is a piece of generated HTML inert?
import { expect } from 'vitest'

/**
 * The output's real markup. rehype-stringify escapes every `<` in text (`&#x3C;`) and every `"`
 * in attribute values, so each literal `<` starts a tag and each tag's attributes are exact.
 */
export function markup(html: string) {
  const tags = [...html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)].map(([, name = '', rest = '']) => ({
    name: name.toLowerCase(),
    attributes: [...rest.matchAll(/\s([^\s=]+)(?:="([^"]*)")?/g)].map(([, attr = '', value = '']) => ({ attr: attr.toLowerCase(), value })),
  }))
  return tags
}

const allowedTags = new Set([
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
  'div',
])

/** Fails when the HTML holds markup that could run script or load foreign content. */
export function expectInert(html: string) {
  for (const tag of markup(html)) {
    expect(allowedTags, `tag <${tag.name}> in ${html}`).toContain(tag.name)
    for (const { attr, value } of tag.attributes) {
      expect(attr, `attribute ${attr} in ${html}`).not.toMatch(/^on|^style$|^srcdoc$|^formaction$/)
      if (attr === 'href' || attr === 'src') {
        const decoded = value.replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16))).replace(/[\s\0]/g, '')
        expect(decoded, `${attr} in ${html}`).toMatch(/^(https?:|mailto:|tel:|\/|#)/i)
      }
      if (attr === 'src') expect(value).toMatch(/^\/media\//)
    }
  }
}

/** Payloads that must come out inert: raw HTML, URL-scheme tricks, entity and autolink tricks. */
export const xssPayloads = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="/media/a.svg" onerror="alert(1)">',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<style>body{background:url(javascript:alert(1))}</style>',
  '<a href="javascript:alert(1)">x</a>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<object data="evil.swf"></object><embed src="evil.swf">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](  javascript:alert(1)  )',
  '[click](java\tscript:alert(1))',
  '[click](jav&#x61;script:alert(1))',
  '[click](&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1))',
  '[click](javascript&colon;alert(1))',
  '[click](vbscript:msgbox(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '![x](javascript:alert(1))',
  '<javascript:alert(1)>',
  '<JAVASCRIPT:alert(1)>',
  '<data:text/html,<script>alert(1)</script>>',
  '[x]: javascript:alert(1)\n\n[ref][x]',
  '[a](https://ok.example "\\" onmouseover=\\"alert(1)")',
  '`<script>alert(1)</script>`',
  '```html\n<script>alert(1)</script>\n```',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '<!-- <script>alert(1)</script> -->',
  '<a href="#" onclick="alert(1)">x</a>',
  '<p onmouseover="alert(1)">hover</p>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<input autofocus onfocus=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<template><script>alert(1)</script></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
]
