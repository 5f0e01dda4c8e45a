// The previous output as an incremental run (--cache) may take from it instead of making it again
// (what it takes is reuse-plan.ts's decision).
// A content kind's files are a function of the kind's answers, every item's paths (its own, its
// alternates, the links its Markdown resolves), the image index and the pipeline's code. When the
// change feed leaves a kind's answers as they were and the rest is the same, the previous output's
// files of that kind are what this run would write: the kind is not rendered, its files are linked
// instead of serialized, hashed and compared, its items' hashes come from the previous output, and
// what rendering it gave besides the HTML (media, warnings) from its render facts. Whether the
// previous output was made from the cached answers is told by its cursor. At network scale, after
// one edited blog post, the other kinds are ~2/3 of the bytes: the pipeline takes about 30% less.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { define, type Infer, is, literal, nullable, number, object, optional, record, string, Struct, type, validate } from 'superstruct'
import { defaultLocale, localeCodes } from '../shared/config/locales.js'
import { pipelineCodeFingerprint } from './fingerprint.js'
import { ItemHashes, itemHashesFile } from './itemHashes.js'
import { type ItemPath, type ItemPaths, type LocaleContent, type Manifest, pathFields } from './model.js'
import { listItemTexts, type TakenFile, type TakenItem } from './listFile.js'
import { type PathIndex, sortedPathData } from './paths.js'
import { type ContentKind, contentKindList, contentKinds } from './schemas/endpoints.js'
import { isPlainObject, stringList, stringPairs, stringTable } from './table-structs.js'
import { type PerLocale, perLocaleAsync } from '../shared/config/perLocale.js'
import { sha1 } from '../shared/hash.js'

/** The pipeline's code (Node's version too: its ICU sorts the glossary) and a hash of every item's paths (in id order). */
export function inputsOf(paths: PathIndex): Manifest['inputs'] {
  return {
    code: codeInput(),
    paths: sha1(JSON.stringify(sortedPathData(paths.data()))),
  }
}

/** The manifest's `inputs.code` of this process. */
export const codeInput = (): string => `${pipelineCodeFingerprint()} ${process.version}`

const PreviousManifest = type({
  source: string(),
  counts: record(string(), type({ cs: optional(number()), en: optional(number()) })),
  cursor: nullable(string()),
  inputs: optional(object({ code: string(), paths: string() })),
  hashes: record(string(), stringTable()),
  media: optional(stringList()),
})

/**
 * What rendering gave besides the HTML (render.ts KindFacts), kept beside the content: per kind,
 * and per item (`{locale}/{kind}#{id}`, only items whose Markdown fields referenced media or
 * reported a warning), so a run can take single items of a kind as well as whole kinds.
 */
export const renderFactsFile = 'render-facts.json'
const Facts = object({ media: stringPairs(), warnings: stringList() })
export const RenderFacts = object({
  version: literal(2),
  kinds: record(string(), Facts),
  items: record(string(), Facts),
})
export type RenderFacts = Infer<typeof RenderFacts>

export type PreviousOutput = {
  dir: string
  manifest: Infer<typeof PreviousManifest>
  itemHashes: ItemHashes
  /** The text of its image index (`images.json`, the same in every locale). */
  images: string
  /** Its render facts; null when it has none (then its kinds are rendered again). */
  facts: Pick<RenderFacts, 'kinds' | 'items'> | null
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
    return manifestError || hashesError ? null : { dir, manifest, itemHashes, images, facts: facts ?? null }
  } catch {
    return null
  }
}

/**
 * The previous output's texts of the reusable items (reuse-plan.ts planItems), by file (`{locale}/{kind}`),
 * from its files whose bytes are still those its item hashes were taken from. An item is taken
 * only if each locale's file has it wherever this run lists it; the others are rendered.
 */
export async function takenItems(
  previous: PreviousOutput,
  candidates: ReadonlyMap<ContentKind, ReadonlySet<number>>,
  listed: PerLocale<LocaleContent>,
): Promise<{ ids: Map<ContentKind, Set<number>>; files: Map<string, TakenFile> }> {
  const ids = new Map<ContentKind, Set<number>>()
  const files = new Map<string, TakenFile>()
  await Promise.all(
    [...candidates].map(async ([kind, wanted]) => {
      const perFile = await Promise.all(
        localeCodes.map(async (locale) => {
          const name = `${locale}/${kind}`
          const entry = previous.itemHashes.files[name]
          const bytes = await readFile(join(previous.dir, `${name}.json`)).catch(() => null)
          const texts = entry && bytes && sha1(bytes) === entry.sha1 ? listItemTexts(bytes.toString('utf8')) : undefined
          const here: readonly { id: number }[] = listed[locale][kind]
          return { name, hashes: entry?.items ?? {}, texts, sha1: texts ? entry?.sha1 : undefined, here: here.map((item) => item.id) }
        }),
      )
      const kept = new Set(wanted)
      for (const { hashes, texts, here } of perFile) {
        for (const id of here) if (!texts?.has(id) || hashes[String(id)] === undefined) kept.delete(id)
      }
      if (kept.size === 0) return
      ids.set(kind, kept)
      for (const { name, hashes, texts, sha1: read, here } of perFile) {
        const items = new Map<number, TakenItem>()
        for (const id of here) {
          const indented = texts?.get(id)
          const hash = hashes[String(id)]
          if (kept.has(id) && indented !== undefined && hash !== undefined) items.set(id, { indented, hash })
        }
        files.set(name, { items, sha1: read })
      }
    }),
  )
  return { ids, files }
}

const isItemPath = (value: unknown): value is ItemPath & Record<string, unknown> =>
  isPlainObject(value) && typeof value.id === 'number' && typeof value.slug === 'string' && typeof value.path === 'string'
const listOf = (value: unknown, extra: (item: Record<string, unknown>) => boolean = () => true): boolean => Array.isArray(value) && value.every((item) => isItemPath(item) && extra(item))

/** Whether an item's `pathFields` (model.ts) are as its kind's struct declares them (a service's group id…). */
const pathFieldsValid = (kind: ContentKind) => {
  const schema: unknown = contentKinds[kind].item.schema
  const structs = pathFields[kind].map((field): [string, unknown] => [field, typeof schema === 'object' && schema !== null ? Reflect.get(schema, field) : undefined])
  return (item: Record<string, unknown>) => structs.every(([field, struct]) => struct instanceof Struct && is(item[field], struct))
}

/** `{locale}/itemPaths.json` as this code writes it (model.ts ItemPaths), checked in one loop per list. */
const ItemPathsStruct = define<ItemPaths>('item paths', (value) => isPlainObject(value) && contentKindList.every((kind) => listOf(value[kind], pathFieldsValid(kind))) && listOf(value.blogCategories))

/**
 * The previous output's ItemPaths of every locale (what a narrow run takes of the kinds it does
 * not collect: normalize.ts NarrowBase), or null when one is missing or not as this code writes it.
 */
export async function readItemPaths(dir: string): Promise<PerLocale<ItemPaths> | null> {
  try {
    return await perLocaleAsync(async (locale) => {
      const [error, value] = validate(JSON.parse(await readFile(join(dir, locale, 'itemPaths.json'), 'utf8')), ItemPathsStruct)
      if (error) throw error
      return value
    })
  } catch {
    return null
  }
}
