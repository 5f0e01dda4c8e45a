// The "Preview — not published" bar every page of the preview carries, in the page's language:
// first in the document (before the site's header, outside the part React hydrates), a labelled
// region with a link to the published page, or the note that there is none yet.
import type { Locale } from '../config/locales.js'
import { messagesOf } from '../locales/buildMessages.js'
import { exitPath } from './access.js'

const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

// Inline styles: the bar is not the site's, and its style sheet knows nothing of it. White on
// near-black is 17:1; the outline shows keyboard focus on the dark ground.
const barStyle =
  'position:sticky;top:0;z-index:2147483647;display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;align-items:center;padding:.5rem 1rem;background:#1b1b1f;color:#fff;font:600 15px/1.4 system-ui,sans-serif'
const linkStyle = 'color:#fff;text-decoration:underline;outline-color:#ffd23f'

/** `published`: the page's address on the live site, or null when it is not published. */
export function barHtml(locale: Locale, published: string | null): string {
  const t = messagesOf(locale)
  const label = escape(t('preview.bar.label'))
  const live = published ? `<a href="${escape(published)}" style="${linkStyle}">${escape(t('preview.bar.published'))}</a>` : `<span>${escape(t('preview.bar.unpublished'))}</span>`
  const exit = `<a href="${exitPath}" style="${linkStyle}">${escape(t('preview.bar.exit'))}</a>`
  return `<div id="drafts-preview-bar" role="region" aria-label="${label}" style="${barStyle}"><strong>${label}</strong>${live}${exit}</div>`
}

/** The page with the bar right after `<body…>`. */
export function withBar(html: string, bar: string): string {
  const body = /<body[^>]*>/.exec(html)
  if (!body) return bar + html
  const at = body.index + body[0].length
  return html.slice(0, at) + bar + html.slice(at)
}

/** The preview's own 404 (a URL no page of the draft content answers). */
export function notFoundHtml(locale: Locale): string {
  const t = messagesOf(locale)
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><title>${escape(t('preview.bar.label'))}</title></head><body>${barHtml(locale, null)}<main style="padding:2rem;font:16px/1.5 system-ui,sans-serif"><h1>${escape(t('preview.not_found'))}</h1></main></body></html>`
}
