// The code a release was built with, as one hash. A rebuild renders with the renderer bundle and
// client assets of the published release, so it is only a rebuild when the code is the same; new
// code (a deploy, a `git pull`) makes `npm run rebuild` build everything.
import { readdirSync } from 'node:fs'
import { clientSettingsOf, isEnvFile } from '../shared/config/client-env.js'
import { siteCode } from '../shared/config/codeFolders.js'
import { treeFingerprint } from '../content-pipeline/fingerprint.js'
import { sha1 } from '../shared/hash.js'

/** What the site's pages, assets, host files and content are made by: shared/config/codeFolders.ts. */
export const codeSources: readonly string[] = siteCode

/** The root's .env files (Vite reads the client settings from them too). */
export const envFiles = (root = '.'): string[] => readdirSync(root).filter(isEnvFile).sort()

/**
 * The code and the client settings the assets are built with (shared/config/client-env.ts): a rebuild
 * keeps the published assets, so new settings (another PUBLIC_API_BASE, a tag manager id) must
 * make it build everything, as new code does.
 */
export function codeFingerprint(root = '.', env: Readonly<Record<string, string | undefined>> = process.env): string {
  return sha1(`${treeFingerprint(root, [...codeSources, ...envFiles(root)])}\n${clientSettingsOf(env)}`)
}
