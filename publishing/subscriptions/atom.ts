// Atom (RFC 4287) from a feed of page-data/subscriptions.ts: absolute URLs from SITE_URL, the
// entries' sanitized HTML escaped as `type="html"` content with its site-relative links made absolute.
import { site } from '../../shared/config/site.js'
import type { Feed, FeedEntry } from '../../page-data/subscriptions.js'

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
// Characters XML 1.0 does not allow (content is text from a CMS: a stray control character must not break the feed).
// eslint-disable-next-line no-control-regex
const xmlText = (s: string) => escapeXml(s.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, ''))
const abs = (p: string) => site.url + p

/** `href="/x"`, `src="/x"` and srcset candidates `/x 2x` → absolute: a feed reader has no base URL of its own. */
export function absoluteLinks(html: string): string {
  return html
    .replace(/(\s(?:href|src)=")\/(?!\/)/g, `$1${site.url}/`)
    .replace(/(\ssrcset=")([^"]*)"/g, (_, attr: string, list: string) => `${attr}${list.replace(/(^|,\s*)\/(?!\/)/g, `$1${site.url}/`)}"`)
}

function entry(e: FeedEntry): string[] {
  const url = abs(e.path)
  return [
    '  <entry>',
    `    <id>${xmlText(url)}</id>`,
    `    <title type="text">${xmlText(e.title)}</title>`,
    `    <link rel="alternate" type="text/html" href="${xmlText(url)}"/>`,
    ...(e.published ? [`    <published>${e.published}</published>`] : []),
    `    <updated>${e.updated}</updated>`,
    ...(e.author ? ['    <author>', `      <name>${xmlText(e.author.name)}</name>`, `      <uri>${xmlText(abs(e.author.path))}</uri>`, '    </author>'] : []),
    ...(e.category ? [`    <category term="${xmlText(e.category)}"/>`] : []),
    `    <summary type="text">${xmlText(e.summary)}</summary>`,
    ...(e.html ? [`    <content type="html">${xmlText(absoluteLinks(e.html))}</content>`] : []),
    '  </entry>',
  ]
}

export function atomFeed(feed: Feed): string {
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${feed.locale}">`,
    `  <id>${xmlText(abs(feed.file))}</id>`,
    `  <title type="text">${xmlText(feed.title)}</title>`,
    `  <subtitle type="text">${xmlText(feed.subtitle)}</subtitle>`,
    `  <updated>${feed.updated}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${xmlText(abs(feed.file))}"/>`,
    `  <link rel="alternate" type="text/html" href="${xmlText(abs(feed.page))}"/>`,
    // The feed's author stands for entries without one (RFC 4287 §4.1.1: every entry has an author).
    `  <author>`,
    `    <name>${xmlText(site.legalName)}</name>`,
    `    <uri>${xmlText(abs('/'))}</uri>`,
    `  </author>`,
    `  <icon>${xmlText(abs('/favicon.svg'))}</icon>`,
    ...feed.entries.flatMap(entry),
    '</feed>',
    '',
  ].join('\n')
}
