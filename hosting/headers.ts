// Response headers every host sends (issue "Security headers"): a Content-Security-Policy that
// allows what the site really loads, the other security headers, and the cache policy.
//
// What the pages load (checked on the build): scripts and styles from /assets (Vite bundles),
// self-hosted fonts (Vite inlines the smallest subsets as data: URLs), images from / and /media,
// the API on the same origin (/api), audio from /media. Inline executable scripts (the Consent
// Mode default that must run before any tag) are allowed by their sha256, collected from the
// built pages (inlineScriptHashes); vike's <script type="application/json"> and the JSON-LD blocks
// are data, which CSP does not govern. Site search fetches its index from /search-index and runs
// in the page: no WebAssembly, no worker.
// Third parties are off by default: before consent the page requests nothing from another origin,
// so the policy names none. An integration configured at build time (thirdPartyOrigins) adds its
// origins; the page still loads it only after the matching consent.

import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

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
    ['worker-src', ["'none'"]],
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

/** Most distinct inline scripts the policy lists; more means per-page inline code, which belongs in a bundle. */
export const maxInlineScripts = 10

/**
 * `sha256-…` of every distinct inline executable script in the built pages (scripts without `src`
 * whose type is not a data type). CSP hashes the exact text between the tags.
 */
/** sha256 CSP sources of one document's inline scripts (JSON data blocks are not scripts). */
export function inlineScriptHashesOf(html: string): string[] {
  const out: string[] = []
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attrs = '', body = ''] = match
    if (/\ssrc\s*=/i.test(attrs) || !body) continue
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase()
    if (type && !['module', 'text/javascript', 'application/javascript'].includes(type)) continue
    out.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`)
  }
  return out
}

/** Every page's inline script hashes, checked against the CSP's limit. */
export function collectScriptHashes(hashes: Iterable<string>): string[] {
  const set = new Set(hashes)
  if (set.size > maxInlineScripts) {
    throw new Error(`CSP: ${set.size} different inline scripts in the pages (at most ${maxInlineScripts}); move per-page inline code into a bundle`)
  }
  return [...set].sort()
}

export function inlineScriptHashes(root: string, files: string[]): string[] {
  return collectScriptHashes(files.flatMap((file) => inlineScriptHashesOf(readFileSync(join(root, file), 'utf8'))))
}

/** Sent with every response, redirects and 404s included. */
export function securityHeaders(thirdParties: ThirdParty[] = thirdPartyOrigins(), scriptHashes: string[] = []): [string, string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(thirdParties, scriptHashes)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()'],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ]
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
