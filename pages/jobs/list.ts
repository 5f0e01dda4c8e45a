// The job vacancies' list pages: newest first, `constants.pageSize.jobs` a page. A page depends on
// its own slice (renderer/content.ts): a job's new text re-renders the page it is on.
import { jobTeaser } from '../../components/content/JobList.js'
import { constants } from '../../config/constants.js'
import type { Locale } from '../../config/locales.js'
import { newestFirst } from '../../content-pipeline/listOrder.js'
import { content, perLocale, perLocaleKeyed } from '../../renderer/content.js'
import { pageCount, slicePage } from '../../renderer/paginate.js'

export const jobsPageSize = constants.pageSize.jobs

/** How many jobs the locale has: counted in the item paths, which alternates read for both locales. */
export const jobsCount = perLocale('jobsCount', (locale: Locale) => content(locale, 'itemPaths').jobs.length)

/** Page n's jobs. */
export const jobsSlice = perLocaleKeyed('jobsSlice', (locale: Locale) => {
  const jobs = newestFirst(content(locale, 'jobs'))
  return new Map(Array.from({ length: pageCount(jobs.length, jobsPageSize) }, (_, i) => [i + 1, slicePage(jobs, i + 1, jobsPageSize).map(jobTeaser)]))
})
