// The 301 map: the one source of truth every host file and the preview server are written from.
// Generated variants (variants.ts) + the legacy list (legacy.json), validated against the build.
import type { Locale } from '../../shared/config/locales.js'
import { contentKinds, type ContentKind } from '../../content-pipeline/schemas/endpoints.js'
import { legacyRedirects, readLegacy, type LegacyEntry, type LinkLookup } from './legacy.js'
import type { Redirect, RedirectOrigin } from './types.js'
import type { BuildIndex } from '../staticFiles.js'
import { finalizeMap, RedirectMapError } from './validate.js'
import { contentRedirects, type SluggedContent, type SluggedKinds } from './variants.js'

/**
 * The generated content the map reads (content/generated/{locale}/*.json): the slugged kinds for
 * the variants, and every kind's id and path for the legacy list's app:// links.
 */
export type MapContent = Record<Locale, SluggedContent[Locale] & Record<Exclude<ContentKind, SluggedKinds>, { id: number; path: string }[]>>

export type RedirectMap = {
  redirects: Redirect[]
  stats: {
    total: number
    byOrigin: Record<RedirectOrigin, number>
    /** Entries whose source carries a query (exact path + query match). */
    withQuery: number
    /** Generated variants left out because they are pages (same slug in both locales). */
    variantsThatArePages: number
  }
}

function isContentKind(kind: string): kind is ContentKind {
  return Object.hasOwn(contentKinds, kind)
}

/** Resolves app:// links of the legacy list against the generated content (same paths as the pages). */
export function linkLookup(content: MapContent): LinkLookup {
  const kinds = new Map<string, ContentKind>(Object.entries(contentKinds).flatMap(([kind, spec]) => (isContentKind(kind) ? [[spec.linkKind, kind]] : [])))
  return (linkKind, id, locale) => {
    const kind = kinds.get(linkKind)
    if (!kind) return undefined
    const items: { id: number; path: string }[] = content[locale][kind]
    return items.find((item) => item.id === id)?.path
  }
}

/** `gone`: URL → list page, for pages an earlier build published whose content is deleted. */
export function buildRedirectMap(content: MapContent, build: BuildIndex, legacy: LegacyEntry[] = readLegacy(), gone: Record<string, string> = {}): RedirectMap {
  const generated = contentRedirects(content, (p) => build.isPage(p))
  const old = legacyRedirects(legacy, linkLookup(content))
  const problems = [...generated.conflicts, ...old.errors]
  let redirects: Redirect[]
  try {
    // Legacy first: when an old URL equals a generated variant with another target, it is the
    // validation that reports it (the same source twice).
    const deleted: Redirect[] = Object.entries(gone).map(([from, to]) => ({ from, to, origin: 'gone', label: `deleted page ${from}` }))
    redirects = finalizeMap([...old.redirects, ...generated.redirects, ...deleted], build)
  } catch (err) {
    if (err instanceof RedirectMapError) throw new RedirectMapError([...problems, ...err.problems])
    throw err
  }
  if (problems.length) throw new RedirectMapError(problems)
  const byOrigin: Record<RedirectOrigin, number> = { 'locale-slug': 0, 'wrong-slug': 0, 'id-only': 0, legacy: 0, gone: 0 }
  for (const r of redirects) byOrigin[r.origin]++
  return {
    redirects,
    stats: {
      total: redirects.length,
      byOrigin,
      withQuery: redirects.filter((r) => r.from.includes('?')).length,
      variantsThatArePages: generated.pagesSkipped,
    },
  }
}
