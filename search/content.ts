// Where the index build gets its content: the pipeline's output on disk (the site build), or a
// content API pulled in memory through the pipeline's own stages (tests and the benchmark, which
// must not depend on a previous `npm run content` nor write content/generated). Node only.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { validate } from 'superstruct'
import type { Locale } from '../shared/config/locales.js'
import { createHttpClient } from '../content-pipeline/fetch.js'
import { searchableKinds } from '../content-pipeline/kinds.js'
import { Issues, PipelineError } from '../content-pipeline/issues.js'
import { ItemHashes, itemHashesFile } from '../content-pipeline/itemHashes.js'
import { generatedDir } from '../content-pipeline/model.js'
import { normalize } from '../content-pipeline/normalize.js'
import { buildPaths } from '../content-pipeline/paths.js'
import { renderContentAsync } from '../content-pipeline/render.js'
import { collectSource } from '../content-pipeline/source.js'
import { perLocale, type PerLocale } from '../shared/config/perLocale.js'
import { fromKeys } from '../shared/fromKeys.js'
import { sha1 } from '../shared/hash.js'
import type { ItemHashesByKind, SearchableContent } from './docs.js'

export function readGeneratedContent(dir: string = generatedDir): PerLocale<SearchableContent> {
  return perLocale((locale: Locale) => readGeneratedLocale(locale, dir))
}

/** One locale's searchable content as the pipeline wrote it (validated there; read the way the pages read it). */
export function readGeneratedLocale(locale: Locale, dir: string = generatedDir): SearchableContent {
  return readGeneratedLocaleWithHashes(locale, dir).content
}

/**
 * The same, with the items' hashes the pipeline wrote beside it (content-pipeline/itemHashes.ts)
 * for each file they describe as it is on disk (its bytes' SHA-1 is the table's): a file written
 * meanwhile by another run gets none, and its items' documents are made afresh. `fileHashes`: the
 * files' hashes (`{locale}/{kind}` → util.ts sha1) when the caller has just taken them (the build).
 */
export function readGeneratedLocaleWithHashes(locale: Locale, dir: string = generatedDir, fileHashes?: Record<string, string>): { content: SearchableContent; hashes: ItemHashesByKind } {
  let table: ItemHashes['files'] = {}
  try {
    const [error, parsed] = validate(JSON.parse(readFileSync(join(dir, itemHashesFile), 'utf8')), ItemHashes)
    if (!error) table = parsed.files
  } catch {
    // No table (an output written before there were any): every document is made.
  }
  const hashes: ItemHashesByKind = {}
  const read = (kind: keyof SearchableContent) => {
    const bytes = readFileSync(join(dir, locale, `${kind}.json`))
    const name = `${locale}/${kind}`
    const entry = table[name]
    if (entry && (fileHashes?.[name] ?? sha1(bytes)) === entry.sha1) hashes[kind] = entry.items
    return JSON.parse(bytes.toString('utf8'))
  }
  return {
    content: fromKeys<keyof SearchableContent, SearchableContent>(searchableKinds, read),
    hashes,
  }
}

/** The pipeline's fetch → validate → normalize → render stages, without media or files. */
export async function contentFromApi(apiUrl: string): Promise<PerLocale<SearchableContent>> {
  const issues = new Issues()
  const client = createHttpClient(apiUrl, { concurrency: 8 })
  const source = await collectSource(client, issues)
  if (!source) throw new PipelineError('fetch/validate', issues.errors, issues.warnings)
  const paths = buildPaths(source.content, source.blogCategories)
  const normalized = normalize(source, paths, issues)
  const rendered = await renderContentAsync(normalized.content, paths, issues)
  if (issues.failed) throw new PipelineError('normalize/render', issues.errors, issues.warnings)
  return rendered.content
}
