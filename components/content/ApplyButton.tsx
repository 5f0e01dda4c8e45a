// Opens the job application modal (spec §2: text area, tags, file upload). The global modal
// (components/panels/modal) finds buttons by `data-apply-job` and reads the job's title and tags
// (offered as chips) from the button.
import { useT } from '../../shared/locales/intl.js'

export function ApplyButton({ jobId, title, tags }: { jobId: number; title: string; tags: readonly string[] }) {
  const t = useT()
  return (
    <button type="button" className="button" data-apply-job={jobId} data-job-title={title} data-job-tags={JSON.stringify(tags)} aria-haspopup="dialog" aria-label={t('jobs.apply_for', { title })}>
      {t('jobs.apply')}
    </button>
  )
}
