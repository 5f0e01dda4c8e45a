// The environment variables the build reads (besides its content stage's: content-pipeline/settings.ts),
// with the defaults its code uses: the environment part of `npm run build`'s and `npm run rebuild`'s
// definitions (publishing/commands.ts). Settings whose code lies below the build (shared/config/, client/,
// hosting/redirects/) are described here; the build is what reads them from the environment.
import type { Setting } from '../shared/command-line.js'
import { defaultRemovalLimits } from './removal-guard.js'
import { defaultSiteUrl } from './source-pin.js'
import { MIN_SECRET_LENGTH } from './webhook-auth.js'

export const siteUrl = {
  name: 'SITE_URL',
  default: defaultSiteUrl,
  about: "public address used in canonical links, hreflang and the sitemap (npm run rebuild: the published release's)",
} as const satisfies Setting
export const maxRemovedShare = {
  name: 'BUILD_MAX_REMOVED_SHARE',
  default: String(defaultRemovalLimits.share),
  about: 'the share of the published pages of one type a run may remove before it stops (guard 2)',
} as const satisfies Setting
export const maxRemovedPages = {
  name: 'BUILD_MAX_REMOVED_PAGES',
  default: String(defaultRemovalLimits.max),
  about: 'the number of published pages of one type a run may remove before it stops (guard 2)',
} as const satisfies Setting
export const publicSettings: readonly Setting[] = [
  { name: 'PUBLIC_API_BASE', unset: "the site's own origin (/api)", about: "base address of the browser's API calls (forms, newsletter, cart, sign-in), fixed at build time" },
  { name: 'PUBLIC_RECAPTCHA_SITE_KEY', unset: "the sample API's bot-check stand-in", about: 'reCAPTCHA v3 site key' },
  { name: 'PUBLIC_GTM_ID', unset: 'no such tag', about: 'Google Tag Manager, loaded only after the matching cookie consent' },
  { name: 'PUBLIC_LINKEDIN_PARTNER_ID', unset: 'no such tag', about: 'LinkedIn Insight, loaded only after the matching cookie consent' },
  { name: 'PUBLIC_HOTJAR_ID', unset: 'no such tag', about: 'Hotjar, loaded only after the matching cookie consent' },
]
export const hostSettings: readonly Setting[] = [
  { name: 'MAINTENANCE', unset: "the API's settings decide", about: '1 builds host files that send every page to the maintenance page; 0 never' },
  { name: 'DEPLOY_TARGET', default: 'netlify', about: 'the flavour of _redirects: netlify or cloudflare (hosting/redirects/README.md)' },
  { name: 'HOSTS', unset: 'every host', about: 'which hosts to write files for, comma-separated (hosting/redirects/README.md)' },
]
export const contentHeapMb = { name: 'BUILD_CONTENT_HEAP_MB', default: '768', about: "heap limit of the content pipeline's process, in MB" } as const satisfies Setting
export const workerHeapMb = { name: 'BUILD_WORKER_HEAP_MB', default: '448', about: 'heap limit of each page-rendering worker thread, in MB' } as const satisfies Setting
export const searchHeapMb = { name: 'BUILD_SEARCH_HEAP_MB', default: '320', about: 'heap limit of each search-index process, in MB' } as const satisfies Setting
export const compressCache = {
  name: 'BUILD_COMPRESS_CACHE',
  default: '.cache/compressed',
  about: 'where the compress stage keeps each .br/.gz it made, by its file’s hash (off: no cache)',
} as const satisfies Setting
export const runSettings: readonly Setting[] = [
  contentHeapMb,
  workerHeapMb,
  searchHeapMb,
  { name: 'BUILD_COMPILED', default: 'on', about: 'off: run the build and its child processes from their TypeScript sources through tsx, not from .build/bin' },
  compressCache,
  { name: 'BUILD_BUNDLE_CACHE', unset: 'off', about: "a folder where a full build keeps its bundle by the code's fingerprint, for the next full build of the same code" },
]
export const webhookSecret = {
  name: 'REBUILD_WEBHOOK_SECRET',
  unset: 'the webhook refuses to start',
  about: `shared secret of the webhook (--listen), at least ${MIN_SECRET_LENGTH} characters`,
} as const satisfies Setting
export const debounceMs = { name: 'REBUILD_DEBOUNCE_MS', default: '5000', about: 'how long the webhook waits after the last call before it rebuilds, in ms' } as const satisfies Setting
