// The job vacancies' list pages: newest first, `constants.pageSize.jobs` a page. A page depends on
// its own slice (page-data/content.ts): a job's new text re-renders the page it is on.
import { jobTeaser } from '../../components/content/JobList.js'
import { constants } from '../../shared/config/constants.js'
import type { Locale } from '../../shared/config/locales.js'
import { newestFirst } from '../../content-pipeline/listOrder.js'
import { content, perLocaleKeyed } from '../../page-data/content.js'
import { itemCount } from '../../page-data/itemCount.js'
import { pagesOf } from '../../page-data/paginate.js'

export const jobsPageSize = constants.pageSize.jobs

/** How many items the list has (page-data/itemCount.ts). */
export const jobsCount = (locale: Locale) => itemCount(locale, 'jobs')

/** Page n's jobs. */
export const jobsSlice = perLocaleKeyed('jobsSlice', (locale: Locale) => pagesOf(newestFirst(content(locale, 'jobs')), jobsPageSize, jobTeaser))
