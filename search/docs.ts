// What gets indexed: one SearchDoc per searchable item of a locale's generated content (the
// pipeline's output, so paths are the localized ones the pages use). Node only (build time).
import { parse } from 'node-html-parser'
import { type Html, kinds, type SearchableKind, searchableKinds, type SearchNames } from '../content-pipeline/kinds.js'
import type { LocaleContent } from '../content-pipeline/model.js'
import type { SearchKind } from './kinds.js'

export type SearchDoc = {
  kind: SearchKind
  /** The item's own page (for documents: the file). */
  url: string
  title: string
  /** A short line shown under the title: a person's position, a service's area, a job's place… */
  sub: string
  /** A few words that also match in the dropdown (tags, position, category; not a service's area). */
  keywords: string[]
  /** Plain text of the item for the full-text index (perex, body, FAQ). */
  text: string
}

export type SearchableContent = Pick<LocaleContent, (typeof searchableKinds)[number]>

/** Sanitized HTML from the pipeline → text with block boundaries kept as line breaks. */
export function htmlText(html: string): string {
  return parse(html)
    .structuredText.replace(/[ \t]+/g, ' ')
    .trim()
}

const join = (...parts: (string | null | undefined)[]) => parts.filter((p) => p && p.trim()).join('\n')
const textOf = (part: string | Html | null | undefined) => (typeof part === 'object' && part !== null ? htmlText(part.html) : part)

/**
 * The items' hashes by content kind and id, as the pipeline wrote them (content-pipeline/itemHashes.ts),
 * for the files whose bytes they describe; a kind left out has none.
 */
export type ItemHashesByKind = Partial<Record<(typeof searchableKinds)[number], Record<string, string>>>

/**
 * Documents made before, by item: the search step keeps them between runs (search/saved-docs.ts)
 * and makes again only those of items whose hash (or the name of their service group or blog
 * category) differs; an item without a hash is made every time. Keeps the documents of the
 * content it was last given.
 */
export class SearchDocCache {
  private entries: Map<string, DocEntry>
  /** Of the last docs(): the items' documents made, not found as they were (search/saved-docs.ts worthSaving). */
  private made = 0

  /** `entries`: those of a cache saved before (search/saved-docs.ts). */
  constructor(entries: Iterable<[string, DocEntry]> = []) {
    this.entries = new Map(entries)
  }

  /** The documents of the content last given, by item (`{kind}#{id}`), with what they were made from. */
  saved(): ReadonlyMap<string, DocEntry> {
    return this.entries
  }

  docs(c: SearchableContent, hashes: ItemHashesByKind): SearchDoc[] {
    const next = new Map<string, DocEntry>()
    let made = 0
    const docs = searchDocs(c, (kind, id, also, make) => {
      const hash = hashes[kind]?.[String(id)]
      if (hash === undefined) return make()
      const slot = `${kind}#${id}`
      const key = `${hash}\u0000${also}`
      const before = this.entries.get(slot)
      let doc: SearchDoc
      if (before?.key === key) doc = before.doc
      else {
        doc = make()
        made++
      }
      next.set(slot, { key, doc })
      return doc
    })
    this.entries = next
    this.made = made
    return docs
  }

  /** Of the last docs(): the documents it holds, and how many of them it made (the others it had). */
  lastDocs(): { held: number; made: number } {
    return { held: this.entries.size, made: this.made }
  }
}

/** An item's document and what it was made from: the item's hash and the other names it shows. */
export type DocEntry = { key: string; doc: SearchDoc }

/** Makes an item's document, or gives the one made before for the same item (SearchDocCache). */
type DocOf = (kind: (typeof searchableKinds)[number], id: number, also: string, make: () => SearchDoc) => SearchDoc

/** Every searchable item's document, by the registry's entries (content-pipeline/kinds.ts), in their order. */
export function searchDocs(c: SearchableContent, docOf: DocOf = (_kind, _id, _also, make) => make()): SearchDoc[] {
  const groupName = new Map(c.serviceGroups.map((g) => [g.id, g.name]))
  const categoryName = new Map(c.blogCategories.map((b) => [b.id, b.name]))
  const names: SearchNames = { serviceGroup: (id) => groupName.get(id) ?? '', blogCategory: (id) => categoryName.get(id) ?? '' }
  const docs: SearchDoc[] = []
  const docsOf = <K extends SearchableKind>(kind: K) => {
    const search = kinds[kind].search
    if (!search) return
    const items: SearchableContent[K] = c[kind]
    for (const item of items) {
      // The names are looked up before the cache is asked: they are part of what the document is made from.
      const facts = search.doc(item, names)
      docs.push(
        docOf(kind, item.id, facts.also ?? '', () => ({
          kind: search.group,
          url: facts.url,
          title: facts.title,
          sub: facts.sub,
          keywords: facts.keywords,
          text: join(...facts.text.map(textOf)),
        })),
      )
    }
  }
  for (const kind of searchableKinds) if (kind !== 'blogCategories') docsOf(kind)
  return docs
}
