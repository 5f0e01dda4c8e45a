// Build-time ids of the third-party tools (spec §7, §9 "a tag manager id"), exposed to the
// browser bundle with the other PUBLIC_ settings (client/env.d.ts). Unset = the tool never loads.
interface ImportMetaEnv {
  /** Tag manager container, e.g. GTM-ABC1234. */
  readonly PUBLIC_GTM_ID?: string
  /** Professional-network insight tag partner id (digits). */
  readonly PUBLIC_LINKEDIN_PARTNER_ID?: string
  /** Session recording / heatmap site id (digits). */
  readonly PUBLIC_HOTJAR_ID?: string
}
