// The career job list (spec §2): title link, location, employment type, tags and an apply button.
import type { Infer } from 'superstruct'
import type { Job } from '../../content-pipeline/model.js'
import type { EmploymentType } from '../../content-pipeline/schemas/content.js'
import { useT } from '../../shared/locales/intl.js'
import { ApplyButton } from './ApplyButton.js'

export type JobTeaser = {
  id: number
  title: string
  path: string
  location: string
  employment_type: Infer<typeof EmploymentType>
  tags: string[]
}

export function JobList({ jobs, heading = 'h2' }: { jobs: JobTeaser[]; heading?: 'h2' | 'h3' }) {
  const t = useT()
  const Heading = heading
  return (
    <ul className="job-list">
      {jobs.map((job) => (
        <li key={job.id} className="job-list__item">
          <article className="card job-card">
            <Heading>
              <a href={job.path}>{job.title}</a>
            </Heading>
            <p className="job-card__meta">
              <span>{job.location}</span>
              {' · '}
              <span>{t(`job.type.${job.employment_type}`)}</span>
            </p>
            <JobTags tags={job.tags} />
            <ApplyButton jobId={job.id} title={job.title} tags={job.tags} />
          </article>
        </li>
      ))}
    </ul>
  )
}

export function JobTags({ tags }: { tags: string[] }) {
  const t = useT()
  if (tags.length === 0) return null
  return (
    <ul className="tags" aria-label={t('job.tags')}>
      {tags.map((tag) => (
        <li key={tag} className="tag">
          {tag}
        </li>
      ))}
    </ul>
  )
}

/** The slim projection a list renders (used by +data hooks). */
export function jobTeaser(job: Job): JobTeaser {
  return { id: job.id, title: job.title, path: job.path, location: job.location, employment_type: job.employment_type, tags: job.tags }
}
