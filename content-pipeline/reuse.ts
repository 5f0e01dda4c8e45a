// What an incremental run (--cache) may take from the previous output instead of making it again.
// A content kind's files are a function of the kind's answers, every item's paths (its own, its
// alternates, the links its Markdown resolves), the image index and the pipeline's code. When the
// change feed leaves a kind's answers as they were and the rest is the same, the previous output's
// files of that kind are what this run would write: the kind is not rendered, its files are linked
// instead of serialized, hashed and compared, its items' hashes come from the previous output, and
// what rendering it gave besides the HTML (media, warnings) from its render facts. Whether the
// previous output was made from the cached answers is told by its cursor. At network scale, after
// one edited blog post, the other kinds are ~2/3 of the bytes: the pipeline takes ~3.2 s, not ~4.6.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { array, type Infer, literal, nullable, object, optional, record, string, tuple, type, validate } from 'superstruct'
import { defaultLocale, localeCodes } from '../config/locales.js'
import { pipelineCodeFingerprint } from './fingerprint.js'
import { ItemHashes, itemHashesFile } from './itemHashes.js'
import type { Manifest } from './model.js'
import type { PathIndex } from './paths.js'
import { contentKindNames } from './schemas/changes.js'
import { type ContentKind, contentKinds } from './schemas/endpoints.js'
import { sha1 } from './util.js'

/** The pipeline's code (Node's version too: its ICU sorts the glossary) and a hash of every item's paths. */
export function inputsOf(paths: PathIndex): Manifest['inputs'] {
  return {
    code: `${pipelineCodeFingerprint()} ${process.version}`,
    paths: sha1(JSON.stringify(paths.data())),
  }
}

const PreviousManifest = type({
  source: string(),
  cursor: nullable(string()),
  inputs: optional(object({ code: string(), paths: string() })),
  hashes: record(string(), record(string(), string())),
})

/** What rendering each content kind gave besides its HTML (render.ts KindFacts), kept beside the content. */
export const renderFactsFile = 'render-facts.json'
export const RenderFacts = object({
  version: literal(1),
  kinds: record(string(), object({ media: array(tuple([string(), string()])), warnings: array(string()) })),
})
export type RenderFacts = Infer<typeof RenderFacts>

export type PreviousOutput = {
  dir: string
  manifest: Infer<typeof PreviousManifest>
  itemHashes: ItemHashes
  /** The text of its image index (`images.json`, the same in every locale). */
  images: string
  /** Its render facts by kind; null when it has none (then its kinds are rendered again). */
  facts: RenderFacts['kinds'] | null
}

/** The output in `dir` as far as reuse needs it, or null (none, or not readable as this code writes it). */
export async function readPreviousOutput(dir: string): Promise<PreviousOutput | null> {
  try {
    const [manifestText, hashesText, images] = await Promise.all([
      readFile(join(dir, 'manifest.json'), 'utf8'),
      readFile(join(dir, itemHashesFile), 'utf8'),
      readFile(join(dir, defaultLocale, 'images.json'), 'utf8'),
    ])
    const [manifestError, manifest] = validate(JSON.parse(manifestText), PreviousManifest)
    const [hashesError, itemHashes] = validate(JSON.parse(hashesText), ItemHashes)
    const factsText = await readFile(join(dir, renderFactsFile), 'utf8').catch(() => 'null')
    const [, facts] = validate(JSON.parse(factsText), RenderFacts)
    return manifestError || hashesError ? null : { dir, manifest, itemHashes, images, facts: facts?.kinds ?? null }
  } catch {
    return null
  }
}

export type ThisRun = {
  /** The manifest's `source` this run writes. */
  source: string
  /** The cursor of the cached answers this run started from (null: none). */
  cachedCursor: string | null
  /** Endpoints whose answers differ from the cached ones (incremental.ts). */
  changedEndpoints: readonly string[]
  inputs: Manifest['inputs']
}

/** The kinds whose files and source hashes the previous output holds as this run would make them. */
export function reusableKinds(previous: PreviousOutput | null, now: ThisRun): ContentKind[] {
  const m = previous?.manifest
  if (!m || now.cachedCursor === null || m.cursor !== now.cachedCursor || m.source !== now.source) return []
  if (m.inputs?.code !== now.inputs.code || m.inputs.paths !== now.inputs.paths) return []
  const changed = new Set(now.changedEndpoints)
  return contentKindNames.filter((kind) => m.hashes[kind] !== undefined && localeCodes.every((l) => !changed.has(`${contentKinds[kind].path}/${l}`)))
}
