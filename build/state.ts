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

export const stateName = 'build-state.json'
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

// On disk each page is an array and repeats nothing the state has elsewhere: its read set and its
// scripts are indexes into tables, its read list is the set's, and its head's URLs are written
// without the site's origin and, where one is the canonical URL, as 0. At --scale 20000 the
// pages were 25 MB of the state's 36 MB as objects, the head's origin and repeated URLs and the
// scripts' hashes most of it; the state is read by every rebuild and written by every run.
type PackedHead = [canonical: string | null, noindex: 0 | 1, ...alternates: (string | 0)[]]
type PackedPage = [folder: string, routeKey: string, dataHash: string, bytes: number, reads: number, scripts: number, head: PackedHead]
type PackedState = Omit<BuildState, 'version' | 'pages'> & { version: 2; origin: string; scriptSets: string[][]; pages: Record<string, PackedPage> }

function pack(state: BuildState): PackedState {
  const first = Object.values(state.pages).find((p) => p.head.canonical)?.head.canonical
  const origin = first && URL.canParse(first) ? new URL(first).origin : ''
  // Short: "/path" of the origin; a URL that began with "/" or "~" already is marked with a "~".
  const short = (url: string) => (origin && url.startsWith(`${origin}/`) ? url.slice(origin.length) : /^[/~]/.test(url) ? `~${url}` : url)
  const scriptSets: string[][] = []
  const scriptIndex = new Map<string, number>()
  const pages: Record<string, PackedPage> = {}
  for (const [url, p] of Object.entries(state.pages)) {
    const key = p.scripts.join(' ')
    let scripts = scriptIndex.get(key)
    if (scripts === undefined) {
      scripts = scriptSets.push(p.scripts) - 1
      scriptIndex.set(key, scripts)
    }
    const { canonical, alternates, noindex } = p.head
    const head: PackedHead = [canonical === null ? null : short(canonical), noindex ? 1 : 0]
    for (const [lang, href] of alternates) head.push(lang, href === canonical ? 0 : short(href))
    pages[url] = [p.folder, p.routeKey, p.dataHash, p.bytes, p.reads, scripts, head]
  }
  return { ...state, version: 2, origin, scriptSets, pages }
}

function unpack(s: PackedState): BuildState {
  const whole = (url: string) => (url.startsWith('/') ? s.origin + url : url.startsWith('~') ? url.slice(1) : url)
  const pages: BuildState['pages'] = {}
  for (const [url, [folder, routeKey, dataHash, bytes, reads, scripts, head]] of Object.entries(s.pages)) {
    const [short, noindex, ...rest] = head
    const canonical = short === null ? null : whole(short)
    const alternates: [string, string][] = []
    for (let i = 0; i + 1 < rest.length; i += 2) {
      const href = rest[i + 1]
      alternates.push([String(rest[i]), href === 0 ? canonical ?? '' : whole(href ?? '')])
    }
    pages[url] = { folder, routeKey, dataHash, bytes, reads, readList: s.readSets[reads] ?? [], head: { canonical, alternates, noindex: noindex === 1 }, scripts: s.scriptSets[scripts] ?? [] }
  }
  const { origin: _origin, scriptSets: _scriptSets, ...rest } = s
  return { ...rest, version: 1, pages }
}

function fromText(text: string): BuildState | null {
  const s = JSON.parse(text) as PackedState | { version: unknown }
  return s.version === 2 && 'pages' in s ? unpack(s) : null
}

/** The state in `file` (a release's build-state.json), or null: absent, unreadable, of another format. */
export function readStateFile(file: string): BuildState | null {
  try {
    return fromText(readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

export function readState(release: string): BuildState | null {
  return readStateFile(stateFile(release))
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

/** Into the folder a run writes (a release, or a rebuild's staging folder), packed (see pack). */
export function writeState(dir: string, state: BuildState): void {
  writeFileSync(join(dir, stateName), JSON.stringify(pack(state)))
  writeFileSync(join(dir, headName), JSON.stringify(headOf(state)))
}
