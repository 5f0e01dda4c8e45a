// A list in sections (the glossary's letters, the documents' categories, the people's groups)
// cut into pre-rendered pages of a fixed number of items. A section may go on from one page to the
// next (under its heading again, with the same id); an index of the sections links each to the
// page it starts on.
import { pageCount } from './paginate.js'

export type PagedSections<S, U> = {
  /** Page n's sections with their items on it, by page number from 1. */
  pages: Map<number, (S & { items: U[] })[]>
  /** Each section and the page it starts on, in order. */
  starts: (S & { page: number })[]
}

export function sectionPages<S extends { id: string }, T, U>(sections: readonly { section: S; items: readonly T[] }[], size: number, show: (item: T) => U): PagedSections<S, U> {
  const flat = sections.flatMap(({ section, items }) => items.map((item) => ({ section, item })))
  const pages = new Map<number, (S & { items: U[] })[]>()
  const starts: (S & { page: number })[] = []
  for (let page = 1; page <= pageCount(flat.length, size); page++) {
    const on: (S & { items: U[] })[] = []
    for (const { section, item } of flat.slice((page - 1) * size, page * size)) {
      const last = on.at(-1)
      if (last?.id === section.id) {
        last.items.push(show(item))
        continue
      }
      on.push({ ...section, items: [show(item)] })
      if (starts.at(-1)?.id !== section.id) starts.push({ ...section, page })
    }
    pages.set(page, on)
  }
  return { pages, starts }
}
