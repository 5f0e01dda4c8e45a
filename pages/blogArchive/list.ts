// The blog archive's pages: every post by year and month, newest first (group.ts),
// `constants.pageSize.blogArchive` a page (page-data/sectionPages.ts: a month may go on from the
// page before), with the page each year starts on for the index of years. A page depends on its
// own slice and on the years' pages: a post's new title re-renders the page it is on.
import { constants } from '../../shared/config/constants.js'
import type { Locale } from '../../shared/config/locales.js'
import { content, perLocale, perLocaleKeyed } from '../../page-data/content.js'
import { itemCount } from '../../page-data/itemCount.js'
import { sectionPages } from '../../page-data/sectionPages.js'
import { groupByMonth, monthId } from './group.js'

export const archivePageSize = constants.pageSize.blogArchive

const paged = perLocale('archivePaged', (locale: Locale) => {
  const posts = content(locale, 'blogPosts').map((p) => ({ id: p.id, title: p.title, path: p.path, published_at: p.published_at }))
  return sectionPages(
    groupByMonth(posts).flatMap((y) =>
      y.months.map((m) => ({
        // `total`: the month's posts, also those on the page before or after.
        section: { id: monthId(y.year, m.month), year: y.year, month: m.month, total: m.items.length },
        items: m.items,
      })),
    ),
    archivePageSize,
    (post) => post,
  )
})

/** How many posts the archive has (page-data/itemCount.ts). */
export const archiveCount = (locale: Locale) => itemCount(locale, 'blogPosts')

/** Each year with posts and the page its newest month starts on, newest first. */
export const archiveYearPages = perLocale('archiveYearPages', (locale: Locale) => {
  const out: { year: number; page: number }[] = []
  for (const m of paged(locale).starts) if (out.at(-1)?.year !== m.year) out.push({ year: m.year, page: m.page })
  return out
})

/** Page n's months with their posts on it. */
export const archiveSlice = perLocaleKeyed('archiveSlice', (locale: Locale) => paged(locale).pages)
