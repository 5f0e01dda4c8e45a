// The glossary's list pages: every term in A–Z order (letters.ts), `constants.pageSize.glossary`
// a page (page-data/sectionPages.ts), and the page each letter starts on, so that the A–Z index
// of every page reaches every letter. A page depends on its own slice and on the letters' pages
// (page-data/content.ts): a term's new perex re-renders the page it is on; a new term, the pages
// from its own on.
import { constants } from '../../shared/config/constants.js'
import type { Locale } from '../../shared/config/locales.js'
import type { GlossaryTerm } from '../../content-pipeline/model.js'
import { content, perLocale, perLocaleKeyed } from '../../page-data/content.js'
import { itemCount } from '../../page-data/itemCount.js'
import { sectionPages } from '../../page-data/sectionPages.js'
import { groupByLetter } from './letters.js'

export const glossaryPageSize = constants.pageSize.glossary

/** What the list shows of a term. */
export type TermTeaser = { id: number; title: string; perex: string; path: string }

const teaser = (g: GlossaryTerm): TermTeaser => ({ id: g.id, title: g.title, perex: g.perex, path: g.path })

const paged = perLocale('glossaryPaged', (locale: Locale) =>
  sectionPages(
    groupByLetter(content(locale, 'glossary'), (g) => g.title, locale).map((g) => ({ section: { letter: g.letter, id: g.id }, items: g.items })),
    glossaryPageSize,
    teaser,
  ),
)

/** How many items the list has (page-data/itemCount.ts). */
export const glossaryCount = (locale: Locale) => itemCount(locale, 'glossary')

/** Each letter with terms, its section's id and the page it starts on, in alphabet order. */
export const glossaryLetterPages = perLocale('glossaryLetterPages', (locale: Locale) => paged(locale).starts)

/** Page n's terms, grouped by letter (a letter may go on from the page before). */
export const glossarySlice = perLocaleKeyed('glossarySlice', (locale: Locale) => paged(locale).pages)
