// What a build leaves for the next rebuild, kept beside its release: the content files' hashes,
// every page's data hash and the content files its data read (the dependency map), the shells.
import { sha1 } from '../content-pipeline/util.js'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { localeCodes } from '../config/locales.js'
import type { HeadFacts } from './render/links.js'
import type { Shell } from './render/shell.js'
import { releasesDir } from './publish.js'

export type BuildState = {
  version: 1
  release: string
  /** The code the release was built with (build/code.ts): a rebuild needs the same. */
  code?: string
  /** `{locale}/{kind}` → hash of content/generated/{locale}/{kind}.json. */
  contentHashes: Record<string, string>
  /** The API's change-feed cursor the published content was fetched at. */
  cursor: string | null
  /** Distinct sets of dependency keys pages read (renderer/content.ts); pages point into this list. */
  readSets: string[][]
  pages: Record<string, {
    folder: string
    routeKey: string
    dataHash: string
    bytes: number
    reads: number
    readList: string[]
    head: HeadFacts
    scripts: string[]
  }>
  shells: Record<string, Shell>
  /** Deleted pages' URLs and the list each now redirects to. */
  gone: Record<string, string>
  /** Every path the release serves besides pages (assets, media, public files): links may point to them. */
  staticPaths?: string[]
  /** What the host files were made from (redirects/build.ts hostInputsFingerprint): a rebuild with the same keeps them. */
  hostInputs?: string
  /** Hashes of the item and derived dependency keys pages read (renderer/content.ts). */
  keyHashes?: Record<string, string>
  /** What each derived value (`~name:locale`) was computed from. */
  derived?: Record<string, string[]>
}

const stateName = 'build-state.json'
const stateFile = (release: string) => join(releasesDir, release, stateName)

export function contentHashes(dir: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const locale of localeCodes) {
    const ld = join(dir, locale)
    if (!existsSync(ld)) continue
    for (const f of readdirSync(ld).filter((n) => n.endsWith('.json')).sort()) {
      out[`${locale}/${f.slice(0, -5)}`] = sha1(readFileSync(join(ld, f)))
    }
  }
  return out
}

export function readState(release: string): BuildState | null {
  try {
    const s = JSON.parse(readFileSync(stateFile(release), 'utf8')) as BuildState
    if (s.version !== 1) return null
    for (const p of Object.values(s.pages)) p.readList = s.readSets[p.reads] ?? []
    return s
  } catch {
    return null
  }
}

/** Into the folder a run writes (a release, or a rebuild's staging folder). Pages keep only their read-set index on disk; readList is rebuilt on read. */
export function writeState(dir: string, state: BuildState): void {
  const pages = Object.fromEntries(Object.entries(state.pages).map(([url, p]) => [url, { ...p, readList: [] }]))
  writeFileSync(join(dir, stateName), JSON.stringify({ ...state, pages }))
}
