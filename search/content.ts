// Where the index build gets its content: the pipeline's output on disk (the site build), or a
// content API pulled in memory through the pipeline's own stages (tests and the benchmark, which
// must not depend on a previous `npm run content` nor write content/generated). Node only.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Locale } from '../config/locales.js'
import { createHttpClient } from '../content-pipeline/fetch.js'
import { Issues, PipelineError } from '../content-pipeline/issues.js'
import { generatedDir } from '../content-pipeline/model.js'
import { normalize } from '../content-pipeline/normalize.js'
import { buildPaths } from '../content-pipeline/paths.js'
import { renderContentAsync } from '../content-pipeline/render.js'
import { collectSource } from '../content-pipeline/source.js'
import { perLocale, type PerLocale } from '../content-pipeline/util.js'
import type { SearchableContent } from './docs.js'

export function readGeneratedContent(dir: string = generatedDir): PerLocale<SearchableContent> {
  return perLocale((locale: Locale) => readGeneratedLocale(locale, dir))
}

/** One locale's searchable content as the pipeline wrote it (validated there; read the way the pages read it). */
export function readGeneratedLocale(locale: Locale, dir: string = generatedDir): SearchableContent {
  const read = (kind: keyof SearchableContent) => JSON.parse(readFileSync(join(dir, locale, `${kind}.json`), 'utf8'))
  return {
    serviceGroups: read('serviceGroups'), services: read('services'), people: read('people'),
    blogPosts: read('blogPosts'), careerPosts: read('careerPosts'), blogCategories: read('blogCategories'),
    seminars: read('seminars'), glossary: read('glossary'), jobs: read('jobs'), pages: read('pages'),
    documents: read('documents'),
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
