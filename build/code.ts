// The code a release was built with, as one hash. A rebuild renders with the renderer bundle and
// client assets of the published release, so it is only a rebuild when the code is the same; new
// code (a deploy, a `git pull`) makes `npm run rebuild` build everything.
import { treeFingerprint } from '../content-pipeline/fingerprint.js'

/** What the site's pages, assets, host files and content are made by (tests and docs left out). */
export const codeSources = ['pages', 'renderer', 'components', 'client', 'config', 'locales', 'search', 'build', 'hosting', 'redirects', 'public', 'content-pipeline', 'package-lock.json', 'vite.config.ts', 'tsconfig.json']

export function codeFingerprint(root = '.'): string {
  return treeFingerprint(root, codeSources)
}
