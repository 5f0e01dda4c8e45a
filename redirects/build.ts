// Builds the host rules of a finished build: the generated content (content/generated) and the
// pages in the document root (dist/client) give the map; settings give maintenance mode.
import { localeCodes } from '../config/locales.js'
import { perLocale } from '../content-pipeline/util.js'
import { inlineScriptHashes } from '../hosting/headers.js'
import { buildIndex, htmlFilesIn } from '../hosting/staticFiles.js'
import { content } from '../renderer/content.js'
import { buildRedirectMap, type MapContent } from './map.js'
import { hostRules, maintenanceEnabled, type HostRules } from './rules.js'

export function readMapContent(): MapContent {
  return perLocale((l) => ({
    serviceGroups: content(l, 'serviceGroups'),
    services: content(l, 'services'),
    people: content(l, 'people'),
    blogPosts: content(l, 'blogPosts'),
    careerPosts: content(l, 'careerPosts'),
    jobs: content(l, 'jobs'),
    seminars: content(l, 'seminars'),
    glossary: content(l, 'glossary'),
    references: content(l, 'references'),
    documents: content(l, 'documents'),
    podcastEpisodes: content(l, 'podcastEpisodes'),
    podcastGuests: content(l, 'podcastGuests'),
    pages: content(l, 'pages'),
  }))
}

/** Settings are per locale; maintenance is on when any locale's settings say so. */
export function settingsSayMaintenance(): boolean {
  return localeCodes.some((l) => content(l, 'settings').maintenance.is_enabled)
}

export type HostRulesInput = {
  root?: string
  env?: Record<string, string | undefined>
  /** The build's page files and inline-script hashes when the caller already knows them (build/stages.ts). */
  files?: string[]
  scriptHashes?: string[]
  /** Deleted pages' URLs → their list page (build/gone.ts). */
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
