// Response headers every host sends (issue "Security headers"): a Content-Security-Policy that
// allows what the site really loads, the other security headers, and the cache policy.
//
// What the pages load (checked on the build): scripts and styles from /assets (Vite bundles),
// self-hosted fonts (Vite inlines the smallest subsets as data: URLs), images from / and /media,
// the API on the same origin (/api), audio from /media. Inline executable scripts (the Consent
// Mode default that must run before any tag, the page code loader) are allowed by their sha256:
// only those the project writes (inlineScripts.ts), and a built page holding any other inline
// script fails the build (checkInlineScripts); vike's <script type="application/json"> and the JSON-LD blocks
// are data, which CSP does not govern. Site search fetches its index from /search-index and runs
// in the page: no WebAssembly. One worker, from the site itself: the Intl warm-up every page's
// loader starts (client/pageScriptLoader.ts intlWarmUp).
// Third parties are off by default: before consent the page requests nothing from another origin,
// so the policy names none. An integration configured at build time (thirdPartyOrigins) adds its
// origins; the page still loads it only after the matching consent.

import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type InlineScript, projectInlineScripts } from './inlineScripts.js'

type Directive =
  | 'default-src'
  | 'script-src'
  | 'style-src'
  | 'img-src'
  | 'font-src'
  | 'connect-src'
  | 'media-src'
  | 'worker-src'
  | 'frame-src'
  | 'object-src'
  | 'base-uri'
  | 'form-action'
  | 'frame-ancestors'

export type ThirdParty = {
  name: string
  /** Extra sources per CSP directive. */
  sources: Partial<Record<Directive, string[]>>
}

/**
 * Integrations switched on by the same build-time settings the client reads (client/config.ts,
 * client/trackingConfig.ts): without the variable, nothing of that vendor is allowed.
 */
export function thirdPartyOrigins(env: Record<string, string | undefined> = process.env): ThirdParty[] {
  const out: ThirdParty[] = []
  const set = (name: string) => Boolean(env[name]?.trim())
  if (set('PUBLIC_GTM_ID')) {
    out.push({
      name: 'tag manager (Google Tag Manager / GA4)',
      sources: {
        'script-src': ['https://www.googletagmanager.com'],
        'connect-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
        'img-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
      },
    })
  }
  if (set('PUBLIC_RECAPTCHA_SITE_KEY')) {
    out.push({
      name: 'bot check (reCAPTCHA v3)',
      sources: {
        'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
        'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
        'connect-src': ['https://www.google.com/recaptcha/'],
      },
    })
  }
  if (set('PUBLIC_LINKEDIN_PARTNER_ID')) {
    out.push({
      name: 'professional-network insight tag (LinkedIn)',
      sources: { 'script-src': ['https://snap.licdn.com'], 'connect-src': ['https://px.ads.linkedin.com'], 'img-src': ['https://px.ads.linkedin.com'] },
    })
  }
  if (set('PUBLIC_HOTJAR_ID')) {
    out.push({
      name: 'session recording / heatmaps (Hotjar)',
      sources: {
        'script-src': ['https://*.hotjar.com'],
        'connect-src': ['https://*.hotjar.com', 'https://*.hotjar.io', 'wss://*.hotjar.com'],
        'img-src': ['https://*.hotjar.com'],
        'font-src': ['https://*.hotjar.com'],
        'style-src': ['https://*.hotjar.com'],
      },
    })
  }
  // Spec §7: the API's base address is configuration, by default the site's own origin.
  const apiBase = env.PUBLIC_API_BASE?.trim()
  if (apiBase && /^https?:\/\//.test(apiBase)) out.push({ name: 'content API', sources: { 'connect-src': [new URL(apiBase).origin] } })
  return out
}

export function contentSecurityPolicy(thirdParties: ThirdParty[] = [], scriptHashes: string[] = []): string {
  const directives: [Directive, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes.map((h) => `'${h}'`)]],
    ['style-src', ["'self'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'"]],
    ['media-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
  ]
  return directives
    .map(([name, base]) => {
      const extra = thirdParties.flatMap((t) => t.sources[name] ?? [])
      const values = extra.length && base[0] === "'none'" ? extra : [...base, ...extra]
      return `${name} ${[...new Set(values)].join(' ')}`
    })
    .join('; ')
}

/** The CSP source of a script body: CSP hashes the exact text between the tags. */
export const scriptHash = (body: string) => `sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`

