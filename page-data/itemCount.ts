// How many items of a kind a locale lists, counted in its item paths: a paged list's number of
// pages, in its own locale and in the other (its alternates). A page worker has both locales' item
// paths from listing the pages, so this reads no content file; a page depends on the one count it
// reads (`~itemCount:en#glossary`), not on the paths.
import type { Locale } from '../shared/config/locales.js'
import type { ItemPaths } from '../content-pipeline/model.js'
import { content, perLocaleKeyed } from './content.js'

const counts = perLocaleKeyed('itemCount', (locale: Locale) => {
  const paths = content(locale, 'itemPaths')
  return new Map(Object.entries(paths).map(([kind, items]: [string, unknown[]]) => [kind, items.length]))
})

export const itemCount = (locale: Locale, kind: keyof ItemPaths): number => counts(locale, kind) ?? 0
