// Opens the job application modal (spec §2: text area, tags, file upload). The modal and its
// wiring come from the client-behaviour layer, which finds buttons by `data-apply-job`.
import { useT } from '../../renderer/intl.js'

export function ApplyButton({ jobId, title }: { jobId: number; title: string }) {
  const t = useT()
  return (
    <button type="button" className="button" data-apply-job={jobId} aria-label={t('jobs.apply_for', { title })}>
      {t('jobs.apply')}
    </button>
  )
}
