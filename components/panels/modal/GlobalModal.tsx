// The #global-modal area (spec §2; in both layouts). Opened through modalStore, and by page
// buttons: `[data-apply-job={id}]` (job list and job detail) opens the job application with the
// job's title and tags from data-job-title / data-job-tags; `[data-open-modal={type}]` opens any
// type. A dialog: focus moves in, Tab stays inside, Escape or the close button closes, focus
// returns to the opener.
import { lazy, Suspense, useCallback, useEffect, useId, useRef, type ComponentType } from 'react'
import { useT } from '../../../shared/locales/intl.js'
import { useFocusTrap } from '../../layout/useFocusTrap.js'
import { modalStore, useModal, type ModalProps } from './modalStore.js'

// Modal bodies load when first opened, not with every page.
const registry: Record<string, ComponentType<ModalProps>> = {
  'job-application': lazy(() => import('./JobApplication.js').then((m) => ({ default: m.JobApplication }))),
}

// A plain guard, not superstruct: this runs on every page and checks one attribute of our own markup.
const isTags = (v: unknown): v is string[] => Array.isArray(v) && v.every((t) => typeof t === 'string')

function jobFromButton(button: HTMLElement): { jobId: number; title: string; tags: string[] } | null {
  const jobId = Number(button.dataset['applyJob'])
  if (!Number.isInteger(jobId) || jobId <= 0) return null
  let tags: unknown = []
  try {
    tags = JSON.parse(button.dataset['jobTags'] ?? '[]')
  } catch {
    // A broken attribute only costs the tag chips.
  }
  return { jobId, title: button.dataset['jobTitle'] ?? '', tags: isTags(tags) ? tags : [] }
}

export function GlobalModal() {
  const t = useT()
  const current = useModal()
  const titleId = useId()
  const ref = useRef<HTMLDivElement>(null)
  const close = useCallback(() => modalStore.getState().close(), [])
  useFocusTrap(ref, current !== null, close)

  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (!(e.target instanceof Element)) return
      const apply = e.target.closest<HTMLElement>('[data-apply-job]')
      const generic = e.target.closest<HTMLElement>('[data-open-modal]')
      if (apply) {
        const job = jobFromButton(apply)
        if (!job) return
        e.preventDefault()
        modalStore.getState().open('job-application', job)
      } else if (generic) {
        e.preventDefault()
        modalStore.getState().open(generic.dataset['openModal'] ?? '', null)
      }
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])

  if (!current) return null
  const Body = registry[current.type]
  return (
    <div className="modal-backdrop" onClick={(e) => e.target === e.currentTarget && close()}>
      <div ref={ref} className="modal" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <button type="button" className="panel-close modal__close" onClick={close} aria-label={t('modal.close')}>
          ×
        </button>
        {Body ? (
          <Suspense fallback={null}>
            <Body data={current.data} titleId={titleId} close={close} />
          </Suspense>
        ) : (
          <>
            <h2 id={titleId}>{t('modal.unknown_title')}</h2>
            <p>{t('modal.unknown', { type: current.type || '—' })}</p>
          </>
        )}
      </div>
    </div>
  )
}
