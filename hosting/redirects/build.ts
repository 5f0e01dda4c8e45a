// Builds the host rules of a finished build: the generated content (content/generated) and the
// pages in the document root (dist/client) give the map; settings give maintenance mode.
import { createHash } from 'node:crypto'
import { inlineScriptHashes } from '../headers.js'
import { buildIndex, htmlFilesIn } from '../staticFiles.js'
import { readMapContent, settingsSayMaintenance } from './mapContent.js'
import { buildRedirectMap } from './map.js'
import { hostRules, maintenanceEnabled, type HostRules } from './rules.js'

/** The environment variables the host files depend on (hosts chosen, deploy flavour, maintenance, the client's integrations). */
const hostEnv = (name: string) => name === 'HOSTS' || name === 'DEPLOY_TARGET' || name === 'MAINTENANCE' || name.startsWith('PUBLIC_')

/**
 * A hash of everything the host files are made from besides the code: the map's content
 * (mapContent.ts mapContentFingerprint, taken where the content is loaded: the worker that lists
 * the pages), the build's files, deleted pages, inline-script hashes, maintenance and the environment. A rebuild
 * whose hash equals the published build's keeps the published host files instead of writing
 * them again (seconds at network scale, for a change to a post's text).
 */
export function hostInputsFingerprint(input: {
  mapContent: string
  files: readonly string[]
  knownFiles: readonly string[]
  scriptHashes: readonly string[]
  gone: Record<string, string>
  env?: Record<string, string | undefined>
}): string {
  const env = input.env ?? process.env
  const hash = createHash('sha256')
  const part = (value: unknown) => hash.update(JSON.stringify(value)).update('\n')
  part(input.mapContent)
  part(input.files)
  part(input.knownFiles)
  part([...input.scriptHashes].sort())
  part(Object.entries(input.gone).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
  part(
    Object.keys(env)
      .filter(hostEnv)
      .sort()
      .map((k) => [k, env[k]]),
  )
  return hash.digest('base64url')
}

export type HostRulesInput = {
  root?: string
  env?: Record<string, string | undefined>
  /** The build's page files and inline-script hashes when the caller already knows them (publishing/stages.ts). */
  files?: string[]
  scriptHashes?: string[]
  /** Deleted pages' URLs → their list page (publishing/gone.ts). */
  gone?: Record<string, string>
  /** Whether a path is a file of the build, when `root` alone cannot tell (a rebuild's staging folder). */
  isFile?: (pathname: string) => boolean
}

export function buildHostRules({ root = 'dist/client', env = process.env, files = htmlFilesIn(root), scriptHashes, gone = {}, isFile }: HostRulesInput = {}): HostRules {
  const build = buildIndex(root, files, isFile)
  const map = buildRedirectMap(readMapContent(), build, undefined, gone)
  scriptHashes ??= inlineScriptHashes(root, files)
  return hostRules({ map, pages: build.pages, maintenance: maintenanceEnabled(settingsSayMaintenance(), env), scriptHashes, env })
}
