// Client configuration, fixed at build time from the environment (client/env.d.ts). Vite replaces
// each `import.meta.env.PUBLIC_…` expression literally (a bare `import.meta.env` would not be);
// outside Vite (plain tsx scripts) `import.meta.env` does not exist, hence the try.
function read(): { apiBase?: string | undefined; recaptchaSiteKey?: string | undefined } {
  try {
    return { apiBase: import.meta.env.PUBLIC_API_BASE, recaptchaSiteKey: import.meta.env.PUBLIC_RECAPTCHA_SITE_KEY }
  } catch {
    return {}
  }
}
const env = read()

export const clientConfig = {
  /** Spec §7: default root, i.e. the same origin. No trailing slash. */
  apiBase: (env.apiBase ?? '').trim().replace(/\/+$/, ''),
  recaptchaSiteKey: (env.recaptchaSiteKey ?? '').trim() || null,
} as const
