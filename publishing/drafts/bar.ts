// The "Preview — not published" bar every page of the preview carries, in the page's language:
// first in the document (before the site's header, outside the part React hydrates), a labelled
// region with a link to the published page, or the note that there is none yet.
import type { Locale } from '../../shared/config/locales.js'
import { messagesOf } from '../../shared/locales/buildMessages.js'
import { exitPath } from './access.js'

const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The bar's own style sheet, served by the preview (its CSP allows no inline style). */
export const barStylePath = '/__preview/bar.css'

// The bar is not the site's, and the site's style sheet knows nothing of it. White on near-black
// is 17:1; the outline shows keyboard focus on the dark ground.
export const barCss = `#drafts-preview-bar{position:sticky;top:0;z-index:2147483647;display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;align-items:center;padding:.5rem 1rem;background:#1b1b1f;color:#fff;font:600 15px/1.4 system-ui,sans-serif}
#drafts-preview-bar a{color:#fff;text-decoration:underline;outline-color:#ffd23f}
.drafts-preview-message{padding:2rem;font:16px/1.5 system-ui,sans-serif}
`

/** `published`: the page's address on the live site, or null when it is not published. */
export function barHtml(locale: Locale, published: { url: string; path: string } | null): string {
  const t = messagesOf(locale)
  const label = escape(t('preview.bar.label'))
  const live = published ? `<a href="${escape(published.url)}">${escape(t('preview.bar.published'))}</a>` : `<span>${escape(t('preview.bar.unpublished'))}</span>`
  // Leaving ends the session and goes to the published page (its home for an unpublished one).
  const exitHref = published ? `${exitPath}?${new URLSearchParams({ path: published.path })}` : exitPath
  const exit = `<a href="${escape(exitHref)}">${escape(t('preview.bar.exit'))}</a>`
  return `<link rel="stylesheet" href="${barStylePath}"><div id="drafts-preview-bar" role="region" aria-label="${label}"><strong>${label}</strong>${live}${exit}</div>`
}

/** The page with the bar right after `<body…>`. */
export function withBar(html: string, bar: string): string {
  const body = /<body[^>]*>/.exec(html)
  if (!body) return bar + html
  const at = body.index + body[0].length
  return html.slice(0, at) + bar + html.slice(at)
}

/** A page of the preview's own: a heading, with the bar when `bar` (an editor inside the preview). */
function ownPage(locale: Locale, heading: string, bar: boolean): string {
  const t = messagesOf(locale)
  const top = bar ? barHtml(locale, null) : `<link rel="stylesheet" href="${barStylePath}">`
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><title>${escape(t('preview.bar.label'))}</title></head><body>${top}<main class="drafts-preview-message"><h1>${escape(heading)}</h1></main></body></html>`
}

/** The preview's own 404 (a URL no page of the draft content answers). */
export const notFoundHtml = (locale: Locale): string => ownPage(locale, messagesOf(locale)('preview.not_found'), true)

/** The preview's own 500 (rendering the page failed; the server's log says why). */
export const failedHtml = (locale: Locale): string => ownPage(locale, messagesOf(locale)('preview.failed'), true)

/** Why the preview will not open, for an editor's browser (the link is bad or old, or too many tries). */
export type Refusal = 'invalid' | 'expired' | 'no_session' | 'too_many'

export function refusalHtml(locale: Locale, why: Refusal): string {
  const t = messagesOf(locale)
  const text = { invalid: t('preview.refused.invalid'), expired: t('preview.refused.expired'), no_session: t('preview.refused.no_session'), too_many: t('preview.refused.too_many') }[why]
  return ownPage(locale, text, false)
}
