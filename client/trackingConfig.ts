// Ids of the third-party tools, read at build time from PUBLIC_GTM_ID, PUBLIC_LINKEDIN_PARTNER_ID
// and PUBLIC_HOTJAR_ID (client/trackingEnv.d.ts). A malformed id throws: the module is evaluated
// while pages are pre-rendered, so the build fails instead of shipping a tag that does nothing.
export type TrackingConfig = {
  gtmId: string | null
  linkedInPartnerId: string | null
  hotjarId: string | null
}

const rules = {
  gtmId: { env: 'PUBLIC_GTM_ID', pattern: /^GTM-[A-Z0-9]{4,12}$/ },
  linkedInPartnerId: { env: 'PUBLIC_LINKEDIN_PARTNER_ID', pattern: /^\d{3,12}$/ },
  hotjarId: { env: 'PUBLIC_HOTJAR_ID', pattern: /^\d{3,12}$/ },
} as const

export function trackingConfig(env: Partial<Record<(typeof rules)[keyof typeof rules]['env'], string>>): TrackingConfig {
  const read = (key: keyof typeof rules): string | null => {
    const { env: name, pattern } = rules[key]
    const value = env[name]?.trim()
    if (!value) return null
    if (!pattern.test(value)) throw new Error(`${name}="${value}" is not a valid id (expected ${pattern})`)
    return value
  }
  return { gtmId: read('gtmId'), linkedInPartnerId: read('linkedInPartnerId'), hotjarId: read('hotjarId') }
}

/**
 * This build's tools. Each variable is read by its full name, the expression Vite replaces (vike
 * turns the bare env object into null). Outside Vite (plain tsx scripts) the env object is
 * undefined: no tools.
 */
function buildEnv() {
  try {
    return {
      PUBLIC_GTM_ID: import.meta.env.PUBLIC_GTM_ID,
      PUBLIC_LINKEDIN_PARTNER_ID: import.meta.env.PUBLIC_LINKEDIN_PARTNER_ID,
      PUBLIC_HOTJAR_ID: import.meta.env.PUBLIC_HOTJAR_ID,
    }
  } catch {
    return {}
  }
}

export const tracking: TrackingConfig = trackingConfig(buildEnv())
