// The documents' list pages: by category (free text per locale, alphabetically), newest first
// inside, `constants.pageSize.documents` a page (page-data/sectionPages.ts), with the page each
// category starts on for the index of categories. A page depends on its own slice and on the
// categories' pages: a document's new text re-renders the page it is on.
import { constants } from '../../shared/config/constants.js'
import type { Locale } from '../../shared/config/locales.js'
import type { DocumentItem } from '../../content-pipeline/model.js'
import { newestFirst } from '../../content-pipeline/listOrder.js'
import { content, perLocale, perLocaleKeyed } from '../../page-data/content.js'
import { itemCount } from '../../page-data/itemCount.js'
import { sectionPages } from '../../page-data/sectionPages.js'

export const documentsPageSize = constants.pageSize.documents

/** What the list shows of a document. */
export type DocumentEntry = Pick<DocumentItem, 'id' | 'title' | 'description' | 'published_at' | 'file'>

const entry = (d: DocumentItem): DocumentEntry => ({ id: d.id, title: d.title, description: d.description, published_at: d.published_at, file: d.file })

const paged = perLocale('documentsPaged', (locale: Locale) => {
  const collator = new Intl.Collator(locale)
  const documents = newestFirst(content(locale, 'documents'))
  const names = [...new Set(documents.map((d) => d.category))].sort(collator.compare)
  return sectionPages(
    // A category's id is its place in the whole list, so it is the same on every page it is on.
    names.map((name, i) => ({ section: { name, id: `documents-${i}` }, items: documents.filter((d) => d.category === name) })),
    documentsPageSize,
    entry,
  )
})

/** How many items the list has (page-data/itemCount.ts). */
export const documentsCount = (locale: Locale) => itemCount(locale, 'documents')

/** Each category, its section's id and the page it starts on, in order. */
export const documentCategoryPages = perLocale('documentCategoryPages', (locale: Locale) => paged(locale).starts)

/** Page n's documents, by category (a category may go on from the page before). */
export const documentsSlice = perLocaleKeyed('documentsSlice', (locale: Locale) => paged(locale).pages)
