// What a build leaves for the next rebuild, kept beside its release: the content files' hashes,
// every page's data hash and the content files its data read (the dependency map), the shells.
import { sha1 } from '../content-pipeline/util.js'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
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
// What a rebuild decides on before its content stage, apart from the state (31 MB at network
// scale, read while the content stage runs): whether the code is the same, the cursor, the content.
const headName = 'build-state-head.json'
export type StateHead = Pick<BuildState, 'version' | 'code' | 'cursor' | 'contentHashes'>

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

function fromText(text: string): BuildState | null {
  const s = JSON.parse(text) as BuildState
  if (s.version !== 1) return null
  for (const p of Object.values(s.pages)) p.readList = s.readSets[p.reads] ?? []
  return s
}

export function readState(release: string): BuildState | null {
  try {
    return fromText(readFileSync(stateFile(release), 'utf8'))
  } catch {
    return null
  }
}

/** readState, reading the file without holding up the thread (the parse still does). */
export async function readStateAsync(release: string): Promise<BuildState | null> {
  try {
    return fromText(await readFile(stateFile(release), 'utf8'))
  } catch {
    return null
  }
}

/** The state's head; from the state itself for a release written before heads were. */
export function readStateHead(release: string): StateHead | null {
  try {
    const h = JSON.parse(readFileSync(join(releasesDir, release, headName), 'utf8')) as StateHead
    return h.version === 1 ? h : null
  } catch {
    const s = readState(release)
    return s && headOf(s)
  }
}

const headOf = (s: BuildState): StateHead => ({ version: s.version, code: s.code, cursor: s.cursor, contentHashes: s.contentHashes })

/** Into the folder a run writes (a release, or a rebuild's staging folder). Pages keep only their read-set index on disk; readList is rebuilt on read. */
export function writeState(dir: string, state: BuildState): void {
  const pages = Object.fromEntries(Object.entries(state.pages).map(([url, p]) => [url, { ...p, readList: [] }]))
  writeFileSync(join(dir, stateName), JSON.stringify({ ...state, pages }))
  writeFileSync(join(dir, headName), JSON.stringify(headOf(state)))
}
