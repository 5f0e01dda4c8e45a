// The job vacancies' list pages: newest first, `constants.pageSize.jobs` a page. A page depends on
// its own slice (renderer/content.ts): a job's new text re-renders the page it is on.
import { jobTeaser } from '../../components/content/JobList.js'
import { constants } from '../../config/constants.js'
import type { Locale } from '../../config/locales.js'
import { newestFirst } from '../../content-pipeline/listOrder.js'
import { content, perLocaleKeyed } from '../../renderer/content.js'
import { itemCount } from '../../renderer/itemCount.js'
import { pageCount, slicePage } from '../../renderer/paginate.js'

export const jobsPageSize = constants.pageSize.jobs

/** How many items the list has (renderer/itemCount.ts). */
export const jobsCount = (locale: Locale) => itemCount(locale, 'jobs')

/** Page n's jobs. */
export const jobsSlice = perLocaleKeyed('jobsSlice', (locale: Locale) => {
  const jobs = newestFirst(content(locale, 'jobs'))
  return new Map(Array.from({ length: pageCount(jobs.length, jobsPageSize) }, (_, i) => [i + 1, slicePage(jobs, i + 1, jobsPageSize).map(jobTeaser)]))
})