/** sha256 CSP sources of one document's inline executable scripts (scripts without `src`; JSON data blocks are not scripts). */
export function inlineScriptHashesOf(html: string): string[] {
  const out: string[] = []
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attrs = '', body = ''] = match
    if (/\ssrc\s*=/i.test(attrs) || !body) continue
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase()
    if (type && !['module', 'text/javascript', 'application/javascript'].includes(type)) continue
    out.push(scriptHash(body))
  }
  return out
}

/**
 * The hashes for script-src: the pages' inline scripts, each of which must be one the project
 * wrote (`known`, by default inlineScripts.ts). Any other fails with the pages that hold it: an
 * inline script that came in with content must be refused, not allowed by its hash.
 */
export function checkInlineScripts(pages: Iterable<readonly [page: string, hashes: readonly string[]]>, known: readonly InlineScript[] = projectInlineScripts): string[] {
  const allowed = new Set(known.map((s) => scriptHash(s.body)))
  const used = new Set<string>()
  const foreign: string[] = []
  for (const [page, hashes] of pages) {
    for (const hash of hashes) {
      if (allowed.has(hash)) used.add(hash)
      else foreign.push(`${page} (${hash})`)
    }
  }
  if (foreign.length) {
    const shown = foreign.slice(0, 10).join(', ')
    throw new Error(
      `CSP: ${foreign.length} inline script(s) the project did not write (hosting/inlineScripts.ts lists those it writes): ${shown}${foreign.length > 10 ? ', …' : ''}. ` +
        'Content must not bring script into a page; code of our own belongs in a bundle or in that list.',
    )
  }
  return [...used].sort()
}

/** The checked script hashes of these built pages (files below `root`). */
export function inlineScriptHashes(root: string, files: string[], known: readonly InlineScript[] = projectInlineScripts): string[] {
  return checkInlineScripts(
    files.map((file) => [file, inlineScriptHashesOf(readFileSync(join(root, file), 'utf8'))] as const),
    known,
  )
}

/**
 * HSTS: a year and more (two), every subdomain of the firm's domain too. Not `preload`: entering
 * the browsers' preload list binds the whole domain to HTTPS for good and is undone only over
 * months; the firm has not decided it (hosting/redirects/README.md). Browsers ignore it over plain HTTP.
 */
export const strictTransportSecurity = 'max-age=63072000; includeSubDomains'

/** Sent with every response, redirects and 404s included. */
export function securityHeaders(thirdParties: ThirdParty[] = thirdPartyOrigins(), scriptHashes: string[] = []): [string, string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(thirdParties, scriptHashes)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()'],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Strict-Transport-Security', strictTransportSecurity],
  ]
}

/**
 * Files under /media/ come from the API: whatever a file is, opened as a document it runs no script
 * and loads nothing from elsewhere (an SVG the sanitizer missed, a PDF's links). It may show itself
 * (an image, audio or a PDF opened in the browser: `'self'`), and inline styles of the browser's
 * own image and SVG documents. These headers replace the site's for a file under /media/ (answers
 * below 400: a 404 there is the site's page); the other security headers stay.
 */
export const mediaPolicy = {
  prefix: '/media/',
  headers: [
    [
      'Content-Security-Policy',
      "default-src 'none'; img-src 'self' data:; media-src 'self'; object-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
    ],
  ] as [string, string][],
}

/** The security headers of an answer below 400 for this path: the site's, with the media policy's under /media/. */
export function securityHeadersFor(security: readonly [string, string][], media: typeof mediaPolicy, pathname: string): [string, string][] {
  if (!pathname.startsWith(media.prefix)) return [...security]
  const override = new Map(media.headers)
  return [...security.map(([name, value]): [string, string] => [name, override.get(name) ?? value]), ...media.headers.filter(([name]) => !security.some(([n]) => n === name))]
}

/** Cache classes by path prefix; everything else (HTML, sitemap…) revalidates. */
export const cachePolicy = {
  /** Vite's content-hashed bundles, styles and fonts: a new build writes new names. */
  hashed: { prefix: '/assets/', value: 'public, max-age=31536000, immutable' },
  /** Media keep their names when replaced: cache a day, then revalidate. */
  media: { prefix: '/media/', value: 'public, max-age=86400' },
  revalidate: 'no-cache',
} as const

export function cacheControlFor(pathname: string): string {
  if (pathname.startsWith(cachePolicy.hashed.prefix)) return cachePolicy.hashed.value
  if (pathname.startsWith(cachePolicy.media.prefix)) return cachePolicy.media.value
  return cachePolicy.revalidate
}
