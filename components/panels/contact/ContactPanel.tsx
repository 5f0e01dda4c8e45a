// The contact panel (spec §2, §4): slides in from the footer. Opened by the floating opener
// (hidden on reliable-partner pages) and by any `[data-open-contact-panel]` button of a page.
// It is a modal dialog: focus moves in, Tab stays inside, Escape closes, focus returns to the
// opener. After a successful send it closes and resets; from services or career pages it then
// goes to the matching thank-you route.
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react'
import { navigate } from '../../../client/navigation.js'
import { appStore, useAppStore } from '../../../client/store.js'
import { constants } from '../../../shared/config/constants.js'
import type { RouteKey } from '../../../shared/config/routes.js'
import { useLocale, useT } from '../../../shared/locales/intl.js'
import { useFocusTrap } from '../../layout/useFocusTrap.js'
import { isServicePage, thanksPathAfterSend } from './thanks.js'

// The form (and react-final-form) loads with the first opening, not with every page.
const ContactForm = lazy(() => import('./ContactForm.js').then((m) => ({ default: m.ContactForm })))

const setOpen = (open: boolean) => appStore.getState().setShowContactForm(open)

export function ContactPanel({ routeKey }: { routeKey: RouteKey | undefined }) {
  const t = useT()
  const locale = useLocale()
  const titleId = useId()
  const open = useAppStore((s) => s.variables.showContactForm)
  // The form is rendered from the first opening on (not into every pre-rendered page).
  const [used, setUsed] = useState(false)
  const panelRef = useRef<HTMLDivElement>(null)
  const close = useCallback(() => setOpen(false), [])
  useFocusTrap(panelRef, open, close)

  useEffect(() => {
    if (open) setUsed(true)
  }, [open])

  // Page buttons: event delegation, one listener for every button the page has or adds later.
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (!(e.target instanceof Element) || !e.target.closest('[data-open-contact-panel]')) return
      e.preventDefault()
      setOpen(true)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])

  const onSent = () => {
    setOpen(false)
    const target = thanksPathAfterSend(routeKey, locale)
    if (target) navigate(target, { alert: { type: 'success', message: 'contact.success' } })
    else appStore.getState().pushAlert('success', 'contact.success')
  }

  return (
    <>
      {routeKey !== 'reliablePartner' && (
        <button type="button" className="contact-opener" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
          {t('contact.open')}
        </button>
      )}
      {open && <div className="panel-backdrop" onClick={close} aria-hidden="true" />}
      <div ref={panelRef} className={`contact-panel${open ? ' is-open' : ''}`} role="dialog" aria-modal="true" aria-labelledby={titleId} inert={!open}>
        <div className="contact-panel__head">
          <h2 id={titleId}>{t('contact.title')}</h2>
          <button type="button" className="panel-close" onClick={close} aria-label={t('contact.close')}>
            ×
          </button>
        </div>
        <p>{t('contact.intro', { hours: constants.replyWithinHours })}</p>
        {(open || used) && (
          <Suspense fallback={null}>
            <ContactForm onSent={onSent} withService={isServicePage(routeKey)} />
          </Suspense>
        )}
      </div>
    </>
  )
}
