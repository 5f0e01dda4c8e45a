// The code a release was built with, as one hash. A rebuild renders with the renderer bundle and
// client assets of the published release, so it is only a rebuild when the code is the same; new
// code (a deploy, a `git pull`) makes `npm run rebuild` build everything.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/** What the site's pages, assets, host files and content are made by (tests and docs left out). */
const sources = ['pages', 'renderer', 'components', 'client', 'config', 'locales', 'search', 'build', 'hosting', 'redirects', 'public', 'content-pipeline', 'package-lock.json', 'vite.config.ts', 'tsconfig.json']

const ignored = (name: string) => /\.test\.tsx?$/.test(name) || name.endsWith('.md') || name === 'node_modules'

export function codeFingerprint(root = '.'): string {
  const hash = createHash('sha1')
  const add = (full: string) => {
    if (statSync(full).isDirectory()) {
      for (const name of readdirSync(full).sort()) if (!ignored(name)) add(join(full, name))
      return
    }
    hash.update(relative(root, full).split(sep).join('/')).update('\0').update(readFileSync(full)).update('\0')
  }
  for (const s of sources) if (existsSync(join(root, s))) add(join(root, s))
  return hash.digest('base64url')
}
