// Build-time client settings (spec §7 "the base address of calls comes from configuration").
// Vite exposes variables with the PUBLIC_ prefix to the browser bundle (vite.config.ts envPrefix).
interface ImportMetaEnv {
  /** Base address of API calls; empty = the site's own origin (the host forwards /api). */
  readonly PUBLIC_API_BASE?: string
  /** reCAPTCHA v3 site key; without one the sample API's stand-in bot check is used. */
  readonly PUBLIC_RECAPTCHA_SITE_KEY?: string
}
