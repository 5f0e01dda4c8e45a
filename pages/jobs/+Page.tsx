import { useData, usePageContext } from '../../renderer/pageContext.js'
import { JobList } from '../../components/content/JobList.js'
import { PageHeader } from '../../components/content/PageHeader.js'
import { Pagination } from '../../components/content/Pagination.js'
import { listPagePath } from '../../shared/config/routes.js'
import { useT } from '../../shared/locales/intl.js'
import type { Data } from './+data.js'

export default function Page() {
  const { jobs, page, pages, seo } = useData<Data>()
  const { locale } = usePageContext()
  const t = useT()
  return (
    <>
      <PageHeader title={seo.title} perex={seo.description} crumbs={seo.breadcrumbs} />
      {jobs.length > 0 ? <JobList jobs={jobs} /> : <p>{t('jobs.none')}</p>}
      <Pagination page={page} pages={pages} hrefFor={(n) => listPagePath('jobs', 'jobsPage', locale, n)} />
    </>
  )
}
