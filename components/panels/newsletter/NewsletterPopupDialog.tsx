// The newsletter popup's content (spec §4), loaded when the popup is due (NewsletterPopup.tsx).
// Not modal: it does not take focus from what the visitor is doing; Escape closes it while focus
// is inside.
import { useId } from 'react'
import { useT } from '../../../shared/locales/intl.js'
import { NewsletterForm } from './NewsletterForm.js'

export function NewsletterPopupDialog({ onHide }: { onHide: () => void }) {
  const t = useT()
  const titleId = useId()
  return (
    <section
      className="newsletter-popup"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onHide()
      }}
    >
      <button type="button" className="panel-close" onClick={onHide} aria-label={t('newsletter.popup_close')}>
        ×
      </button>
      <h2 id={titleId}>{t('newsletter.popup_title')}</h2>
      <p>{t('newsletter.popup_text')}</p>
      <NewsletterForm form="newsletter-popup" onSaved={onHide} />
    </section>
  )
}
