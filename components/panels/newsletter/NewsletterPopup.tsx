// The newsletter popup (spec §4, §9): 60 s after the page loaded, unless the `newsletter-popup`
// cookie says hidden (60 days) or the page is the privacy page (information page 1). Closing it or
// a successful save hides it for good. Not modal: it does not take focus from what the visitor is
// doing; Escape closes it while focus is inside.
import { useCallback, useEffect, useId, useState } from 'react'
import { readCookie, writeCookie } from '../../../client/cookies.js'
import { constants } from '../../../config/constants.js'
import { matchPath } from '../../../config/routes.js'
import { useT } from '../../../renderer/intl.js'
import { NewsletterForm } from './NewsletterForm.js'

const { cookie, cookieDays, delayMs } = constants.newsletterPopup
export const popupHiddenValue = 'hidden'

export function isPrivacyPage(pathname: string): boolean {
  const m = matchPath(pathname)
  return m?.key === 'infoPage' && m.params['id'] === String(constants.privacyPageId)
}

export function NewsletterPopup({ pathname }: { pathname: string }) {
  const t = useT()
  const titleId = useId()
  const [due, setDue] = useState(false)

  useEffect(() => {
    if (readCookie(cookie) === popupHiddenValue) return
    const timer = setTimeout(() => setDue(true), delayMs)
    return () => clearTimeout(timer)
  }, [])

  const hide = useCallback(() => {
    writeCookie(cookie, popupHiddenValue, { days: cookieDays })
    setDue(false)
  }, [])

  if (!due || isPrivacyPage(pathname)) return null
  return (
    <section
      className="newsletter-popup"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      onKeyDown={(e) => {
        if (e.key === 'Escape') hide()
      }}
    >
      <button type="button" className="panel-close" onClick={hide} aria-label={t('newsletter.popup_close')}>×</button>
      <h2 id={titleId}>{t('newsletter.popup_title')}</h2>
      <p>{t('newsletter.popup_text')}</p>
      <NewsletterForm form="newsletter-popup" onSaved={hide} />
    </section>
  )
}
