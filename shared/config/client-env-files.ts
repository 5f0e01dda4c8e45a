// The client settings of the root's .env files, for the build's own steps. Vite reads them into
// the client code (vite.config.ts `envPrefix`); the host files' CSP (hosting/headers.ts), the code
// fingerprint (publishing/code.ts) and the preview's policy read the environment. Without this, a
// PUBLIC_API_BASE set in .env reached the browser's calls but not the CSP's connect-src, and the
// published site's API calls were blocked.
import { readdirSync } from 'node:fs'
import { clientEnvPrefixes, isEnvFile } from './client-env.js'

/**
 * Puts the client settings of `root`'s .env files into `env` as Vite reads them for a build
 * (`loadEnv` in production mode: `.env`, `.env.local`, `.env.production`, `.env.production.local`,
 * the later winning, a variable the environment already has winning over all). Returns the names
 * it set. Vite itself does the reading, so the two cannot disagree; it is loaded only when the
 * root has such a file.
 */
export async function applyClientEnvFiles(root = '.', env: NodeJS.ProcessEnv = process.env): Promise<string[]> {
  if (!readdirSync(root).some(isEnvFile)) return []
  const { loadEnv } = await import('vite')
  const set: string[] = []
  for (const [name, value] of Object.entries(loadEnv('production', root, [...clientEnvPrefixes]))) {
    if (env[name] !== undefined) continue
    env[name] = value
    set.push(name)
  }
  return set.sort()
}
