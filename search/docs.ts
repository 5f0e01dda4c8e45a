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
  return parse(html).structuredText.replace(/[ \t]+/g, ' ').trim()
}

const join = (...parts: (string | null | undefined)[]) => parts.filter((p) => p && p.trim()).join('\n')

export function personName(p: SearchableContent['people'][number]): string {
  const name = [p.degree_before, p.firstname, p.lastname].filter(Boolean).join(' ')
  return p.degree_after ? `${name}, ${p.degree_after}` : name
}

export function searchDocs(c: SearchableContent): SearchDoc[] {
  const groupName = new Map(c.serviceGroups.map((g) => [g.id, g.name]))
  const categoryName = new Map(c.blogCategories.map((b) => [b.id, b.name]))
  const docs: SearchDoc[] = []
  for (const g of c.serviceGroups) {
    docs.push({ kind: 'services', url: g.path, title: g.name, sub: '', keywords: [], text: join(g.perex, htmlText(g.body)) })
  }
  for (const s of c.services) {
    const group = groupName.get(s.group_id) ?? ''
    const faq = s.faq.map((f) => join(f.question, htmlText(f.answer)))
    docs.push({ kind: 'services', url: s.path, title: s.name, sub: group, keywords: [], text: join(s.perex, htmlText(s.body), ...faq) })
  }
  for (const p of c.people) {
    docs.push({ kind: 'people', url: p.path, title: personName(p), sub: p.position, keywords: [p.position], text: join(p.position, p.perex, htmlText(p.bio)) })
  }
  for (const b of c.blogPosts) {
    const category = categoryName.get(b.category_id) ?? ''
    docs.push({ kind: 'posts', url: b.path, title: b.title, sub: category, keywords: b.tags, text: join(b.perex, htmlText(b.body), b.tags.join(', ')) })
  }
  for (const b of c.careerPosts) {
    docs.push({ kind: 'posts', url: b.path, title: b.title, sub: '', keywords: [], text: join(b.perex, htmlText(b.body)) })
  }
  for (const s of c.seminars) {
    docs.push({ kind: 'seminars', url: s.path, title: s.title, sub: s.place.city, keywords: [], text: join(s.perex, htmlText(s.body), s.place.name, s.place.city) })
  }
  for (const g of c.glossary) {
    docs.push({ kind: 'glossary', url: g.path, title: g.title, sub: '', keywords: [], text: join(g.perex, htmlText(g.body)) })
  }
  for (const j of c.jobs) {
    docs.push({ kind: 'jobs', url: j.path, title: j.title, sub: j.location, keywords: [...j.tags, j.location], text: join(j.perex, htmlText(j.body), j.tags.join(', ')) })
  }
  for (const p of c.pages) {
    docs.push({ kind: 'pages', url: p.path, title: p.title, sub: '', keywords: [], text: join(p.perex, htmlText(p.body)) })
  }
  for (const d of c.documents) {
    docs.push({ kind: 'documents', url: d.path, title: d.title, sub: d.category, keywords: [d.category], text: join(d.description, d.category) })
  }
  return docs
}
