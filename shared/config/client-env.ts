// The build-time client settings (spec §7 configuration: PUBLIC_API_BASE, PUBLIC_RECAPTCHA_SITE_KEY,
// …): the environment variables Vite puts into the client code (its `envPrefix`), read from the
// environment and from the project root's .env files.
export const clientEnvPrefixes = ['VITE_', 'PUBLIC_'] as const

/** The root's .env files Vite may read (`.env`, `.env.local`, `.env.production`, …), by name. */
export const isEnvFile = (name: string): boolean => name === '.env' || name.startsWith('.env.')

/** The client settings of `env`, as sorted `NAME=value` lines. */
export function clientSettingsOf(env: Readonly<Record<string, string | undefined>>): string {
  return Object.entries(env)
    .filter(([name, value]) => value !== undefined && clientEnvPrefixes.some((p) => name.startsWith(p)))
    .map(([name, value]) => `${name}=${value}`)
    .sort()
    .join('\n')
}
