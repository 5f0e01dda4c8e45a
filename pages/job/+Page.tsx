import { useData, usePageContext } from '../../renderer/pageContext.js'
import { ApplyButton } from '../../components/content/ApplyButton.js'
import { ContactPersonCard } from '../../components/content/ContactPersonCard.js'
import { Html } from '../../components/content/Html.js'
import { JobTags } from '../../components/content/JobList.js'
import { PageHeader } from '../../components/content/PageHeader.js'
import { path } from '../../shared/config/routes.js'
import { useFormatDate, useT } from '../../shared/locales/intl.js'
import type { Data } from './+data.js'

export default function Page() {
  const { job, contact, seo } = useData<Data>()
  const { locale } = usePageContext()
  const t = useT()
  const formatDate = useFormatDate()
  return (
    <article className="job-detail">
      <PageHeader title={job.title} perex={job.perex} crumbs={seo.breadcrumbs} />
      <div className="layout-with-aside">
        <div>
          <Html html={job.body} />
          <ApplyButton jobId={job.id} title={job.title} tags={job.tags} />
        </div>
        <aside aria-labelledby="job-details">
          <h2 id="job-details">{t('job.details')}</h2>
          <dl className="facts">
            <dt>{t('job.location')}</dt>
            <dd>{job.location}</dd>
            <dt>{t('job.employment')}</dt>
            <dd>{t(`job.type.${job.employment_type}`)}</dd>
            {job.valid_through && (
              <>
                <dt>{t('job.valid_through')}</dt>
                <dd>
                  <time dateTime={job.valid_through}>{formatDate(job.valid_through)}</time>
                </dd>
              </>
            )}
          </dl>
          <JobTags tags={job.tags} />
          {contact && (
            <section aria-labelledby="job-contact">
              <h2 id="job-contact">{t('job.contact')}</h2>
              <ContactPersonCard person={contact} />
            </section>
          )}
        </aside>
      </div>
      <p>
        <a href={path('jobs', locale)}>{t('career.jobs_all')}</a>
      </p>
    </article>
  )
}
