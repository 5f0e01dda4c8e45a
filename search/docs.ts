// What gets indexed: one SearchDoc per searchable item of a locale's generated content (the
// pipeline's output, so paths are the localized ones the pages use). Node only (build time).
import { parse } from 'node-html-parser'
import type { LocaleContent } from '../content-pipeline/model.js'
import type { SearchKind, searchableKinds } from './kinds.js'

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

export function personName(p: SearchableContent['people'][number]): string {
  const name = [p.degree_before, p.firstname, p.lastname].filter(Boolean).join(' ')
  return p.degree_after ? `${name}, ${p.degree_after}` : name
}

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

export function searchDocs(c: SearchableContent, docOf: DocOf = (_kind, _id, _also, make) => make()): SearchDoc[] {
  const groupName = new Map(c.serviceGroups.map((g) => [g.id, g.name]))
  const categoryName = new Map(c.blogCategories.map((b) => [b.id, b.name]))
  const docs: SearchDoc[] = []
  for (const g of c.serviceGroups) {
    docs.push(docOf('serviceGroups', g.id, '', () => ({ kind: 'services', url: g.path, title: g.name, sub: '', keywords: [], text: join(g.perex, htmlText(g.body)) })))
  }
  for (const s of c.services) {
    const group = groupName.get(s.group_id) ?? ''
    docs.push(
      docOf('services', s.id, group, () => {
        const faq = s.faq.map((f) => join(f.question, htmlText(f.answer)))
        return { kind: 'services', url: s.path, title: s.name, sub: group, keywords: [], text: join(s.perex, htmlText(s.body), ...faq) }
      }),
    )
  }
  for (const p of c.people) {
    docs.push(docOf('people', p.id, '', () => ({ kind: 'people', url: p.path, title: personName(p), sub: p.position, keywords: [p.position], text: join(p.position, p.perex, htmlText(p.bio)) })))
  }
  for (const b of c.blogPosts) {
    const category = categoryName.get(b.category_id) ?? ''
    docs.push(docOf('blogPosts', b.id, category, () => ({ kind: 'posts', url: b.path, title: b.title, sub: category, keywords: b.tags, text: join(b.perex, htmlText(b.body), b.tags.join(', ')) })))
  }
  for (const b of c.careerPosts) {
    docs.push(docOf('careerPosts', b.id, '', () => ({ kind: 'posts', url: b.path, title: b.title, sub: '', keywords: [], text: join(b.perex, htmlText(b.body)) })))
  }
  for (const s of c.seminars) {
    docs.push(
      docOf('seminars', s.id, '', () => ({ kind: 'seminars', url: s.path, title: s.title, sub: s.place.city, keywords: [], text: join(s.perex, htmlText(s.body), s.place.name, s.place.city) })),
    )
  }
  for (const g of c.glossary) {
    docs.push(docOf('glossary', g.id, '', () => ({ kind: 'glossary', url: g.path, title: g.title, sub: '', keywords: [], text: join(g.perex, htmlText(g.body)) })))
  }
  for (const j of c.jobs) {
    docs.push(
      docOf('jobs', j.id, '', () => ({ kind: 'jobs', url: j.path, title: j.title, sub: j.location, keywords: [...j.tags, j.location], text: join(j.perex, htmlText(j.body), j.tags.join(', ')) })),
    )
  }
  for (const p of c.pages) {
    docs.push(docOf('pages', p.id, '', () => ({ kind: 'pages', url: p.path, title: p.title, sub: '', keywords: [], text: join(p.perex, htmlText(p.body)) })))
  }
  for (const d of c.documents) {
    docs.push(docOf('documents', d.id, '', () => ({ kind: 'documents', url: d.path, title: d.title, sub: d.category, keywords: [d.category], text: join(d.description, d.category) })))
  }
  return docs
}
