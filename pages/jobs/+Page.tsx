import { useData } from '../../renderer/pageContext.js'
import { JobList } from '../../components/content/JobList.js'
import { PageHeader } from '../../components/content/PageHeader.js'
import { useT } from '../../renderer/intl.js'
import type { Data } from './+data.js'

export default function Page() {
  const { jobs, seo } = useData<Data>()
  const t = useT()
  return (
    <>
      <PageHeader title={seo.title} perex={seo.description} crumbs={seo.breadcrumbs} />
      {jobs.length > 0 ? <JobList jobs={jobs} /> : <p>{t('jobs.none')}</p>}
    </>
  )
}
